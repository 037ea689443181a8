import SolvervEngine

/// Reading the generated tables: city lines (`name place numbers`) and alias lines
/// (`key offset`), formats documented in Scripts/generate-cities.py.
enum CityLines {
  static var cities: SortedLines { PlaceTables.current.cities }
  static var aliases: SortedLines { PlaceTables.current.aliases }

  /// Field positions of a city line; its first field, the name or key, starts the line.
  struct Fields {
    /// The country code and the admin1 code run together: "NO46".
    let place: Int
    /// 10 or 12 base-91 digits: latitude (3), longitude (3), population (4), and the zone
    /// offset (2) unless the zone is the division's.
    let numbers: Int
    /// Where the zone offset is, or nil when the division's zone is the place's.
    let zone: Int?
  }

  /// The widths of the numbers field, in digits: without and with a zone offset.
  static let numberDigits = (withoutZone: 10, withZone: 12)

  /// Coordinates are stored in 10⁻³ degrees (see Scripts/generate-cities.py).
  static let unitsPerDegree = 1_000

  /// The field starts of the city line at `start`, or nil when it has too few fields.
  static func fields(at start: Int, in lines: SortedLines = cities) -> Fields? {
    guard let place = lines.nextField(after: start),
      let numbers = lines.nextField(after: place), lines.fieldEnd(from: place) - place >= 2
    else { return nil }
    switch lines.fieldEnd(from: numbers) - numbers {
    case numberDigits.withoutZone: return Fields(place: place, numbers: numbers, zone: nil)
    case numberDigits.withZone: return Fields(place: place, numbers: numbers, zone: numbers + numberDigits.withoutZone)
    default: return nil
    }
  }

  /// Latitude and longitude of the numbers field at `numbers`, in 10⁻³ degrees.
  static func coordinateUnits(at numbers: Int, in lines: SortedLines = cities) -> (latitude: Int, longitude: Int)? {
    guard let latitude = lines.base91(at: numbers, count: 3), let longitude = lines.base91(at: numbers + 3, count: 3)
    else { return nil }
    return (latitude - 90 * unitsPerDegree, longitude - 180 * unitsPerDegree)
  }

  /// The population field of the city line at `start` (0 when unreadable: it only ranks).
  static func population(at start: Int, in lines: SortedLines = cities) -> Int {
    guard let fields = fields(at: start, in: lines) else { return 0 }
    return lines.base91(at: fields.numbers + 6, count: 4) ?? 0
  }

  /// The city line an alias line at `start` points to, or nil when it points nowhere sensible.
  static func target(ofAliasAt start: Int, aliases: SortedLines = aliases) -> Int? {
    guard let field = aliases.nextField(after: start), aliases.fieldEnd(from: field) - field == 4,
      let offset = aliases.base91(at: field, count: 4),
      offset < cities.bytes.count, offset == 0 || cities.bytes[offset - 1] == SortedLines.newline
    else { return nil }
    return offset
  }

  /// The name of the city line at `start`: its first field, or when that is a key its words
  /// capitalised ("new york" → "New York").
  static func name(at start: Int, in lines: SortedLines = cities) -> String {
    guard lines.isKey(at: start) else { return lines.string(at: start) }
    var bytes = Array(lines.bytes[start..<lines.fieldEnd(from: start)])
    for index in bytes.indices where index == 0 || bytes[index - 1] == UInt8(ascii: " ") {
      if bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z") { bytes[index] -= 0x20 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The offset of the city's zone name in the zone list: its own field, else its division's.
  static func zoneOffset(of fields: Fields, in tables: PlaceTables) -> Int? {
    if let zone = fields.zone { return tables.cities.base91(at: zone, count: 2) }
    let place = Array(tables.cities.bytes[fields.place..<tables.cities.fieldEnd(from: fields.place)])
    var offset: Int? = nil
    tables.divisionZones.forEachLine(withPrefix: place + [SortedLines.tab]) { line in
      offset = tables.divisionZones.base91(at: line + place.count + 1, count: 2)
      return false
    }
    return offset
  }

  /// The city on the line at `start`, or nil when the line does not decode (never for the
  /// generated data, which the script validates).
  static func city(at start: Int, in tables: PlaceTables = .current) -> City? {
    let lines = tables.cities
    let zones = tables.zones
    guard let fields = fields(at: start, in: lines),
      let units = coordinateUnits(at: fields.numbers, in: lines),
      let coordinate = try? Coordinate(
        latitude: Double(units.latitude) / Double(unitsPerDegree),
        longitude: Double(units.longitude) / Double(unitsPerDegree)),
      let population = lines.base91(at: fields.numbers + 6, count: 4),
      let zoneOffset = zoneOffset(of: fields, in: tables), zoneOffset < zones.bytes.count
    else { return nil }
    let place = lines.string(at: fields.place)
    return City(
      name: name(at: start, in: lines), countryCode: String(place.prefix(2)),
      admin1: String(place.dropFirst(2)), coordinate: coordinate, population: population,
      timeZone: zones.string(at: zoneOffset))
  }
}
