import SolvervEngine
import Testing

/// The state of the status line: countdown, message, shown sun, valid_until.
struct SnapshotTests {
  static let oslo = Location(name: "Oslo", coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"), source: .config)
  static let minneapolis = Location(
    name: "Minneapolis", coordinate: coordinate(44.9778, -93.2650), zone: zone("America/Chicago"), source: .config)

  @Test func validUntilIsTheNextCrossingMidnightOrEvent() {
    let zone = Self.oslo.zone
    // Before dawn: nothing shown changes until sunset (the shown sun turns to tomorrow's).
    let night = SolarSnapshot(at: zone.instant(for: date("2026-12-10"), secondOfDay: 3 * 3_600), location: Self.oslo)
    #expect(night.validUntil == night.todaySun.sunset.instant)
    // Polar night has no sunset: local midnight.
    let tromso = Location(name: "Tromsø", coordinate: coordinate(69.6492, 18.9553), zone: zone, source: .config)
    let polar = SolarSnapshot(at: zone.instant(for: date("2026-12-10"), secondOfDay: 3 * 3_600), location: tromso)
    #expect(polar.validUntil == zone.startOfDay(date("2026-12-11")))
    // After the last dusk: local midnight.
    let evening = SolarSnapshot(at: zone.instant(for: date("2026-12-10"), secondOfDay: 23 * 3_600), location: Self.oslo)
    #expect(evening.validUntil == zone.startOfDay(date("2026-12-11")))
    // Just before the solstice instant: the instant itself.
    let solstice = SeasonCalculator.event(.decemberSolstice, in: 2026).instant
    let before = SolarSnapshot(at: solstice - 3, location: Self.oslo)
    #expect(before.validUntil == solstice)
    let after = SolarSnapshot(at: before.validUntil, location: Self.oslo)
    #expect(after.countdown.next.kind == .marchEquinox && after.countdown.progress == 0)
  }

  @Test func afterSunsetTheBarShowsTomorrowsSunrise() {
    let zone = Self.oslo.zone
    let afternoon = SolarSnapshot(at: zone.instant(for: date("2026-12-10"), secondOfDay: 14 * 3_600), location: Self.oslo)
    #expect(afternoon.shownSun.date == date("2026-12-10"))
    let evening = SolarSnapshot(at: zone.instant(for: date("2026-12-10"), secondOfDay: 17 * 3_600), location: Self.oslo)
    #expect(evening.shownSun.date == date("2026-12-11"))
    #expect(evening.value(of: .afterSunset) != nil)
  }

  @Test func productMessagesGainingLosingAndSolsticeDays() {
    // Gaining: "☀️ +N min today | +M min since Dec 21".
    let january = SolarSnapshot(at: utc("2025-01-31T18:00:00Z"), location: Self.minneapolis)
    #expect(january.message.hasPrefix("☀️ +"))
    #expect(january.message.contains(" today | +"))
    #expect(january.message.hasSuffix("since Dec 21"))
    // Losing: "🌅 N fewer minutes today | M … shorter than on Jun 20" (Minneapolis' 2025 solstice date).
    let august = SolarSnapshot(at: utc("2025-08-15T18:00:00Z"), location: Self.minneapolis)
    #expect(august.message.hasPrefix("🌅 "))
    #expect(august.message.contains("fewer minutes today | "))
    #expect(august.message.hasSuffix("shorter than on Jun 20"))
    // On the solstice days themselves, the greetings.
    let winter = SolarSnapshot(at: utc("2024-12-21T18:00:00Z"), location: Self.minneapolis)
    #expect(winter.message == "🌟 Happy Winter Solstice! The shortest day is here—every day gets brighter from now on!")
    let summer = SolarSnapshot(at: utc("2025-06-20T18:00:00Z"), location: Self.minneapolis)
    #expect(summer.message == "☀️ Happy Summer Solstice! The longest day of the year. Enjoy the light!")
  }

  @Test(arguments: [
    (120, "+2 min today"), (3_900, "+1 hr 5 min today"), (45, "+45 sec today"), (-120, "2 fewer minutes today"),
    (-60, "1 fewer minute today"), (-20, "20 fewer seconds today"),
  ])
  func dailyChangeWords(seconds: Int, expected: String) {
    #expect(English().dailyChange(seconds: seconds) == expected)
  }

  @Test func messageMatchesTheProductExamplesExactly() {
    let since = date("2025-12-21")
    #expect(
      DaylightMessage.text(
        deltaToday: 120, deltaSinceSolstice: 47 * 60, solsticeDate: since, solsticeToday: nil, polar: nil, parts: .all,
        language: English())
        == "☀️ +2 min today | +47 min since Dec 21")
    #expect(
      DaylightMessage.text(
        deltaToday: 180, deltaSinceSolstice: 72 * 60, solsticeDate: since, solsticeToday: nil, polar: nil, parts: .all,
        language: English())
        == "☀️ +3 min today | +1 hr 12 min since Dec 21")
    #expect(
      DaylightMessage.text(
        deltaToday: -120, deltaSinceSolstice: -15 * 60, solsticeDate: date("2026-06-21"), solsticeToday: nil, polar: nil,
        parts: .all, language: English())
        == "🌅 2 fewer minutes today | 15 min shorter than on Jun 21")
    #expect(
      DaylightMessage.text(
        deltaToday: 120, deltaSinceSolstice: 47 * 60, solsticeDate: since, solsticeToday: nil, polar: nil, parts: .dailyChange,
        language: English())
        == "☀️ +2 min today")
    #expect(
      DaylightMessage.text(
        deltaToday: 120, deltaSinceSolstice: 47 * 60, solsticeDate: since, solsticeToday: nil, polar: nil, parts: .all,
        language: NorwegianBokmal())
        == "☀️ +2 min i dag | +47 min siden 21. des.")
  }

  @Test func southernHemisphereNamesAndOverride() {
    let sydney = Location(
      name: "Sydney", coordinate: coordinate(-33.8688, 151.2093), zone: zone("Australia/Sydney"), source: .config)
    let june = SolarSnapshot(at: utc("2026-06-01T00:00:00Z"), location: sydney)
    #expect(june.nextEventName == "Winter solstice" && june.season == .winter)
    let overridden = SolarSnapshot(
      at: utc("2026-06-01T00:00:00Z"), location: sydney, settings: SnapshotSettings(hemisphere: .northern))
    #expect(overridden.nextEventName == "Summer solstice")
  }

  @Test func upcomingHasTwelveConsecutiveEvents() {
    let snapshot = SolarSnapshot(at: utc("2026-11-22T12:00:00Z"), location: Self.oslo)
    #expect(snapshot.upcoming.count == 12)
    #expect(snapshot.upcoming.first == snapshot.countdown.next)
    let kinds = snapshot.upcoming.map(\.kind)
    for (a, b) in zip(kinds, kinds.dropFirst()) { #expect(b == a.next) }
    #expect(snapshot.countdown.previous.kind == .septemberEquinox)
  }

  @Test(arguments: [
    "2026-01-01T00:00:00Z", "2026-03-20T14:45:00Z", "2026-03-20T14:47:00Z", "2026-12-31T23:59:59Z",
    "2027-03-01T00:00:00Z", "2026-06-21T08:24:00Z",
  ])
  func timelineMatchesTheDirectComputation(text: String) {
    let now = utc(text)
    let timeline = SeasonCalendar.timeline(around: now, upcoming: 5)
    let (previous, next) = SeasonCalendar.surroundingEvents(of: now)
    #expect(timeline.previous == previous && timeline.upcoming.first == next)
    #expect(timeline.upcoming == SeasonCalendar.upcoming(after: now, count: 5))
  }

  @Test func jsonSchemaOneHasTheDocumentedKeys() {
    let json = SolarSnapshot(at: utc("2026-11-22T12:00:00Z"), location: Self.oslo).json()
    guard case .object(let members) = json else {
      Issue.record("not an object")
      return
    }
    let keys = Set(members.map(\.0))
    for key in [
      "schema", "next_event", "previous_event", "progress", "season", "location", "today", "tomorrow", "daylight", "upcoming",
      "message", "valid_until",
    ] {
      #expect(keys.contains(key), "missing \(key)")
    }
    #expect(json["schema"] == .int(1))
    for key in ["kind", "name", "utc", "local", "days_until"] {
      #expect(json["next_event"]?[key] != nil && json["previous_event"]?[key] != nil)
    }
    for key in ["name", "latitude", "longitude", "timezone", "source"] { #expect(json["location"]?[key] != nil) }
    for key in ["delta_vs_yesterday_s", "delta_since_solstice_s", "solstice_date"] { #expect(json["daylight"]?[key] != nil) }
    for key in SunDay.jsonKeys { #expect(json["today"]?[key] != nil && json["tomorrow"]?[key] != nil) }
  }
}
