import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import Testing

/// On a real private bus: a config broken while the daemon runs is published —
/// `ConfigError` (one line), the View's `config_problem` and the tooltip's first line "⚠ config
/// line 2: …" — with PropertiesChanged, while the last good settings stay in force; fixing the
/// file clears all three.
@Suite(.serialized) struct ConfigErrorPropertyTests {
  static func announced(_ name: String, in signals: [(member: String, arguments: [DBusValue], at: Date)]) -> [DBusValue] {
    signals.flatMap { $0.arguments.dropFirst().first?.dictionaryEntries ?? [] }
      .filter { $0.key.stringValue == name }.map { $0.value.unwrappingVariants }
  }

  static func text(_ value: JSONValue?) -> String? {
    if case .string(let text)? = value { return text }
    return nil
  }

  @Test("breaking the config sets ConfigError and the View's warning; fixing it clears them")
  func aBrokenConfigIsPublishedAndClearedWhenFixed() throws {
    let harness = try DaemonHarness(config: "[location]\ncity = \"Tromsø\"\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    #expect(try harness.property("ConfigError", on: client)?.stringValue == "")
    let xml =
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue ?? ""
    #expect(xml.contains("<property name=\"ConfigError\" type=\"s\" access=\"read\""))

    let watcher = try harness.client()
    let collector = try SignalCollector(connection: watcher, match: "type='signal',interface='org.freedesktop.DBus.Properties'")
    try "[location]\ncity = \n".write(to: harness.configFile, atomically: true, encoding: .utf8)
    let broken = Self.announced("ConfigError", in: collector.waitFor("PropertiesChanged", timeout: 30))
    let message = try #require(broken.first?.stringValue, "no PropertiesChanged with ConfigError")
    #expect(message.contains("config.toml:2:"), "\(message)")
    #expect(!message.contains("\n"))
    #expect(try harness.property("ConfigError", on: client)?.stringValue == message)
    let view = try #require(try harness.property("View", on: client).flatMap(ViewPropertyTests.json))
    let problem = try #require(Self.text(view["config_problem"]))
    #expect(problem.hasPrefix("⚠ config line 2: "), "\(problem)")
    let tooltip = try harness.property("Tooltip", on: client)?.stringValue ?? ""
    #expect(tooltip.hasPrefix("⚠ config line 2: "), "\(tooltip)")
    // The last good settings stay in force.
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Tromsø")

    try "[location]\ncity = \"Oslo\"\n".write(to: harness.configFile, atomically: true, encoding: .utf8)
    let fixed = Self.announced("ConfigError", in: collector.waitFor("PropertiesChanged", count: 2, timeout: 30))
    #expect(fixed.last?.stringValue == "", "\(fixed)")
    #expect(try harness.property("ConfigError", on: client)?.stringValue == "")
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Oslo")
    let clean = try #require(try harness.property("View", on: client).flatMap(ViewPropertyTests.json))
    #expect(clean["config_problem"] == "")
    #expect(!(try harness.property("Tooltip", on: client)?.stringValue ?? "⚠").hasPrefix("⚠"))
  }
}
