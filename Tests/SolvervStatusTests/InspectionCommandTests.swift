import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// `solverv-status events` and `sun` run as a user runs them: the real binary, real tzdata.
struct InspectionCommandTests {
  @Test func eventsJSONIsTheDocumentedContract() throws {
    let result = CLI.run(["events", "--from", "2026", "--to", "2030", "--tz", "Europe/Oslo"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let events = result.array
    #expect(events.count == 20)
    let zone = try TimeZoneDatabase.zone(named: "Europe/Oslo")
    let expected = SeasonCalculator.events(in: 2026...2030)
    for (object, event) in zip(events, expected) {
      #expect(Array(object.keys).sorted() == ["kind", "local", "name", "utc"])
      #expect(object["kind"] as? String == event.kind.rawValue)
      #expect(object["utc"] as? String == ISO8601.utcString(event.instant))
      #expect(object["local"] as? String == ISO8601.string(event.instant, in: zone))
    }
    // The line starts with the keys in the documented order.
    #expect(result.stdout.hasPrefix(#"[{"kind":"march_equinox","utc":"2026-03-20T14:4"#))
    let first = try #require(events.first)
    #expect(first["name"] as? String == "Spring equinox")
    #expect((first["local"] as? String)?.hasSuffix("+01:00") == true)
    // The issue's example instant, 2026-03-20T14:46:00Z, to within the accuracy target.
    let utc = try #require(first["utc"] as? String)
    let minutes = utc.dropFirst(11).prefix(5)
    #expect(minutes == "14:45" || minutes == "14:46")
  }

  @Test func eventNamesFollowTheZonesHemisphereUnlessOverridden() {
    let sydney = CLI.run(["events", "--from", "2026", "--tz", "Australia/Sydney"]).array
    #expect(sydney.map { $0["name"] as? String } == ["Autumn equinox", "Winter solstice", "Spring equinox", "Summer solstice"])
    let north = CLI.run(["events", "--from", "2026", "--tz", "Australia/Sydney", "--hemisphere", "north"]).array
    #expect(north.first?["name"] as? String == "Spring equinox")
    let norsk = CLI.run(["events", "--from", "2026", "--tz", "Europe/Oslo", "--lang", "nb"]).array
    #expect(norsk.map { $0["name"] as? String } == ["Vårjevndøgn", "Sommersolverv", "Høstjevndøgn", "Vintersolverv"])
  }

  @Test func eventsTextIsATable() {
    let result = CLI.run(["events", "--from", "2026", "--tz", "Asia/Kathmandu", "--format", "text"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].contains("Local time (Asia/Kathmandu)"))
    #expect(lines[1].hasPrefix("Spring equinox") && lines[1].contains("+05:45"))
  }

  @Test func sunJSONHasEveryKeyInOrderAndMatchesTheEngine() throws {
    let result = CLI.run([
      "sun", "--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--date", "2026-03-20", "--days", "3",
    ])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let days = result.array
    #expect(days.map { $0["date"] as? String } == ["2026-03-20", "2026-03-21", "2026-03-22"])
    #expect(result.stdout.hasPrefix(#"[{"date":"2026-03-20","sunrise":"2026-03-20T06:"#))
    let zone = try TimeZoneDatabase.zone(named: "Europe/Oslo")
    let engine = SunCalculator(coordinate: try Coordinate(latitude: 59.9139, longitude: 10.7522), zone: zone)
      .day(CivilDate(iso: "2026-03-20")!)
    let first = try #require(days.first)
    #expect(Set(first.keys) == Set(SunDay.jsonKeys))
    #expect(first["sunrise"] as? String == ISO8601.string(engine.sunrise.instant!, in: zone))
    #expect(first["daylength_s"] as? Int == engine.daylengthSeconds)
    #expect((first["solar_noon"] as? String)?.hasSuffix("+01:00") == true)
  }

  @Test func polarMarkersAppearAsStrings() {
    let tromso = CLI.run(["sun", "--lat", "69.6492", "--lon", "18.9553", "--tz", "Europe/Oslo", "--date", "2026-12-21"]).array
    #expect(tromso.first?["sunrise"] as? String == "always_down")
    #expect(tromso.first?["daylength_s"] as? Int == 0)
    let svalbard = CLI.run(["sun", "--lat", "78.2232", "--lon", "15.6267", "--tz", "Arctic/Longyearbyen", "--date", "2026-06-21"])
      .array
    #expect(svalbard.first?["sunset"] as? String == "always_up")
    #expect(svalbard.first?["daylength_s"] as? Int == 86_400)
    let reykjavik = CLI.run([
      "sun", "--lat", "64.1466", "--lon", "-21.9426", "--tz", "Atlantic/Reykjavik", "--date", "2024-06-15",
    ]).array
    #expect(reykjavik.first?["sunset"] as? String == "none")
  }

  @Test func customAltitudeAddsItsKeys() {
    let day = CLI.run([
      "sun", "--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--date", "2026-05-01", "--altitude", "6",
    ]).array.first
    #expect(day?["altitude"] as? Int == 6)
    #expect((day?["altitude_rising"] as? String)?.hasPrefix("2026-05-01T0") == true)
    #expect((day?["altitude_above_s"] as? Int ?? 0) > 0)
  }

  @Test func sunTextIsATable() {
    let result = CLI.run([
      "sun", "--lat", "-33.8688", "--lon", "151.2093", "--tz", "Australia/Sydney", "--date", "2026-04-04", "--days", "2",
      "--format", "text",
    ])
    let lines = result.stdout.split(separator: "\n")
    #expect(result.status == 0 && lines.count == 4)
    #expect(lines[0].contains("33.8688°S") && lines[0].contains("151.2093°E"))
    #expect(lines[2].contains("+11:00") && lines[3].contains("+10:00"))  // DST ends 5 April
  }

  @Test func defaultsUseTheSystemZoneAndToday() {
    // No place: the system zone's city, as on the status line. (Coordinates without --tz now take
    // the nearest city's zone: PlaceZoneTests.)
    let result = CLI.run(["sun"], environment: ["TZ": "Asia/Kathmandu"])
    #expect(result.status == 0)
    #expect((result.array.first?["sunrise"] as? String)?.hasSuffix("+05:45") == true)
    let events = CLI.run(["events"], environment: ["TZ": "America/New_York"])
    #expect(events.array.count == 4)
  }

  @Test func helpAndVersionGoToStdoutWithSuccess() {
    let help = CLI.run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("USAGE") && help.stdout.contains("events") && help.stdout.contains("sun"))
    let sunHelp = CLI.run(["sun", "--help"])
    #expect(sunHelp.status == 0 && sunHelp.stdout.contains("always_up"))
    #expect(CLI.run(["--version"]).stdout.hasPrefix("0."))
  }
}

/// Every kind of bad input gets one line naming the value and what is allowed, exit status 64,
/// and nothing on stdout.
struct BadInputTests {
  static let oslo = ["--lat", "59.9", "--lon", "10.7"]

  @Test(arguments: [
    (["sun", "--lat", "91", "--lon", "0"], "91"),
    (["sun", "--lat", "-90.5", "--lon", "0"], "-90.5"),
    (["sun", "--lat", "nan", "--lon", "0"], "nan"),
    (["sun", "--lat", "inf", "--lon", "0"], "inf"),
    (["sun", "--lat", "abc", "--lon", "0"], "abc"),
    (["sun", "--lat", "0", "--lon", "181"], "181"),
    (["sun", "--lat", "0", "--lon", "-180.0001"], "-180.0001"),
    (["sun", "--lat", "0", "--lon", "NaN"], "nan"),
    (["sun", "--lat", "0", "--lon", "1e400"], "inf"),
    (["sun"] + oslo + ["--tz", "Mars/Olympus_Mons"], "Mars/Olympus_Mons"),
    (["sun"] + oslo + ["--tz", "../../etc/passwd"], "../../etc/passwd"),
    (["sun"] + oslo + ["--tz", ""], "''"),
    (["sun"] + oslo + ["--date", "2026-02-30"], "2026-02-30"),
    (["sun"] + oslo + ["--date", "2026-3-1"], "2026-3-1"),
    (["sun"] + oslo + ["--date", "tomorrow"], "tomorrow"),
    (["sun"] + oslo + ["--date", "0999-12-31"], "0999-12-31"),
    (["sun"] + oslo + ["--date", "3001-01-01"], "3001-01-01"),
    (["sun"] + oslo + ["--days", "0"], "0"),
    (["sun"] + oslo + ["--days", "-5"], "-5"),
    (["sun"] + oslo + ["--days", "1000000000"], "1000000000"),
    (["sun"] + oslo + ["--days", "99999999999999999999"], "99999999999999999999"),
    (["sun"] + oslo + ["--date", "3000-12-01", "--days", "60"], "60"),
    (["sun"] + oslo + ["--altitude", "95"], "95"),
    (["sun"] + oslo + ["--format", "xml"], "xml"),
    (["sun", "--lat", "1"], "--lon"),
    (["events", "--from", "999"], "999"),
    (["events", "--to", "3001"], "3001"),
    (["events", "--from", "2030", "--to", "2026"], "2026"),
    (["events", "--from", "20x6"], "20x6"),
    (["events", "--lang", "fr"], "fr"),
    (["events", "--hemisphere", "east"], "east"),
    (["events", "--tz", "Europe/Osl0"], "Europe/Osl0"),
    (["events", "--bogus"], "--bogus"),
    (["bogus"], "bogus"),
  ] as [([String], String)])
  func rejectedWithOneLineAndStatus64(arguments: [String], mentions: String) {
    let result = CLI.run(arguments)
    #expect(result.status == 64, "\(arguments)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.lowercased().contains(mentions.lowercased()), "\(result.stderr)")
    #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack"))
  }

  @Test func errorMessagesSayWhatIsAllowed() {
    #expect(CLI.run(["sun", "--lat", "91", "--lon", "0"]).stderr.contains("from -90 to 90"))
    #expect(CLI.run(["sun", "--lat", "0", "--lon", "abc"]).stderr.contains("from -180 to 180"))
    #expect(CLI.run(["sun"] + Self.oslo + ["--tz", "Nowhere"]).stderr.contains("IANA"))
    #expect(CLI.run(["sun"] + Self.oslo + ["--date", "2026-13-01"]).stderr.contains("YYYY-MM-DD"))
    #expect(CLI.run(["events", "--from", "5000"]).stderr.contains("1000 to 3000"))
  }

  @Test func controlCharactersInBadValuesAreNotEchoedRaw() {
    let result = CLI.run(["sun"] + Self.oslo + ["--tz", "Europe/\u{1b}[31mRed"])
    #expect(result.status == 64)
    #expect(!result.stderr.contains("\u{1b}"))
  }
}
