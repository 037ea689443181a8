import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The large views list the next events — date, time, days left and
/// a dot in the season's colour — as many as `events` says (1–12, default 8), and the text
/// format's large size at a terminal adds the next 3 events and today's sun. The real binary at a
/// fixed `--at`; the expected rows come from its own JSON, the colours from PRODUCT.md's table.
struct EventListTests {
  static let oslo = ["--location", "Oslo", "--at", "2026-11-23T12:00"]
  /// PRODUCT.md: "spring #4CAF50, summer #FFC107, autumn #FF9800, winter #2196F3".
  static let colours = ["spring": "#4CAF50", "summer": "#FFC107", "autumn": "#FF9800", "winter": "#2196F3"]

  static func viewRows(_ arguments: [String]) throws -> [[String: Any]] {
    let result = CLI.run(["--format", "view"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let view = try #require(result.json as? [String: Any])
    return try #require((view["events"] as? [String: Any])?["rows"] as? [[String: Any]])
  }

  static func tooltip(_ arguments: [String]) throws -> String {
    let result = CLI.run(["--format", "waybar"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require((result.json as? [String: Any])?["tooltip"] as? String)
  }

  /// The tooltip's event rows: the lines that start with a dot.
  static func dotted(_ tooltip: String) -> [Substring] {
    tooltip.split(separator: "\n").filter { $0.hasPrefix("<span foreground=") }
  }

  @Test("Default 8 events, in the order and with the dates of the JSON's upcoming list")
  func defaultEight() throws {
    let rows = try Self.viewRows(Self.oslo)
    #expect(rows.count == 8)
    let json = try #require(CLI.run(["--format", "json"] + Self.oslo).json as? [String: Any])
    let upcoming = try #require(json["upcoming"] as? [[String: Any]])
    #expect(rows.map { $0["kind"] as? String } == upcoming.prefix(8).map { $0["kind"] as? String })
    #expect(rows.map { $0["days_until"] as? Int } == upcoming.prefix(8).map { $0["days_until"] as? Int })
    #expect(Self.dotted(try Self.tooltip(Self.oslo)).count == 8)
    let conky = CLI.run(["--format", "conky", "--size", "large"] + Self.oslo).stdout
    #expect(conky.split(separator: "\n").filter { $0.contains("●${color}") }.count == 8, "\(conky)")
  }

  @Test("--events N and config events = N set the length, the flag over the config", arguments: [1, 3, 12])
  func lengths(count: Int) throws {
    #expect(try Self.viewRows(Self.oslo + ["--events", String(count)]).count == count)
    #expect(Self.dotted(try Self.tooltip(Self.oslo + ["--events", String(count)])).count == count)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("config.toml").path
    try "# mine\nevents = \(count)\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(try Self.viewRows(Self.oslo + ["--config", config]).count == count)
    #expect(try Self.viewRows(Self.oslo + ["--config", config, "--events", "2"]).count == 2)
  }

  @Test("A bad --events is a usage error naming the value and 1 to 12", arguments: ["0", "13", "x", "-1", "2.5"])
  func badFlag(value: String) {
    let result = CLI.run(["--events", value] + Self.oslo)
    #expect(result.status == 64)
    #expect(result.stderr.contains("'\(value)'") && result.stderr.contains("from 1 to 12"), "\(result.stderr)")
  }

  @Test(
    "A bad events = in the config is a config error (78) naming the key, the value and 1 to 12",
    arguments: ["0", "13", "\"8\"", "8.0", "true"])
  func badConfig(value: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("config.toml").path
    try "events = \(value)\n".write(toFile: config, atomically: true, encoding: .utf8)
    let result = CLI.run(["--config", config] + Self.oslo)
    #expect(result.status == 78)
    #expect(result.stderr.contains("key 'events'") && result.stderr.contains("from 1 to 12"), "\(result.stderr)")
  }

  @Test("Each row's dot is its season's colour from PRODUCT.md, in the tooltip, conky and the view")
  func dotsPerSeason() throws {
    let rows = try Self.viewRows(Self.oslo + ["--events", "12"])
    let seasons = rows.compactMap { $0["season"] as? String }
    #expect(Set(seasons) == Set(Self.colours.keys))
    #expect(rows.map { $0["colour"] as? String } == seasons.map { Self.colours[$0] })
    let tooltip = Self.dotted(try Self.tooltip(Self.oslo + ["--events", "12"]))
    #expect(tooltip.map { String($0.prefix(36)) } == seasons.map { "<span foreground=\"\(Self.colours[$0]!)\">●</span> " })
    let conky = CLI.run(["--format", "conky", "--size", "large", "--events", "12"] + Self.oslo).stdout
    let conkyDots = conky.split(separator: "\n").filter { $0.contains("●${color}") }
    #expect(conkyDots.map { String($0.prefix(16)) } == seasons.map { "${color \(Self.colours[$0]!)}" })
  }

  @Test("The dot's markup leaves the tooltip well-formed and a hostile place name escaped")
  func escaping() throws {
    let tooltip = try Self.tooltip([
      "--lat", "59.9", "--lon", "10.7", "--tz", "Europe/Oslo", "--name", "<b>x</b>&", "--at", "2026-11-23T12:00",
    ])
    #expect(tooltip.contains("&lt;b&gt;x&lt;/b&gt;&amp;"))
    #expect(Self.dotted(tooltip).allSatisfy { $0.contains("\">●</span> ") })
    let parser = XMLParser(data: Data(("<markup>" + tooltip + "</markup>").utf8))
    #expect(parser.parse(), "\(tooltip)")
  }

  /// stdout on a pseudo-terminal, as a person running it in a terminal has it.
  static func atTerminal(_ arguments: [String]) -> String { CLI.outputAtTerminal(arguments) }

  @Test("Text --size large at a terminal: the line, the next 3 events with coloured dots, today's sun; a pipe gets one line")
  func textLargeAtATerminal() throws {
    let arguments = ["--size", "large"] + Self.oslo
    let piped = CLI.run(arguments).stdout
    #expect(piped.split(separator: "\n").count == 1)
    let lines = Self.atTerminal(arguments).split(separator: "\n").map(String.init)
    // The line, three events, the sun and the daylight, then the place and its zone.
    #expect(lines.count == 7, "\(lines)")
    #expect(lines.first == piped.trimmingCharacters(in: .newlines))
    let rows = try Self.viewRows(Self.oslo)
    for (index, row) in rows.prefix(3).enumerated() {
      let colour = try #require(row["colour"] as? String)
      let value = try #require(Int(colour.dropFirst(), radix: 16))
      let ansi = "\u{1B}[38;2;\(value >> 16);\((value >> 8) & 0xFF);\(value & 0xFF)m●\u{1B}[0m "
      #expect(lines[index + 1] == ansi + (row["line"] as? String ?? "?"))
    }
    let view = try #require(CLI.run(["--format", "view"] + Self.oslo).json as? [String: Any])
    #expect(lines[4] == (view["sun"] as? [String: Any])?["line"] as? String)
    #expect(lines[5] == (view["daylight"] as? [String: Any])?["line"] as? String)
    #expect(lines[6].hasPrefix("Oslo · Europe/Oslo"), "\(lines[6])")
  }
}
