import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import Testing

/// `Compare(s date, s with) → a{sv}` on a real private bus: the same comparison, lines and all,
/// as `solverv-status compare --format json` for the daemon's place, language and day.
@Suite(.serialized) struct CompareMethodTests {
  static let oslo = "[location]\ncity = \"Oslo\"\n"

  @Test("D-Bus Compare equals `compare --format json` for the daemon's place and day (Oslo, Nov 23 → Jun 21 2027)")
  func compareEqualsTheCLI() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let reply = try #require(try harness.call("Compare", [.string("2027-06-21"), .string("")], on: client).first)
    let cli = harness.cli(["compare", "2027-06-21", "--format", "json", "--at", "2026-11-23T12:00"])
    #expect(cli.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
    let lines = reply["lines"]?.arrayValue?.compactMap { $0.unwrappingVariants.stringValue }
    #expect(lines == json["lines"] as? [String])
    #expect(lines?.first == "Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than today")
    #expect(reply["difference_s"]?.int64Value.map(Int.init) == json["difference_s"] as? Int)
    #expect(reply["daylength_s"]?.int64Value.map(Int.init) == json["daylength_s"] as? Int)
    #expect(reply["sunrise"]?.stringValue == json["sunrise"] as? String)
    #expect(reply["with"]?.stringValue == "2026-11-23")
    #expect(reply["with_is_today"]?.boolValue == true)
    // Another reference day, and a day with no sunrise leaves its shift out (no null in a{sv}).
    let other = try #require(try harness.call("Compare", [.string("2027-06-21"), .string("2026-12-21")], on: client).first)
    #expect(other["with_is_today"]?.boolValue == false)
    #expect(other["lines"]?.arrayValue?.first?.unwrappingVariants.stringValue?.hasSuffix("more than Dec 21, 2026") == true)
    // Declared: introspection names the method and its arguments.
    let xml = try #require(
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue)
    #expect(xml.contains(#"<method name="Compare">"#) && xml.contains(#"<arg name="with" type="s" direction="in"/>"#))
  }

  @Test("D-Bus Compare with a bad date or with gets InvalidArgs naming it, and the daemon keeps answering")
  func badDatesAreInvalidArgs() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let cases: [([DBusValue], String)] = [
      ([.string("2027-06-31"), .string("")], "date '2027-06-31'"),
      ([.string("2027-06-21"), .string("midsummer")], "with 'midsummer'"),
      ([.string("3001-01-01"), .string("")], "3001-01-01"),
      ([.string("2027-06-21")], "(ss)"),
    ]
    for (arguments, mention) in cases {
      do throws(DBusError) {
        _ = try harness.call("Compare", arguments, on: client)
        Issue.record("Compare \(arguments) succeeded")
      } catch {
        #expect(error.name == DBusError.invalidArgs.rawValue, "\(error)")
        #expect(error.message.contains(mention), "\(error.message)")
      }
    }
    #expect(try harness.call("Compare", [.string("2026-12-21"), .string("")], on: client).first?["polar_night"] != nil)
  }

  @Test("A German daemon's Compare explains a bad date in German with the format, for the applets' box")
  func badDateInTheDaemonsLanguage() throws {
    let harness = try DaemonHarness(config: "language = \"de\"\n" + Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    do throws(DBusError) {
      _ = try harness.call("Compare", [.string("21.6."), .string("")], on: client)
      Issue.record("Compare 21.6. succeeded")
    } catch {
      #expect(error.name == DBusError.invalidArgs.rawValue, "\(error)")
      #expect(error.message == "„21.6.“ ist kein gültiges Datum: bitte JJJJ-MM-TT eingeben, z. B. 2027-06-21", "\(error.message)")
    }
    let reply = try #require(try harness.call("Compare", [.string("2027-06-21"), .string("")], on: client).first)
    let first = reply["lines"]?.arrayValue?.first?.unwrappingVariants.stringValue
    #expect(first == "21. Juni 2027 · 18 Std. 50 Min. Tageslicht · 11 Std. 51 Min. mehr als heute", "\(first ?? "")")
  }
}
