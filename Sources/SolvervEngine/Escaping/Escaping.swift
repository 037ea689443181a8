/// How text that is not Solverv's own is made safe for each markup and file format: the one
/// place Solverv escapes anything. The cases are the bars' rules (a user format's `escape` key
/// names one); the same file group writes JSON and TOML string literals
/// (`Escaping+Literals.swift`), XML for the chart's SVG (`Escaping+XML.swift`) and text for error
/// messages (`Escaping+Messages.swift`).
///
/// Every rule also turns control characters (newlines, escape sequences) into spaces and drops
/// invisible bidi and zero-width characters (``isInvisible(_:)``): a place name can never break
/// a line-based bar protocol, reach a terminal as an escape sequence, or reorder the rest of a bar.
public enum Escaping: String, Sendable, CaseIterable {
  /// Only control characters are neutralised.
  case none
  /// Pango markup (Waybar, GNOME): `& < > " '` become entities.
  case pango
  /// Polybar: `%{` can never appear. It cannot be escaped, so a space goes between the two
  /// characters: `%{F#f00}` shows as `% {F#f00}`, every character still there, none a tag.
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
      Escaping.appendEscaped(Escaping.sanitized(text), as: .json, to: &out)
      return out
    }
  }

  /// Control characters (C0, DEL, C1) and line/paragraph separators become spaces; invisible
  /// bidi and zero-width characters are dropped.
  public static func sanitized(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
        out.append(" ")
      } else if !isInvisible(scalar) {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Characters that show nothing yet change what is shown: the bidi embeddings, overrides and
  /// isolates (U+202A–202E, U+2066–2069) and marks (U+200E, U+200F, U+061C) that can make a
  /// name read backwards and flip the rest of a bar, and the zero-width characters
  /// (U+200B–200D, U+2060–2064, U+FEFF, U+180E, U+206A–206F) that make two names look the same.
  /// Names lose them where they enter (`Location`), and every escaping rule drops them.
  ///
  /// The cost: a name that relied on a joiner (U+200C/U+200D, in Persian or an emoji sequence)
  /// shows its parts unjoined — still readable, and never able to disguise itself.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF:
      return true
    default:
      return false
    }
  }

  /// `text` without the characters of ``isInvisible(_:)``.
  public static func withoutInvisibles(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isInvisible(scalar) { out.append(scalar) }
    return String(out)
  }

  static func pango(_ text: String) -> String {
    var out = ""
    for scalar in sanitized(text).unicodeScalars where !appendEntity(for: scalar, apostrophe: "&#39;", to: &out) {
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  /// An ASCII space, not a zero-width or look-alike character: every bar font has it, nothing
  /// invisible is added, and the brace the user wrote stays a brace.
  static func polybar(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in sanitized(text).unicodeScalars {
      if scalar == "{", out.last == "%" { out.append(" ") }
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
