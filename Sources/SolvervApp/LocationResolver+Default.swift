public import SolvervCities
public import SolvervEngine
import SolvervSystem

/// The place used when nobody chose one, and what a person is told about it.
extension LocationResolver {
  /// The time zone's principal city from tzdata: Europe/Oslo → Oslo, and through tzdata's links
  /// US/Pacific → Los Angeles, Asia/Calcutta → Kolkata, EST5EDT → New York (see `ZoneLinks`).
  ///
  /// A zone that names no place (UTC, Etc/GMT+5, a POSIX rule such as `<+0530>-5:30`) only
  /// tells how far its clocks are from UTC. That fixes a meridian — 15° per hour — but no
  /// latitude, so the place is where that meridian crosses the equator: its sun times are the
  /// zone's own solar clock (noon near 12:00, days of about 12 hours — no seasonal swing is
  /// claimed for a latitude nobody gave), and no city on another continent is passed off as the
  /// user's. It is marked as a default like the city, and named for what it is ("Equator at
  /// UTC−05:00"); season names follow the northern convention unless `hemisphere` is set.
  public static func defaultLocation(zone: TimeZoneRules) -> Location {
    if let principal = ZoneTable.principal(of: zone.identifier) {
      let city = principal.zone.split(separator: "/").last.map { String($0).replacingUnderscores } ?? principal.zone
      return Location(
        name: city, coordinate: principal.coordinate, zone: zone, source: .timeZone,
        placeName: principalPlaceName(city, zone: principal.zone))
    }
    let offset = standardOffset(of: zone)
    var longitude = Double(offset) / 240  // 15° per hour
    while longitude > 180 { longitude -= 360 }
    while longitude <= -180 { longitude += 360 }
    return Location(
      name: English().equatorPlace(utcOffset: utcOffsetName(offset)),
      coordinate: (try? Coordinate(latitude: 0, longitude: longitude)) ?? Location.greenwich().coordinate,
      zone: zone, source: .fallback, placeName: .equator(utcOffset: offset))
  }

  /// CLDR's names of a zone's principal city ("Europe/Copenhagen" → København in Danish): the
  /// bundled city of that name in that zone, when there is one.
  private static func principalPlaceName(_ name: String, zone: String) -> PlaceName {
    guard let match = CityTable.lookup(name, namesakes: 50) else { return .asGiven }
    for city in [match.city] + match.namesakes where city.timeZone == zone {
      let names = PlaceNames.names(of: city)
      return names.isEmpty ? .asGiven : .city(localized: names)
    }
    return .asGiven
  }

  /// What a person at a terminal is told about a default place, without the program name (in
  /// the run's language: ``NoticePhrase``).
  public static func defaultNotice(_ location: Location) -> NoticePhrase? {
    let zone = printable(location.zone.identifier)
    if location.standsInForAutomatic { return .automaticNotAsked(place: location.name, zone: zone) }
    switch location.source {
    case .timeZone: return .zoneCityShown(place: location.name, zone: zone)
    case .fallback: return .equatorShown(zone: zone, coordinates: coordinateName(location.coordinate))
    case .commandLine, .config, .system: return nil
    }
  }

  /// The notice about a name that several cities share, or nil when it names one.
  public static func ambiguityNotice(_ query: String, _ match: CityMatch, configPath: String? = nil) -> NoticePhrase? {
    guard match.isAmbiguous else { return nil }
    let example = CityTable.labelInEachLanguage(of: match.namesakes.first ?? match.city)
    return .ambiguous(
      PlaceAmbiguity(
        query: printable(query), configPath: configPath.map { Escaping.sanitized($0) }, used: CityTable.labelInEachLanguage(of: match.city),
        population: match.city.population, others: match.namesakes.map(CityTable.labelInEachLanguage(of:)),
        more: match.namesakeCount - match.namesakes.count, example: example))
  }

  /// The zone's offset from UTC outside daylight-saving time, in seconds: January's, or July's
  /// where January is the summer (2025 as a fixed reference; standard offsets rarely change).
  static func standardOffset(of zone: TimeZoneRules) -> Int {
    let january = zone.localTimeType(at: 1_736_942_400)  // 2025-01-15T12:00Z
    let july = zone.localTimeType(at: 1_752_580_800)  // 2025-07-15T12:00Z
    return january.isDaylightSaving && !july.isDaylightSaving ? july.utcOffset : january.utcOffset
  }

  /// "UTC", "UTC+05:30", "UTC−05:00" (with a minus sign).
  static func utcOffsetName(_ seconds: Int) -> String { Location.utcOffsetName(seconds) }
}

/// What `config init` writes into `[location]` when no city is given.
public enum InitialPlace: Sendable, Equatable {
  /// A query that finds the zone's principal city in the bundled table, and only it.
  case city(String)
  /// The zone's principal location when the table lacks the city (a town under 15,000).
  case coordinates(name: String, coordinate: Coordinate, zone: String)
  /// Nothing to write: the zone names no place (`zone` as shown). The English text says why, for
  /// the file and the user; the other languages word it from the zone.
  case none(zone: String, reason: String)
}

extension LocationResolver {
  /// The place a new config starts with for `zone`: its principal city as the bundled table
  /// spells it unambiguously ("Los Angeles, US" for US/Pacific), else the zone's principal
  /// location by coordinates, else nothing — never a place the zone does not name.
  public static func initialPlace(zone: TimeZoneRules) -> InitialPlace {
    guard let principal = ZoneTable.principal(of: zone.identifier) else {
      return .none(zone: printable(zone.identifier), reason: "time zone \(printable(zone.identifier)) names no place")
    }
    let name = principal.zone.split(separator: "/").last.map { String($0).replacingUnderscores } ?? principal.zone
    if let match = CityTable.lookup(name, namesakes: 50) {
      for city in [match.city] + match.namesakes where city.timeZone == principal.zone {
        if let query = CityTable.shortestQuery(for: city) { return .city(query) }
      }
    }
    return .coordinates(name: name, coordinate: principal.coordinate, zone: principal.zone)
  }
}
