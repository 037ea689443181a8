import Foundation
import Testing

/// Options: `--location` on `sun`, `events`, `chart` and
/// `notify`, resolved as on the status line, and coordinates without `--tz` taking the nearest
/// city's zone. The real binary, fixed dates and instants.
struct PlaceOptionTests {
  /// Tokyo's coordinates in the bundled table (its nearest city is Tokyo itself).
  static let tokyo = ["--lat", "35.6895", "--lon", "139.6917"]

  static func object(_ result: CLI.Result) throws -> [String: Any] {
    try #require(result.json as? [String: Any], "\(result.stdout) \(result.stderr)")
  }

  @Test("sun --location gives the city's sun in its own zone, and 'Name, REGION' picks the namesake")
  func sunTakesLocation() throws {
    let tokyo = CLI.run(["sun", "--location", "Tokyo", "--date", "2026-11-23"])
    #expect(tokyo.status == 0 && tokyo.stderr.isEmpty, "\(tokyo.stderr)")
    let sunrise = try #require(tokyo.array.first?["sunrise"] as? String)
    #expect(sunrise.hasPrefix("2026-11-23T06:2") && sunrise.hasSuffix("+09:00"), "\(sunrise)")
    // Portland, Maine against the most populous Portland of the US (Oregon).
    let maine = CLI.run(["sun", "--location", "Portland, ME", "--date", "2026-11-23"]).array.first
    let oregon = CLI.run(["sun", "--location", "Portland, US", "--date", "2026-11-23"]).array.first
    #expect((maine?["sunrise"] as? String)?.hasSuffix("-05:00") == true, "\(maine ?? [:])")
    #expect((oregon?["sunrise"] as? String)?.hasSuffix("-08:00") == true, "\(oregon ?? [:])")
  }

  @Test("events --location lists local times in the city's zone, named for its hemisphere")
  func eventsTakeLocation() {
    let result = CLI.run(["events", "--location", "Sydney", "--from", "2026"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let events = result.array
    #expect(events.map { $0["name"] as? String } == ["Autumn equinox", "Winter solstice", "Spring equinox", "Summer solstice"])
    #expect(events.map { ($0["local"] as? String)?.suffix(6) } == ["+11:00", "+10:00", "+10:00", "+11:00"])
  }

  @Test("chart --location draws the city's year in its zone")
  func chartTakesLocation() {
    let result = CLI.run(["chart", "--location", "Tokyo", "--year", "2026"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("<title>Daylight in Tokyo 2026 · Asia/Tokyo</title>"))
  }

  @Test("notify --preview --location previews the city's notification; --lat/--lon work there too")
  func notifyTakesLocation() {
    let city = CLI.run(["notify", "--preview", "--location", "Tokyo", "--at", "2026-11-23T12:00"])
    #expect(city.status == 0, "\(city.stderr)")
    #expect(city.stdout.hasPrefix("Daylight · Tokyo\n"), "\(city.stdout)")
    let named = CLI.run(["notify", "--preview", "--at", "2026-11-23T12:00", "--name", "Hut"] + Self.tokyo)
    #expect(named.status == 0 && named.stdout.hasPrefix("Daylight · Hut\n"), "\(named.stdout) \(named.stderr)")
  }

  @Test(
    "An unknown place exits 64 with the status line's own message, on every subcommand",
    arguments: [
      ["sun"], ["events"], ["chart"], ["notify", "--preview"],
    ])
  func unknownPlaceIsRefusedAsOnTheStatusLine(command: [String]) {
    let status = CLI.run(["--location", "Nowhereville"])
    #expect(status.status == 64)
    let result = CLI.run(command + ["--location", "Nowhereville"])
    #expect(result.status == 64 && result.stdout.isEmpty, "\(result.stdout)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr == status.stderr, "\(result.stderr) vs \(status.stderr)")
    #expect(result.stderr.contains("unknown place 'Nowhereville'") && result.stderr.contains("locate Nowhereville"))
    // A city and coordinates at once: the same refusal as the status line's.
    let both = CLI.run(command + ["--location", "Oslo"] + Self.tokyo)
    #expect(both.status == 64 && both.stderr.contains("--location cannot be combined with --lat/--lon"), "\(both.stderr)")
  }

  @Test("An ambiguous city is named with its namesakes at a terminal on a subcommand, as on the status line")
  func ambiguityIsExplainedOnSubcommands() {
    let sun = CLI.runWithTerminalStderr(["sun", "--location", "Springfield", "--date", "2026-11-23"])
    #expect(sun.status == 0)
    #expect(sun.stderr.contains("'Springfield' is ambiguous; using Springfield"), "\(sun.stderr)")
    #expect(CLI.run(["sun", "--location", "Springfield", "--date", "2026-11-23"]).stderr.isEmpty)
  }

  @Test("--lat/--lon without --tz take the nearest city's zone on the status line and every subcommand")
  func coordinatesTakeTheNearestCitysZone() throws {
    let status = try Self.object(CLI.run(["--format", "json", "--at", "2026-11-23T12:00"] + Self.tokyo))
    let location = try #require(status["location"] as? [String: Any])
    #expect(location["timezone"] as? String == "Asia/Tokyo")
    #expect(location["timezone_from_nearest_city"] as? String == "Tokyo")
    #expect((status["generated_at"] as? String) == "2026-11-23T12:00:00+09:00")
    let sun = CLI.run(["sun", "--date", "2026-11-23"] + Self.tokyo).array.first
    #expect((sun?["sunrise"] as? String)?.hasSuffix("+09:00") == true, "\(sun ?? [:])")
    let events = CLI.run(["events", "--from", "2026"] + Self.tokyo).array.first
    #expect((events?["local"] as? String)?.hasSuffix("+09:00") == true, "\(events ?? [:])")
    #expect(CLI.run(["chart", "--year", "2026"] + Self.tokyo).stdout.contains(" · Asia/Tokyo</title>"))
    // The sea off Ghana: Takoradi's zone (Africa/Accra, UTC), not the system's (UTC+5:45).
    let ocean = CLI.run(["sun", "--lat", "0", "--lon", "0", "--date", "2026-11-23"], environment: ["TZ": "Asia/Kathmandu"])
    #expect((ocean.array.first?["sunrise"] as? String)?.hasSuffix("+00:00") == true, "\(ocean.stdout)")
  }

  @Test("--tz still wins over the nearest city, and then nothing is said about it")
  func explicitZoneWins() throws {
    let status = try Self.object(CLI.run(["--format", "json", "--at", "2026-11-23T12:00", "--tz", "Europe/Oslo"] + Self.tokyo))
    let location = try #require(status["location"] as? [String: Any])
    #expect(location["timezone"] as? String == "Europe/Oslo")
    #expect(location["timezone_from_nearest_city"] is NSNull)
    let terminal = CLI.runWithTerminalStderr(["--at", "2026-11-23T12:00", "--tz", "Europe/Oslo"] + Self.tokyo)
    #expect(terminal.status == 0 && terminal.stderr.isEmpty, "\(terminal.stderr)")
  }

  @Test("The nearest city's zone is said once at a terminal, and never in a bar's stderr")
  func nearestZoneIsSaidOnceAtATerminal() {
    let notice = "solverv-status: time zone: Asia/Tokyo, from the nearest city Tokyo (--tz sets another)\n"
    let status = CLI.runWithTerminalStderr(["--at", "2026-11-23T12:00"] + Self.tokyo)
    #expect(status.status == 0 && status.stderr == notice, "\(status.stderr)")
    let sun = CLI.runWithTerminalStderr(["sun", "--date", "2026-11-23"] + Self.tokyo)
    #expect(sun.status == 0 && sun.stderr == notice, "\(sun.stderr)")
    for format in ["waybar", "polybar", "i3blocks", "json"] {
      let bar = CLI.run(["--format", format, "--at", "2026-11-23T12:00"] + Self.tokyo)
      #expect(bar.status == 0 && bar.stderr.isEmpty, "\(format): \(bar.stderr)")
    }
  }

  @Test("A config [location] by coordinates without timezone takes the nearest city's zone, and says where")
  func configCoordinatesTakeTheNearestCitysZone() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\nname = \"Office\"\nlatitude = 35.6895\nlongitude = 139.6917\n")
    let status = try Self.object(sandbox.run(["--format", "json", "--at", "2026-11-23T12:00"]))
    let location = try #require(status["location"] as? [String: Any])
    #expect(location["name"] as? String == "Office" && location["timezone"] as? String == "Asia/Tokyo")
    let terminal = CLI.runWithTerminalStderr(["--at", "2026-11-23T12:00"], environment: sandbox.environment)
    #expect(terminal.stderr.contains("time zone: Asia/Tokyo, from the nearest city Tokyo ([location] in "), "\(terminal.stderr)")
    // With a timezone the config's zone is used as written.
    sandbox.writeConfig("[location]\nlatitude = 35.6895\nlongitude = 139.6917\ntimezone = \"Asia/Seoul\"\n")
    let given = try Self.object(sandbox.run(["--format", "json", "--at", "2026-11-23T12:00"]))
    #expect((given["location"] as? [String: Any])?["timezone"] as? String == "Asia/Seoul")
  }
}
