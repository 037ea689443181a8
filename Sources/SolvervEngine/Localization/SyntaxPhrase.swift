/// What the config reader found where something else belonged, so each language can name it:
/// "found the end of the line", "found 'north…'", "found an array".
public enum Found: Sendable, Equatable {
  /// As the file writes it: `12`, `'north…'`, `"abc"`, `true` (not a word).
  case shown(String)
  /// A character outside ASCII with its code point, since it may be invisible: `' ' (U+00A0)`.
  case character(String, code: String)
  /// "control character U+0007".
  case control(code: String)
  case endOfLine, endOfFile
  /// A kind of value: "string" (bare, as `config` names types), or "an array" (`article`).
  case kind(ValueKind, article: Bool)
}

/// The kinds of TOML value, as messages name them.
public enum ValueKind: Sendable, Equatable { case string, integer, float, boolean, array, table, inlineTable }

/// The TOML reader's own syntax errors, as data (English: "leading zeros are not allowed in '007'").
/// Values from the file arrive as the file writes them; positions as `line:column`.
public enum SyntaxProblem: Sendable, Equatable {
  case carriageReturn
  case notAllowedInComment(Found)
  /// "expected the end of the line after the value" (`header`: after the table header).
  case lineEndExpected(header: Bool, found: Found)
  /// "'1.2.3' is not a valid number".
  case notANumber(Found)
  case dateOrTime(String)
  case notDecimal(String)
  case leadingZeros(String)
  case dotNeedsDigits(String)
  case exponentWithoutDigits(String)
  case underscoreBetweenDigits(String)
  case numberTooLarge(String)
  case integerOutOfRange(String, min: Int64, max: Int64)
  case keyMultiline
  /// "expected a key" (`afterDot`: "after '.'").
  case keyExpected(afterDot: Bool, found: Found)
  /// "keys are nested more than 32 levels deep" (false: arrays and tables).
  case nestedTooDeep(keys: Bool, levels: Int)
  /// "expected ',' or ']' in the array opened at 3:5" (false: ',' or '}' in the inline table).
  case commaExpected(array: Bool, opened: String, found: Found)
  case inlineTableOneLine(opened: String)
  case trailingComma
  case arrayNotClosed
  /// "the multi-line string opened here is never closed with '''".
  case multiLineNotClosed(quotes: String)
  case tooManyQuotes
  /// "invalid escape '\x' in a string" (`sequence`), or "'\' followed by <found>".
  case invalidEscape(sequence: String?, followedBy: Found)
  case unicodeEscapeDigits(Int)
  case notAScalar(String)
  /// "string is not closed with " before the end of the line" (a hint for `"`).
  case stringNotClosed(quote: String, endOfFile: Bool)
  case notAllowedInString(Found)
  case arraysOfTables
  case tableHeaderNotClosed(Found)
  case equalsExpected(Found)
  /// "'a.b' is already an integer (line 3), so it cannot be a table here" (false: hold other keys).
  case alreadyAValue(key: String, kind: ValueKind, line: Int, asHeader: Bool)
  case tableTwice(String, firstLine: Int)
  case tableByDottedKeys(String, line: Int)
  case tableByHeader(String, line: Int)
  case invalidUTF8(byte: String)
  /// A fault of Solverv's own editor: "internal error: a value's position does not fit the file;
  /// nothing was changed" (`part` is a developer's detail, named in English only).
  case internalMismatch(part: String)
  /// Solverv's own check of an edit: "the edit would also change clock, events".
  case editAlsoChanges([String])
}
