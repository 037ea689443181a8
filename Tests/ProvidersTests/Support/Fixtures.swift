import SolvervEngine
import SolvervSystem

/// The fixed places and instants of the golden tests: each exercises an edge of the product.
enum Fixtures {
  struct Case {
    let name: String
    let location: Location
    let instant: Instant
    var settings = SnapshotSettings()
  }

  static func place(_ name: String, _ lat: Double, _ lon: Double, _ zone: String, source: LocationSource = .commandLine)
    -> Location
  {
    Location(
      name: name, coordinate: try! Coordinate(latitude: lat, longitude: lon),
      zone: try! TimeZoneDatabase.zone(named: zone), source: source)
  }

  static func local(_ text: String, _ zone: String) -> Instant {
    try! TimeSpecification.instant(from: text, now: Instant(secondsSince1970: 0), zone: TimeZoneDatabase.zone(named: zone))
  }

  static let oslo = place("Oslo", 59.9139, 10.7522, "Europe/Oslo")

  /// The golden cases the status issue names.
  static let cases: [Case] = [
    // The December solstice day in Oslo, before the instant (21:50 local).
    Case(name: "solstice-day-oslo", location: oslo, instant: local("2026-12-21T12:00", "Europe/Oslo")),
    // Tromsø polar night.
    Case(
      name: "polar-night-tromso", location: place("Tromsø", 69.6492, 18.9553, "Europe/Oslo"),
      instant: local("2026-12-10T12:00", "Europe/Oslo")),
    // Midnight sun in Longyearbyen.
    Case(
      name: "midnight-sun-longyearbyen", location: place("Longyearbyen", 78.2232, 15.6267, "Arctic/Longyearbyen"),
      instant: local("2026-06-10T23:30", "Arctic/Longyearbyen")),
    // Sydney in June: the June solstice is the winter solstice.
    Case(
      name: "sydney-june", location: place("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
      instant: local("2026-06-10T18:00", "Australia/Sydney")),
    // Kathmandu, +05:45, just before local midnight.
    Case(
      name: "kathmandu", location: place("Kathmandu", 27.7172, 85.3240, "Asia/Kathmandu"),
      instant: local("2026-03-19T23:50", "Asia/Kathmandu")),
    // The day clocks go forward in Oslo (a 23-hour day), Norwegian, 12-hour clock.
    Case(
      name: "dst-day-oslo-nb", location: oslo, instant: local("2026-03-29T10:00", "Europe/Oslo"),
      settings: SnapshotSettings(language: NorwegianBokmal(), clock: .twelveHour)),
    // A default location (nothing configured), after sunset.
    Case(name: "default-greenwich", location: Location.greenwich(zone: .utc), instant: local("2026-11-22T18:00Z", "UTC")),
  ]

  static func snapshot(_ c: Case) -> SolarSnapshot {
    SolarSnapshot(at: c.instant, location: c.location, settings: c.settings)
  }
}
