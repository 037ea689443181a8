import SolvervEngine
import Testing

/// `DayComparison`, pure: the words for the same day, for polar days, the shifts as clock
/// minutes, and the compare_* placeholders (absent in a snapshot, present in a comparison).
struct DayComparisonTests {
  static let oslo = SunCalculator(coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"))
  static let tromso = SunCalculator(coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"))
  static let today = CivilDate(year: 2026, month: 11, day: 23)!

  @Test("the same day reads 'as long as today' with 'same time' shifts, never '0 min more'")
  func sameDayIsTheSame() {
    let same = DayComparison(date: Self.today, with: Self.today, today: Self.today, calculator: Self.oslo)
    #expect(same.differenceSeconds == 0 && same.sunriseShift == 0 && same.sunsetShift == 0)
    let lines = same.lines(SnapshotSettings())
    #expect(lines[0].hasSuffix("· as long as today"))
    #expect(lines[1] == "Sunrise 08:34 (same time) · Sunset 15:33 (same time)")
  }

  @Test("polar night and midnight sun are named in every language; no shift line, nil shifts")
  func polarDaysAreNamed() {
    let night = DayComparison(
      date: CivilDate(year: 2026, month: 12, day: 21)!, with: Self.today, today: Self.today, calculator: Self.tromso)
    let sun = DayComparison(
      date: CivilDate(year: 2027, month: 6, day: 21)!, with: Self.today, today: Self.today, calculator: Self.tromso)
    #expect(night.sunriseShift == nil && sun.sunsetShift == nil)
    for language in Languages.all {
      let settings = SnapshotSettings(language: language)
      #expect(night.lines(settings).count == 1)
      #expect(night.daylightText(language) == language.label(.polarNight))
      #expect(sun.daylightText(language) == language.label(.midnightSun))
      #expect(!night.summary(language).contains("0h 00m"))
      #expect(!language.comparison(.compareWith).isEmpty)
    }
  }

  @Test("a shift is the difference of the clock readings shown, whole minutes, across summer time")
  func shiftsAreClockMinutes() throws {
    let june = DayComparison(
      date: CivilDate(year: 2027, month: 6, day: 21)!, with: Self.today, today: Self.today, calculator: Self.oslo)
    let shift = try #require(june.sunriseShift)
    #expect(shift % 60 == 0)
    let zone = Self.oslo.zone
    let a = zone.localDateTimeToTheMinute(at: try #require(june.day.sunrise.instant)).secondOfDay
    let b = zone.localDateTimeToTheMinute(at: try #require(june.reference.sunrise.instant)).secondOfDay
    #expect(shift == a - b)
    #expect(june.differenceSeconds == june.day.daylengthSeconds - june.reference.daylengthSeconds)
  }

  @Test("compare_* placeholders: absent from a snapshot, rendered from a comparison")
  func placeholders() throws {
    let june = DayComparison(
      date: CivilDate(year: 2027, month: 6, day: 21)!, with: Self.today, today: Self.today, calculator: Self.oslo)
    let settings = SnapshotSettings()
    let template = try Template("[{compare_date}|]{compare_difference:hm}|{compare_with_date:%Y-%m-%d}")
    #expect(template.render(settings: settings) { june.value(of: $0, settings: settings) } == "Jun 21|+11 hr 51 min|2026-11-23")
    let snapshot = SolarSnapshot(
      at: Self.oslo.zone.startOfDay(Self.today),
      location: Location(name: "Oslo", coordinate: Self.oslo.coordinate, zone: Self.oslo.zone, source: .config))
    #expect(snapshot.render(try Template("[{compare_summary}]x")) == "x")
  }
}
