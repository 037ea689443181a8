/// What a user typed, reduced to the readings a lookup tries in turn, each a search key and a
/// place filter: "Springfield, IL" → `springfield` in Illinois (or in Israel, the country IL);
/// "Springfield, MO, US" → `springfield` in Missouri, US; "  TROMSØ " → `tromso` anywhere.
///
/// GeoNames has a few names with commas ("Misato, Saitama"), so the whole text, commas and all,
/// is always the last reading: text after a comma filters only when it names a country or a
/// division, and only while a reading with a filter finds nothing does the next one count.
struct CityQuery {
  /// One way to read the text.
  struct Reading {
    /// The folded name (see `KeyFolding`); never empty.
    let key: [UInt8]
    /// Where the place must be; nil for anywhere.
    let filter: PlaceFilter?
  }

  /// The readings, most specific first; never empty.
  let readings: [Reading]

  /// The reading without a filter's key, for tests: the last reading's.
  var key: [UInt8] { readings[readings.count - 1].key }

  /// Nil when nothing could match: no letters or digits, other scripts, or longer than any key.
  init?(_ text: String) {
    let scalars = text.unicodeScalars
    let commas = scalars.indices.filter { scalars[$0] == "," }.suffix(2)
    var readings: [Reading] = []
    func add(name: Substring.UnicodeScalarView, filter: PlaceFilter?) {
      guard let key = KeyFolding.key(of: name, limit: CityData.maxKeyLength), !key.isEmpty else {
        return
      }
      readings.append(Reading(key: key, filter: filter))
    }
    // "Name, REGION, CC": the region within the country.
    if commas.count == 2, let first = commas.first, let last = commas.last {
      let region = PlaceFilter(scalars[scalars.index(after: first)..<last])
      let country = PlaceFilter(scalars[scalars.index(after: last)...])
      if let region, let country, let both = region.within(country) {
        add(name: scalars[..<first], filter: both)
      }
    }
    // "Name, REGION" or "Name, CC".
    if let last = commas.last, let filter = PlaceFilter(scalars[scalars.index(after: last)...]) {
      add(name: scalars[..<last], filter: filter)
    }
    add(name: scalars[...], filter: nil)
    guard !readings.isEmpty else { return nil }
    self.readings = readings
  }
}
