/// Countries and divisions by the names and codes people write after a city's name, and the
/// label a division is shown with ("Vestland"; "IL", "ON", "NSW" where abbreviations are usual).
/// The tables are `PlaceTables`' regions and labels, generated with the cities
/// (Scripts/generate-cities.py).
enum RegionTable {
  static var lines: SortedLines { PlaceTables.current.regions }

  /// The places whose name or code folds to `key`: "georgia" is the country GE and the US
  /// state GA.
  static func places(named key: [UInt8]) -> [PlaceFilter.Place] {
    let lines = lines
    var places: [PlaceFilter.Place] = []
    lines.forEachLine(withPrefix: key + [SortedLines.tab]) { line in
      guard let country = lines.nextField(after: line), let admin1 = lines.nextField(after: country)
      else { return true }
      let code = Array(lines.bytes[admin1..<lines.fieldEnd(from: admin1)])
      places.append(
        PlaceFilter.Place(
          country: Array(lines.bytes[country..<lines.fieldEnd(from: country)]),
          admin1: code.isEmpty ? nil : code))
      return true
    }
    return places
  }

  /// How the division `admin1` of `country` is shown: its name ("Vestland", "Norrbotten"), or
  /// its usual abbreviation in the US, Canada and Australia ("IL", "ON", "NSW"); empty when
  /// the division has no known name — never the GeoNames code ("46"), which means nothing to
  /// a person (queries still accept it).
  ///
  /// With `language` ("de", "fi"…), CLDR's name of the division in it where CLDR has one
  /// (`RegionNames`: "Flandern", "Flanderi"); an abbreviation stays as it is.
  static func label(country: String, admin1: String, language: String? = nil) -> String {
    guard !admin1.isEmpty else { return "" }
    if let language, let name = RegionNames.name(country: country, admin1: admin1, language: language),
      !isAbbreviation(label(country: country, admin1: admin1))
    {
      return name
    }
    let lines = PlaceTables.current.labels
    let prefix = Array("\(country)\t\(admin1)\t".utf8)
    var label = ""
    lines.forEachLine(withPrefix: prefix) { line in
      label = lines.string(at: line + prefix.count)
      return false
    }
    return label
  }

  /// Whether a label is an abbreviation ("IL", "NSW"), which every language keeps.
  private static func isAbbreviation(_ label: String) -> Bool {
    label.utf8.count <= 4 && label.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
  }
}
