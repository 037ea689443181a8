/// Where a city must be for a query with ", REGION" or ", CC": any one of a few places, each a
/// country, a division of one, or a division code in any country.
///
/// "IL" is read every way it can be — the country Israel, the division IL (Illinois) — and the
/// populations decide among what matches; "Illinois", "Ontario", "France" come from
/// `RegionTable`, as do "Vestland" and "Norrbotten" (and "Tyskland", "Saksa": CLDR's country names
/// in the languages, `PlaceNames`; "Flandern", "Västra Götalands län": CLDR's division names,
/// `RegionNames`); "12" is a GeoNames division code, as
/// configs written before division names were shown hold them ("Oslo, 12").
struct PlaceFilter {
  struct Place: Equatable {
    /// Two upper-case ASCII letters, or nil for any country.
    let country: [UInt8]?
    /// A GeoNames admin1 code in upper case, or nil for the whole country.
    let admin1: [UInt8]?
  }

  let places: [Place]

  /// Nil when the text names no country or division: it is then part of a city's name.
  init?(_ text: Substring.UnicodeScalarView) {
    var places: [Place] = []
    let trimmed = Self.trimmed(text)
    // A code as typed: letters and digits, at most as long as any GeoNames admin1 code.
    if let code = Self.code(trimmed) {
      if code.count == 2, code.allSatisfy({ $0 >= UInt8(ascii: "A") }) {
        places.append(Place(country: code, admin1: nil))
      }
      places.append(Place(country: nil, admin1: code))
    }
    let limit = max(PlaceTables.current.regionMaxKeyLength, PlaceNames.countryKeyLimit, RegionNames.keyLimit)
    if let key = KeyFolding.key(of: trimmed, limit: limit), !key.isEmpty {
      // The names of the tables, then a country's or a division's name in one of the languages
      // ("Tyskland", "Flandern").
      let named = RegionTable.places(named: key) + PlaceNames.countries(named: key) + RegionNames.places(named: key)
      for place in named where !places.contains(place) {
        places.append(place)
      }
    }
    guard !places.isEmpty else { return nil }
    self.places = places
  }

  private init(places: [Place]) { self.places = places }

  /// This filter's places that lie in one of `country`'s countries ("MO" within "US"), or nil
  /// when `country` names no country or none of the places lies in it.
  func within(_ country: PlaceFilter) -> PlaceFilter? {
    let countries = country.places.compactMap { $0.admin1 == nil ? $0.country : nil }
    var result: [Place] = []
    for place in places {
      for code in countries where place.country == nil || place.country == code {
        let narrowed = Place(country: code, admin1: place.admin1)
        if !result.contains(narrowed) { result.append(narrowed) }
      }
    }
    return result.isEmpty ? nil : PlaceFilter(places: result)
  }

  /// Whether the city line at `start` lies in one of the places.
  func admits(lineAt start: Int, in lines: SortedLines) -> Bool {
    // name or key, then the country code and admin1 code run together.
    guard let place = lines.nextField(after: start) else { return false }
    let end = lines.fieldEnd(from: place)
    guard end - place >= 2 else { return false }
    let countryBytes = lines.bytes[place..<place + 2]
    let admin1Bytes = lines.bytes[place + 2..<end]
    return places.contains { place in
      (place.country.map { countryBytes.elementsEqual($0) } ?? true)
        && (place.admin1.map { admin1Bytes.elementsEqual($0) } ?? true)
    }
  }

  /// ASCII letters and digits, 1 to 8 of them, in upper case; nil for anything else.
  private static func code(_ text: Substring.UnicodeScalarView) -> [UInt8]? {
    var code: [UInt8] = []
    for scalar in text {
      guard code.count < 8, scalar.isASCII else { return nil }
      let byte = UInt8(scalar.value)
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): code.append(byte - 0x20)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        code.append(byte)
      default: return nil
      }
    }
    return code.isEmpty ? nil : code
  }

  /// The text without white space around it.
  private static func trimmed(_ text: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
    var text = text
    while let first = text.first, first.properties.isWhitespace { text.removeFirst() }
    while let last = text.last, last.properties.isWhitespace { text.removeLast() }
    return text
  }
}
