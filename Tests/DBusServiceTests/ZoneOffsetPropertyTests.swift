import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import Testing

/// On a real private bus: a place whose clock is not the system's (the daemon
/// runs with TZ=Europe/Oslo) is marked by `ZoneOffsetFromSystem` and in the View's place line,
/// and a move into the system's zone clears both with PropertiesChanged.
@Suite(.serialized) struct ZoneOffsetPropertyTests {
  @Test("ZoneOffsetFromSystem and the View's place line mark Tokyo seen from Oslo; moving to Oslo clears them")
  func zoneOffsetPropertyFollowsThePlace() throws {
    let harness = try DaemonHarness(config: "[location]\ncity = \"Tokyo\"\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let offset = try harness.property("ZoneOffsetFromSystem", on: client)
    #expect(offset?.unwrappingVariants.int32Value == 28_800, "\(String(describing: offset))")
    let view = try #require(try harness.property("View", on: client).flatMap(ViewPropertyTests.json))
    #expect(view["place"]?["line"] == "Asia/Tokyo · JST, +8 h")
    #expect(view["place"]?["zone_marker"] == "JST, +8 h" && view["place"]?["offset_from_system_s"] == .int(28_800))
    let tooltip = try harness.property("Tooltip", on: client)?.stringValue ?? ""
    #expect(tooltip.contains("<b>Tokyo</b> Asia/Tokyo · JST, +8 h"), "\(tooltip)")
    let xml =
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue ?? ""
    #expect(xml.contains("<property name=\"ZoneOffsetFromSystem\" type=\"i\" access=\"read\""))

    let collector = try SignalCollector(connection: client, match: "type='signal',interface='org.freedesktop.DBus.Properties'")
    _ = try harness.call(
      "SetLocation", [.double(59.9139), .double(10.7522), .string("Oslo"), .string("Europe/Oslo")], on: client)
    let changed = collector.waitFor("PropertiesChanged", timeout: 30).flatMap {
      $0.arguments.dropFirst().first?.dictionaryEntries ?? []
    }
    let announced = changed.first { $0.key.stringValue == "ZoneOffsetFromSystem" }?.value.unwrappingVariants
    #expect(announced?.int32Value == 0, "\(String(describing: announced))")
    let home = try #require(try harness.property("View", on: client).flatMap(ViewPropertyTests.json))
    #expect(home["place"]?["line"] == "Europe/Oslo" && home["place"]?["zone_marker"] == "")
  }
}
