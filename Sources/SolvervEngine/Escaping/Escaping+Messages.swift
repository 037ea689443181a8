extension Escaping {
  /// C0 and C1 control characters and DEL: what can move a terminal's cursor or break a line
  /// protocol. One definition for the markup rules and for error messages.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value)
  }

  /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: not controls, yet terminals, journald
  /// and most log readers break the line there, so a message holding one is two lines.
  public static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// `text` for an error message: control, invisible and line-separator characters written as `\u{…}`, so the
  /// reader sees what was really typed and no escape sequence reaches a terminal. Line feed and
  /// tab stay as they are when `keepingLineBreaks` (a message of several lines).
  public static func visibleInMessage(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let kept = keepingLineBreaks && (scalar == "\n" || scalar == "\t")
      if !kept, isControl(scalar) || isInvisible(scalar) || isLineSeparator(scalar) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
