/// The search form of a name, the same in Swift and in Scripts/generate-cities.py: lower-case
/// ASCII letters and digits, words separated by single spaces.
///
/// "Tromsø" → `tromso`, "São Paulo" → `sao paulo`, "N'Djamena" → `ndjamena`, "Biel/Bienne" →
/// `biel bienne`. Latin letters with diacritics fold through the generated `FoldTable` (Unicode
/// NFKD without marks, plus ø, ß, ł and friends); combining marks vanish; white space and
/// punctuation separate words. No Foundation: the table is a `switch` over scalar values.
enum KeyFolding {
  /// The key of `scalars`, or nil when no key can equal it: a scalar of another script, or more
  /// than `limit` bytes (which also bounds the work for hostile input).
  static func key(of scalars: Substring.UnicodeScalarView, limit: Int) -> [UInt8]? {
    var key: [UInt8] = []
    key.reserveCapacity(32)
    var separate = false
    func append(_ byte: UInt8) {
      if separate, !key.isEmpty { key.append(UInt8(ascii: " ")) }
      separate = false
      key.append(byte)
    }
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): append(byte | 0x20)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          append(byte)
        case UInt8(ascii: "'"), UInt8(ascii: "`"): break
        default: separate = true
        }
      } else if let folded = FoldTable.fold(value) {
        folded.withUTF8Buffer { text in
          for byte in text {
            if byte == UInt8(ascii: " ") { separate = true } else { append(byte) }
          }
        }
      } else {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: break
        default:
          guard scalar.properties.isWhitespace else { return nil }
          separate = true
        }
      }
      if key.count > limit { return nil }
    }
    return key
  }
}
