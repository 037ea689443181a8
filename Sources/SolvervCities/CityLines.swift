import SolvervEngine

/// Reading the generated tables: city lines (`key name CC admin1 lat lon population zone`) and
/// alias lines (`key offset`), formats documented in Scripts/generate-cities.py.
enum CityLines {
  static var cities: SortedLines { SortedLines(CityData.cities) }
  static var aliases: SortedLines { SortedLines(CityAliasData.aliases) }
  static var zones: SortedLines { SortedLines(CityData.zones) }

  /// Field positions of a city line.
  struct Fields {
    let name: Int
    let countryCode: Int
    let admin1: Int
    let latitude: Int
    let longitude: Int
    let population: Int
    let zone: Int
  }

  /// The field starts of the city line at `start`, or nil when it has too few fields.
  static func fields(at start: Int, in lines: SortedLines = cities) -> Fields? {
    guard let name = lines.nextField(after: start),
      let countryCode = lines.nextField(after: name),
      let admin1 = lines.nextField(after: countryCode),
      let latitude = lines.nextField(after: admin1),
      let longitude = lines.nextField(after: latitude),
      let population = lines.nextField(after: longitude),
      let zone = lines.nextField(after: population)
    else { return nil }
    return Fields(
      name: name, countryCode: countryCode, admin1: admin1, latitude: latitude,
      longitude: longitude, population: population, zone: zone)
  }

  /// The population field of the city line at `start` (0 when unreadable: it only ranks).
  static func population(at start: Int, in lines: SortedLines = cities) -> Int {
    var field = start
    for _ in 0..<6 {
      guard let next = lines.nextField(after: field) else { return 0 }
      field = next
    }
    return lines.integer(at: field) ?? 0
  }

  /// The city line an alias line at `start` points to, or nil when it points nowhere sensible.
  static func target(ofAliasAt start: Int, aliases: SortedLines = aliases) -> Int? {
    guard let field = aliases.nextField(after: start), let offset = aliases.integer(at: field),
      offset < cities.bytes.count, offset == 0 || cities.bytes[offset - 1] == SortedLines.newline
    else { return nil }
    return offset
  }

  /// The city on the line at `start`, or nil when the line does not decode (never for the
  /// generated data, which the script validates).
  static func city(at start: Int) -> City? {
    let lines = cities
    guard let fields = fields(at: start, in: lines),
      let latitude = lines.tenThousandths(at: fields.latitude),
      let longitude = lines.tenThousandths(at: fields.longitude),
      let coordinate = try? Coordinate(
        latitude: Double(latitude) / 10_000, longitude: Double(longitude) / 10_000),
      let population = lines.integer(at: fields.population),
      let zoneOffset = lines.integer(at: fields.zone), zoneOffset < zones.bytes.count
    else { return nil }
    return City(
      name: lines.string(at: fields.name), countryCode: lines.string(at: fields.countryCode),
      admin1: lines.string(at: fields.admin1), coordinate: coordinate, population: population,
      timeZone: zones.string(at: zoneOffset))
  }
}
