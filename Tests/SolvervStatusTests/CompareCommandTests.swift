import Foundation
import SolvervEngine
import Testing

/// `solverv-status compare DATE [--with DATE]` through the real binary at a fixed `--at`: the
/// numbers come from the reference (../shared/reference/suntimes.csv) and from the binary's own
/// `sun` command, never typed in by hand.
struct CompareCommandTests {
  /// The reference's Oslo (the bundled city's coordinates differ by a few hundred metres).
  let oslo = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo"]

  /// Reference rows `place,lat,lon,tz,date,event,utc_or_marker` for `place` on `date`.
  static func reference(_ place: String, _ date: String) -> [String: String] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../shared/reference/suntimes.csv"
    ).standardized.path
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      if cells.count == 7, cells[0] == place, cells[4] == date { result[cells[5]] = cells[6] }
    }
    return result
  }

  static func date(_ iso: String) -> Date? { ISO8601DateFormatter().date(from: iso) }

  /// `sun --date D` from the same binary: that day's length in seconds.
  func daylength(_ date: String, _ place: [String]) -> Int? {
    let sun = CLI.run(["sun", "--date", date] + place)
    return sun.array.first?["daylength_s"] as? Int
  }

  @Test(
    "compare Jun 21 2027 at Oslo on Nov 23 2026 says '18 hr 50 min of daylight · 11 hr 51 min more than today' (the sun command's day lengths)"
  )
  func osloSummerAgainstToday() throws {
    let result = CLI.run(["compare", "2027-06-21", "--at", "2026-11-23T12:00"] + oslo)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let summer = try #require(daylength("2027-06-21", oslo))
    let today = try #require(daylength("2026-11-23", oslo))
    let expected =
      "Jun 21, 2027 · \(DurationText.format(summer, .hm, signed: false, language: English())) of daylight · "
      + "\(DurationText.format(summer - today, .hm, signed: false, language: English())) more than today"
    #expect(lines.first == expected)
    #expect(lines.first == "Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than today")
    #expect(lines.count == 2)
    #expect(lines.last?.hasPrefix("Sunrise 03:54 (") == true)
    #expect(lines.last?.contains("earlier) · Sunset 22:44 (") == true)
  }

  @Test("compare --format json: Jun 21 2027's sunrise and sunset are the reference's, shifts are the clock readings' difference")
  func jsonMatchesTheReference() throws {
    let result = CLI.run(["compare", "2027-06-21", "--with", "2026-12-21", "--format", "json", "--at", "2026-11-23"] + oslo)
    #expect(result.status == 0)
    let object = try #require(result.json as? [String: Any])
    let june = Self.reference("Oslo", "2027-06-21")
    let december = Self.reference("Oslo", "2026-12-21")
    for (key, row) in [("sunrise", june["sunrise"]), ("sunset", june["sunset"]), ("with_sunrise", december["sunrise"])] {
      let ours = try #require((object[key] as? String).flatMap(Self.date))
      let theirs = try #require(row.flatMap(Self.date))
      #expect(abs(ours.timeIntervalSince(theirs)) <= 2, "\(key)")
    }
    // Day lengths from the reference's sunrise and sunset: the difference agrees to a few seconds.
    let juneLength = try #require(Self.date(june["sunset"]!)).timeIntervalSince(try #require(Self.date(june["sunrise"]!)))
    let decLength = try #require(Self.date(december["sunset"]!)).timeIntervalSince(try #require(Self.date(december["sunrise"]!)))
    let difference = try #require(object["difference_s"] as? Int)
    #expect(abs(Double(difference) - (juneLength - decLength)) <= 4)
    #expect(object["with_is_today"] as? Bool == false)
    // Sunrise 03:54 CEST against 09:18 CET: 5 h 24 min earlier on the clock.
    #expect(object["sunrise_shift_s"] as? Int == -(5 * 3_600 + 24 * 60))
    let lines = try #require(object["lines"] as? [String])
    #expect(lines.first?.hasSuffix("more than Dec 21, 2026") == true)
  }

  @Test("compare in polar night and midnight sun says so, never '0h 00m' (Tromsø, Norwegian and German)")
  func polarDaysAreNamed() {
    let tromso = ["--location", "Tromsø", "--at", "2026-11-23"]
    let winter = CLI.run(["compare", "2026-12-21", "--lang", "nb"] + tromso)
    #expect(winter.status == 0)
    #expect(winter.stdout.hasPrefix("21. desember 2026 · mørketid · "))
    #expect(winter.stdout.contains("mindre enn i dag"))
    #expect(!winter.stdout.contains("0h 00m"))
    #expect(winter.stdout.split(separator: "\n").count == 1)  // no sunrise, no sunset: no shift line
    let summer = CLI.run(["compare", "2027-06-21", "--lang", "de", "--format", "json"] + tromso)
    let object = summer.json as? [String: Any]
    #expect(object?["polar_day"] as? Bool == true)
    #expect(object?["sunrise"] as? String == "always_up")
    #expect(object?["sunrise_shift_s"] is NSNull)
    #expect((object?["lines"] as? [String])?.first?.contains("Mitternachtssonne · ") == true)
  }

  @Test("compare speaks all six languages (the summary's words)")
  func everyLanguage() {
    // The day length in each language's own units ("m" is metres outside English).
    let expected = [
      "en": "18 hr 50 min of daylight", "nb": "18 t 50 min dagslys", "sv": "18 tim 50 min dagsljus", "da": "18 t. 50 min. dagslys",
      "fi": "18 t 50 min päivänvaloa", "de": "18 Std. 50 Min. Tageslicht",
    ]
    for (code, words) in expected {
      let result = CLI.run(["compare", "2027-06-21", "--lang", code, "--at", "2026-11-23"] + oslo)
      #expect(result.status == 0)
      #expect(result.stdout.contains(words), "\(code)")
    }
  }

  @Test("compare --template renders compare_* placeholders beside the status ones; relative dates work")
  func templatePlaceholders() {
    let result = CLI.run(
      [
        "compare", "+30d", "--at", "2026-11-23T12:00", "--template",
        "{compare_date:%Y-%m-%d}|{compare_with_date:%Y-%m-%d}|{compare_difference:seconds}|{location}|[{compare_sunrise_shift:minutes}]",
      ] + oslo + ["--name", "Home"])
    #expect(result.status == 0)
    let cells = result.stdout.trimmingCharacters(in: .newlines).split(separator: "|").map(String.init)
    #expect(cells.count == 5)
    #expect(cells.prefix(2) == ["2026-12-23", "2026-11-23"])
    if let dec = daylength("2026-12-23", oslo), let nov = daylength("2026-11-23", oslo) {
      #expect(cells[2] == String(dec - nov))
    } else {
      Issue.record("sun gave no day length")
    }
    #expect(cells[3] == "Home")
    #expect(cells[4].hasPrefix("+"))  // sunrise later in late December
  }

  @Test("a bad compare date is one line naming it, exit 64; so is a bad --with")
  func badDateIsAUsageError() {
    let bad = CLI.run(["compare", "2027-06-31"] + oslo)
    #expect(bad.status == 64)
    #expect(bad.stderrLines.count == 1)
    #expect(bad.stderr.contains("'2027-06-31'"))
    #expect(bad.stdout.isEmpty)
    let badWith = CLI.run(["compare", "2027-06-21", "--with", "midsummer"] + oslo)
    #expect(badWith.status == 64)
    #expect(badWith.stderrLines.count == 1)
    #expect(badWith.stderr.contains("--with 'midsummer'"))
    let far = CLI.run(["compare", "3001-01-01"] + oslo)
    #expect(far.status == 64)
    #expect(far.stderr.contains("out of range"))
  }

  @Test("a shift under an hour reads '16 min earlier', not '0 hr 16 min'; --with takes a date back from today (-1d)")
  func shortShiftsAndBackwardsWith() {
    let month = CLI.run(["compare", "--at", "2026-11-23"] + oslo + ["--", "-30d"])
    #expect(month.status == 0)
    #expect(month.stdout.hasPrefix("Oct 24, 2026 · "))
    #expect(month.stdout.range(of: #"(?<!\d)0 hr"#, options: .regularExpression) == nil, "\(month.stdout)")
    let yesterday = CLI.run(["compare", "2026-11-24", "--with", "-1d", "--at", "2026-11-23T12:00"] + oslo)
    #expect(yesterday.status == 0)
    #expect(yesterday.stdout.contains("less than Nov 22, 2026"))
    #expect(yesterday.stdout.contains(" min later) · Sunset "))
  }
}
