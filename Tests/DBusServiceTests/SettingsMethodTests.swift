import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// On a real private bus: `GetSettings`, `SetSettings(a{sv})` and
/// `SearchPlaces(s)` — the applets' settings windows write through the daemon, so the config file
/// changes (comments kept), the properties follow at once, and bad input is `InvalidArgs` naming
/// the key with the file untouched.
@Suite(.serialized) struct SettingsMethodTests {
  static let oslo = "# mine\n[location]\ncity = \"Oslo\"  # home\n\n[notifications]\nenabled = false\n"

  @Test("GetSettings gives every key with its value in effect, typed; `config get` agrees")
  func getSettings() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let reply = try #require(try harness.call("GetSettings", on: client).first)
    #expect(reply["location.city"]?.stringValue == "Oslo")
    #expect(reply["events"]?.int32Value == 8)
    #expect(reply["notifications.enabled"]?.boolValue == false)
    #expect(reply["clock"]?.stringValue == "auto")
    let cli = harness.cli(["config", "get", "--config", harness.configFile.path])
    #expect(cli.stdout.contains("location.city = Oslo\n") && cli.stdout.contains("notifications.enabled = false\n"))
  }

  @Test(
    "SetSettings location.city = Tokyo: the file keeps its comments, Text follows and PropertiesChanged arrives at once")
  func setPlace() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let watcher = try harness.client()
    let collector = try SignalCollector(connection: watcher, match: "type='signal',interface='org.freedesktop.DBus.Properties'")
    let before = try #require(try harness.property("View", on: client))
    #expect(before["place"]?["name"]?.stringValue == "Oslo")
    _ = try harness.call(
      "SetSettings", [.stringVariantDictionary([("location.city", .string("Tokyo")), ("events", .int32(5))])], on: client)
    // At once, not at the 60-s look: the hang guard is well under it (no window to miss).
    let changed = collector.waitFor("PropertiesChanged", timeout: 30)
    #expect(!changed.isEmpty)
    let text = try String(contentsOf: harness.configFile, encoding: .utf8)
    #expect(text == "# mine\nevents = 5\n\n[location]\ncity = \"Tokyo\"  # home\n\n[notifications]\nenabled = false\n", "\(text)")
    let view = try #require(try harness.property("View", on: client))
    #expect(view["place"]?["name"]?.stringValue == "Tokyo", "\(view)")
    #expect(view["events"]?["rows"]?.arrayValue?.count == 5)
  }

  @Test("Bad SetSettings input is InvalidArgs naming the key, and the file stays byte for byte")
  func invalidInput() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let cases: [([(String, DBusValue)], String)] = [
      ([("colour", .string("red"))], "unknown setting 'colour'"),
      ([("events", .string("8"))], "'events' takes a integer, not type 's'"),
      ([("events", .int32(13))], "'events': 13 is not a list length"),
      ([("clock", .string("noon"))], "'noon' is not a clock"),
      ([("location.city", .string("Qwxzville"))], "'Qwxzville' is not a bundled city"),
      ([("location.city", .string(String(repeating: "x", count: 5000)))], "'location.city' is too long"),
      // (A NUL inside a string cannot be sent: libdbus refuses it before the bus.)
      ([("events", .int32(3)), ("clock", .string("noon"))], "'noon' is not a clock"),  // all or nothing
      (
        [("notifications.daily_change", .boolean(false)), ("notifications.since_solstice", .boolean(false))], "cannot both be off"
      ),
      ([], "no settings given"),
    ]
    for (pairs, mention) in cases {
      do throws(DBusError) {
        _ = try harness.call("SetSettings", [.stringVariantDictionary(pairs)], on: client)
        Issue.record("SetSettings \(pairs) succeeded")
      } catch {
        #expect(error.name == DBusError.invalidArgs.rawValue, "\(error)")
        #expect(error.message.contains(mention), "\(mention): \(error.message)")
      }
      #expect(try String(contentsOf: harness.configFile, encoding: .utf8) == Self.oslo)
    }
    do throws(DBusError) {
      _ = try harness.call("SetSettings", [.string("events")], on: client)
      Issue.record("SetSettings(s) succeeded")
    } catch {
      #expect(error.name == DBusError.invalidArgs.rawValue)
    }
  }

  @Test("SearchPlaces finds bundled cities best first, at most 20; an empty query finds none")
  func searchPlaces() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let tokyo = try #require(try harness.call("SearchPlaces", [.string("Tokyo")], on: client).first?.arrayValue)
    #expect(tokyo.first?["name"]?.stringValue == "Tokyo" && tokyo.first?["timezone"]?.stringValue == "Asia/Tokyo")
    #expect(
      tokyo.first?["country"]?.stringValue == "JP" && tokyo.first?["latitude"]?.doubleValue.map { abs($0 - 35.69) < 0.1 } == true)
    #expect(tokyo.first?["label"]?.stringValue == "Tokyo, Tokyo, JP" && tokyo.first?["region"]?.stringValue == "Tokyo")
    // Namesakes get labels of their own, with the division's name.
    let fuchu = try #require(try harness.call("SearchPlaces", [.string("Fuchū")], on: client).first?.arrayValue)
    #expect(fuchu.prefix(2).map { $0["label"]?.stringValue } == ["Fuchū, Tokyo, JP", "Fuchū, Hiroshima, JP"])
    let many = try #require(try harness.call("SearchPlaces", [.string("San")], on: client).first?.arrayValue)
    #expect(many.count == 20)
    #expect(try harness.call("SearchPlaces", [.string("  ")], on: client).first?.arrayValue?.isEmpty == true)
    #expect(tokyo.first?["near"]?.boolValue == false)
    // Misspelt: the nearest spellings, marked near, so an applet's search is never a dead end.
    let near = try #require(try harness.call("SearchPlaces", [.string("Gotheburg")], on: client).first?.arrayValue)
    #expect(near.first?["name"]?.stringValue == "Gothenburg" && near.first?["near"]?.boolValue == true, "\(near)")
    // A US ZIP code is a place, labelled so the label finds it again.
    let zip = try #require(try harness.call("SearchPlaces", [.string("55401")], on: client).first?.arrayValue)
    #expect(zip.count == 1 && zip.first?["label"]?.stringValue == "55401 Minneapolis, MN, US")
    #expect(zip.first?["timezone"]?.stringValue == "America/Chicago")
    #expect(zip.first?["latitude"]?.doubleValue.map { abs($0 - 44.98) < 0.1 } == true)
    let again = try #require(
      try harness.call("SearchPlaces", [.string("55401 Minneapolis, MN, US")], on: client).first?.arrayValue)
    #expect(again.first?["latitude"]?.doubleValue == zip.first?["latitude"]?.doubleValue)
    let xml = try #require(
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue)
    #expect(xml.contains(#"<method name="SetSettings">"#) && xml.contains(#"<method name="SearchPlaces">"#))
  }

  @Test("SearchPlaces finds the towns of the installed places file, and their labels find them again")
  func searchPlacesFindsTowns() throws {
    let places = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Data/places.txt").path
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    harness.extraEnvironment["SOLVERV_PLACES"] = places
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let towns = try #require(try harness.call("SearchPlaces", [.string("Drøbak")], on: client).first?.arrayValue)
    #expect(towns.first?["label"]?.stringValue == "Drøbak, Akershus, NO", "\(towns)")
    #expect(towns.first?["latitude"]?.doubleValue.map { abs($0 - 59.66) < 0.01 } == true)
    // The label resolves back to the same town.
    let again = try #require(
      try harness.call("SearchPlaces", [.string("Drøbak, Akershus, NO")], on: client).first?.arrayValue)
    #expect(again.first?["longitude"]?.doubleValue == towns.first?["longitude"]?.doubleValue)
  }

  @Test("SearchPlaces ranks namesakes by the daemon's zone: Halle (Saale) first in Europe/Berlin, Halle BE in Brussels")
  func searchPlacesPrefersTheZoneCountry() throws {
    for (zone, name, country) in [("Europe/Berlin", "Halle (Saale)", "DE"), ("Europe/Brussels", "Halle", "BE")] {
      let harness = try DaemonHarness(config: Self.oslo)
      defer { harness.stop() }
      harness.extraEnvironment["TZ"] = zone
      try harness.start(["--at", "2026-11-23T12:00"])
      let client = try harness.client()
      let halle = try #require(try harness.call("SearchPlaces", [.string("Halle")], on: client).first?.arrayValue)
      #expect(halle.first?["name"]?.stringValue == name && halle.first?["country"]?.stringValue == country, "\(zone)")
    }
  }

  @Test("GetSettingsWords speaks the config's language and is `config words`, line for line")
  func settingsWords() throws {
    let harness = try DaemonHarness(config: "language = \"fi\"\n" + Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let reply = try #require(try harness.call("GetSettingsWords", on: client).first)
    #expect(reply.signature == "a{ss}")
    #expect(reply["language_code"]?.stringValue == "fi" && reply["search_city"]?.stringValue == "Hae kaupunkia")
    let cli = harness.cli(["config", "words", "--config", harness.configFile.path])
    #expect(cli.status == 0)
    let lines = cli.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count > 40)
    for line in lines {
      let parts = line.components(separatedBy: " = ")
      #expect(reply[parts[0]]?.stringValue == parts.dropFirst().joined(separator: " = "), "\(line)")
    }
    let xml = try #require(
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue)
    #expect(xml.contains(#"<method name="GetSettingsWords">"#))
  }

  @Test("GetSettingsSchema is `config schema`: every setting, choices with words in the config's language")
  func settingsSchema() throws {
    let harness = try DaemonHarness(config: "language = \"da\"\n" + Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let reply = try #require(try harness.call("GetSettingsSchema", on: client).first)
    #expect(reply.signature == "a{sv}")
    #expect(reply["language"]?.unwrappingVariants.stringValue == "da")
    let settings = reply["settings"]?.unwrappingVariants.arrayValue ?? []
    let keys = settings.compactMap { $0.unwrappingVariants["key"]?.unwrappingVariants.stringValue }
    let cli = harness.cli(["config", "schema", "--config", harness.configFile.path])
    #expect(cli.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
    let cliSettings = try #require(json["settings"] as? [[String: Any]])
    #expect(keys == cliSettings.compactMap { $0["key"] as? String } && keys.count >= 13, "\(keys)")
    // The language list with each language's own name, as the CLI gives it.
    let language = settings.first { $0.unwrappingVariants["key"]?.unwrappingVariants.stringValue == "language" }
    let labels = (language?.unwrappingVariants["choices"]?.unwrappingVariants.arrayValue ?? []).compactMap {
      $0.unwrappingVariants["label"]?.unwrappingVariants.stringValue
    }
    let cliLanguage = try #require(cliSettings.first { $0["key"] as? String == "language" })
    #expect(labels == (cliLanguage["choices"] as? [[String: Any]])?.compactMap { $0["label"] as? String })
    #expect(labels.contains("Suomi") || labels.contains("suomi"), "\(labels)")
  }
}
