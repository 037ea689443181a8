import SolvervEngine
import Testing

/// "After sunset" is after the sunset that ends today's daylight: the shown sun, the flag, the
/// marker and day length of tomorrow's times, and `valid_until`.
struct AfterSunsetTests {
  static let oslo = Location(name: "Oslo", coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"), source: .config)
  static let tromso = Location(
    name: "Tromsø", coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"), source: .config)

  static func at(_ local: String, _ location: Location, language: any Localization = English()) -> SolarSnapshot {
    let now = try! TimeSpecification.instant(from: local, now: Instant(secondsSince1970: 0), zone: location.zone)
    return SolarSnapshot(at: now, location: location, settings: SnapshotSettings(language: language))
  }

  @Test("Tromsø at noon on 17 May 2026 shows today's sun: its only sunset, 00:02, ended the night before")
  func tromsoMaySunsetAfterMidnightIsNotAfterSunset() throws {
    let noon = Self.at("2026-05-17T12:00", Self.tromso)
    // The premise: the date's sunset is 00:02, before its sunrise (the 16th's sun going down).
    let sunset = try #require(noon.todaySun.sunset.instant)
    let sunrise = try #require(noon.todaySun.sunrise.instant)
    #expect(sunset < sunrise && noon.instant > sunset)
    #expect(noon.todaySun.daylightEndingSunset == nil)
    #expect(!noon.isAfterSunset)
    #expect(noon.shownSun.date == date("2026-05-17"))
    #expect(noon.value(of: .afterSunset) == nil)
    #expect(noon.value(of: .sunDay) == nil)
    #expect(noon.json()["shown_sun"] == "today")
    #expect(!noon.render(WidgetSize.large.template).contains("tomorrow"))
    // Nothing shown changes at a sunset that ends no daylight: valid until midnight.
    #expect(noon.validUntil == Self.tromso.zone.startOfDay(date("2026-05-18")))
    let justBefore = Self.at("2026-05-17T00:01", Self.tromso)
    #expect(justBefore.instant < sunset)
    #expect(justBefore.validUntil == Self.tromso.zone.startOfDay(date("2026-05-18")))
  }

  @Test("Tromsø, 17 May 2026: today's daylight runs from 01:18 to the sunset at 00:28 on the 18th")
  func theShownSunIsTheDaylightAroundSolarNoon() throws {
    let noon = Self.at("2026-05-17T12:00", Self.tromso)
    let sunrise = try #require(noon.shownSun.sunrise.instant)
    let sunset = try #require(noon.shownSun.sunset.instant)
    #expect(sunrise < noon.shownSun.solarNoon && noon.shownSun.solarNoon < sunset)
    #expect(noon.shownSun.dayOffset(of: sunset, in: Self.tromso.zone) == 1)
    #expect(sunset == noon.tomorrowSun.sunset.instant)  // the 18th's own window holds it
    #expect(noon.shownSun.daylength == noon.todaySun.daylength)  // the date's, as the JSON
    #expect(noon.render(try Template("↑{sunrise} ↓{sunset}")) == "↑01:18 ↓00:28 +1")
    // The sunset after midnight is not a boundary of the date: the date's end comes first.
    #expect(noon.validUntil == Self.tromso.zone.startOfDay(date("2026-05-18")))
  }

  @Test("A sunset with no sunrise that day still ends the day's light (70°N 25°E, end of the midnight sun)")
  func sunsetAfterNoonEndsTheDayEvenWithoutASunrise() throws {
    // 27 July 2026: up since the midnight sun, no sunrise that date, sunset at 23:59:47.
    let north = Location(name: "70N", coordinate: coordinate(70, 25), zone: zone("Europe/Oslo"), source: .commandLine)
    let evening = Self.at("2026-07-27T22:00", north)
    #expect(evening.todaySun.sunrise == .otherDirectionOnly)
    let sunset = try #require(evening.todaySun.daylightEndingSunset)
    #expect(ISO8601.string(sunset, in: north.zone) == "2026-07-27T23:59:47+02:00")
    #expect(evening.validUntil == sunset && !evening.isAfterSunset)
    // Shown to the minute, a sunset at 23:59:47 is 00:00 — of the next date, so marked; a pattern prints only itself.
    #expect(evening.render(try Template("{sunset}|{sunset:%H:%M:%S}")) == "00:00 +1|23:59:47")
    let late = Self.at("2026-07-27T23:59:50", north)
    #expect(late.isAfterSunset && late.shownSun.date == date("2026-07-28"))
    #expect(late.render(try Template("{sun_day}")) == "tomorrow")
  }

  @Test("After sunset at a normal latitude the sun shows tomorrow, marked, with tomorrow's day length")
  func afterSunsetShowsTomorrowMarkedWithTomorrowsDayLength() throws {
    let evening = Self.at("2026-12-10T20:00", Self.oslo)
    #expect(evening.isAfterSunset && evening.shownSun.date == date("2026-12-11"))
    #expect(evening.json()["shown_sun"] == "tomorrow")
    let tomorrow = evening.tomorrowSun
    let length = DurationText.format(tomorrow.daylengthSeconds, .hm, signed: false, language: English())
    #expect(tomorrow.daylengthSeconds != evening.todaySun.daylengthSeconds)
    let change = tomorrow.daylengthSeconds - evening.todaySun.daylengthSeconds
    let line = evening.render(WidgetSize.large.template)
    let rise = evening.render(try Template("{sunrise}")), set = evening.render(try Template("{sunset}"))
    #expect(line.hasSuffix(" · tomorrow ↑\(rise) ↓\(set) · \(length) (\(English().duration(seconds: change).withSign(change)))"))
    // The tooltip: tomorrow's line carries its day length; today's says it is today's.
    let view = ViewLines.plain(evening)
    #expect(view.contains("Tomorrow: ↑ Sunrise \(rise)  ↓ Sunset \(set) · \(length)"))
    #expect(view.last?.hasPrefix("Day length today ") == true)
    // Bokmål.
    let norsk = Self.at("2026-12-10T20:00", Self.oslo, language: NorwegianBokmal())
    let lengde = DurationText.format(tomorrow.daylengthSeconds, .hm, signed: false, language: NorwegianBokmal())
    #expect(lengde == "6 t 4 min")
    #expect(norsk.render(WidgetSize.large.template).contains(" · i morgen ↑\(rise) ↓\(set) · \(lengde) ("))
    #expect(ViewLines.plain(norsk).contains { $0.hasPrefix("I morgen: ↑ Soloppgang \(rise)") && $0.hasSuffix(" · \(lengde)") })
    // Before sunset: today's times, unmarked, today's length and change.
    let afternoon = Self.at("2026-12-10T12:00", Self.oslo)
    let today = DurationText.format(afternoon.todaySun.daylengthSeconds, .hm, signed: false, language: English())
    let plain = afternoon.render(WidgetSize.large.template)
    #expect(!plain.contains("tomorrow") && plain.contains(" · \(today) ("))
    #expect(ViewLines.plain(afternoon).last?.hasPrefix("Day length \(today)") == true)
  }
}

extension String {
  /// "+2 min" / "2 min" → the signed form the templates print for `seconds`.
  fileprivate func withSign(_ seconds: Int) -> String { seconds < 0 ? "-" + self : "+" + self }
}
