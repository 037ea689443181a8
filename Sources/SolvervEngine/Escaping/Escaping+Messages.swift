extension Escaping {
  /// C0 and C1 control characters and DEL: what can move a terminal's cursor or break a line
  /// protocol. One definition for the markup rules and for error messages.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value)
  }

  /// `text` for an error message: control and invisible characters written as `\u{…}`, so the
  /// reader sees what was really typed and no escape sequence reaches a terminal. Line feed and
  /// tab stay as they are when `keepingLineBreaks` (a message of several lines).
  public static func visibleInMessage(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let kept = keepingLineBreaks && (scalar == "\n" || scalar == "\t")
      if !kept, isControl(scalar) || isInvisible(scalar) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
