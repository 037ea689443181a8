import TestSupport
import DBusKit
import DBusService
import Foundation
import SolvervDaemon
import SolvervEngine
import Testing

/// `ComparePlaces(s date, s place, s vs) → a{sv}` on a real private bus — the same
/// object, lines and all, as `solverv-status compare DATE [--location PLACE] --vs VS --format json` for the
/// daemon's place, language and day; each place's times in its own zone.
@Suite(.serialized) struct ComparePlacesMethodTests {
  static let oslo = "[location]\ncity = \"Oslo\"\n"

  @Test("ComparePlaces equals `compare --vs` (Oslo vs Tromsø on Jun 21 2027; Oslo vs Sydney in two zones)")
  func comparePlacesEqualsTheCLI() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let reply = try #require(try harness.call("ComparePlaces", [.string("2027-06-21"), .string(""), .string("Tromsø")], on: client).first)
    let cli = harness.cli(["compare", "2027-06-21", "--vs", "Tromsø", "--format", "json", "--at", "2026-11-23T12:00"])
    #expect(cli.status == 0, "\(cli.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
    let lines = reply["lines"]?.arrayValue?.compactMap { $0.unwrappingVariants.stringValue }
    #expect(lines == json["lines"] as? [String])
    #expect(lines?.first == "Jun 21, 2027 · Oslo: 18 hr 50 min of daylight · 5 hr 10 min less than in Tromsø", "\(lines ?? [])")
    #expect(lines?[1] == "Tromsø: midnight sun")
    #expect(reply["vs_polar_day"]?.boolValue == true && reply["polar_day"]?.boolValue == false)
    #expect(reply["difference_s"]?.int64Value.map(Int.init) == json["difference_s"] as? Int)
    #expect(reply["difference_s"]?.int64Value.map(Int.init) == (json["daylength_s"] as? Int ?? 0) - (json["vs_daylength_s"] as? Int ?? 0))
    #expect(reply["vs"]?.stringValue == "Tromsø" && reply["place"]?.stringValue == "Oslo")
    // Empty date: the daemon's today (its --at), and the other place's times in its own zone.
    let sydney = try #require(try harness.call("ComparePlaces", [.string(""), .string(""), .string("Sydney")], on: client).first)
    #expect(sydney["date"]?.stringValue == "2026-11-23")
    #expect(sydney["vs_zone"]?.stringValue == "Australia/Sydney")
    #expect(sydney["vs_sunrise"]?.stringValue?.hasSuffix("+11:00") == true, "\(sydney["vs_sunrise"]?.stringValue ?? "")")
    let sydneyLines = sydney["lines"]?.arrayValue?.compactMap { $0.unwrappingVariants.stringValue } ?? []
    #expect(sydneyLines.last?.hasSuffix("(Australia/Sydney)") == true, "\(sydneyLines)")
    // "Oslo vs Tromsø" with a first place other than the service's: Sydney vs Tromsø.
    let named = try #require(try harness.call("ComparePlaces", [.string("2027-06-21"), .string("Sydney"), .string("Tromsø")], on: client).first)
    #expect(named["place"]?.stringValue == "Sydney" && named["zone"]?.stringValue == "Australia/Sydney")
    let namedCLI = harness.cli(["compare", "2027-06-21", "--location", "Sydney", "--vs", "Tromsø", "--format", "json"])
    let namedJSON = try #require(try JSONSerialization.jsonObject(with: Data(namedCLI.stdout.utf8)) as? [String: Any])
    #expect(named["lines"]?.arrayValue?.compactMap { $0.unwrappingVariants.stringValue } == namedJSON["lines"] as? [String])
    let xml = try #require(
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue)
    #expect(xml.contains(#"<method name="ComparePlaces">"#) && xml.contains(#"<arg name="vs" type="s" direction="in"/>"#))
  }

  @Test("ComparePlaces with an unknown place or a bad date gets InvalidArgs naming it; the daemon keeps answering")
  func badPlacesAreInvalidArgs() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let cases: [([DBusValue], String)] = [
      ([.string("2027-06-21"), .string(""), .string("Tromsøø")], "did you mean \"Tromsø"),
      ([.string("2027-06-21"), .string("Osloo"), .string("Tromsø")], "did you mean \"Oslo"),
      ([.string("2027-06-31"), .string(""), .string("Tromsø")], "date '2027-06-31'"),
      ([.string("2027-06-21"), .string(""), .string("")], "vs is empty"),
      ([.string("2027-06-21"), .string("Tromsø")], "(sss)"),
    ]
    for (arguments, mention) in cases {
      do throws(DBusError) {
        _ = try harness.call("ComparePlaces", arguments, on: client)
        Issue.record("ComparePlaces \(arguments) succeeded")
      } catch {
        #expect(error.name == DBusError.invalidArgs.rawValue, "\(error)")
        #expect(error.message.contains(mention), "\(error.message)")
      }
    }
    #expect(try harness.call("ComparePlaces", [.string("2027-06-21"), .string(""), .string("Bergen")], on: client).first?["vs"] != nil)
  }
}
