extension Escaping {
  /// `text` made safe for XML character data and attribute values in either quote style (the
  /// daylight chart's SVG).
  ///
  /// The five markup characters become entities, and characters XML 1.0 forbids (C0 controls
  /// other than tab/newline/return, U+FFFE, U+FFFF) are dropped, as are DEL and the C1 controls,
  /// so a hostile name can neither add markup nor break the parse. Tab and line breaks become
  /// spaces (every string in the chart is shown on one line).
  public static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if appendEntity(for: scalar, apostrophe: "&apos;", to: &out) { continue }
      switch scalar {
      case "\t", "\n", "\r": out += " "
      default:
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Appends the entity of a markup character (`& < > " '`) and returns true; false for any
  /// other character. Pango writes the apostrophe `&#39;` (GLib's own escaping does), SVG `&apos;`.
  @inline(__always)
  static func appendEntity(for scalar: Unicode.Scalar, apostrophe: String, to out: inout String) -> Bool {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += apostrophe
    default: return false
    }
    return true
  }
}
