import Foundation
import Testing

/// On a day without sunrise or sunset the bar text and the large views name it
/// (polar night / midnight sun) and show the twilight that does happen — civil, else nautical,
/// else astronomical, else darkness — never "0h 00m (+0 sec)". The real binary at a fixed `--at`;
/// the times come from ../shared/reference (rounded to the minute) or from the binary's own `sun`.
struct PolarDayTextTests {
  /// "HH:MM" in a fixed-offset local time of a reference instant, rounded to the nearest minute.
  static func local(_ iso: String, offsetHours: Int) throws -> String {
    let date = try #require(CompareCommandTests.date(iso))
    let minutes = Int((date.timeIntervalSince1970 / 60).rounded()) + offsetHours * 60
    let minuteOfDay = ((minutes % 1440) + 1440) % 1440
    return String(format: "%02d:%02d", minuteOfDay / 60, minuteOfDay % 60)
  }

  static func reference(_ place: String, _ date: String) -> (args: [String], rows: [String: String]) {
    let rows = CompareCommandTests.reference(place, date)
    let coordinates: [String: [String]] = [
      "Tromso": ["--lat", "69.6492", "--lon", "18.9553", "--tz", "Europe/Oslo"],
      "Longyearbyen": ["--lat", "78.2232", "--lon", "15.6267", "--tz", "Arctic/Longyearbyen"],
    ]
    return (coordinates[place] ?? [], rows)
  }

  @Test(
    "Polar night in the large bar text: civil twilight at Tromsø, nautical at Longyearbyen (the reference's times)",
    arguments: [("Tromso", "civil"), ("Longyearbyen", "nautical")])
  func polarNightTwilight(place: String, kind: String) throws {
    let (args, rows) = Self.reference(place, "2024-12-21")
    #expect(rows["sunrise"] == "always_down")
    let dawn = try Self.local(try #require(rows["\(kind)_dawn"]), offsetHours: 1)
    let dusk = try Self.local(try #require(rows["\(kind)_dusk"]), offsetHours: 1)
    let result = CLI.run(["--size", "large", "--at", "2024-12-21T12:00"] + args)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("· polar night (\(kind) twilight \(dawn)–\(dusk))\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("0h 00m"))
  }

  @Test("Astronomical twilight when nautical does not happen (85°N, Dec 1): the binary's own sun times")
  func astronomicalFallback() throws {
    let place = ["--lat", "85", "--lon", "0", "--tz", "UTC"]
    let sun = try #require(CLI.run(["sun", "--date", "2026-12-01", "--format", "json"] + place).array.first)
    #expect(sun["nautical_dawn"] as? String == "always_down")
    let dawn = try Self.local(try #require(sun["astronomical_dawn"] as? String), offsetHours: 0)
    let dusk = try Self.local(try #require(sun["astronomical_dusk"] as? String), offsetHours: 0)
    let result = CLI.run(["--size", "large", "--at", "2026-12-01T12:00"] + place)
    #expect(result.stdout.hasSuffix("· polar night (astronomical twilight \(dawn)–\(dusk))\n"), "\(result.stdout)")
  }

  @Test("No twilight at all (85°N at the winter solstice): 'dark all day'; a twilight lasting all day says so")
  func darkAndAllDay() {
    let dark = CLI.run(["--size", "large", "--at", "2026-12-21T12:00", "--lat", "85", "--lon", "0", "--tz", "UTC"])
    #expect(dark.stdout.hasSuffix("· polar night (dark all day)\n"), "\(dark.stdout)")
    let allDay = CLI.run(["--size", "large", "--at", "2026-10-01T12:00", "--lat", "89.9", "--lon", "0", "--tz", "UTC"])
    #expect(allDay.stdout.hasSuffix("· polar night (civil twilight all day)\n"), "\(allDay.stdout)")
  }

  @Test("Midnight sun in the bar text: named, with no day length or change in brackets")
  func midnightSun() {
    let (args, rows) = Self.reference("Tromso", "2024-06-20")
    #expect(rows["sunset"] == "always_up")
    let result = CLI.run(["--size", "large", "--at", "2024-06-20T12:00"] + args)
    #expect(result.stdout.hasSuffix("% · midnight sun\n"), "\(result.stdout)")
    #expect(!result.stdout.contains("24 hr") && !result.stdout.contains("+0 sec"))
  }

  @Test("Every format's large text and the large views name the polar night with its twilight, in each language")
  func everySurface() throws {
    let (args, _) = Self.reference("Tromso", "2024-12-21")
    let at = ["--at", "2024-12-21T12:00"]
    for format in ["text", "waybar", "polybar", "i3blocks", "conky"] {
      let result = CLI.run(["--format", format, "--size", "large"] + at + args)
      #expect(result.status == 0, "\(format): \(result.stderr)")
      #expect(result.stdout.contains("polar night") && result.stdout.contains("civil twilight"), "\(format): \(result.stdout)")
      #expect(!result.stdout.contains("0h 00m"), "\(format): \(result.stdout)")
    }
    let view = try #require(CLI.run(["--format", "view"] + at + args).json as? [String: Any])
    let sun = try #require(view["sun"] as? [String: Any])
    #expect((sun["line"] as? String)?.contains("polar night · civil twilight ") == true, "\(sun)")
    let daylight = try #require(view["daylight"] as? [String: Any])
    #expect(daylight["line"] as? String == daylight["message"] as? String, "\(daylight)")
    #expect((daylight["line"] as? String)?.contains("0h 00m") == false, "\(daylight)")
    let words = [
      "nb": "borgerlig tussmørke", "sv": "borgerlig skymning", "da": "borgerligt tusmørke",
      "fi": "porvarillinen hämärä", "de": "bürgerliche Dämmerung",
    ]
    for (language, twilight) in words {
      let result = CLI.run(["--size", "large", "--lang", language] + at + args)
      #expect(result.stdout.contains(" (\(twilight) "), "\(language): \(result.stdout)")
      #expect(!result.stdout.contains("0h 00m") && !result.stdout.contains("twilight"), "\(language): \(result.stdout)")
    }
  }
}
