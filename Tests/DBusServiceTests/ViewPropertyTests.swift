import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import Testing
import TestSupport

/// The `View` property on a real private bus: the applets' whole view, the same object
/// `solverv-status --format view` prints, in the config's language, announced when it changes.
@Suite(.serialized) struct ViewPropertyTests {
  static let osloNorsk = "language = \"nb\"\n[location]\ncity = \"Oslo\"\n"

  /// A D-Bus value back as JSON, the way `JSONValue.dbusValue` mapped it (variants unwrapped).
  static func json(_ value: DBusValue) -> JSONValue? {
    switch value.unwrappingVariants {
    case .string(let s): return .string(s)
    case .boolean(let b): return .bool(b)
    case .int64(let i): return .int(Int(i))
    case .double(let d): return .double(d)
    case .array(let items, _):
      let converted = items.compactMap(json)
      return converted.count == items.count ? .array(converted) : nil
    case .dictionary(let entries, "s", "v"):
      let members = entries.compactMap { entry in entry.key.stringValue.flatMap { key in json(entry.value).map { (key, $0) } } }
      return members.count == entries.count ? .object(members) : nil
    default: return nil
    }
  }

  @Test("View over D-Bus is exactly what --format view prints, in Bokmål when the config says nb")
  func viewPropertyEqualsTheCLIsViewInBokmal() throws {
    let harness = try DaemonHarness(config: Self.osloNorsk)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-22T17:00"])
    let client = try harness.client()
    let value = try #require(try harness.property("View", on: client))
    #expect(value.signature == "a{sv}")
    let view = try #require(Self.json(value))
    let cli = harness.cli(["--format", "view", "--at", "2026-11-22T17:00"])
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(view.serialized() == cli.stdout.trimmingCharacters(in: .newlines))
    #expect(view["text"] == "❄️ Vintersolverv om 29 dager")
    #expect(
      view["text"]?.serialized()
        == (try harness.property("Text", on: client)?.stringValue).map { JSONValue.string($0).serialized() })
    #expect(view["sun"]?["heading"] == "I morgen" && view["labels"]?["refresh"] == "Oppdater")
    // Introspection declares it, with the others.
    let xml =
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue ?? ""
    #expect(xml.contains("<property name=\"View\" type=\"a{sv}\" access=\"read\""))
    #expect(SolvervBusInterface.propertyList.last?.name == "View")
  }

  @Test("A new place changes the View, and PropertiesChanged carries the new one")
  func viewChangesAreAnnounced() throws {
    let harness = try DaemonHarness(config: Self.osloNorsk)
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-22T12:00"])
    let client = try harness.client()
    let collector = try SignalCollector(connection: client, match: "type='signal',interface='org.freedesktop.DBus.Properties'")
    _ = try harness.call(
      "SetLocation", [.double(-33.8688), .double(151.2093), .string("Sydney"), .string("Australia/Sydney")], on: client)
    let changed = collector.waitFor("PropertiesChanged", timeout: 30)
    let announced = changed.flatMap { $0.arguments.dropFirst().first?.dictionaryEntries ?? [] }
      .first { $0.key.stringValue == "View" }.flatMap { Self.json($0.value) }
    let view = try #require(announced)
    #expect(view["title"] == "☀️ Sommersolverv", "the southern summer solstice, in Bokmål")
    #expect(view["place"]?["zone"] == "Australia/Sydney")
    #expect(try harness.property("View", on: client).flatMap(Self.json) == view)
  }
}
