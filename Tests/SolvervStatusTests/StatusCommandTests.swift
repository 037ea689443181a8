import Foundation
import FoundationXML
import SolvervApp
import SolvervEngine
import Testing

/// The status line as bars run it: the real binary, a private HOME, fixed instants.
struct StatusCommandTests {
  static let oslo = ["--location", "Oslo", "--at", "2026-11-22T12:00"]

  @Test(arguments: ["text", "json", "waybar", "polybar", "conky", "i3bar", "i3blocks", "view"])
  func everyBuiltInFormatPrintsAndSucceeds(format: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["--format", format] + Self.oslo)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("Winter solstice") || result.stdout.contains("december_solstice"))
  }

  @Test func waybarOutputIsTheDocumentedObject() throws {
    let result = CLI.run(["--format", "waybar"] + Self.oslo)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["text", "alt", "tooltip", "class", "percentage"])
    #expect(object["alt"] as? String == "december_solstice")
    #expect((object["class"] as? [String])?.contains("winter") == true)
    #expect(object["percentage"] is Int)
    #expect(result.stdout.split(separator: "\n").count == 1)
  }

  @Test func locationSourcesInOrder() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    func location(_ arguments: [String], zone: String = "UTC") throws -> [String: Any] {
      let result = sandbox.run(["--format", "json", "--at", "2026-11-22T12:00Z"] + arguments, environment: ["TZ": zone])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
      return try #require(object["location"] as? [String: Any])
    }
    // Nothing configured: the system zone's principal city, marked as a default.
    let guessed = try location([], zone: "Europe/Oslo")
    #expect(
      guessed["name"] as? String == "Oslo" && guessed["source"] as? String == "timezone" && guessed["is_default"] as? Bool == true
    )
    // A zone with no principal city: the equator on its meridian, never Greenwich.
    let fallback = try location([], zone: "UTC")
    #expect(fallback["name"] as? String == "Equator at UTC" && fallback["source"] as? String == "fallback")
    // The config file.
    sandbox.writeConfig("[location]\ncity = \"Tromsø\"\n")
    let configured = try location([])
    #expect(configured["name"] as? String == "Tromsø" && configured["source"] as? String == "config")
    #expect(configured["timezone"] as? String == "Europe/Oslo")
    // The command line wins.
    let flags = try location(["--lat", "-33.8688", "--lon", "151.2093", "--tz", "Australia/Sydney", "--name", "Home"])
    #expect(flags["name"] as? String == "Home" && flags["source"] as? String == "command-line")
    let city = try location(["--location", "Sydney"])
    #expect(city["timezone"] as? String == "Australia/Sydney")
  }

  @Test(arguments: [
    (["--location", "Qqqqzzz"], "locate"),
    (["--lat", "10"], "--lon"),
    (["--lon", "10"], "--lat"),
    (["--lat", "91", "--lon", "0"], "-90 to 90"),
    (["--location", "Oslo", "--lat", "1", "--lon", "2"], "cannot be combined"),
    (["--tz", "Mars/Base"], "Mars/Base"),
    (["--format", "xml"], "xml"),
    (["--format", "../../etc/passwd"], "../../etc/passwd"),
    (["--size", "huge"], "huge"),
    (["--template", "{dayz}"], "character 2"),
    (["--lang", "fr"], "fr"),
    (["--clock", "13h"], "13h"),
    (["--hemisphere", "west"], "west"),
    (["--at", "yesterday"], "yesterday"),
    (["--at", "3001-01-01"], "out of range"),
    (["--at", "2026-02-30"], "2026-02-30"),
    (["--bogus"], "--bogus"),
  ])
  func badStatusArgumentsExit64WithOneLine(arguments: [String], mentions: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
  }

  @Test func badArgumentsInABarFormatShowInTheBarAndKeepTheModule() throws {
    // Waybar hides a module whose command exits non-zero: the error state, status 0.
    let waybar = CLI.run(["--format", "waybar", "--location", "Atlantis Under The Sea"])
    #expect(waybar.status == 0)
    #expect(waybar.stderr.contains("unknown place"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
    #expect(object["class"] as? [String] == ["error"])
    // i3bar: even a one-shot error speaks the protocol (header, array, block).
    let i3bar = CLI.run(["--format", "i3bar", "--template", "{dayz}"])
    let lines = i3bar.stdout.split(separator: "\n")
    #expect(lines.count == 3 && lines[0].contains("\"version\":1") && lines[1] == "[" && lines[2].contains("urgent"))
    // i3blocks: urgent (33).
    #expect(CLI.run(["--format", "i3blocks", "--size", "huge"]).status == 33)
    // Scripts reading JSON get 64 and the error object.
    let json = CLI.run(["--format", "json", "--lat", "91", "--lon", "0"])
    #expect(json.status == 64 && json.stdout.contains("\"error\""))
  }

  @Test func oneShotI3barPrintsTheProtocolHeader() {
    let lines = CLI.run(["--format", "i3bar"] + Self.oslo).stdout.split(separator: "\n")
    #expect(lines.count == 3 && lines[0] == #"{"version":1,"click_events":true}"# && lines[1] == "[" && lines[2].hasPrefix("[{"))
  }

  @Test func timeTravelForms() throws {
    func next(_ at: String) throws -> [String: Any] {
      let result = CLI.run(["--format", "json", "--location", "Oslo", "--at", at])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
      return try #require(object["next_event"] as? [String: Any])
    }
    #expect(try next("2027-06-21T12:00")["kind"] as? String == "june_solstice")  // before 16:10 local
    #expect(try next("2027-06-21T17:00")["kind"] as? String == "september_equinox")
    #expect(try next("2027-06-21")["kind"] as? String == "june_solstice")  // midnight, before the instant
    #expect(try next("2027-06-21")["days_until"] as? Int == 0)
    #expect(try next("2027-06-21T14:10:49Z")["kind"] as? String == "september_equinox")
    #expect(try next("@1798000000")["kind"] as? String != nil)
    // Relative: 30 days from now is 30 days closer than now.
    let now = try next("+0d")
    let later = try next("+30d")
    if now["kind"] as? String == later["kind"] as? String {
      #expect((now["days_until"] as! Int) - (later["days_until"] as! Int) == 30)
    }
  }

  @Test func brokenConfigShowsInEachBarsIdiom() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"en\"\n[location]\nlatitude = \"north\"\nlongitude = 10\n")
    let waybar = sandbox.run(["--format", "waybar"])
    #expect(waybar.status == 0)  // Waybar hides modules that exit non-zero
    let object = try #require(try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
    #expect(object["class"] as? [String] == ["error"])
    #expect(object["text"] as? String == "⚠ solverv: config line 3")
    #expect(waybar.stderr.contains("config.toml:3:12: key 'location.latitude': expected a number"))
    let polybar = sandbox.run(["--format", "polybar"])
    #expect(polybar.status == 0 && polybar.stdout.contains("⚠ solverv: config line 3"))
    let i3blocks = sandbox.run(["--format", "i3blocks"])
    #expect(i3blocks.status == 33 && i3blocks.stdout.hasPrefix("⚠ solverv: config line 3"))
    // Text: status 78, the message on stderr, and (stdout not being a terminal, e.g. tmux) on stdout.
    let text = sandbox.run([])
    #expect(text.status == 78 && text.stderr.contains("config.toml:3:12"))
    #expect(text.stdout.hasPrefix("⚠ solverv: ") && text.stdout.contains("config.toml:3:12"))
    let json = sandbox.run(["--format", "json"])
    #expect(json.status == 78 && json.stdout.contains("\"error\""))
    let check = sandbox.run(["config", "check"])
    #expect(check.status == 78 && check.stderr.contains("line") == false && check.stderr.contains(":3:12:"))
  }

  @Test(arguments: [
    ("langauge = \"en\"\n", 1, "unknown key; valid keys here: language"),
    ("[location]\ncity = \"Oslo\"\nlatitude = 1\n", 2, "either city or latitude"),
    ("clock = \"13h\"\n", 1, "use auto, 24h or 12h"),
    ("[format.waybar]\ntemplate = \"{dayz}\"\n", 2, "unknown placeholder 'dayz'"),
    ("[notifications]\ndaily_change = false\nsince_solstice = false\n", 3, "cannot both be off"),
    ("[location]\ncity = \"Atlantis Under The Sea\"\n", 2, "unknown place"),
    ("[location]\nlatitude = 1\nlongitude = 2\ntimezone = \"Nowhere/Zone\"\n", 4, "unknown time zone"),
    ("x = [\n", 1, "is never closed"),
  ])
  func configErrorsNameTheLineAndKey(config: String, line: Int, reason: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(config)
    let result = sandbox.run(["config", "check"])
    #expect(result.status == 78, "\(result.stdout)")
    #expect(result.stderr.contains("config.toml:\(line):"), "\(result.stderr)")
    #expect(result.stderr.contains(reason), "\(result.stderr)")
  }

  @Test func configInitCheckAndPath() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.run(["config", "path"])
    #expect(path.stdout == sandbox.configPath + "\n")
    let initial = sandbox.run(["config", "init", "--city", "Tromsø"])
    #expect(initial.status == 0, "\(initial.stderr)")
    #expect(FileManager.default.fileExists(atPath: sandbox.configPath))
    let again = sandbox.run(["config", "init"])
    #expect(again.status == 73 && again.stderr.contains("--force"))
    let check = sandbox.run(["config", "check"])
    #expect(check.status == 0 && check.stdout.contains("Tromsø"))
    let status = sandbox.run(["--format", "json"])
    #expect(status.stdout.contains("\"source\":\"config\""))
    #expect(sandbox.run(["config", "init", "--force", "--city", "Oslo"]).status == 0)
  }

  @Test func userDefinedFormats() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeFormat(
      "xmobar",
      """
      description = "xmobar with colours"
      escape = "pango"
      small = "<fc={colour}>{icon} {location}</fc>"
      large = "<fc={colour}>{event} {countdown}</fc>"
      """)
    let small = sandbox.run([
      "--format", "xmobar", "--lat", "59.9", "--lon", "10.7", "--tz", "Europe/Oslo", "--name", "<b>&", "--at", "2026-11-22T12:00",
    ])
    #expect(small.status == 0, "\(small.stderr)")
    #expect(small.stdout == "<fc=#2196F3>❄️ &lt;b&gt;&amp;</fc>\n")
    let large = sandbox.run(["--format", "xmobar", "--size", "large"] + Self.oslo)
    #expect(large.stdout == "<fc=#2196F3>Winter solstice in 29 days</fc>\n")
    let medium = sandbox.run(["--format", "xmobar", "--size", "medium"] + Self.oslo)
    #expect(medium.stdout.hasPrefix("<fc=#2196F3>❄️ Oslo"))  // falls back to small
    let list = sandbox.run(["formats"])
    #expect(list.stdout.contains("xmobar") && list.stdout.contains("xmobar with colours"))
    sandbox.writeFormat("broken", "escape = \"html\"\nsmall = \"x\"\n")
    let broken = sandbox.run(["--format", "broken"])
    // A broken user format is still a bar's format: its error state, exit 0.
    #expect(broken.status == 0 && broken.stderr.contains("broken.toml:1:") && broken.stderr.contains("'html'"))
    #expect(broken.stdout == "⚠ solverv: broken.toml line 1\n")
  }

  @Test func hostileNamesThroughTheCommandLine() throws {
    for name in ["%{A1:rm -rf ~:}x%{A}", "${exec rm -rf ~}", "<b>&amp;"] {
      let arguments = [
        "--lat", "59.9", "--lon", "10.7", "--tz", "Europe/Oslo", "--name", name, "--template", "{location}", "--at",
        "2026-11-22T12:00",
      ]
      let polybar = CLI.run(["--format", "polybar"] + arguments)
      #expect(polybar.stdout.ranges(of: "%{").count == 2, "\(polybar.stdout)")
      let conky = CLI.run(["--format", "conky"] + arguments)
      #expect(!conky.stdout.replacingOccurrences(of: "$$", with: "").contains("${exec"))
      let waybar = CLI.run(["--format", "waybar"] + arguments)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
      #expect(!(object["text"] as! String).contains("<"))
    }
  }

  @Test func chartWritesAValidSVG() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.root.appendingPathComponent("daylight.svg").path
    let result = sandbox.run(["chart", "--year", "2027", "--location", "Tromsø", "--output", file])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let parser = XMLParser(data: data)
    #expect(parser.parse())
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("Tromsø") && text.contains("2027") && text.contains("Europe/Oslo"))
    #expect(sandbox.run(["chart", "--year", "999"]).status == 64)
  }

  @Test func locateListsCandidates() throws {
    let json = CLI.run(["locate", "Sydney", "--format", "json", "--limit", "3"])
    let cities = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(cities.count >= 2 && cities.count <= 3)
    #expect(cities.first?["timezone"] as? String == "Australia/Sydney")
    let none = CLI.run(["locate", "Qqqqzzzz"])
    #expect(none.status == 1 && none.stderr.contains("no city"))
    #expect(CLI.run(["locate", "Oslo", "--limit", "0"]).status == 64)
    #expect(CLI.run(["locate", "--help"]).stdout.contains("GeoNames"))
  }

  @Test func formatsListsProvidersAndPlaceholders() {
    let formats = CLI.run(["formats"])
    for name in ["text", "json", "waybar", "polybar", "conky", "i3bar", "i3blocks"] {
      #expect(formats.stdout.contains("\n\(name) "))
    }
    let placeholders = CLI.run(["formats", "--placeholders"])
    for field in TemplateField.allCases { #expect(placeholders.stdout.contains("{\(field.rawValue)}")) }
  }
}
