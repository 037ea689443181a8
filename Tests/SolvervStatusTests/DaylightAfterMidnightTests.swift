import Foundation
import Testing

/// Where a day's daylight ends after local midnight (Tromsø in May and July,
/// Nome in June) or starts before it (Vorkuta, 64°E on Moscow time, in May), every surface shows
/// that daylight's sunrise and sunset, the one on another date marked "+1" / "−1" — never a
/// sunset missing or printed before its sunrise. The JSON keeps the reference's per-date instants.
/// The real binary at a fixed `--at`; the times are its own (they agree with ../shared/reference
/// within its tolerance: SunTimesAccuracyTests).
struct DaylightAfterMidnightTests {
  static let tromso = ["--lat", "69.6492", "--lon", "18.9553", "--tz", "Europe/Oslo"]
  static let nome = ["--lat", "64.5011", "--lon", "-165.4064", "--tz", "America/Nome"]
  static let vorkuta = ["--lat", "67.5", "--lon", "64.0", "--tz", "Europe/Moscow"]

  static func view(_ arguments: [String]) throws -> [String: Any] {
    let result = CLI.run(["--format", "view"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(result.json as? [String: Any])
  }

  static func sunRows(_ view: [String: Any]) -> [String: String] {
    let rows = ((view["sun"] as? [String: Any])?["rows"] as? [[String: Any]]) ?? []
    var byLabel: [String: String] = [:]
    for row in rows { if let label = row["label"] as? String { byLabel[label] = row["text"] as? String } }
    return byLabel
  }

  @Test("Tromsø, 17 May 2027: the sunset after midnight is shown, marked +1 (it was missing)")
  func aSunsetAfterMidnightIsShownAsTheNextDays() throws {
    let large = CLI.run(["--size", "large", "--at", "2027-05-17T12:00"] + Self.tromso)
    #expect(large.status == 0)
    #expect(large.stdout.contains("↑01:21 ↓00:19 +1 ·"), "\(large.stdout)")
    let rows = Self.sunRows(try Self.view(["--at", "2027-05-17T12:00"] + Self.tromso))
    #expect(rows["↑ Sunrise"] == "01:21" && rows["↓ Sunset"] == "00:19 +1", "\(rows)")
    // Late in the evening the sun is still up: today's daylight, not tomorrow's, is shown.
    let evening = CLI.run(["--size", "large", "--at", "2027-05-17T23:50"] + Self.tromso)
    #expect(evening.stdout.contains("↓00:19 +1") && !evening.stdout.contains("tomorrow"), "\(evening.stdout)")
    // The JSON keeps the reference's rule: the 17th's own window has no setting.
    let json = CLI.run(["--format", "json", "--at", "2027-05-17T12:00"] + Self.tromso).json as? [String: Any]
    #expect((json?["today"] as? [String: Any])?["sunset"] as? String == "none")
    #expect(((json?["tomorrow"] as? [String: Any])?["sunset"] as? String)?.hasPrefix("2027-05-18T00:19") == true)
  }

  @Test("Tromsø, 18 May 2027 (the midnight sun begins): the sunrise stays in the line, the sunset is '—', never 00:19 after 01:01")
  func theFirstDayOfTheMidnightSunKeepsItsSunrise() throws {
    let large = CLI.run(["--size", "large", "--at", "2027-05-18T12:00"] + Self.tromso)
    #expect(large.status == 0)
    #expect(large.stdout.contains("↑01:01 ↓— ·"), "\(large.stdout)")
    #expect(!large.stdout.contains("↓00:19"), "the 17th's sunset read backwards: \(large.stdout)")
    let rows = Self.sunRows(try Self.view(["--at", "2027-05-18T12:00"] + Self.tromso))
    #expect(rows["↑ Sunrise"] == "01:01", "\(rows)")
  }

  @Test("compare: the sunset after midnight is marked and its shift counts the day (4 hr 30 min later, not 19h earlier)")
  func compareCountsASunsetAfterMidnightAsLater() {
    let result = CLI.run(["compare", "2027-05-17", "--with", "2027-04-01", "--at", "2027-04-01T12:00"] + Self.tromso)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Sunrise 01:21 (4 hr 29 min earlier) · Sunset 00:19 +1 (4 hr 30 min later)"), "\(result.stdout)")
  }

  @Test("Tromsø, 27 July 2027: the sunset is never printed before the sunrise")
  func aSunsetIsNeverPrintedBeforeItsSunrise() throws {
    let large = CLI.run(["--size", "large", "--at", "2027-07-27T12:00"] + Self.tromso)
    #expect(large.stdout.contains("↑01:25 ↓00:02 +1 ·"), "\(large.stdout)")
    #expect(!large.stdout.contains("↓00:17"), "yesterday's sunset: \(large.stdout)")
    let rows = Self.sunRows(try Self.view(["--at", "2027-07-27T12:00", "--clock", "12h"] + Self.tromso))
    #expect(rows["↓ Sunset"] == "12:02 AM +1", "\(rows)")
  }

  @Test("Nome, 21 June 2026 (far west of its zone): sunset 01:48 the next day, marked")
  func aFarWestSunsetAfterMidnightIsMarked() {
    let large = CLI.run(["--size", "large", "--at", "2026-06-21T12:00"] + Self.nome)
    #expect(large.stdout.contains("↑04:19 ↓01:48 +1 ·"), "\(large.stdout)")
  }

  @Test("Vorkuta, 25 May 2026 (far east of its zone): the sunrise before midnight is marked −1")
  func aSunriseBeforeMidnightIsMarkedAsThePreviousDays() throws {
    let large = CLI.run(["--size", "large", "--at", "2026-05-25T12:00"] + Self.vorkuta)
    #expect(large.stdout.contains("↑23:44 −1 ↓21:45 ·"), "\(large.stdout)")
    let rows = Self.sunRows(try Self.view(["--at", "2026-05-25T12:00"] + Self.vorkuta))
    #expect(rows["↑ Sunrise"] == "23:44 −1" && rows["↓ Sunset"] == "21:45", "\(rows)")
    // The JSON keeps the date's own crossings (the sunrise that starts the 26th's daylight).
    let json = CLI.run(["--format", "json", "--at", "2026-05-25T12:00"] + Self.vorkuta).json as? [String: Any]
    #expect(((json?["today"] as? [String: Any])?["sunrise"] as? String)?.hasPrefix("2026-05-25T23:36") == true)
  }
}
