/// The names CLDR gives cities and countries in Solverv's languages (`PlaceNameData`, generated
/// by Scripts/generate-place-names.py): "København" for a Danish reader where GeoNames says
/// "Copenhagen", "Tyskland" after a comma for Germany.
public enum PlaceNames {
  static var cities: SortedLines { SortedLines(PlaceNameData.cities) }
  static var countries: SortedLines { SortedLines(PlaceNameData.countries) }
  static var keys: SortedLines { SortedLines(PlaceNameData.keys) }

  /// The longest folded country name worth looking up (longer texts name none).
  static let countryKeyLimit = 64

  /// Where the names come from, for credits.
  public static var source: String { PlaceNameData.source }

  /// CLDR's names of `city` that differ from its GeoNames name, by language code: Copenhagen →
  /// ["nb": "København", "sv": "Köpenhamn", "da": "København", "fi": "Kööpenhamina", "de":
  /// "Kopenhagen"]; empty for the many cities CLDR does not name.
  public static func names(of city: City) -> [String: String] {
    guard city.postalCode.isEmpty else { return [:] }
    let prefix = Array("\(city.name)\t\(city.countryCode)\t\(city.admin1)\t".utf8)
    var names: [String: String] = [:]
    cities.forEachLine(withPrefix: prefix) { line in
      var field: Int? = line + prefix.count
      for language in PlaceNameData.languages {
        guard let start = field else { break }
        let name = cities.string(at: start)
        if !name.isEmpty { names[language] = name }
        field = cities.nextField(after: start)
      }
      return false
    }
    return names
  }

  /// The CLDR spelling of `city` whose key is `key` ("kobenhavn" → "København"), to show a
  /// name typed without its letters as the language writes it; nil when none folds so.
  static func spelling(of city: City, key: [UInt8]) -> String? {
    for name in names(of: city).values.sorted() {
      if KeyFolding.key(of: Substring(name).unicodeScalars, limit: key.count + 1) == key { return name }
    }
    return nil
  }

  /// The city lines whose CLDR name in one of the languages has `key` ("singapur" → Singapore,
  /// "maarianhamina" → Mariehamn): the line of the GeoNames name and division each key line names.
  static func cityLines(forKey key: [UInt8]) -> [Int] {
    let keys = keys
    let cities = CityLines.cities
    var lines: [Int] = []
    keys.forEachLine(withPrefix: key + [SortedLines.tab]) { line in
      guard let nameField = keys.nextField(after: line), let placeField = keys.nextField(after: nameField) else {
        return true
      }
      let name = keys.string(at: nameField)
      let place = Array(keys.bytes[placeField..<keys.fieldEnd(from: placeField)])
      guard let nameKey = KeyFolding.key(of: Substring(name).unicodeScalars, limit: PlaceTables.current.maxKeyLength)
      else { return true }
      cities.forEachLine(withPrefix: nameKey + [SortedLines.tab]) { city in
        guard let field = cities.nextField(after: city),
          cities.bytes[field..<cities.fieldEnd(from: field)].elementsEqual(place), CityLines.name(at: city, in: cities) == name
        else { return true }
        lines.append(city)
        return false
      }
      return true
    }
    return lines
  }

  /// The countries a folded name in one of the languages names ("tyskland" → DE), beyond the
  /// English names and codes of `RegionTable`.
  static func countries(named key: [UInt8]) -> [PlaceFilter.Place] {
    var places: [PlaceFilter.Place] = []
    countries.forEachLine(withPrefix: key + [SortedLines.tab]) { line in
      let code = Array(countries.bytes[(line + key.count + 1)..<countries.fieldEnd(from: line + key.count + 1)])
      places.append(PlaceFilter.Place(country: code, admin1: nil))
      return true
    }
    return places
  }
}
