import DBusKit
import DBusService
import Foundation
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 21's "Must reach" on a real private bus with the real daemon under `--at` in Oslo:
/// the Settings portal backend, its SettingChanged at sunset, the hooks, and nothing at all with
/// the switch off.
@Suite(.serialized) struct PortalDaemonTests {
  static let place = "[location]\nname = \"Oslo\"\nlatitude = 59.9139\nlongitude = 10.7522\ntimezone = \"Europe/Oslo\"\n"
  static let quiet = "[notifications]\nenabled = false\n"
  static let on = place + quiet + "[theme]\nenabled = true\n"
  static let off = place + quiet + "[theme]\nenabled = false\n"
  static let sun = SunCalculator(
    coordinate: try! Coordinate(latitude: 59.9139, longitude: 10.7522), zone: try! TimeZoneDatabase.zone(named: "Europe/Oslo"))
  static let date = CivilDate(iso: "2026-12-01")!
  static var sunset: Instant { sun.day(date).sunset.instant! }
  static var noon: Instant { try! TimeSpecification.instant(from: "2026-12-01T12:00", now: sunset, zone: oslo) }
  static var evening: Instant { try! TimeSpecification.instant(from: "2026-12-01T22:00", now: sunset, zone: oslo) }
  static let oslo = try! TimeZoneDatabase.zone(named: "Europe/Oslo")

  /// Hooks in the harness's config folder that append "MODE unix-time" to `record`.
  static func makeHooks(_ harness: DaemonHarness) throws -> URL {
    let record = harness.home.appendingPathComponent("hooks.record")
    for mode in ["dark", "light"] {
      let folder = harness.home.appendingPathComponent("config/solverv/hooks/\(mode)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let hook = folder.appendingPathComponent("10-record").path
      try "#!/bin/sh\necho \"$SOLVERV_THEME $(date +%s.%N)\" >> \(record.path)\necho \"said $SOLVERV_THEME\"\n"
        .write(toFile: hook, atomically: true, encoding: .utf8)
      chmod(hook, 0o755)
    }
    return record
  }

  static func records(_ url: URL) -> [(mode: String, at: Double)] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let at = Double(parts[1]) else { return nil }
      return (String(parts[0]), at)
    }
  }

  static func portalCall(_ member: String, _ arguments: [DBusValue], on client: DBusConnection, destination: String? = nil)
    throws(DBusError) -> [DBusValue]
  {
    let message = try DBusMessage.methodCall(
      destination: destination ?? PortalSettings.busName, path: PortalSettings.objectPath, interface: PortalSettings.interface,
      member: member)
    try message.append(arguments)
    return try client.call(message, timeoutMilliseconds: 30_000).arguments()
  }

  static func owned(_ name: String, on client: DBusConnection) throws -> Bool {
    let message = try DBusMessage.methodCall(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "NameHasOwner")
    try message.append([.string(name)])
    return try client.call(message).arguments().first?.boolValue ?? false
  }

  static func colorScheme(on client: DBusConnection) throws -> UInt32? {
    try portalCall("Read", [.string("org.freedesktop.appearance"), .string("color-scheme")], on: client).first?
      .unwrappingVariants.uint32Value
  }

  @Test("theme.enabled = false: the portal name is not owned, its object does not answer, no hook runs")
  func offServesNothing() throws {
    let harness = try DaemonHarness(config: Self.off)
    defer { harness.stop() }
    let record = try Self.makeHooks(harness)
    let client = try harness.client()
    try harness.start(["--at", ISO8601.utcString(Self.sunset - 2)])
    #expect(try !Self.owned(PortalSettings.busName, on: client))
    let unique = try #require(try Self.daemonUniqueName(on: client))
    #expect(throws: DBusError.self) { try Self.colorScheme(on: client, destination: unique) }
    usleep(3_000_000)  // across the sunset
    #expect(Self.records(record).isEmpty)
    #expect(!harness.logText.contains("hook "), "\(harness.logText)")
    #expect(try !Self.owned(PortalSettings.busName, on: client))
  }

  static func colorScheme(on client: DBusConnection, destination: String) throws -> UInt32? {
    try portalCall("Read", [.string("org.freedesktop.appearance"), .string("color-scheme")], on: client, destination: destination)
      .first?.unwrappingVariants.uint32Value
  }

  static func daemonUniqueName(on client: DBusConnection) throws -> String? {
    let message = try DBusMessage.methodCall(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "GetNameOwner")
    try message.append([.string(DaemonHarness.busName)])
    return try client.call(message).arguments().first?.stringValue
  }
}
