import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// When the session ends for good the daemon exits 0; while its bus can come back it keeps
/// reconnecting. `SOLVERV_SESSION_GONE_AFTER` (seconds) shortens the minute it waits, so these
/// take seconds.
@Suite struct SessionEndTests {
  @Test("the daemon exits 0 once the session bus socket is gone for good")
  func exitsWhenTheBusSocketIsGone() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    harness.extraEnvironment = ["SOLVERV_SESSION_GONE_AFTER": "2"]
    try harness.start()
    let stopped = Date()
    harness.bus.stop()  // as when dbus-run-session ends: the bus and its socket go
    let status = harness.waitForExit()
    #expect(status == 0, "log: \(harness.logText)")
    #expect(Date().timeIntervalSince(stopped) >= 2)
    #expect(
      harness.logText.contains("the session is over (its bus socket \(harness.bus.socketPath) is gone, for 2 s now); stopping"),
      "\(harness.logText)")
  }

  @Test("a bus that comes back within the grace period is reconnected to")
  func keepsReconnectingWhileTheBusCanComeBack() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    harness.extraEnvironment = ["SOLVERV_SESSION_GONE_AFTER": "4"]
    try harness.start()
    harness.bus.crash()
    unlink(harness.bus.socketPath)  // gone for a moment, as during a restart
    #expect(harness.waitForLog("lost the session bus", timeout: 30), "\(harness.logText)")
    try harness.bus.launchAgain()
    #expect(harness.waitForLog("reconnected to the session bus", timeout: 30), "\(harness.logText)")
    // Serving again (that the break reset the grace count is ServiceStateReconnectTests, on the
    // manual clock).
    #expect(harness.isRunning, "\(harness.logText)")
    let client = try DBusConnection.connect(to: .address(harness.bus.address))
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Oslo")
    #expect(!harness.logText.contains("session is over"))
  }

  @Test("a stale socket keeps it trying until the runtime directory goes")
  func exitsWhenTheRuntimeDirectoryIsGone() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    let runtime = harness.home.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    harness.extraEnvironment = ["SOLVERV_SESSION_GONE_AFTER": "1", "XDG_RUNTIME_DIR": runtime.path]
    try harness.start()
    harness.bus.crash()  // killed: its socket file stays, nobody listening
    #expect(harness.waitForLog("lost the session bus", timeout: 30))
    // That it keeps trying past the grace period while the runtime directory is there is
    // SessionPresenceTests.staleSocketIsNoSign (the stale file) and
    // ServiceStateReconnectTests.aSessionThatStillExistsIsNeverLeft (the wait, on the manual
    // clock); here: the daemon really looks at that directory.
    #expect(harness.isRunning, "gave up while the session still existed: \(harness.logText)")
    // Logout: logind removes the runtime directory.
    try FileManager.default.removeItem(at: runtime)
    #expect(harness.waitForExit() == 0, "\(harness.logText)")
    #expect(harness.logText.contains("the session is over (its runtime directory \(runtime.path) is gone"))
  }
}
