import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import Testing

/// The daemon and its config file: defaults when it never parsed, SIGHUP, edits picked up.
extension DaemonServiceTests {
  /// A config that was never valid: the daemon serves the defaults (the time zone's city), says
  /// why in the log, and reads no stand-in file to get them. `--at` still works.
  @Test("a daemon whose config was never valid serves the defaults")
  func aConfigThatWasNeverValidServesTheDefaults() throws {
    let harness = try DaemonHarness(config: "[location\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-06-21T12:00"])
    let client = try harness.client()
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Oslo")
    #expect(try harness.property("LocationSource", on: client)?.stringValue == "timezone")
    #expect(try harness.property("ShownSunDate", on: client)?.stringValue == "2026-06-21")
    #expect(harness.logText.contains("config problem"))
    #expect(!harness.logText.contains("invalid --at"))
  }

  /// `systemctl --user reload solverv` sends SIGHUP (the unit's ExecReload): the daemon re-reads
  /// its config and keeps running, unlike a bar's `--watch`, for which SIGHUP means the end.
  @Test func sighupReloadsTheConfigAndKeepsRunning() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    let daemon = try harness.start()
    let client = try harness.client()
    let collector = try SignalCollector(connection: client, match: "type='signal',interface='org.freedesktop.DBus.Properties'")
    try "[location]\ncity = \"Tromsø\"\n".write(to: harness.configFile, atomically: true, encoding: .utf8)
    kill(daemon.processIdentifier, SIGHUP)
    #expect(!collector.waitFor("PropertiesChanged", timeout: 30).isEmpty)
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Tromsø")
    #expect(ProcessExit.isRunning(daemon))
  }

  /// Editing config.toml is enough: inotify wakes the daemon at once (no Refresh, no 60-s poll).
  @Test func aConfigEditIsPublishedWithoutARefresh() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    try harness.start()
    let client = try harness.client()
    let collector = try SignalCollector(connection: client, match: "type='signal',interface='org.freedesktop.DBus.Properties'")
    try "[location]\ncity = \"Tromsø\"\n".write(to: harness.configFile, atomically: true, encoding: .utf8)
    #expect(!collector.waitFor("PropertiesChanged", timeout: 30).isEmpty)
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Tromsø")
  }

  /// A config that is a symbolic link to nothing yet (`config.toml -> real.toml`, a dotfiles
  /// checkout made later): the target's creation is picked up at once, as is a repointed link
  /// whose new target's folder does not exist yet, then does.
  @Test func aConfigLinkedToNothingYetIsFollowed() throws {
    let harness = try DaemonHarness()
    defer { harness.stop() }
    let folder = harness.configFile.deletingLastPathComponent().path
    try FileManager.default.createSymbolicLink(atPath: harness.configFile.path, withDestinationPath: "real.toml")
    try harness.start()
    let client = try harness.client()
    // The defaults: the time zone's city.
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Oslo")
    try "[location]\ncity = \"Tromsø\"\n".write(toFile: folder + "/real.toml", atomically: true, encoding: .utf8)
    #expect(try Self.waitForLocation("Tromsø", harness, client), "\(harness.logText)")
    let dotfiles = harness.home.appendingPathComponent("dotfiles").path
    try FileManager.default.createSymbolicLink(atPath: folder + "/.config.new", withDestinationPath: dotfiles + "/solverv.toml")
    #expect(rename(folder + "/.config.new", harness.configFile.path) == 0)
    #expect(try Self.waitForLocation("Oslo", harness, client), "repointing unseen: \(harness.logText)")
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try "[location]\ncity = \"Bergen\"\n".write(toFile: dotfiles + "/solverv.toml", atomically: true, encoding: .utf8)
    #expect(try Self.waitForLocation("Bergen", harness, client), "\(harness.logText)")
  }

  /// Polls the LocationName property until it is `name`, up to 30 s (the hang guard: the daemon
  /// looks by itself only once an hour, so a change within it came from the watch).
  static func waitForLocation(_ name: String, _ harness: DaemonHarness, _ client: DBusConnection) throws -> Bool {
    let deadline = Date().addingTimeInterval(30)
    repeat {
      if try harness.property("LocationName", on: client)?.stringValue == name { return true }
      usleep(50_000)
    } while Date() < deadline
    return false
  }
}
