import SolvervEngine
import Testing

/// The place's clock against the system's, pure — the system zone is an input,
/// and a snapshot without one marks nothing.
struct ZoneComparisonTests {
  static let tokyo = Location(
    name: "Tokyo", coordinate: coordinate(35.6895, 139.6917), zone: zone("Asia/Tokyo"), source: .commandLine)

  static func instant(_ utc: String) -> Instant {
    let date = CivilDate(iso: String(utc.prefix(10)))!
    let hour = Int(utc.dropFirst(11).prefix(2))!
    let minute = Int(utc.dropFirst(14).prefix(2))!
    return TimeZoneRules.utc.instant(for: date, secondOfDay: hour * 3_600 + minute * 60)
  }

  @Test("Tokyo seen from Oslo: JST, +8 h in winter, +7 h in summer; Oslo from Oslo: no marker")
  func abbreviationAndOffset() {
    let winter = ZoneComparison(place: zone("Asia/Tokyo"), system: zone("Europe/Oslo"), at: Self.instant("2026-11-23T03:00"))
    #expect(winter.abbreviation == "JST" && winter.offsetFromSystem == 28_800 && winter.differs)
    #expect(winter.marker(English()) == "JST, +8 h" && winter.marker(NorwegianBokmal()) == "JST, +8 t")
    let summer = ZoneComparison(place: zone("Asia/Tokyo"), system: zone("Europe/Oslo"), at: Self.instant("2026-06-21T03:00"))
    #expect(summer.marker(English()) == "JST, +7 h")
    let same = ZoneComparison(place: zone("Europe/Oslo"), system: zone("Europe/Berlin"), at: Self.instant("2026-06-21T03:00"))
    #expect(!same.differs && same.marker(English()) == nil && same.abbreviation == "CEST")
  }

  @Test(
    "Offsets read as signed hours with minutes when there are some",
    arguments: [
      (28_800, "+8 h"), (-21_600, "-6 h"), (16_200, "+4 h 30 min"), (-34_200, "-9 h 30 min"), (20_700, "+5 h 45 min"),
    ])
  func clockDifferenceText(seconds: Int, text: String) {
    #expect(English().clockDifference(seconds: seconds) == text)
  }

  @Test("A snapshot without a system zone marks nothing; with one it carries the comparison")
  func snapshotTakesTheSystemZoneAsAnInput() {
    let at = Self.instant("2026-11-23T03:00")
    #expect(SolarSnapshot(at: at, location: Self.tokyo).zoneComparison == nil)
    #expect(ViewModel(SolarSnapshot(at: at, location: Self.tokyo)).placeLine == "Asia/Tokyo")
    let settings = SnapshotSettings(systemZone: zone("Europe/Oslo"))
    let snapshot = SolarSnapshot(at: at, location: Self.tokyo, settings: settings)
    #expect(snapshot.zoneComparison?.offsetFromSystem == 28_800)
    let view = ViewModel(snapshot)
    #expect(view.placeLine == "Asia/Tokyo · JST, +8 h" && view.zoneMarker == "JST, +8 h")
    #expect(ViewLines.plain(snapshot).contains("Tokyo Asia/Tokyo · JST, +8 h"))
  }

  @Test("validUntil stops at the system zone's clock change while the place's clock is another's")
  func validUntilStopsAtTheSystemsTransition() {
    // 00:30 UTC on the day Oslo springs forward (01:00 UTC); Tokyo's sunset is at 09:00 UTC.
    let at = Self.instant("2026-03-29T00:30")
    let away = SolarSnapshot(at: at, location: Self.tokyo, settings: SnapshotSettings(systemZone: zone("Europe/Oslo")))
    #expect(away.validUntil == Self.instant("2026-03-29T01:00"))
    let home = SolarSnapshot(at: at, location: Self.tokyo, settings: SnapshotSettings(systemZone: zone("Asia/Tokyo")))
    #expect(home.validUntil == SolarSnapshot(at: at, location: Self.tokyo).validUntil)
    #expect(home.validUntil > Self.instant("2026-03-29T08:00"))
    // Past the change the next snapshot no longer stops there, and reads +7 h.
    let after = SolarSnapshot(
      at: away.validUntil, location: Self.tokyo, settings: SnapshotSettings(systemZone: zone("Europe/Oslo")))
    #expect(after.zoneComparison?.offsetFromSystem == 25_200 && after.validUntil > Self.instant("2026-03-29T08:00"))
  }

  @Test("nextChange finds the exact second either zone changes, and nil when nothing does")
  func nextChangeIsExact() {
    let change = ZoneComparison.nextChange(
      place: zone("America/New_York"), system: zone("Europe/Oslo"), after: Self.instant("2026-03-08T00:00"),
      before: Self.instant("2026-03-09T00:00"))
    #expect(change == Self.instant("2026-03-08T07:00"))  // 02:00 EST
    #expect(
      ZoneComparison.nextChange(
        place: zone("Asia/Tokyo"), system: zone("Asia/Kolkata"), after: Self.instant("2026-03-29T00:00"),
        before: Self.instant("2026-03-30T00:00")) == nil)
  }
}
