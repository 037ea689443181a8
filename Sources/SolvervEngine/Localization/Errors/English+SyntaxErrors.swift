/// English words for the TOML reader's syntax errors, templates' errors, files that cannot be read
/// or written and the D-Bus refusals a broken client meets: the source wording the other languages
/// follow.
extension English {
  func foundText(_ found: Found) -> String {
    switch found {
    case .shown(let text): text
    case .character(let text, let code): "'\(text)' (U+\(code))"
    case .control(let code): "control character U+\(code)"
    case .endOfLine: "the end of the line"
    case .endOfFile: "the end of the file"
    case .kind(let kind, let article): article ? kindWithArticle(kind) : kindName(kind)
    }
  }

  func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "string"
    case .integer: "integer"
    case .float: "float"
    case .boolean: "boolean"
    case .array: "array"
    case .table: "table"
    case .inlineTable: "inline table"
    }
  }

  func kindWithArticle(_ kind: ValueKind) -> String {
    switch kind {
    case .integer, .array, .inlineTable: "an \(kindName(kind))"
    default: "a \(kindName(kind))"
    }
  }

  func syntaxPhrase(_ problem: SyntaxProblem) -> String {
    switch problem {
    case .carriageReturn: return "a carriage return (U+000D) must be followed by a line feed"
    case .notAllowedInComment(let found): return "\(foundText(found)) is not allowed in a comment"
    case .lineEndExpected(let header, let found):
      return "expected the end of the line after the \(header ? "table header" : "value"), found \(foundText(found))"
    case .notANumber(let found): return "\(foundText(found)) is not a valid number"
    case .dateOrTime(let text): return "dates and times are not supported here; quote the value: \"\(text)\""
    case .notDecimal(let text): return "only decimal numbers are supported, not '\(text)'"
    case .leadingZeros(let text): return "leading zeros are not allowed in '\(text)'"
    case .dotNeedsDigits(let text): return "a '.' in a number must have digits on both sides: '\(text)'"
    case .exponentWithoutDigits(let text): return "the exponent of '\(text)' has no digits"
    case .underscoreBetweenDigits(let text): return "'_' in a number must sit between two digits: '\(text)'"
    case .numberTooLarge(let text): return "the number '\(text)' is too large"
    case .integerOutOfRange(let text, let min, let max): return "the integer '\(text)' is out of range (\(min) to \(max))"
    case .keyMultiline: return "a key cannot be a multi-line string"
    case .keyExpected(let afterDot, let found): return "expected a key\(afterDot ? " after '.'" : ""), found \(foundText(found))"
    case .nestedTooDeep(let keys, let levels): return "\(keys ? "keys are" : "arrays and tables are") nested more than \(levels) levels deep"
    case .commaExpected(let array, let opened, let found):
      return array
        ? "expected ',' or ']' in the array opened at \(opened), found \(foundText(found))"
        : "expected ',' or '}' in the inline table opened at \(opened), found \(foundText(found))"
    case .inlineTableOneLine(let opened):
      return "an inline table must close on the line it opens (at \(opened)); use a [table] header for longer tables"
    case .trailingComma: return "a trailing comma is not allowed in an inline table"
    case .arrayNotClosed: return "the array opened here is never closed with ']'"
    case .multiLineNotClosed(let quotes): return "the multi-line string opened here is never closed with \(quotes)"
    case .tooManyQuotes: return "too many quotes at the end of a multi-line string"
    case .invalidEscape(let sequence, let followedBy):
      let shown = sequence ?? "'\\' followed by \(foundText(followedBy))"
      return "invalid escape \(shown) in a string; use \\\\ for a backslash (valid escapes: \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX)"
    case .unicodeEscapeDigits(let digits): return "\\\(digits == 4 ? "u" : "U") needs exactly \(digits) hex digits"
    case .notAScalar(let text): return "\(text) is not a Unicode scalar value (surrogate or above U+10FFFF)"
    case .stringNotClosed(let quote, let endOfFile):
      return "string is not closed with \(quote) before the end of the \(endOfFile ? "file" : "line")"
        + (quote == "\"" ? "; use \"\"\" … \"\"\" for text over several lines" : "")
    case .notAllowedInString(let found):
      return "\(foundText(found)) is not allowed in a string; write it as an escape such as \\t or \\u0000"
    case .arraysOfTables: return "arrays of tables ([[…]]) are not supported; use an inline array of tables instead"
    case .tableHeaderNotClosed(let found): return "expected ']' to close the table header, found \(foundText(found))"
    case .equalsExpected(let found): return "expected '=' after the key, found \(foundText(found))"
    case .alreadyAValue(let key, let kind, let line, let asHeader):
      return "'\(key)' is already \(kindWithArticle(kind)) (line \(line)), so it cannot \(asHeader ? "be a table here" : "hold other keys")"
    case .tableTwice(let name, let line): return "table [\(name)] is defined twice (first on line \(line))"
    case .tableByDottedKeys(let name, let line): return "table [\(name)] was already defined by dotted keys on line \(line)"
    case .tableByHeader(let name, let line):
      return "table '\(name)' was opened by a [header] (line \(line)); add keys to it under that header, not with dotted keys"
    case .invalidUTF8(let byte): return "invalid UTF-8 (byte 0x\(byte)); save the file as UTF-8"
    case .internalMismatch(let part): return "internal error: \(part) does not fit the file; nothing was changed"
    case .editAlsoChanges(let keys): return "the edit would also change \(keys.joined(separator: ", "))"
    }
  }

  func templatePhrase(_ problem: TemplateProblem, at position: Int) -> String {
    let at = "template error at character \(position)"
    switch problem {
    case .unknownPlaceholder(let name, let valid): return "\(at): unknown placeholder '\(name)'; valid names: \(valid.joined(separator: ", "))"
    case .incompatibleSpec(let field, let spec, let allowed): return "\(at): '\(spec)' is not a format for {\(field)}; use \(specHelp(allowed))"
    case .unclosedPlaceholder: return "\(at): '{' is never closed with '}'"
    case .unclosedGroup: return "\(at): '[' is never closed with ']'"
    case .unmatched(let c): return "\(at): '\(c)' has no opening partner (write \\\(c) for the character)"
    case .emptyPlaceholder: return "\(at): empty placeholder '{}'"
    case .unterminatedLiteral: return "\(at): quoted text in a placeholder is never closed"
    case .danglingEscape: return "\(at): '\\' at the end of the template escapes nothing"
    }
  }

  private func specHelp(_ help: TemplateSpecHelp) -> String {
    switch help {
    case .width: "a maximum width such as 20"
    case .decimals: "decimals such as .1"
    case .barWidth: "a width such as 20"
    case .strftime: "a strftime pattern such as %H:%M or %a %d %b"
    case .duration: "hm, hms, clock, human, minutes or seconds"
    case .none: "no spec"
    }
  }

  func filePhrase(_ problem: FileProblem) -> String {
    switch problem {
    case .cannotRead(let path, let failure): return "cannot read \(path): it \(failureText(failure))"
    case .configFile(let failure, let hint):
      return "the config file \(failureText(failure))" + (hint.map { " (create it with `solverv-status config init --config \($0)`)" } ?? "")
    case .cannotWrite(let path, let reason): return "cannot write \(path): \(writeReason(reason))"
    case .cannotWriteNotRegular(let path, let kind): return "cannot write \(path): it is \(kindOfFile(kind)), not a regular file"
    case .alreadyExists(let path): return "\(path) already exists; use --force to replace it"
    case .writeHeld(let path, let held, let seconds):
      return "cannot write \(path): another writer has held \(held) for \(seconds) s; nothing was written, try again"
    case .resultTooLarge(let path, let megabytes):
      return "cannot write \(path): the result would be larger than the \(megabytes) MB a config may be"
    case .busy(let path, let seconds): return "the config is busy: another writer has held \(path) for \(seconds) s; nothing was written, try again"
    case .formatLinkBroken(let name, let path): return "format '\(name)': \(path) is a symbolic link to nothing that can be read"
    case .formatLinkNotTOML(let name, let path, let target):
      return "format '\(name)': \(path) is a symbolic link to \(target), which is not a .toml file; link to a format file NAME.toml"
    case .formatUnreadable(let name, let path, let failure): return "format '\(name)': \(path) \(failureText(failure))"
    case .internalError(let inner): return "internal error: \(errorPhrase(inner)); nothing was written"
    }
  }

  private func failureText(_ failure: FileFailure) -> String {
    switch failure {
    case .missing: "does not exist"
    case .notRegular(let kind): "is \(kindOfFile(kind)), not a regular file"
    case .tooLarge(let limit): "is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes")"
    case .unreadable(let reason): "cannot be read: \(reason)"
    }
  }

  func kindOfFile(_ kind: FileKindName) -> String {
    switch kind {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .symbolicLink: "a symbolic link"
    case .other: "not a regular file"
    }
  }

  func busPhrase(_ problem: BusProblem) -> String {
    switch problem {
    case .noSettings(let keys): return "no settings given: pass a{sv} with one or more of \(keys)"
    case .tooManySettings(let count, let maximum): return "\(count) settings in one call: use at most \(maximum)"
    case .valueTooLong(let name, let allowed): return "'\(name)' is too long or holds a NUL: \(errorPhrase(.allowed(allowed)))"
    case .wrongType(let name, let kind, let signature, let allowed):
      return "'\(name)' takes a \(kindName(kind)), not type '\(signature)': \(errorPhrase(.allowed(allowed)))"
    case .vsEmpty: return "vs is empty: give a city, e.g. Tromsø"
    case .queryTooLong(let maximum): return "the query is longer than \(maximum) bytes"
    case .call(let refusal): return callRefusal(refusal)
    }
  }
}
