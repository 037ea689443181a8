import Foundation
import SolvervEngine
import Testing

/// In the polar night and the midnight sun the daily message says what is
/// changing — the days until the Sun returns (or sets again) and that date, the twilight gained or
/// lost today, the noon sun climbing or sinking — never the same sentence for weeks. The real
/// binary's `notify --preview`; the expected dates come from the same binary's `sun` table, read
/// day by day (not the message's own search), and the twilight from its `--altitude` column.
struct PolarMessageTests {
  static let longyearbyen = ["--location", "Longyearbyen"]

  /// The notification's body (its second line) at `at`, in `language`.
  static func body(_ at: String, _ language: String, _ place: [String] = longyearbyen) throws -> String {
    let result = CLI.run(["notify", "--preview", "--at", at, "--lang", language] + place)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    return try #require(lines.count == 2 ? lines[1] : nil, "\(result.stdout)")
  }

  /// The first date after `date` whose `key` (sunrise or sunset) is not `marker`, from `sun`'s JSON.
  static func firstDate(after date: String, key: String, notMarked marker: String, _ place: [String] = longyearbyen)
    throws -> (date: CivilDate, days: Int)
  {
    let start = try #require(CivilDate(iso: date)).adding(days: 1)
    let days = CLI.run(["sun", "--date", start.description, "--days", "200", "--format", "json"] + place).array
    let index = try #require(days.firstIndex { ($0[key] as? String) != marker })
    let text = try #require(days[index]["date"] as? String)
    let found = try #require(CivilDate(iso: text))
    return (found, index + 1)
  }

  /// Seconds above `altitude` on `date` and the day before, from `sun --altitude`.
  static func secondsAbove(_ altitude: Int, on date: String) throws -> (yesterday: Int, today: Int) {
    let first = try #require(CivilDate(iso: date)).adding(days: -1)
    let days = CLI.run(
      ["sun", "--date", first.description, "--days", "2", "--altitude", "\(altitude)", "--format", "json"] + longyearbyen
    ).array
    try #require(days.count == 2)
    // Longyearbyen keeps to nautical twilight in December and January: no civil dawn either day.
    for day in days { #expect(day["civil_dawn"] as? String == "always_down" && day["nautical_dawn"] is String) }
    let yesterday = try #require(days[0]["altitude_above_s"] as? Int)
    let today = try #require(days[1]["altitude_above_s"] as? Int)
    return (yesterday, today)
  }

  /// The date as the message writes it: the short date, but Danish prose spells the month out
  /// ("den 16. februar").
  static func proseDate(_ date: CivilDate, _ language: any Localization) -> String {
    language.code == "da" ? "\(date.day). \(language.monthName(date.month))" : language.shortDate(date)
  }

  @Test("Longyearbyen's polar night: Dec 10 and Jan 10 differ and name the days until the sun returns and its date", arguments: Languages.codes)
  func polarNightMoves(code: String) throws {
    let language = try #require(Languages.named(code))
    var bodies: [String] = []
    for day in ["2026-12-10", "2027-01-10"] {
      let body = try Self.body("\(day)T12:00", code)
      let sunrise = try Self.firstDate(after: day, key: "sunrise", notMarked: "always_down")
      #expect(body.hasPrefix("🌑 "), "\(code): \(body)")
      #expect(body.contains(" \(sunrise.days) "), "\(code) \(day): \(sunrise.days) days in \(body)")
      #expect(body.contains(Self.proseDate(sunrise.date, language)), "\(code) \(day): \(sunrise.date) in \(body)")
      // Three parts: the return, the twilight's change, the noon sun (with its trend).
      #expect(body.split(separator: "|").count == 3, "\(code): \(body)")
      #expect(body != language.polarMessage(polarNight: true), "\(code)")
      bodies.append(body)
    }
    #expect(bodies[0] != bodies[1], "\(code): \(bodies)")
    // The same search from the next day counts one fewer day to the same date.
    let next = try Self.body("2027-01-11T12:00", code)
    let sunrise = try Self.firstDate(after: "2027-01-10", key: "sunrise", notMarked: "always_down")
    #expect(next.contains(" \(sunrise.days - 1) ") && next.contains(Self.proseDate(sunrise.date, language)), "\(code): \(next)")
  }

  @Test("English: twilight lost on Dec 10 and gained on Jan 10 (the sun table's nautical twilight), the noon sun sinking then climbing")
  func englishWords() throws {
    let december = try Self.body("2026-12-10T12:00", "en")
    let dec = try Self.secondsAbove(-12, on: "2026-12-10")
    let lost = dec.yesterday - dec.today
    #expect(lost >= 60)
    #expect(december.contains("| \(English().duration(seconds: lost)) less twilight today |"), "\(december)")
    #expect(december.hasSuffix("below the horizon, lower each day"), "\(december)")
    #expect(december.hasPrefix("🌑 Polar night: the sun returns in "), "\(december)")

    let january = try Self.body("2027-01-10T12:00", "en")
    let jan = try Self.secondsAbove(-12, on: "2027-01-10")
    #expect(jan.today > jan.yesterday)
    #expect(january.contains("| +\(English().duration(seconds: jan.today - jan.yesterday)) of twilight today |"), "\(january)")
    #expect(january.hasSuffix("below the horizon, higher each day"), "\(january)")
  }

  @Test("Midnight sun at Longyearbyen: the days until the sun sets again and that date, in every language", arguments: Languages.codes)
  func midnightSunCountsDown(code: String) throws {
    let language = try #require(Languages.named(code))
    let body = try Self.body("2027-07-01T12:00", code)
    let sunset = try Self.firstDate(after: "2027-07-01", key: "sunset", notMarked: "always_up")
    #expect(body.hasPrefix("☀️ "), "\(code): \(body)")
    #expect(body.contains(" \(sunset.days) ") && body.contains(Self.proseDate(sunset.date, language)), "\(code) \(sunset): \(body)")
    #expect(body != language.polarMessage(polarNight: false), "\(code)")
    let later = try Self.body("2027-07-15T12:00", code)
    #expect(body != later, "\(code)")
  }

  @Test("The last polar-night day says 'tomorrow'; the next day has the ordinary daylight message")
  func theSunReturnsTomorrow() throws {
    let sunrise = try Self.firstDate(after: "2027-01-10", key: "sunrise", notMarked: "always_down")
    let eve = sunrise.date.adding(days: -1)
    let body = try Self.body("\(eve)T12:00", "en")
    #expect(body.hasPrefix("🌑 Polar night: the sun returns tomorrow, \(English().shortDate(sunrise.date))"), "\(body)")
    let first = try Self.body("\(sunrise.date)T12:00", "en")
    #expect(first.hasPrefix("☀️ +") && !first.contains("Polar night"), "\(first)")
  }

  @Test("The status line's JSON and the view carry the same message as the notification")
  func everySurfaceSaysIt() throws {
    let body = try Self.body("2027-01-10T12:00", "de")
    let json = CLI.run(["--format", "json", "--at", "2027-01-10T12:00", "--lang", "de"] + Self.longyearbyen).json
    #expect((json as? [String: Any])?["message"] as? String == body)
    let view = CLI.run(["--format", "view", "--at", "2027-01-10T12:00", "--lang", "de"] + Self.longyearbyen).stdout
    #expect(view.contains(body.replacingOccurrences(of: "/", with: "\\/")), "\(view)")
  }
}
