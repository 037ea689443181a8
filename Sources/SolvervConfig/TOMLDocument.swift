import SolvervEngine

/// A parsed TOML file: Solverv's `config.toml` and `formats/NAME.toml`.
///
/// The config is read on every status-bar refresh, so parsing is one pass over the bytes with no
/// Foundation and no regular expressions; a typical config takes microseconds. It is strict: what
/// is outside Solverv's TOML 1.0 subset (dates, arrays of tables, hex numbers, multi-line inline
/// tables) is an error with a line, column and key, never silently read some other way. Hostile
/// input (deep nesting, megabyte lines, NUL bytes, broken UTF-8) is an error too, never a trap.
public struct TOMLDocument: Sendable {
  /// The top-level table, with every `[header]` table inside it.
  public let root: TOMLTable

  /// How deep arrays and tables may nest (headers, dotted keys and values together). Real
  /// configs use three or four levels; the cap keeps recursion and memory bounded.
  public static let maximumDepth = 32

  /// Parses TOML text. A leading byte-order mark is ignored.
  public static func parse(_ text: String) throws(TOMLError) -> TOMLDocument {
    // A String is valid UTF-8 already.
    var parser = TOMLParser(bytes: Array(text.utf8))
    return TOMLDocument(root: try parser.parseDocument())
  }

  /// Parses the bytes of a file, which must be UTF-8 (a leading byte-order mark is ignored).
  public static func parse(bytes: [UInt8]) throws(TOMLError) -> TOMLDocument {
    try checkUTF8(bytes)
    var parser = TOMLParser(bytes: bytes)
    return TOMLDocument(root: try parser.parseDocument())
  }

  /// Looks up a top-level key.
  public subscript(key: String) -> TOMLValue? { root[key] }

  /// Throws at the first byte that is not part of well-formed UTF-8 (no overlong forms, no
  /// surrogates, nothing above U+10FFFF).
  static func checkUTF8(_ bytes: [UInt8]) throws(TOMLError) {
    var i = 0
    var line = 1
    var column = 1
    let count = bytes.count
    while i < count {
      let b = bytes[i]
      if b < 0x80 {
        if b == 0x0A {
          line += 1
          column = 0
        }
        i += 1
        column += 1
        continue
      }
      // The allowed range of the second byte depends on the first (RFC 3629, table 3-7).
      var length = 0
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch b {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: length = 0
      }
      var valid = length > 0 && i + length <= count
      if valid {
        valid = bytes[i + 1] >= low && bytes[i + 1] <= high
        var k = 2
        while valid && k < length {
          valid = bytes[i + k] & 0xC0 == 0x80
          k += 1
        }
      }
      guard valid else {
        throw TOMLError(
          line: line, column: column, key: nil, phrase: .syntax(.invalidUTF8(byte: String(b, radix: 16, uppercase: true))))
      }
      i += length
      column += 1
    }
  }
}
