/// One command-line argument as the bytes the child receives (argv may hold any byte but NUL,
/// so invalid UTF-8 too), printable as a shell word that reproduces it exactly.
struct Argument: Hashable, Sendable, ExpressibleByStringLiteral {
  let bytes: [UInt8]
  /// For a long repetition, its unit and count: reports print `$(yes UNIT | head -n COUNT …)`
  /// instead of 100 KB of text.
  let unit: String?
  let count: Int

  init(_ text: String) {
    bytes = Array(text.utf8)
    unit = nil
    count = 1
  }

  init(stringLiteral text: String) { self.init(text) }

  init(bytes: [UInt8]) {
    self.bytes = bytes.filter { $0 != 0 }
    unit = nil
    count = 1
  }

  init(repeating unit: String, count: Int) {
    bytes = Array(String(repeating: unit, count: count).utf8)
    self.unit = unit
    self.count = count
  }

  /// The text, when the bytes are UTF-8.
  var text: String? { String(validating: bytes, as: UTF8.self) }

  /// A shell word for this argument: bare when safe, in single quotes when printable ASCII,
  /// else `$'…'` with every other byte as `\xNN`.
  var shellWord: String {
    if let unit, count > 1 {
      return "\"$(yes \(Argument(unit).shellWord) | head -n \(count) | tr -d '\\n')\""
    }
    return Self.quote(bytes)
  }

  static func quote(_ bytes: [UInt8]) -> String {
    let safe = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-".utf8))
    if !bytes.isEmpty, bytes.allSatisfy(safe.contains) { return String(decoding: bytes, as: UTF8.self) }
    if bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) {
      return "'" + String(decoding: bytes, as: UTF8.self).replacing("'", with: "'\\''") + "'"
    }
    var word = "$'"
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\\"): word += "\\" + String(UnicodeScalar(byte))
      case 0x20..<0x7F: word += String(UnicodeScalar(byte))
      default: word += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
      }
    }
    return word + "'"
  }
}

extension [Argument] {
  /// The command line, shell-quoted.
  var shellLine: String { map(\.shellWord).joined(separator: " ") }
}
