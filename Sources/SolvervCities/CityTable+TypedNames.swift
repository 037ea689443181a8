extension CityTable {
  /// The name to show for `city` found by `reading` when the user typed another spelling than
  /// GeoNames' ("København" for Copenhagen, "Göteborg" for Gothenburg, "Wien" for Vienna): a
  /// person who wrote the city's own name in their language should read it back, not the
  /// table's English.
  ///
  /// Nil when the reading is the city's GeoNames name, or a spelling derived from it (its parts,
  /// "Halle" of "Halle (Saale)"; German-style letters, "Tromsoe", "Zuerich"): the table's name
  /// is then what was meant. Otherwise CLDR's spelling with the same key when there is one
  /// ("kobenhavn" → "København", see `PlaceNames`), else the text as typed, its words
  /// capitalised when it has no capital letter at all ("göteborg" → "Göteborg").
  static func typedName(of city: City, reading: CityQuery.Reading) -> String? {
    guard city.postalCode.isEmpty, !derivedKeys(of: city.name).contains(reading.key) else { return nil }
    if let spelling = PlaceNames.spelling(of: city, key: reading.key) { return spelling }
    let text = reading.text
    guard !text.contains(where: { $0.isUppercase }) else { return text }
    return text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  /// The keys a name and the spellings Scripts/generate-cities.py derives from it fold to: the
  /// name, the name without parentheses and its parts around "/" and ",", and ä, ö, ü, ø, å
  /// written ae, oe, ue, oe, aa.
  static func derivedKeys(of name: String) -> [[UInt8]] {
    let transliterations: [Character: String] = [
      "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ø": "oe", "Ø": "Oe", "å": "aa", "Å": "Aa",
    ]
    var names = [name, name.map { transliterations[$0] ?? String($0) }.joined()]
    var base = ""
    var depth = 0
    for character in name {
      switch character {
      case "(": depth += 1
      case ")" where depth > 0: depth -= 1
      default: if depth == 0 { base.append(character) }
      }
    }
    names.append(base)
    names += base.split(whereSeparator: { $0 == "/" || $0 == "," }).map(String.init)
    let limit = PlaceTables.current.maxKeyLength
    return names.compactMap { KeyFolding.key(of: Substring($0).unicodeScalars, limit: limit) }
  }
}
