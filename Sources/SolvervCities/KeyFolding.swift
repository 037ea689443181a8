/// The search form of a name, the same in Swift and in Scripts/generate-cities.py: lower-case
/// ASCII letters and digits, words separated by single spaces.
///
/// "Tromsø" → `tromso`, "São Paulo" → `sao paulo`, "N'Djamena" → `ndjamena`, "Biel/Bienne" →
/// `biel bienne`. Latin letters with diacritics fold through the generated `FoldTable` (Unicode
/// NFKD without marks, plus ø, ß, ł and friends); combining marks vanish; white space and
/// punctuation separate words. No Foundation: the table is a `switch` over scalar values.
enum KeyFolding {
  /// The key of `scalars`, or nil when no key can equal it: a scalar of another script, or more
  /// than `limit` bytes (which also bounds the work for hostile input). The rules are
  /// `FoldedKeyBytes`', which the city searches also use on the tables' names.
  static func key(of scalars: Substring.UnicodeScalarView, limit: Int) -> [UInt8]? {
    var text = String(scalars)
    return text.withUTF8 { bytes -> [UInt8]? in
      var folded = FoldedKeyBytes(bytes, from: 0, to: bytes.count)
      var key: [UInt8] = []
      key.reserveCapacity(32)
      while let byte = folded.next() {
        key.append(byte)
        if key.count > limit { return nil }
      }
      return folded.isUnmatchable ? nil : key
    }
  }
}
