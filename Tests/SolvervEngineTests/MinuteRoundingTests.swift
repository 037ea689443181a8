import SolvervEngine
import Testing

/// Everything shown to the minute is the nearest minute (the instant rounded, then read in the
/// zone); what is shown to the second stays to the second.
struct MinuteRoundingTests {
  static let greenwich = Location(name: "Greenwich", coordinate: coordinate(51.4779, -0.0015), zone: .utc, source: .config)
  static let sydney = Location(
    name: "Sydney", coordinate: coordinate(-33.8688, 151.2093), zone: zone("Australia/Sydney"), source: .config)

  @Test("The 2026 March equinox, 14:45:56 UT, shows as 2:46 PM")
  func marchEquinoxShowsAs246PM() throws {
    let equinox = SeasonCalculator.event(.marchEquinox, in: 2026).instant
    #expect(ISO8601.utcString(equinox) == "2026-03-20T14:45:56Z")
    let twelve = SnapshotSettings(clock: .twelveHour)
    let snapshot = SolarSnapshot(at: utc("2026-03-01T12:00:00Z"), location: Self.greenwich, settings: twelve)
    #expect(snapshot.render(try Template("{time}|{time:%-I:%M %p}|{time:%H:%M:%S}")) == "2:46 PM|2:46 PM|14:45:56")
    let view = ViewLines.plain(snapshot)
    #expect(view[1].hasPrefix("Mar 20, 2026 2:46 PM · "))
    #expect(view.contains { $0.contains("Spring equinox — Mar 20, 2026 2:46 PM") })
    // The JSON keeps the second.
    #expect(snapshot.json()["next_event"]?["utc"] == "2026-03-20T14:45:56Z")
  }

  @Test("Sydney's 06:59:58 sunrise on 21 June 2026 shows as 07:00")
  func sydneySunriseShowsAs0700() throws {
    let snapshot = SolarSnapshot(at: utc("2026-06-20T18:00:00Z"), location: Self.sydney)
    #expect(snapshot.shownSun.date == date("2026-06-21"))
    #expect(snapshot.render(try Template("{sunrise}|{sunrise:%H:%M}|{sunrise:%H:%M:%S}")) == "07:00|07:00|06:59:58")
    #expect(ViewLines.plain(snapshot).contains { $0.hasPrefix("↑ Sunrise 07:00  ↓ Sunset ") })
  }

  @Test("A time at 23:59:45 rounds to 00:00 of the next day, its date with it")
  func lateEveningRoundsToTheNextDay() throws {
    let oslo = zone("Europe/Oslo")
    let late = oslo.instant(for: date("2026-12-10"), secondOfDay: 23 * 3_600 + 59 * 60 + 45)
    let reading = oslo.localDateTimeToTheMinute(at: late)
    #expect(reading.date == date("2026-12-11") && reading.secondOfDay == 0)
    let english = English()
    #expect(TimeFormat.format(late, in: oslo, pattern: "%Y-%m-%d %H:%M", language: english) == "2026-12-11 00:00")
    #expect(TimeFormat.format(late, in: oslo, pattern: "%Y-%m-%d %H:%M:%S", language: english) == "2026-12-10 23:59:45")
    // A date alone is the calendar date of the instant, as the countdown counts it.
    #expect(TimeFormat.format(late, in: oslo, pattern: "%Y-%m-%d", language: english) == "2026-12-10")
    #expect(english.time(reading, clock: .twelveHour) == "12:00 AM")
    // Half a minute rounds up, less rounds down.
    let half = oslo.instant(for: date("2026-12-10"), secondOfDay: 8 * 3_600 + 30)
    #expect(TimeFormat.format(half, in: oslo, pattern: "%H:%M", language: english) == "08:01")
    #expect(TimeFormat.format(half - 1, in: oslo, pattern: "%H:%M", language: english) == "08:00")
    // Just before clocks jump from 02:00 to 03:00, the rounded moment reads 03:00.
    let jump = oslo.instant(for: date("2026-03-29"), secondOfDay: 3 * 3_600)
    #expect(TimeFormat.format(jump - 15, in: oslo, pattern: "%H:%M %Z", language: english) == "03:00 CEST")
  }

  @Test("Durations shown in minutes are the nearest minute: 9 hr 12 min 31 sec is 9 hr 13 min")
  func durationsRoundToTheNearestMinute() {
    let english = English()
    let length = 9 * 3_600 + 12 * 60 + 31
    #expect(DurationText.format(length, .hm, signed: false, language: english) == "9 hr 13 min")
    #expect(DurationText.format(length - 2, .hm, signed: false, language: english) == "9 hr 12 min")
    #expect(DurationText.format(length, .clock, signed: false, language: english) == "09:13")
    #expect(DurationText.format(length, .minutes, signed: false, language: english) == "553")
    #expect(DurationText.format(length, .hms, signed: false, language: english) == "9 hr 12 min 31 sec")
    #expect(english.dailyChange(seconds: 150) == "+3 min today")
    #expect(english.dailyChange(seconds: -89) == "1 fewer minute today")
    #expect(NorwegianBokmal().dailyChange(seconds: 149) == "+2 min i dag")
  }
}
