import DBusKit
import DBusService
import Foundation
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// On a real private bus: with the real daemon under `--at` in Oslo:
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

  @Test("Read, ReadAll and the version: 2 (light) at noon, 1 (dark) at 22:00; unknown keys NotFound")
  func noonAndNight() throws {
    for (at, scheme) in [(Self.noon, UInt32(2)), (Self.evening, UInt32(1))] {
      let harness = try DaemonHarness(config: Self.on)
      defer { harness.stop() }
      let client = try harness.client()
      try harness.start(["--at", ISO8601.utcString(at)])
      #expect(harness.waitForLog("serving \(PortalSettings.interface)", timeout: 5), "\(harness.logText)")
      #expect(try Self.owned(PortalSettings.busName, on: client))
      #expect(try Self.colorScheme(on: client) == scheme)
      let all = try Self.portalCall("ReadAll", [.stringArray(["org.freedesktop.*"])], on: client).first
      #expect(all?["org.freedesktop.appearance"]?["color-scheme"]?.uint32Value == scheme, "\(String(describing: all))")
      let none = try Self.portalCall("ReadAll", [.stringArray(["org.gnome.desktop.interface"])], on: client).first
      #expect(none?.dictionaryEntries?.isEmpty == true)
      #expect {
        try Self.portalCall("Read", [.string("org.freedesktop.appearance"), .string("accent-color")], on: client)
      } throws: { ($0 as? DBusError)?.name == PortalSettings.notFound }
      let version = try DBusMessage.methodCall(
        destination: PortalSettings.busName, path: PortalSettings.objectPath, interface: "org.freedesktop.DBus.Properties",
        member: "Get")
      try version.append([.string(PortalSettings.interface), .string("version")])
      #expect(try client.call(version).arguments().first?.variantValue?.uint32Value == PortalSettings.version)
      // The Solverv interface says the same.
      #expect(try harness.property("Theme", on: client)?.stringValue == (scheme == 1 ? "dark" : "light"))
    }
  }

  /// xdg-desktop-portal's `namespace_matches`: "" or no filter takes all, any trailing `*` is a
  /// prefix (not only `.*`), anything else is the namespace itself.
  @Test(
    "ReadAll filters as xdg-desktop-portal does: any trailing * is a prefix",
    arguments: [
      ([String](), true), ([""], true), (["*"], true), (["org.free*"], true), (["org.freedesktop.app*"], true),
      (["org.freedesktop.appearance*"], true), (["org.freedesktop.*"], true), (["org.freedesktop.appearance"], true),
      (["org.gnome*", "org.freedesktop.appearance"], true), (["org.freedesktop.appearance.*"], false),
      (["org.freedesktop.appearanc"], false), (["org.gnome*"], false), (["org.freedesktop.appearance*x"], false),
    ])
  func readAllFilters(filters: [String], found: Bool) throws {
    let harness = try DaemonHarness(config: Self.on)
    defer { harness.stop() }
    let client = try harness.client()
    try harness.start(["--at", ISO8601.utcString(Self.noon)])
    #expect(harness.waitForLog("serving \(PortalSettings.interface)", timeout: 5), "\(harness.logText)")
    let all = try Self.portalCall("ReadAll", [.stringArray(filters)], on: client).first
    let scheme = all?["org.freedesktop.appearance"]?["color-scheme"]?.uint32Value
    #expect(scheme == (found ? 2 : nil), "\(filters): \(String(describing: all))")
    #expect(all?.dictionaryEntries?.count == (found ? 1 : 0), "\(filters)")
  }

  @Test("at sunset: SettingChanged(org.freedesktop.appearance, color-scheme, 1) once, the dark hooks within 1 s")
  func sunsetSwitch() throws {
    let harness = try DaemonHarness(config: Self.on)
    defer { harness.stop() }
    let record = try Self.makeHooks(harness)
    let client = try harness.client()
    let collector = try SignalCollector(
      connection: client, match: "type='signal',interface='\(PortalSettings.interface)',member='SettingChanged'")
    let started = Date()
    try harness.start(["--at", ISO8601.utcString(Self.sunset - 3)])
    #expect(try Self.colorScheme(on: client) == 2)
    // The start-up run: the light hooks.
    #expect(harness.waitForLog("hook light/10-record finished", timeout: 5), "\(harness.logText)")
    let signals = collector.waitFor("SettingChanged", timeout: 15)
    let signal = try #require(signals.first, "no SettingChanged; log: \(harness.logText)")
    #expect(signal.arguments.map { "\($0)" }.count == 3)
    #expect(signal.arguments[0].stringValue == "org.freedesktop.appearance")
    #expect(signal.arguments[1].stringValue == "color-scheme")
    #expect(signal.arguments[2].variantValue?.uint32Value == 1)
    // At the switch: 3 s after the start (the start itself took a moment).
    let lag = signal.at.timeIntervalSince(started)
    #expect(lag > 2 && lag < 6, "SettingChanged \(lag) s after the start")
    #expect(harness.waitForLog("hook dark/10-record finished", timeout: 2), "\(harness.logText)")
    let dark = try #require(Self.records(record).first { $0.mode == "dark" })
    #expect(dark.at - signal.at.timeIntervalSince1970 < 1, "the dark hook ran \(dark.at - signal.at.timeIntervalSince1970) s after")
    #expect(harness.logText.contains("hook dark/10-record: said dark"), "\(harness.logText)")
    #expect(try Self.colorScheme(on: client) == 1)
    _ = collector.waitFor("SettingChanged", count: 2, timeout: 1.5)
    #expect(collector.signals.filter { $0.member == "SettingChanged" }.count == 1)
    #expect(Self.records(record).map(\.mode) == ["light", "dark"])
  }

  @Test("SetTheme dark at noon: dark at once, the choice file written; bad values InvalidArgs; the CLI's auto back to light at once")
  func setTheme() throws {
    let harness = try DaemonHarness(config: Self.on)
    defer { harness.stop() }
    let client = try harness.client()
    let collector = try SignalCollector(
      connection: client, match: "type='signal',interface='\(PortalSettings.interface)',member='SettingChanged'")
    try harness.start(["--at", ISO8601.utcString(Self.noon)])
    #expect(try Self.colorScheme(on: client) == 2)
    _ = try harness.call("SetTheme", [.string("dark")], on: client)
    #expect(try Self.colorScheme(on: client) == 1)
    #expect(collector.waitFor("SettingChanged", timeout: 5).first?.arguments.last?.variantValue?.uint32Value == 1)
    let choice = harness.home.appendingPathComponent("state/solverv/theme-time-travel.toml")
    #expect((try? String(contentsOf: choice, encoding: .utf8))?.contains("mode = \"dark\"") == true)
    #expect(!FileManager.default.fileExists(atPath: harness.home.appendingPathComponent("state/solverv/theme.toml").path))
    #expect(try harness.property("ThemeOverride", on: client) != nil)
    #expect {
      _ = try harness.call("SetTheme", [.string("dusk")], on: client)
    } throws: { error in
      let error = error as? DBusError
      return error?.name == DBusError.invalidArgs.rawValue && error?.message.contains("'dusk'") == true
        && error?.message.contains("dark, light or auto") == true
    }
    // The CLI writes the same file; the daemon's watch takes it at once.
    let auto = harness.cli(["theme", "auto", "--at", ISO8601.utcString(Self.noon)])
    #expect(auto.status == 0, "\(auto.stderr)")
    let back = collector.waitFor("SettingChanged", count: 2, timeout: 5)
    #expect(back.last?.arguments.last?.variantValue?.uint32Value == 2, "\(harness.logText)")
    #expect(try Self.colorScheme(on: client) == 2)
  }

  @Test("the config turning the switch off gives the name up; on again takes it")
  func followsConfig() throws {
    let harness = try DaemonHarness(config: Self.on)
    defer { harness.stop() }
    let client = try harness.client()
    try harness.start(["--at", ISO8601.utcString(Self.noon)])
    #expect(harness.waitForLog("serving \(PortalSettings.interface)", timeout: 5))
    try Self.off.write(to: harness.configFile, atomically: true, encoding: .utf8)
    #expect(harness.waitForLog("no longer serving", timeout: 5), "\(harness.logText)")
    #expect(try !Self.owned(PortalSettings.busName, on: client))
    try Self.on.write(to: harness.configFile, atomically: true, encoding: .utf8)
    #expect(harness.waitForLog("serving \(PortalSettings.interface)", count: 2, timeout: 5), "\(harness.logText)")
    #expect(try Self.owned(PortalSettings.busName, on: client))
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

/// The daemon under limits that drop every switch: it stays dark through the sunrise.
@Suite(.serialized) struct ThemeLimitsDaemonTests {
  @Test("limits that leave no switch: dark before and after the sunrise, no SettingChanged, no hook run at it")
  func noSwitchAtSunrise() throws {
    let config = PortalDaemonTests.on + "morning_not_before = \"12:00\"\nevening_not_after = \"12:00\"\n"
    let harness = try DaemonHarness(config: config)
    defer { harness.stop() }
    let record = try PortalDaemonTests.makeHooks(harness)
    let client = try harness.client()
    let collector = try SignalCollector(
      connection: client, match: "type='signal',interface='\(PortalSettings.interface)',member='SettingChanged'")
    let sunrise = try #require(PortalDaemonTests.sun.day(PortalDaemonTests.date).sunrise.instant)
    try harness.start(["--at", ISO8601.utcString(sunrise - 2)])
    #expect(try PortalDaemonTests.colorScheme(on: client) == 1)
    // Past the sunrise (2 s away) with room to spare: nothing changes.
    #expect(collector.waitFor("SettingChanged", timeout: 6).isEmpty, "\(harness.logText)")
    #expect(try PortalDaemonTests.colorScheme(on: client) == 1)
    #expect(PortalDaemonTests.records(record).map(\.mode) == ["dark"], "\(harness.logText)")
  }
}
