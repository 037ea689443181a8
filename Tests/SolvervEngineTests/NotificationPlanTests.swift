import SolvervEngine
import Testing

/// When the daily notification goes out, and when it does not.
struct NotificationPlanTests {
  static let minneapolis = Location(
    name: "Minneapolis", coordinate: coordinate(44.9778, -93.2650), zone: zone("America/Chicago"), source: .config)

  static func decide(_ local: String, settings: NotificationSettings = NotificationSettings(), lastSent: String? = nil, location: Location = minneapolis)
    -> NotificationPlan.Decision
  {
    let now = try! TimeSpecification.instant(from: local, now: Instant(secondsSince1970: 0), zone: location.zone)
    return NotificationPlan.decide(
      now: now, location: location, settings: settings, snapshotSettings: SnapshotSettings(),
      lastSent: lastSent.map(date))
  }

  @Test func waitsForSunriseThenSendsOnceForToday() {
    let sun = SunCalculator(coordinate: Self.minneapolis.coordinate, zone: Self.minneapolis.zone).day(date("2025-01-31"))
    guard case .wait(let until, _) = Self.decide("2025-01-31T05:00") else { Issue.record("sent before sunrise"); return }
    #expect(until == sun.sunrise.instant)
    guard case .send(let summary, let body, let day) = Self.decide("2025-01-31T09:00") else { Issue.record("not sent"); return }
    #expect(day == date("2025-01-31"))
    #expect(summary == "Daylight · Minneapolis")
    #expect(body.hasPrefix("☀️ +") && body.hasSuffix("since Dec 21"))
    // Already sent today: nothing until tomorrow's sunrise.
    guard case .wait(let next, _) = Self.decide("2025-01-31T18:00", lastSent: "2025-01-31") else { Issue.record("sent twice"); return }
    let tomorrow = SunCalculator(coordinate: Self.minneapolis.coordinate, zone: Self.minneapolis.zone).day(date("2025-02-01"))
    #expect(next == tomorrow.sunrise.instant)
  }

  @Test func missedDaysAreNotReplayed() {
    // Last sent a week ago: only today's goes out (one decision, for today's date).
    guard case .send(_, _, let day) = Self.decide("2025-01-31T12:00", lastSent: "2025-01-24") else { Issue.record("not sent"); return }
    #expect(day == date("2025-01-31"))
  }

  @Test func sunsetOrATimeOfDay() {
    var settings = NotificationSettings()
    settings.at = .timeOfDay(7 * 3_600 + 30 * 60)
    guard case .wait(let until, _) = Self.decide("2025-01-31T07:00", settings: settings) else { Issue.record("early"); return }
    #expect(Self.minneapolis.zone.localDateTime(at: until).secondOfDay == 7 * 3_600 + 30 * 60)
    settings.at = .sunset
    if case .send = Self.decide("2025-01-31T12:00", settings: settings) { Issue.record("sent before sunset") }
    if case .wait = Self.decide("2025-01-31T20:00", settings: settings) { Issue.record("not sent after sunset") }
  }

  @Test func solsticeDaysGreet() {
    guard case .send(_, let winter, _) = Self.decide("2024-12-21T12:00") else { Issue.record("not sent"); return }
    #expect(winter.hasPrefix("🌟 Happy Winter Solstice!"))
    guard case .send(_, let summer, _) = Self.decide("2025-06-20T12:00") else { Issue.record("not sent"); return }
    #expect(summer.hasPrefix("☀️ Happy Summer Solstice!"))
  }

  @Test func summerModePausesFromTheSummerSolsticeToTheWinterOne() {
    var settings = NotificationSettings()
    settings.summerMode = true
    if case .send = Self.decide("2025-08-15T12:00", settings: settings) { Issue.record("sent in the paused half") }
    if case .wait = Self.decide("2025-06-20T12:00", settings: settings) { Issue.record("no summer greeting") }
    if case .wait = Self.decide("2025-12-21T12:00", settings: settings) { Issue.record("did not resume at the winter solstice") }
    if case .wait = Self.decide("2026-02-01T12:00", settings: settings) { Issue.record("paused in the gaining half") }
  }

  @Test func sadSkipsShrinkingDays() {
    var settings = NotificationSettings()
    settings.sad = true
    if case .send = Self.decide("2025-10-01T12:00", settings: settings) { Issue.record("sent while days shrink") }
    if case .wait = Self.decide("2025-02-01T12:00", settings: settings) { Issue.record("silent while days grow") }
  }

  @Test func partsAndPolarDays() {
    var settings = NotificationSettings()
    settings.parts = .dailyChange
    guard case .send(_, let body, _) = Self.decide("2025-01-31T12:00", settings: settings) else { Issue.record("not sent"); return }
    #expect(!body.contains("since"))
    // Polar night: no sunrise, so the moment is solar noon, and the line says so.
    let tromso = Location(name: "Tromsø", coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"), source: .config)
    guard case .send(_, let polar, _) = Self.decide("2026-12-10T12:30", location: tromso) else { Issue.record("not sent at noon"); return }
    #expect(polar.hasPrefix("🌑"))
    settings.enabled = false
    if case .send = Self.decide("2025-01-31T12:00", settings: settings) { Issue.record("sent while disabled") }
  }
}

struct JSONParseTests {
  @Test func roundTripsWhatTheWriterWrites() throws {
    let value: JSONValue = .object([("a", 1), ("b", [true, .null, .double(1.5), "x\"\\\n\u{1}é😀"]), ("c", .object([]))])
    #expect(try JSONValue.parse(Array(value.serialized().utf8)) == value)
    #expect(try JSONValue.parse(Array(#"{"k":"\ud83d\ude00\u00e9"}"#.utf8))["k"] == "😀é")
  }

  @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "1 2", "\"\u{1}\"", "[" + String(repeating: "[", count: 100), "{\"a\":1,}", "nan", "01x", "\"\\q\""])
  func rejectsMalformedText(text: String) {
    #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Array(text.utf8)) }
  }
}
