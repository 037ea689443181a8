import SolvervEngine
import Testing

/// The light/dark schedule. The switches are checked against the sun times computed
/// another way (``SunCalculator/day(_:)``, whose sunrise/sunset the reference data vouch for) and
/// the mode against the sky's phase (``SunCalculator/phase(at:)``), never against typed instants.
struct ThemeScheduleTests {
  static let oslo = place(59.9127, 10.7461, "Europe/Oslo")
  static let longyearbyen = place(78.2232, 15.6267, "Arctic/Longyearbyen")

  static func place(_ lat: Double, _ lon: Double, _ zoneName: String) -> Location {
    Location(name: zoneName, coordinate: coordinate(lat, lon), zone: zone(zoneName), source: .commandLine)
  }

  static func local(_ place: Location, _ day: String, _ hour: Int, _ minute: Int = 0) -> Instant {
    place.zone.instant(for: date(day), secondOfDay: hour * 3_600 + minute * 60)
  }

  @Test("Oslo under `sun`: light at noon (2), dark at 22:00 (1); the switches are the day's sunrise and sunset")
  func osloSunRule() throws {
    let schedule = ThemeSchedule(location: Self.oslo, settings: ThemeSettings(enabled: true))
    let day = SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone).day(date("2026-12-01"))
    let sunrise = try #require(day.sunrise.instant)
    let sunset = try #require(day.sunset.instant)
    let noon = schedule.state(at: Self.local(Self.oslo, "2026-12-01", 12))
    #expect(noon.mode == .light && noon.mode.colorScheme == 2)
    #expect(noon.cause == .scheduled(since: sunrise))
    #expect(noon.next == ThemeSwitch(instant: sunset, mode: .dark))
    let evening = schedule.state(at: Self.local(Self.oslo, "2026-12-01", 22))
    #expect(evening.mode == .dark && evening.mode.colorScheme == 1)
    #expect(evening.cause == .scheduled(since: sunset))
    let tomorrow = SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone).day(date("2026-12-02"))
    #expect(evening.next?.instant == tomorrow.sunrise.instant)
    // Exactly at the switch the new mode holds; a millisecond before, the old one.
    #expect(schedule.state(at: sunset).mode == .dark)
    #expect(schedule.state(at: sunset - 0.001).mode == .light)
  }

  @Test("With no offsets or limits the mode is the sky's: light exactly while the phase is day (sun) or not night-ward of civil")
  func modeFollowsTheSky() {
    let places = [Self.oslo, Self.longyearbyen, Self.place(-33.87, 151.21, "Australia/Sydney"), Self.place(0.3, 32.6, "Africa/Kampala")]
    var checked = 0
    for place in places {
      let calculator = SunCalculator(coordinate: place.coordinate, zone: place.zone)
      for (rule, lightPhases) in [(ThemeRule.sun, [SunPhase.day]), (.civil, [.day, .civilTwilight])] {
        let schedule = ThemeSchedule(location: place, settings: ThemeSettings(enabled: true, rule: rule))
        for i in 0..<60 {
          // Scattered over 2026 by a prime stride: every time of day, every season.
          let instant = Instant(secondsSince1970: 1_767_225_600 + Double(i * 7_919_003 % (365 * 86_400)))
          let phase = calculator.phase(at: instant)
          // A minute's margin around crossings: phase() rounds at its boundaries.
          let state = schedule.state(at: instant)
          if let next = state.next, abs(next.instant.secondsSince1970 - instant.secondsSince1970) < 60 { continue }
          #expect(state.mode == (lightPhases.contains(phase) ? .light : .dark), "\(place.name) \(rule) \(instant)")
          checked += 1
        }
      }
    }
    #expect(checked > 400)
  }

  @Test("Offsets move each switch by their minutes; limits hold it inside the clock times of its day")
  func offsetsAndLimits() throws {
    let day = SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone).day(date("2026-12-01"))
    let sunrise = try #require(day.sunrise.instant)
    let sunset = try #require(day.sunset.instant)
    let shifted = ThemeSchedule(
      location: Self.oslo, settings: ThemeSettings(enabled: true, morningOffsetMinutes: -20, eveningOffsetMinutes: 45))
    let switches = shifted.switches(from: date("2026-12-01"), through: date("2026-12-01"))
    #expect(switches == [ThemeSwitch(instant: sunrise - 1_200, mode: .light), ThemeSwitch(instant: sunset + 2_700, mode: .dark)])

    let limited = ThemeSchedule(
      location: Self.oslo,
      settings: ThemeSettings(
        enabled: true, morningLimits: ThemeLimits(notBefore: 9 * 3_600 + 30 * 60),
        eveningLimits: ThemeLimits(notAfter: 15 * 3_600)))
    let held = limited.switches(from: date("2026-12-01"), through: date("2026-12-01"))
    #expect(held.map(\.instant) == [Self.local(Self.oslo, "2026-12-01", 9, 30), Self.local(Self.oslo, "2026-12-01", 15)])
    // In June the same limits are inside the sun's times: the crossings stand.
    let june = SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone).day(date("2027-06-10"))
    let juneSwitches = limited.switches(from: date("2027-06-10"), through: date("2027-06-10"))
    #expect(juneSwitches.first?.instant == Self.local(Self.oslo, "2027-06-10", 9, 30))
    #expect(juneSwitches.last?.instant == Self.local(Self.oslo, "2027-06-10", 15))
    #expect(june.sunrise.instant! < Self.local(Self.oslo, "2027-06-10", 9, 30))
  }

  @Test("A limit that pushes the light past the dark drops both: that day stays dark")
  func turnedAroundPairIsDropped() {
    let schedule = ThemeSchedule(
      location: Self.oslo, settings: ThemeSettings(enabled: true, morningLimits: ThemeLimits(notBefore: 16 * 3_600)))
    let switches = schedule.switches(from: date("2026-12-01"), through: date("2026-12-03"))
    #expect(switches.isEmpty)
    let state = schedule.state(at: Self.local(Self.oslo, "2026-12-02", 12))
    #expect(state.mode == .dark)
    guard case .allDay(let since?) = state.cause else {
      Issue.record("expected no switch for days, found \(state.cause)")
      return
    }
    // The last spell was the last day whose sunset came after 16:00: dark since that sunset.
    let lastDay = Self.oslo.zone.localDate(at: since)
    let calculator = SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone)
    #expect(calculator.day(lastDay).sunset.instant == since)
    #expect(Self.oslo.zone.localDateTime(at: since).secondOfDay > 16 * 3_600)
    #expect(Self.oslo.zone.localDateTime(at: calculator.day(lastDay.adding(days: 1)).sunset.instant!).secondOfDay <= 16 * 3_600)
    // In spring the sun sets after 16:00 again: the first light is then 16:00 on that day.
    let next = schedule.state(at: Self.local(Self.oslo, "2026-12-02", 12)).next
    #expect(next?.mode == .light)
    #expect(next.map { Self.oslo.zone.localDateTime(at: $0.instant).secondOfDay } == 16 * 3_600)
  }

  @Test(
    "Limits that drop every switch, all year: dark at every hour, because of the limits; a choice holds until auto",
    arguments: [
      ThemeSettings(enabled: true, morningLimits: ThemeLimits(notBefore: 12 * 3_600), eveningLimits: ThemeLimits(notAfter: 12 * 3_600)),
      ThemeSettings(enabled: true, morningLimits: ThemeLimits(notBefore: 23 * 3_600 + 59 * 60), eveningLimits: ThemeLimits(notAfter: 0)),
      // No evening limit: Oslo's sun never sets after 23:30, so every light switch turns around too.
      ThemeSettings(enabled: true, morningLimits: ThemeLimits(notBefore: 23 * 3_600 + 30 * 60)),
    ])
  func limitsLeaveNoSwitch(settings: ThemeSettings) {
    let schedule = ThemeSchedule(location: Self.oslo, settings: settings)
    for (day, hour) in [("2026-12-01", 3), ("2026-12-01", 12), ("2026-06-21", 12), ("2026-06-21", 23)] {
      let state = schedule.state(at: Self.local(Self.oslo, day, hour))
      #expect(state.mode == .dark && state.cause == .limitsLeaveNoSwitch && state.next == nil, "\(day) \(hour): \(state)")
    }
    let light = ThemeOverride(mode: .light, chosenAt: Self.local(Self.oslo, "2026-12-01", 12))
    let later = schedule.state(at: Self.local(Self.oslo, "2026-12-09", 3), override: light)
    #expect(later.mode == .light && later.cause == .manual(until: nil) && later.changesAt == nil, "\(later)")
  }

  @Test("Polar night: dark all day under `sun` until the first sunrise; `nautical` still turns light at noon")
  func polarNight() throws {
    let sun = ThemeSchedule(location: Self.longyearbyen, settings: ThemeSettings(enabled: true))
    let state = sun.state(at: Self.local(Self.longyearbyen, "2026-12-10", 12))
    #expect(state.mode == .dark)
    let calculator = SunCalculator(coordinate: Self.longyearbyen.coordinate, zone: Self.longyearbyen.zone)
    var back = date("2026-12-10")
    while calculator.day(back).sunset.instant == nil { back = back.adding(days: -1) }
    #expect(state.cause == .allDay(since: calculator.day(back).sunset.instant))
    var walk = date("2026-12-10")
    while calculator.day(walk).sunrise.instant == nil { walk = walk.adding(days: 1) }
    #expect(state.next == ThemeSwitch(instant: calculator.day(walk).sunrise.instant!, mode: .light))
    let nautical = ThemeSchedule(location: Self.longyearbyen, settings: ThemeSettings(enabled: true, rule: .nautical))
    #expect(nautical.state(at: Self.local(Self.longyearbyen, "2026-12-10", 12)).mode == .light)
    #expect(nautical.state(at: Self.local(Self.longyearbyen, "2026-12-10", 20)).mode == .dark)
    let midnightSun = sun.state(at: Self.local(Self.longyearbyen, "2027-06-21", 0))
    var spring = date("2027-06-21")
    while calculator.day(spring).sunrise.instant == nil { spring = spring.adding(days: -1) }
    #expect(midnightSun.mode == .light && midnightSun.cause == .allDay(since: calculator.day(spring).sunrise.instant))
  }

  @Test("A manual choice holds until the schedule's next switch, then the sun decides")
  func manualChoice() throws {
    let schedule = ThemeSchedule(location: Self.oslo, settings: ThemeSettings(enabled: true))
    let calculator = SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone)
    let sunset = try #require(calculator.day(date("2026-12-01")).sunset.instant)
    let sunrise = try #require(calculator.day(date("2026-12-02")).sunrise.instant)
    let dark = ThemeOverride(mode: .dark, chosenAt: Self.local(Self.oslo, "2026-12-01", 12))
    let afternoon = schedule.state(at: Self.local(Self.oslo, "2026-12-01", 14), override: dark)
    #expect(afternoon.mode == .dark && afternoon.override == dark && afternoon.cause == .manual(until: sunset))
    // The sunset keeps it dark, so the next change of the mode is the next sunrise.
    #expect(afternoon.next == ThemeSwitch(instant: sunrise, mode: .light))
    #expect(afternoon.changesAt == sunset)
    let night = schedule.state(at: Self.local(Self.oslo, "2026-12-01", 23), override: dark)
    #expect(night.mode == .dark && night.override == nil && night.cause == .scheduled(since: sunset))
    #expect(schedule.state(at: sunrise, override: dark).mode == .light)
    // Light chosen at night lasts until the sunrise, which keeps it light.
    let light = ThemeOverride(mode: .light, chosenAt: Self.local(Self.oslo, "2026-12-01", 22))
    let late = schedule.state(at: Self.local(Self.oslo, "2026-12-01", 23), override: light)
    #expect(late.mode == .light && late.cause == .manual(until: sunrise))
    // A choice made later than "now" (a clock set back) is not in force.
    #expect(schedule.state(at: Self.local(Self.oslo, "2026-12-01", 11), override: dark).override == nil)
  }

  @Test("The snapshot: absent while off; `validUntil` never passes the next switch while on")
  func snapshotValidity() throws {
    let off = SolarSnapshot(at: Self.local(Self.oslo, "2026-12-01", 12), location: Self.oslo)
    #expect(off.theme == nil)
    var settings = SnapshotSettings()
    settings.theme = ThemeSettings(enabled: true, eveningOffsetMinutes: 30)
    let sunset = try #require(
      SunCalculator(coordinate: Self.oslo.coordinate, zone: Self.oslo.zone).day(date("2026-12-01")).sunset.instant)
    let after = SolarSnapshot(at: sunset + 1, location: Self.oslo, settings: settings)
    #expect(after.theme?.mode == .light)
    #expect(after.validUntil == sunset + 1_800)
    let switched = SolarSnapshot(at: after.validUntil, location: Self.oslo, settings: settings)
    #expect(switched.theme?.mode == .dark)
    guard case .text(let word)? = switched.value(of: .theme) else {
      Issue.record("{theme} is absent while the switch is on")
      return
    }
    #expect(word == "dark")
  }
}
