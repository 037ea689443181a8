/// What a user typed, reduced to the readings a lookup tries in turn, each a search key and a
/// place filter: "Springfield, IL" → `springfield` in Illinois (or in Israel, the country IL);
/// "Springfield, MO, US" → `springfield` in Missouri, US; "  TROMSØ " → `tromso` anywhere.
///
/// GeoNames has a few names with commas ("Misato, Saitama"), so the whole text, commas and all,
/// is always the last reading: text after a comma filters only when it names a country or a
/// division, and only while a reading with a filter finds nothing does the next one count.
///
/// A final " #N" picks the Nth of the exact matches ("Dondo, Cuanza Norte, AO #2"): labels need
/// it for the few namesakes that share even their division (see `CityTable.label(of:)`).
struct CityQuery {
  /// One way to read the text.
  struct Reading {
    /// The folded name (see `KeyFolding`); never empty.
    let key: [UInt8]
    /// Where the place must be; nil for anywhere.
    let filter: PlaceFilter?
    /// The name as typed, white space trimmed and collapsed: "København" of "  København, DK".
    let text: String
  }

  /// The readings, most specific first; never empty.
  let readings: [Reading]

  /// Which exact match the text asks for, from 1, when it ends in " #N"; nil for the best.
  let ordinal: Int?

  /// The reading without a filter's key, for tests: the last reading's.
  var key: [UInt8] { readings[readings.count - 1].key }

  /// Nil when nothing could match: no letters or digits, other scripts, or longer than any key.
  init?(_ text: String) {
    var scalars = Substring(text).unicodeScalars
    ordinal = Self.ordinal(removedFrom: &scalars)
    let commas = scalars.indices.filter { scalars[$0] == "," }.suffix(2)
    var readings: [Reading] = []
    func add(name: Substring.UnicodeScalarView, filter: PlaceFilter?) {
      guard let key = KeyFolding.key(of: name, limit: PlaceTables.current.maxKeyLength), !key.isEmpty else {
        return
      }
      let words = String(name).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
      readings.append(Reading(key: key, filter: filter, text: words))
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

  /// N when `text` ends in white space, "#" and 1 to 3 digits (not 0), which are then removed
  /// with the white space before them; nil (and `text` unchanged) otherwise.
  private static func ordinal(removedFrom text: inout Substring.UnicodeScalarView) -> Int? {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)].properties.isWhitespace {
      end = text.index(before: end)
    }
    var digits = end
    while digits > text.startIndex, ("0"..."9").contains(text[text.index(before: digits)]) {
      digits = text.index(before: digits)
    }
    let count = text.distance(from: digits, to: end)
    guard (1...3).contains(count), digits > text.startIndex,
      text[text.index(before: digits)] == "#"
    else { return nil }
    var start = text.index(before: digits)
    guard start > text.startIndex, text[text.index(before: start)].properties.isWhitespace
    else { return nil }
    while start > text.startIndex, text[text.index(before: start)].properties.isWhitespace {
      start = text.index(before: start)
    }
    guard let value = Int(String(String.UnicodeScalarView(text[digits..<end]))), value > 0
    else { return nil }
    text = text[..<start]
    return value
  }
}
