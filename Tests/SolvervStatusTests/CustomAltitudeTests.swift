import Foundation
import Testing

/// A custom altitude shows outside JSON — three columns in `sun --altitude N
/// --format text` and the status line's `--altitude N` with `{altitude_rise}`, `{altitude_set}`
/// and `{altitude_above}`. The real binary; every expected value is the same binary's JSON
/// (`altitude_rising`, `altitude_setting`, `altitude_above_s`).
struct CustomAltitudeTests {
  static let oslo = ["--location", "Oslo"]

  /// The `sun` JSON of `days` days from `date` with `--altitude`.
  static func json(_ altitude: String, _ date: String, days: Int = 1, _ place: [String] = oslo) -> [[String: Any]] {
    CLI.run(["sun", "--date", date, "--days", "\(days)", "--altitude", altitude, "--format", "json"] + place).array
  }

  /// "05:13:01" from an ISO time, "above all day" / "below all day" from a marker, as the table writes them.
  static func cell(_ value: Any?) -> String {
    let text = value as? String ?? "?"
    switch text {
    case "always_up": return "above all day"
    case "always_down": return "below all day"
    case "none": return "—"
    default: return String(text.dropFirst(11).prefix(8))
    }
  }

  /// "16 hr 11 min 14 sec" for seconds.
  static func hms(_ seconds: Int) -> String {
    let parts = [(seconds / 3600, "hr"), (seconds % 3600 / 60, "min"), (seconds % 60, "sec")].filter { $0.0 != 0 }
    return parts.isEmpty ? "0 sec" : parts.map { "\($0.0) \($0.1)" }.joined(separator: " ")
  }

  @Test(
    "sun --format text: Rise/Set/Above columns hold the JSON's crossings, times and markers",
    arguments: [("6", "2026-06-19", oslo), ("-0.5", "2026-03-19", oslo), ("-12", "2026-12-09", ["--location", "Longyearbyen"]),
      ("-18", "2026-06-19", oslo)])
  func textColumns(altitude: String, date: String, place: [String]) throws {
    let days = Self.json(altitude, date, days: 3, place)
    try #require(days.count == 3)
    let result = CLI.run(["sun", "--date", date, "--days", "3", "--altitude", altitude, "--format", "text"] + place)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 5, "\(result.stdout)")
    let header = lines[1].split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(header.suffix(4) == ["Day length", "Rise \(altitude)°", "Set \(altitude)°", "Above \(altitude)°"], "\(lines[1])")
    for (i, day) in days.enumerated() {
      let above = try #require(day["altitude_above_s"] as? Int)
      let expected = "\(Self.cell(day["altitude_rising"]))  \(Self.cell(day["altitude_setting"]))  \(Self.hms(above))"
      // Columns are padded to the widest cell: compare the cells, not the spacing.
      let cells = lines[i + 2].split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      #expect(cells.suffix(3).joined(separator: "  ") == expected, "\(lines[i + 2]) vs \(expected)")
    }
    // Without --altitude the table ends at the day length, as before.
    let plain = CLI.run(["sun", "--date", date, "--format", "text"] + place).stdout.split(separator: "\n")
    #expect(plain.count == 3 && plain[1].hasSuffix("Day length"))
  }

  @Test("--altitude with {altitude_rise}/{altitude_set}/{altitude_above}: the sun JSON's day, tomorrow's after sunset")
  func templatePlaceholders() throws {
    let template = "{altitude_rise:%H:%M:%S}|{altitude_set:%H:%M:%S}|{altitude_above:seconds}"
    for (at, date) in [("2026-06-20T08:00", "2026-06-20"), ("2026-06-20T23:30", "2026-06-21"), ("2026-01-15T12:00", "2026-01-15")] {
      let day = try #require(Self.json("6", date).first)
      let expected = "\(Self.cell(day["altitude_rising"]))|\(Self.cell(day["altitude_setting"]))|\(day["altitude_above_s"] as? Int ?? -1)"
      for parser in [[:], ["SOLVERV_FULL_PARSER": "1"]] {
        let result = CLI.run(Self.oslo + ["--at", at, "--altitude", "6", "--template", template], environment: parser)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == expected + "\n", "\(at) \(parser): \(result.stdout) vs \(expected)")
      }
    }
  }

  @Test("Absent without --altitude or when the Sun does not cross it: [groups] drop, fallbacks show")
  func absentValues() {
    let template = "a[ {altitude_rise}]b{altitude_set|'—'}"
    #expect(CLI.run(Self.oslo + ["--at", "2026-06-20T08:00", "--template", template]).stdout == "ab—\n")
    // 20° is never reached at Oslo in December (noon ≈ 6.7°): no rise, no set, zero time above.
    let december = CLI.run(Self.oslo + ["--at", "2026-12-20T12:00", "--altitude", "20", "--template", template + " {altitude_above:hm}"])
    #expect(december.stdout == "ab— 0 min\n", "\(december.stdout)")
  }

  @Test("A value out of range or not a number is refused by both parsers, naming the range", arguments: ["95", "-90.5", "six", "nan"])
  func outOfRange(value: String) {
    for parser in [[:], ["SOLVERV_FULL_PARSER": "1"]] {
      let result = CLI.run(Self.oslo + ["--altitude", value], environment: parser)
      #expect(result.status == 64, "\(value) \(parser): \(result.status)")
      #expect(result.stderr.contains("use a number of degrees from -90 to 90"), "\(value): \(result.stderr)")
    }
  }

  @Test("--help and the placeholder list document them")
  func documented() {
    #expect(CLI.run(["status", "--help"]).stdout.contains("--altitude <degrees>"))
    let placeholders = CLI.run(["formats", "--placeholders"]).stdout
    for name in ["altitude_rise", "altitude_set", "altitude_above"] { #expect(placeholders.contains("{\(name)"), "\(name)") }
    #expect(CLI.run(["sun", "--help"]).stdout.contains("Rise"))
  }
}
