/// How text that is not Solverv's own is made safe for each markup.
///
/// Every rule also turns control characters (newlines, escape sequences) into spaces: a place name
/// can never break a line-based bar protocol or reach a terminal as an escape sequence.
public enum Escaping: String, Sendable, CaseIterable {
  /// Only control characters are neutralised.
  case none
  /// Pango markup (Waybar, GNOME): `& < > " '` become entities.
  case pango
  /// Polybar: `%{` can never appear (it cannot be escaped, so the brace is dropped).
  case polybar
  /// conky: `$` is doubled (no `${exec …}`), `#` becomes `\#` (no comment).
  case conky
  /// The inside of a JSON string.
  case json

  public func escape(_ text: String) -> String {
    switch self {
    case .none: return Escaping.sanitized(text)
    case .pango: return Escaping.pango(text)
    case .polybar: return Escaping.polybar(text)
    case .conky: return Escaping.conky(text)
    case .json:
      var out = ""
      JSONValue.writeString(Escaping.sanitized(text), to: &out)
      return String(out.dropFirst().dropLast())
    }
  }

  /// Control characters (C0, DEL, C1) and line/paragraph separators become spaces.
  public static func sanitized(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x2028 || v == 0x2029 {
        out.append(" ")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func pango(_ text: String) -> String {
    var out = ""
    for scalar in sanitized(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func polybar(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in sanitized(text).unicodeScalars {
      if scalar == "{", out.last == "%" { continue }
      out.append(scalar)
    }
    return String(out)
  }

  static func conky(_ text: String) -> String {
    var out = ""
    for scalar in sanitized(text).unicodeScalars {
      switch scalar {
      case "$": out += "$$"
      case "#": out += "\\#"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
