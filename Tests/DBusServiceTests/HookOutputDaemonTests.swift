import DBusKit
import DBusService
import Foundation
import SolvervEngine
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Hooks whose programs outlive them, through the real daemon on a private bus: a background
/// `yes` must never stop the daemon answering, the log of a run is capped, and a background
/// program that writes after its hook exited lives on and is logged.
@Suite(.serialized) struct HookOutputDaemonTests {
  static let config = PortalDaemonTests.on

  /// The same hook in `dark/` and `light/` of the harness's config folder.
  static func hook(_ harness: DaemonHarness, name: String, _ body: String) throws {
    for mode in ["dark", "light"] {
      let folder = harness.home.appendingPathComponent("config/solverv/hooks/\(mode)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appendingPathComponent(name).path
      try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      chmod(path, 0o755)
    }
  }

  /// The process groups of the hooks the log says were started (`hook … started (pid N)`).
  static func hookGroups(_ log: String) -> [pid_t] {
    log.split(separator: "\n").compactMap { line in
      guard line.contains(" started (pid "), let open = line.range(of: "(pid ") else { return nil }
      return pid_t(line[open.upperBound...].prefix { $0.isNumber })
    }
  }

  @Test("two background `yes` left by a hook: Ping, Get and the portal keep answering; the log stays capped")
  func backgroundFloodKeepsTheDaemonAnswering() throws {
    let harness = try DaemonHarness(config: Self.config)
    defer {
      for group in Self.hookGroups(harness.logText) { kill(-group, SIGKILL) }
      harness.stop()
    }
    try Self.hook(harness, name: "10-flood", "yes & yes &\nexit 0")
    let client = try harness.client()
    try harness.start(["--at", "2026-12-01T12:00"])
    #expect(harness.waitForLog("hook light/10-flood finished", timeout: 10), "\(harness.logText.prefix(2_000))")
    // Before the fix the loop read the pipe until EAGAIN, which never came: every call hung.
    for _ in 0..<20 {
      #expect(try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client).isEmpty)
      #expect(try harness.property("NextEventKind", on: client) != nil)
      #expect(try PortalDaemonTests.colorScheme(on: client) == 2)
    }
    #expect(harness.waitForLog("hook light/10-flood: more than 64 KiB of output", timeout: 10))
    let size = (try? FileManager.default.attributesOfItem(atPath: harness.log.path)[.size] as? Int) ?? 0
    #expect(size < 200_000, "the log grew to \(size) bytes")
    // The programs the hook left are alive (the daemon does not kill them).
    let groups = Self.hookGroups(harness.logText)
    #expect(groups.contains { kill(-$0, 0) == 0 })
  }

  @Test("a hook's background program writes after the hook exited: it lives, its line is logged")
  func backgroundProgramLivesAndIsLogged() throws {
    let harness = try DaemonHarness(config: Self.config)
    defer { harness.stop() }
    let alive = harness.home.appendingPathComponent("alive")
    try Self.hook(harness, name: "10-late", "(sleep 1; echo late; touch \(alive.path)) &\nexit 0")
    try harness.start(["--at", "2026-12-01T12:00"])
    #expect(harness.waitForLog("hook light/10-late finished", timeout: 10), "\(harness.logText)")
    #expect(harness.waitForLog("hook light/10-late: late", timeout: 15), "\(harness.logText)")
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: alive.path), Date() < deadline { usleep(20_000) }
    #expect(FileManager.default.fileExists(atPath: alive.path), "the background program was killed: \(harness.logText)")
  }
}
