import Foundation
import Testing

/// Places as a user meets them, through the real binary: legacy zone names, zones that name no
/// place, namesakes and regions, `config init --city`, and names carrying invisible characters
/// or markup.
struct PlaceTests {
  /// The JSON status object for `arguments` at a fixed June instant, with `TZ=zone`.
  static func status(_ arguments: [String], zone: String, sandbox: Sandbox) throws -> [String: Any] {
    let result = sandbox.run(["--format", "json", "--at", "2026-06-10T12:00"] + arguments, environment: ["TZ": zone])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
  }

  /// The hour of an ISO 8601 local time ("2026-06-10T05:41:12-07:00" → 5).
  static func hour(_ value: Any?) -> Int? {
    guard let text = value as? String, text.count >= 13 else { return nil }
    return Int(text.dropFirst(11).prefix(2))
  }

  @Test(
    "A legacy TZ name defaults to its canonical zone's principal city, with sunrise in the local morning",
    arguments: [
      ("US/Pacific", "Los Angeles", 34.05, -118.24), ("Asia/Calcutta", "Kolkata", 22.53, 88.37),
      ("Europe/Kiev", "Kyiv", 50.43, 30.52), ("US/Eastern", "New York", 40.71, -74.01),
      ("EST5EDT", "New York", 40.71, -74.01),
    ])
  func legacyZoneNameDefaultsToItsCity(zone: String, city: String, latitude: Double, longitude: Double) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let object = try Self.status([], zone: zone, sandbox: sandbox)
    let location = try #require(object["location"] as? [String: Any])
    #expect(location["name"] as? String == city)
    #expect(location["source"] as? String == "timezone" && location["is_default"] as? Bool == true)
    #expect(location["timezone"] as? String == zone)  // the clock stays the user's zone
    #expect(abs((location["latitude"] as? Double ?? 0) - latitude) < 0.05)
    #expect(abs((location["longitude"] as? Double ?? 0) - longitude) < 0.05)
    let today = try #require(object["today"] as? [String: Any])
    let sunrise = try #require(Self.hour(today["sunrise"]), "\(today)")
    #expect((4...7).contains(sunrise), "sunrise \(today["sunrise"] ?? "none") in \(zone)")
  }

  @Test(
    "A zone that names no place defaults to the equator on its meridian, never Greenwich",
    arguments: [
      ("Etc/GMT+5", -75.0, "Equator at UTC−05:00"), ("UTC", 0.0, "Equator at UTC"),
      ("<+0530>-5:30", 82.5, "Equator at UTC+05:30"), ("Etc/GMT-14", -150.0, "Equator at UTC+14:00"),
    ])
  func placelessZoneUsesItsOwnMeridian(zone: String, longitude: Double, name: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let object = try Self.status([], zone: zone, sandbox: sandbox)
    let location = try #require(object["location"] as? [String: Any])
    #expect(location["name"] as? String == name)
    #expect(location["source"] as? String == "fallback" && location["is_default"] as? Bool == true)
    #expect(location["latitude"] as? Double == 0)
    #expect(abs((location["longitude"] as? Double ?? 999) - longitude) < 1e-9)
    let today = try #require(object["today"] as? [String: Any])
    // On its own meridian the Sun rises near 06:00 by the zone's clock, whatever the offset.
    #expect([5, 6].contains(Self.hour(today["sunrise"]) ?? -1), "\(today["sunrise"] ?? "none")")
  }

  @Test("At a terminal a default place is explained on stderr; a bar's stderr stays empty")
  func defaultPlaceIsExplainedAtATerminal() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let city = CLI.runWithTerminalStderr(
      ["--at", "2026-06-10T12:00"], environment: sandbox.environment.merging(["TZ": "US/Pacific"]) { $1 })
    #expect(city.status == 0)
    #expect(city.stderr.contains("showing Los Angeles (US/Pacific), a default"), "\(city.stderr)")
    let placeless = CLI.runWithTerminalStderr(
      ["--at", "2026-06-10T12:00"], environment: sandbox.environment.merging(["TZ": "Etc/GMT+5"]) { $1 })
    #expect(placeless.stderr.contains("time zone Etc/GMT+5 names no place"), "\(placeless.stderr)")
    #expect(placeless.stderr.contains("0.0°N 75.0°W") && !placeless.stderr.contains("Greenwich"))
    let bar = sandbox.run(["--format", "waybar"], environment: ["TZ": "Etc/GMT+5"])
    #expect(bar.status == 0 && bar.stderr.isEmpty)
    #expect(bar.stdout.contains("default-location"))
  }

  @Test(
    "config init writes the legacy zone's canonical city, never Greenwich",
    arguments: [
      ("US/Pacific", "Los Angeles, US", "Los Angeles"), ("Asia/Calcutta", "Kolkata", "Kolkata"),
      ("Europe/Kiev", "Kyiv", "Kyiv"), ("EST5EDT", "New York City", "New York City"),
    ])
  func configInitWritesTheCanonicalCity(zone: String, written: String, name: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["config", "init"], environment: ["TZ": zone])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    #expect(text.contains("\ncity = \"\(written)\"\n"), "\(text)")
    #expect(!text.contains("Greenwich"))
    let location = try #require(try Self.status([], zone: zone, sandbox: sandbox)["location"] as? [String: Any])
    #expect(location["name"] as? String == name && location["source"] as? String == "config")
  }

  @Test("config init in a zone that names no place leaves [location] unset and says so", arguments: ["UTC", "Etc/GMT+5"])
  func configInitWritesNoPlaceForAPlacelessZone(zone: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["config", "init"], environment: ["TZ": zone])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("names no place"))
    let text = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    #expect(!text.contains("Greenwich"))
    let active = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(!active.contains { $0.hasPrefix("[location]") || $0.hasPrefix("city") || $0.hasPrefix("latitude") })
    #expect(sandbox.run(["config", "check"], environment: ["TZ": zone]).status == 0)
  }

  @Test("config init --city with an unknown city exits 64, names it, suggests locate, writes nothing")
  func configInitRejectsAnUnknownCity() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["config", "init", "--city", "Atlantis2"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("'Atlantis2'") && result.stderr.contains("solverv-status locate Atlantis2"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: sandbox.configPath))
    // Also when a file is there: the argument error comes first and the file is untouched.
    sandbox.writeConfig("# mine\n")
    #expect(sandbox.run(["config", "init", "--city", "Atlantis2", "--force"]).status == 64)
    #expect((try? String(contentsOfFile: sandbox.configPath, encoding: .utf8)) == "# mine\n")
  }

  @Test("config init --city writes an ambiguous name as the query that names its choice alone")
  func configInitQualifiesAnAmbiguousCity() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["config", "init", "--city", "Springfield"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("'Springfield' is ambiguous; using Springfield, MO, US"), "\(result.stderr)")
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8).contains("\ncity = \"Springfield, MO, US\"\n"))
    // Typed unambiguously, it is written as typed.
    #expect(sandbox.run(["config", "init", "--city", "Springfield, Illinois", "--force"]).stderr.isEmpty)
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8).contains("\ncity = \"Springfield, Illinois\"\n"))
    let location = try #require(try Self.status([], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
    #expect(abs((location["latitude"] as? Double ?? 0) - 39.80) < 0.05)
  }

  @Test(
    "--location accepts Name, REGION and Name, REGION, CC",
    arguments: [
      ("Springfield, IL", 39.80), ("Springfield, Illinois", 39.80), ("Springfield, MA, US", 42.10),
      ("London, ON", 42.98), ("Perth, WA, AU", -31.95),
    ])
  func locationAcceptsARegion(query: String, latitude: Double) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let location = try #require(
      try Self.status(["--location", query], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
    #expect(abs((location["latitude"] as? Double ?? 0) - latitude) < 0.05, "\(query)")
  }

  @Test("An ambiguous city is named with its namesakes at a terminal, and only there")
  func ambiguousCityIsExplainedAtATerminal() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let ambiguous = CLI.runWithTerminalStderr(["--location", "Springfield"], environment: sandbox.environment)
    #expect(ambiguous.status == 0)
    #expect(
      ambiguous.stderr.contains(
        "'Springfield' is ambiguous; using Springfield, MO, US (pop. 170,188); others: Springfield, MA, US; Springfield, IL, US"),
      "\(ambiguous.stderr)")
    #expect(ambiguous.stderr.contains("add ', REGION' or ', CC'"))
    #expect(sandbox.run(["--location", "Springfield"]).stderr.isEmpty)
    #expect(CLI.runWithTerminalStderr(["--location", "Springfield, IL"], environment: sandbox.environment).stderr.isEmpty)
    // From the config file, the notice says where the name came from.
    sandbox.writeConfig("[location]\ncity = \"Springfield\"\n")
    let configured = CLI.runWithTerminalStderr([], environment: sandbox.environment)
    #expect(configured.stderr.contains("(location.city in \(sandbox.configPath)) is ambiguous"), "\(configured.stderr)")
  }

  @Test("locate shows each city's region, in text and JSON")
  func locateShowsTheRegion() throws {
    let text = CLI.run(["locate", "Springfield", "--limit", "3"])
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true).prefix(3) == ["Name", "Region", "Country"])
    #expect(lines.count == 4)
    for (line, region) in zip(lines.dropFirst(), ["MO", "MA", "IL"]) {
      #expect(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) == region, "\(line)")
    }
    let json = CLI.run(["locate", "Toronto", "--format", "json", "--limit", "1"])
    let first = try #require(json.array.first)
    #expect(first["region"] as? String == "ON" && first["admin1"] as? String == "08")
  }

  /// Bidi controls and zero-width characters in a name, from the command line and the config.
  static let invisibleName = "Os\u{202E}lo\u{200B}\u{2066}\u{200F}X\u{2069}\u{FEFF}\u{061C}"

  @Test(
    "Bidi controls and zero-width characters in a name reach no output format",
    arguments: [
      "text", "json", "waybar", "polybar", "conky", "i3bar", "i3blocks", "view",
    ])
  func invisibleCharactersAreStrippedFromNames(format: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo"]
    let flag = sandbox.run(
      ["--format", format, "--size", "large", "--template", "{location}", "--name", Self.invisibleName] + place)
    sandbox.writeConfig(
      "[location]\nname = \"\(Self.invisibleName)\"\nlatitude = 59.91\nlongitude = 10.75\ntimezone = \"Europe/Oslo\"\n")
    let config = sandbox.run(["--format", format, "--size", "large", "--template", "{location}"])
    for result in [flag, config] {
      #expect(result.status == 0, "\(result.stderr)")
      let invisible = result.stdout.unicodeScalars.filter {
        [0x061C, 0x200B, 0x200F, 0x202E, 0x2066, 0x2069, 0xFEFF].contains($0.value)
      }
      #expect(invisible.isEmpty, "\(format): \(invisible.map { String($0.value, radix: 16) })")
      #expect(result.stdout.contains("OsloX"), "\(format): \(result.stdout.prefix(300))")
    }
  }

  @Test("A name of nothing but invisible characters gives way to the coordinates")
  func invisibleOnlyNameFallsBackToCoordinates() throws {
    let result = CLI.run(["--format", "json", "--lat", "1", "--lon", "2", "--name", "\u{200B}\u{202E} \u{FEFF}"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["location"] as? [String: Any])?["name"] as? String == "1.0°N 2.0°E")
  }

  @Test("Polybar shows markup in a name as text: no tag, no character lost")
  func polybarShowsMarkupInANameAsText() {
    let place = ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--at", "2026-06-10T12:00"]
    let result = CLI.run(["--format", "polybar", "--template", "{location}", "--name", "%{F#f00}red"] + place)
    #expect(result.status == 0)
    #expect(result.stdout == "%{F#FFC107}% {F#f00}red%{F-}\n", "\(result.stdout)")
    // A name ending in % before a template's brace cannot form a tag across the boundary.
    let joined = CLI.run(["--format", "polybar", "--template", #"{location}\{F#f00\}"#, "--name", "50%"] + place)
    #expect(joined.stdout.ranges(of: "%{").count == 2, "\(joined.stdout)")
    #expect(joined.stdout.contains("50% {F#f00}"))
  }
}
