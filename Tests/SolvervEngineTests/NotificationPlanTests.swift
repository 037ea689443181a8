import SolvervEngine
import Testing

/// When the daily notification goes out, and when it does not.
struct NotificationPlanTests {
  static let minneapolis = Location(
    name: "Minneapolis", coordinate: coordinate(44.9778, -93.2650), zone: zone("America/Chicago"), source: .config)

  static func decide(
    _ local: String, settings: NotificationSettings = NotificationSettings(), lastSent: String? = nil,
    location: Location = minneapolis
  )
    -> NotificationPlan.Decision
  {
    let now = try! TimeSpecification.instant(from: local, now: Instant(secondsSince1970: 0), zone: location.zone)
    return NotificationPlan.decide(
      now: now, location: location, settings: settings, snapshotSettings: SnapshotSettings(),
      lastSent: lastSent.map(date))
  }

  @Test func waitsForSunriseThenSendsOnceForToday() {
    let sun = SunCalculator(coordinate: Self.minneapolis.coordinate, zone: Self.minneapolis.zone).day(date("2025-01-31"))
    guard case .wait(let until, _) = Self.decide("2025-01-31T05:00") else {
      Issue.record("sent before sunrise")
      return
    }
    #expect(until == sun.sunrise.instant)
    guard case .send(let summary, let body, let day) = Self.decide("2025-01-31T09:00") else {
      Issue.record("not sent")
      return
    }
    #expect(day == date("2025-01-31"))
    #expect(summary == "Daylight · Minneapolis")
    #expect(body.hasPrefix("☀️ +") && body.hasSuffix("since Dec 21"))
    // Already sent today: nothing until tomorrow's sunrise.
    guard case .wait(let next, _) = Self.decide("2025-01-31T18:00", lastSent: "2025-01-31") else {
      Issue.record("sent twice")
      return
    }
    let tomorrow = SunCalculator(coordinate: Self.minneapolis.coordinate, zone: Self.minneapolis.zone).day(date("2025-02-01"))
    #expect(next == tomorrow.sunrise.instant)
  }

  @Test func missedDaysAreNotReplayed() {
    // Last sent a week ago: only today's goes out (one decision, for today's date).
    guard case .send(_, _, let day) = Self.decide("2025-01-31T12:00", lastSent: "2025-01-24") else {
      Issue.record("not sent")
      return
    }
    #expect(day == date("2025-01-31"))
  }

  @Test func sunsetOrATimeOfDay() {
    var settings = NotificationSettings()
    settings.at = .timeOfDay(7 * 3_600 + 30 * 60)
    guard case .wait(let until, _) = Self.decide("2025-01-31T07:00", settings: settings) else {
      Issue.record("early")
      return
    }
    #expect(Self.minneapolis.zone.localDateTime(at: until).secondOfDay == 7 * 3_600 + 30 * 60)
    settings.at = .sunset
    if case .send = Self.decide("2025-01-31T12:00", settings: settings) { Issue.record("sent before sunset") }
    if case .wait = Self.decide("2025-01-31T20:00", settings: settings) { Issue.record("not sent after sunset") }
  }

  @Test func solsticeDaysGreet() {
    guard case .send(_, let winter, _) = Self.decide("2024-12-21T12:00") else {
      Issue.record("not sent")
      return
    }
    #expect(winter.hasPrefix("🌟 Happy Winter Solstice!"))
    guard case .send(_, let summer, _) = Self.decide("2025-06-20T12:00") else {
      Issue.record("not sent")
      return
    }
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

  @Test("Summer mode on a paused day waits for the winter solstice's sunrise, at noon and at midnight")
  func summerModeWaitsForTheWinterSolsticeAllDay() throws {
    var settings = NotificationSettings()
    settings.summerMode = true
    let sun = SunCalculator(coordinate: Self.minneapolis.coordinate, zone: Self.minneapolis.zone)
    let resume = try #require(sun.day(date("2026-12-21")).sunrise.instant)
    for now in ["2026-08-01T12:00", "2026-08-01T00:00"] {
      guard case .wait(let until, let reason) = Self.decide(now, settings: settings) else {
        Issue.record("sent at \(now)")
        continue
      }
      #expect(until == resume, "at \(now)")
      #expect(reason == .summerPause, "at \(now): \(reason)")
    }
    // The greeting on the summer solstice goes out; the next one is the winter solstice's.
    guard case .wait(let next, _) = Self.decide("2026-06-21T12:00", settings: settings, lastSent: "2026-06-21") else {
      Issue.record("sent twice")
      return
    }
    #expect(next == resume)
    // At a time of day: that time on the solstice's date.
    settings.at = .timeOfDay(8 * 3_600)
    guard case .wait(let eight, _) = Self.decide("2026-08-01T00:00", settings: settings) else {
      Issue.record("sent")
      return
    }
    #expect(eight == Self.minneapolis.zone.instant(for: date("2026-12-21"), secondOfDay: 8 * 3_600))
  }

  @Test("SAD on a shrinking day waits for the first day that is not shorter, at noon and at midnight")
  func sadWaitsForTheFirstDayNotShrinkingAllDay() throws {
    var settings = NotificationSettings()
    settings.sad = true
    let zone = Self.minneapolis.zone
    let sun = SunCalculator(coordinate: Self.minneapolis.coordinate, zone: zone)
    for now in ["2026-08-01T12:00", "2026-08-01T00:00"] {
      guard case .wait(let until, let reason) = Self.decide(now, settings: settings) else {
        Issue.record("sent at \(now)")
        continue
      }
      #expect(reason == .shorterDays, "at \(now): \(reason)")
      let day = zone.localDate(at: until)
      #expect(until == sun.day(day).sunrise.instant)
      // That day is not shorter than the one before, and every day until then was.
      func length(_ d: CivilDate) -> Int { Int(sun.daylength(on: d).rounded()) }
      #expect(length(day) >= length(day.adding(days: -1)) || day == date("2026-12-21"))
      var d = date("2026-08-02")
      while d < day {
        #expect(length(d) < length(d.adding(days: -1)), "\(d) was not shrinking")
        d = d.adding(days: 1)
      }
      #expect(day >= date("2026-12-19") && day <= date("2026-12-21"), "resumes on \(day)")
    }
  }

  @Test func partsAndPolarDays() {
    var settings = NotificationSettings()
    settings.parts = .dailyChange
    guard case .send(_, let body, _) = Self.decide("2025-01-31T12:00", settings: settings) else {
      Issue.record("not sent")
      return
    }
    #expect(!body.contains("since"))
    // Polar night: no sunrise, so the moment is solar noon, and the line says so.
    let tromso = Location(name: "Tromsø", coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"), source: .config)
    guard case .send(_, let polar, _) = Self.decide("2026-12-10T12:30", location: tromso) else {
      Issue.record("not sent at noon")
      return
    }
    #expect(polar.hasPrefix("🌑"))
    settings.enabled = false
    if case .send = Self.decide("2025-01-31T12:00", settings: settings) { Issue.record("sent while disabled") }
  }
}
