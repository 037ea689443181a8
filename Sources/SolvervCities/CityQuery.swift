/// What a user typed, reduced to a search key and an optional country: "Portland, US" →
/// `portland` in `US`; "  TROMSØ " → `tromso`.
struct CityQuery {
  /// The folded name (see `KeyFolding`); never empty.
  let key: [UInt8]
  /// The country filter, as upper-case ASCII bytes.
  let country: (UInt8, UInt8)?

  /// Nil when nothing could match: no letters or digits, other scripts, or longer than any key.
  init?(_ text: String) {
    let scalars = text.unicodeScalars
    var name = scalars[...]
    var country: (UInt8, UInt8)? = nil
    // ", CC" at the end filters by country; any other text after a comma stays part of the name
    // (GeoNames has a few names with commas).
    if let comma = scalars.lastIndex(of: ","),
      let code = Self.countryCode(scalars[scalars.index(after: comma)...])
    {
      country = code
      name = scalars[..<comma]
    }
    guard let key = KeyFolding.key(of: name, limit: CityData.maxKeyLength), !key.isEmpty else {
      return nil
    }
    self.key = key
    self.country = country
  }

  /// Two ASCII letters, possibly surrounded by white space, as upper case.
  private static func countryCode(_ text: Substring.UnicodeScalarView) -> (UInt8, UInt8)? {
    var letters: [UInt8] = []
    for scalar in text {
      if scalar.properties.isWhitespace { continue }
      guard scalar.isASCII, letters.count < 2 else { return nil }
      let byte = UInt8(scalar.value) & ~0x20  // upper case for letters
      guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { return nil }
      letters.append(byte)
    }
    guard letters.count == 2 else { return nil }
    return (letters[0], letters[1])
  }
}
