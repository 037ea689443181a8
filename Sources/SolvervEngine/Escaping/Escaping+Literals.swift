extension Escaping {
  /// A double-quoted string literal of a file format: JSON strings and TOML basic strings are
  /// written by the same routine, these two flags being all they differ in.
  public struct Literal: Sendable, Hashable {
    /// `\u001F` (TOML, as in its messages' `U+001F`) or `\u001f` (JSON, as JavaScript writes it).
    public let uppercaseHex: Bool
    /// U+2028 and U+2029 written `\u2028`, `\u2029`: JSON text must stay valid JavaScript.
    public let escapesLineSeparators: Bool

    /// A JSON string (RFC 8259): Solverv's JSON output and the `json` escaping rule.
    public static let json = Literal(uppercaseHex: false, escapesLineSeparators: true)
    /// A TOML basic string: config values written by Solverv and quoted in config messages.
    public static let toml = Literal(uppercaseHex: true, escapesLineSeparators: false)
  }

  /// `text` as a `literal`, quotes included: `"`, `\`, line feed, return and tab get their short
  /// escapes, other control characters (C0 and DEL) `\uXXXX`; everything else is kept as it is.
  /// After `limit` characters the text is cut with `…` (a 1 MB value stays out of a message).
  public static func quoted(_ text: String, as literal: Literal, limit: Int = .max) -> String {
    var out = ""
    appendQuoted(text, as: literal, limit: limit, to: &out)
    return out
  }

  /// ``quoted(_:as:limit:)`` appended to `out` (JSON output builds one string).
  public static func appendQuoted(_ text: String, as literal: Literal, limit: Int = .max, to out: inout String) {
    out += "\""
    appendEscaped(text, as: literal, limit: limit, to: &out)
    out += "\""
  }

  /// The inside of the literal, without the quotes.
  static func appendEscaped(_ text: String, as literal: Literal, limit: Int = .max, to out: inout String) {
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        out += "…"
        return
      }
      count += 1
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}" where literal.escapesLineSeparators: out += "\\u2028"
      case "\u{2029}" where literal.escapesLineSeparators: out += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u" + hex4(scalar.value, uppercase: literal.uppercaseHex)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
  }

  /// `001F`: at least four hex digits, as in `\u001F` and `U+001F`.
  public static func hex4(_ value: UInt32, uppercase: Bool = true) -> String {
    let hex = String(value, radix: 16, uppercase: uppercase)
    return hex.count >= 4 ? hex : String(repeating: "0", count: 4 - hex.count) + hex
  }
}
