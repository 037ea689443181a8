/// German words for the TOML reader's syntax errors, templates' errors, files that cannot be read
/// or written and the D-Bus refusals a broken client meets (*Sie*; values from the file in „…“, the
/// system's own reason as it comes).
extension German {
  func foundText(_ found: Found) -> String {
    switch found {
    case .shown(let text): text
    case .character(let text, let code): "'\(text)' (U+\(code))"
    case .control(let code): "Steuerzeichen U+\(code)"
    case .endOfLine: "das Zeilenende"
    case .endOfFile: "das Dateiende"
    case .kind(let kind, let article): article ? kindWithArticle(kind) : kindName(kind)
    }
  }

  func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "Text"
    case .integer: "ganze Zahl"
    case .float: "Kommazahl"
    case .boolean: "Wahrheitswert"
    case .array: "Liste"
    case .table: "Tabelle"
    case .inlineTable: "einzeilige Tabelle"
    }
  }

  func kindWithArticle(_ kind: ValueKind) -> String {
    switch kind {
    case .string, .boolean: "ein \(kindName(kind))"
    default: "eine \(kindName(kind))"
    }
  }

  func syntaxPhrase(_ problem: SyntaxProblem) -> String {
    switch problem {
    case .carriageReturn: return "auf einen Wagenrücklauf (U+000D) muss ein Zeilenvorschub folgen"
    case .notAllowedInComment(let found): return "\(foundText(found)) ist in einem Kommentar nicht erlaubt"
    case .lineEndExpected(let header, let found):
      return "nach \(header ? "dem Tabellenkopf" : "dem Wert") wurde das Zeilenende erwartet, gefunden: \(foundText(found))"
    case .notANumber(let found): return "\(foundText(found)) ist keine gültige Zahl"
    case .dateOrTime(let text):
      return "Datums- und Zeitangaben werden hier nicht unterstützt; setzen Sie den Wert in Anführungszeichen: \"\(text)\""
    case .notDecimal(let text): return "nur Dezimalzahlen werden unterstützt, nicht „\(text)“"
    case .leadingZeros(let text): return "führende Nullen sind in „\(text)“ nicht erlaubt"
    case .dotNeedsDigits(let text): return "ein „.“ in einer Zahl braucht Ziffern auf beiden Seiten: „\(text)“"
    case .exponentWithoutDigits(let text): return "der Exponent von „\(text)“ hat keine Ziffern"
    case .underscoreBetweenDigits(let text): return "ein „_“ in einer Zahl muss zwischen zwei Ziffern stehen: „\(text)“"
    case .numberTooLarge(let text): return "die Zahl „\(text)“ ist zu groß"
    case .integerOutOfRange(let text, let min, let max):
      return "die ganze Zahl „\(text)“ liegt außerhalb des Bereichs (\(min) bis \(max))"
    case .keyMultiline: return "ein Schlüssel kann kein mehrzeiliger Text sein"
    case .keyExpected(let afterDot, let found):
      return "erwartet wurde ein Schlüssel\(afterDot ? " nach „.“" : ""), gefunden: \(foundText(found))"
    case .nestedTooDeep(let keys, let levels):
      return "\(keys ? "Schlüssel sind" : "Listen und Tabellen sind") mehr als \(levels) Ebenen tief verschachtelt"
    case .commaExpected(let array, let opened, let found):
      return array
        ? "erwartet wurde „,“ oder „]“ in der Liste ab \(opened), gefunden: \(foundText(found))"
        : "erwartet wurde „,“ oder „}“ in der einzeiligen Tabelle ab \(opened), gefunden: \(foundText(found))"
    case .inlineTableOneLine(let opened):
      return "eine einzeilige Tabelle muss in der Zeile enden, in der sie beginnt (bei \(opened)); "
        + "verwenden Sie für längere Tabellen eine Überschrift wie [Tabelle]"
    case .trailingComma: return "ein Komma am Ende ist in einer einzeiligen Tabelle nicht erlaubt"
    case .arrayNotClosed: return "die hier geöffnete Liste wird nie mit „]“ geschlossen"
    case .multiLineNotClosed(let quotes): return "der hier geöffnete mehrzeilige Text wird nie mit \(quotes) geschlossen"
    case .tooManyQuotes: return "zu viele Anführungszeichen am Ende eines mehrzeiligen Textes"
    case .invalidEscape(let sequence, let followedBy):
      let shown = sequence ?? "'\\' gefolgt von \(foundText(followedBy))"
      return "ungültige Maskierung \(shown) in einem Text; schreiben Sie \\\\ für einen umgekehrten Schrägstrich "
        + "(gültige Maskierungen: \\\" \\\\ \\n \\t \\r \\b \\f \\uXXXX \\UXXXXXXXX)"
    case .unicodeEscapeDigits(let digits): return "\\\(digits == 4 ? "u" : "U") braucht genau \(digits) Hexadezimalziffern"
    case .notAScalar(let text): return "\(text) ist kein Unicode-Skalarwert (Surrogat oder über U+10FFFF)"
    case .stringNotClosed(let quote, let endOfFile):
      return "ein Text wird vor dem \(endOfFile ? "Dateiende" : "Zeilenende") nicht mit \(quote) geschlossen"
        + (quote == "\"" ? "; verwenden Sie \"\"\" … \"\"\" für Text über mehrere Zeilen" : "")
    case .notAllowedInString(let found):
      return "\(foundText(found)) ist in einem Text nicht erlaubt; schreiben Sie es maskiert, etwa als \\t oder \\u0000"
    case .arraysOfTables:
      return "Tabellenlisten ([[…]]) werden nicht unterstützt; verwenden Sie stattdessen eine einzeilige Liste von Tabellen"
    case .tableHeaderNotClosed(let found): return "erwartet wurde „]“ zum Schließen des Tabellenkopfs, gefunden: \(foundText(found))"
    case .equalsExpected(let found): return "erwartet wurde „=“ nach dem Schlüssel, gefunden: \(foundText(found))"
    case .alreadyAValue(let key, let kind, let line, let asHeader):
      return "„\(key)“ ist bereits \(kindWithArticle(kind)) (Zeile \(line)) und kann daher "
        + (asHeader ? "hier keine Tabelle sein" : "keine weiteren Schlüssel enthalten")
    case .tableTwice(let name, let line): return "die Tabelle [\(name)] ist doppelt definiert (zuerst in Zeile \(line))"
    case .tableByDottedKeys(let name, let line):
      return "die Tabelle [\(name)] wurde bereits in Zeile \(line) durch Schlüssel mit Punkt definiert"
    case .tableByHeader(let name, let line):
      return "die Tabelle „\(name)“ wurde durch eine Überschrift geöffnet (Zeile \(line)); "
        + "fügen Sie ihr Schlüssel unter dieser Überschrift hinzu, nicht durch Schlüssel mit Punkt"
    case .invalidUTF8(let byte): return "ungültiges UTF-8 (Byte 0x\(byte)); speichern Sie die Datei als UTF-8"
    case .internalMismatch: return "interner Fehler: die Änderung passt nicht zur Datei; es wurde nichts geändert"
    case .editAlsoChanges(let keys): return "die Änderung würde auch \(keys.joined(separator: ", ")) ändern"
    }
  }

  func templatePhrase(_ problem: TemplateProblem, at position: Int) -> String {
    let at = "Fehler in der Vorlage bei Zeichen \(position)"
    switch problem {
    case .unknownPlaceholder(let name, let valid): return "\(at): unbekannter Platzhalter „\(name)“; gültige Namen: \(valid.map { "{\($0)}" }.joined(separator: ", "))"
    case .incompatibleSpec(let field, let spec, let allowed):
      return "\(at): „\(spec)“ ist kein Format für {\(field)}; verwenden Sie \(specHelp(allowed))"
    case .unclosedPlaceholder: return "\(at): „{“ wird nie mit „}“ geschlossen"
    case .unclosedGroup: return "\(at): „[“ wird nie mit „]“ geschlossen"
    case .unmatched(let c): return "\(at): „\(c)“ hat kein öffnendes Gegenstück (schreiben Sie \\\(c) für das Zeichen selbst)"
    case .emptyPlaceholder: return "\(at): leerer Platzhalter „{}“"
    case .unterminatedLiteral: return "\(at): Text in Anführungszeichen wird im Platzhalter nie geschlossen"
    case .danglingEscape: return "\(at): „\\“ am Ende der Vorlage maskiert nichts"
    }
  }

  private func specHelp(_ help: TemplateSpecHelp) -> String {
    switch help {
    case .width: "eine Höchstbreite wie 20"
    case .decimals: "Nachkommastellen wie .1"
    case .barWidth: "eine Breite wie 20"
    case .strftime: "ein strftime-Muster wie %H:%M oder %a %d %b"
    case .duration: Self.orList(["hm", "hms", "clock", "human", "minutes", "seconds"].map { "„\($0)“" }, or: "oder")
    case .none: "keine Formatangabe"
    }
  }

  func filePhrase(_ problem: FileProblem) -> String {
    switch problem {
    case .cannotRead(let path, let failure): return "\(path) kann nicht gelesen werden: die Datei \(failureText(failure))"
    case .configFile(let failure, let hint):
      return "die Konfigurationsdatei \(failureText(failure))"
        + (hint.map { " (legen Sie sie mit `solverv-status config init --config \($0)` an)" } ?? "")
    case .cannotWrite(let path, let reason): return "\(path) kann nicht geschrieben werden: \(writeReason(reason))"
    case .cannotWriteNotRegular(let path, let kind): return "\(path) kann nicht geschrieben werden: es ist \(kindOfFile(kind)), keine reguläre Datei"
    case .alreadyExists(let path): return "\(path) existiert bereits; verwenden Sie --force, um die Datei zu ersetzen"
    case .writeHeld(let path, let held, let seconds):
      return "\(path) kann nicht geschrieben werden: ein anderer Schreibvorgang hält \(held) seit \(seconds) s; es wurde nichts geschrieben, versuchen Sie es erneut"
    case .resultTooLarge(let path, let megabytes):
      return "\(path) kann nicht geschrieben werden: das Ergebnis wäre größer als die \(megabytes) MB, die eine Konfiguration haben darf"
    case .busy(let path, let seconds):
      return "die Konfiguration ist belegt: ein anderer Schreibvorgang hält \(path) seit \(seconds) s; "
        + "es wurde nichts geschrieben, versuchen Sie es erneut"
    case .formatLinkBroken(let name, let path): return "Format „\(name)“: \(path) ist ein symbolischer Link, der auf nichts Lesbares zeigt"
    case .formatLinkNotTOML(let name, let path, let target):
      return "Format „\(name)“: \(path) ist ein symbolischer Link auf \(target), keine .toml-Datei; verlinken Sie eine Formatdatei NAME.toml"
    case .formatUnreadable(let name, let path, let failure): return "Format „\(name)“: \(path) \(failureText(failure))"
    case .internalError(let inner): return "interner Fehler: \(errorPhrase(inner)); es wurde nichts geschrieben"
    }
  }

  private func failureText(_ failure: FileFailure) -> String {
    switch failure {
    case .missing: "existiert nicht"
    case .notRegular(let kind): "ist \(kindOfFile(kind)), keine reguläre Datei"
    case .tooLarge(let limit): "ist größer als \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) Byte")"
    case .unreadable(let reason): "kann nicht gelesen werden: \(reason)"
    }
  }

  func kindOfFile(_ kind: FileKindName) -> String {
    switch kind {
    case .regular: "eine reguläre Datei"
    case .directory: "ein Verzeichnis"
    case .fifo: "eine benannte Pipe (FIFO)"
    case .socket: "ein Socket"
    case .characterDevice: "ein zeichenorientiertes Gerät"
    case .blockDevice: "ein blockorientiertes Gerät"
    case .symbolicLink: "ein symbolischer Link"
    case .other: "etwas anderes"
    }
  }

  func busPhrase(_ problem: BusProblem) -> String {
    switch problem {
    case .noSettings(let keys): return "keine Einstellungen übergeben: senden Sie a{sv} mit einer oder mehreren von \(keys)"
    case .tooManySettings(let count, let maximum): return "\(count) Einstellungen in einem Aufruf: höchstens \(maximum) sind möglich"
    case .valueTooLong(let name, let allowed):
      return "„\(name)“ ist zu lang oder enthält ein NUL-Zeichen: erlaubt ist \(errorPhrase(.allowed(allowed)))"
    case .wrongType(let name, let kind, let signature, let allowed):
      return "„\(name)“ nimmt \(kindWithArticle(kind)), nicht den Typ „\(signature)“: erlaubt ist \(errorPhrase(.allowed(allowed)))"
    case .vsEmpty: return "vs ist leer: geben Sie eine Stadt an, z. B. Tromsø"
    case .queryTooLong(let maximum): return "die Suchanfrage ist länger als \(maximum) Byte"
    case .call(let refusal): return callRefusal(refusal)
    }
  }
}
