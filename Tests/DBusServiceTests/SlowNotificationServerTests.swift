import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// A notification server that is slow to answer (one being activated at login) must still get
/// exactly one notification a day: a Notify that may have arrived is never sent again — not on
/// the next refresh, not after a restart — and the daemon keeps answering while it waits.
/// The cases run in parallel, so the suite takes about as long as its slowest server (25 s).
@Suite struct SlowNotificationServerTests {
  @Test("exactly one notification a day with a server that answers late", arguments: [0.0, 3, 10, 25])
  func exactlyOneNotificationWithASlowServer(answerAfter delay: Double) throws {
    let harness = try DaemonHarness(config: DaemonNotificationTests.minneapolis)
    defer { harness.stop() }
    let record = harness.home.appendingPathComponent("notify.jsonl")
    let server = try FakeService.notifications(address: harness.bus.address, record: record, delay: delay)
    defer { server.kill() }
    // After sunrise: the notification is due at once.
    let at = ISO8601.utcString(DaemonNotificationTests.sunrise + 60)
    try harness.start(["--at", at])
    try #require(recordedCalls(record, atLeast: 1, timeout: 30).count == 1, "no Notify; log: \(harness.logText)")
    let called = Date()
    // While the server sits on the call, the daemon answers at once, and refreshes send nothing.
    let client = try harness.client()
    var slowest = 0.0
    repeat {
      let started = Date()
      _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client)
      _ = try harness.call("Refresh", on: client)
      slowest = max(slowest, Date().timeIntervalSince(started))
      usleep(500_000)
    } while Date().timeIntervalSince(called) < delay
    // Blocked on Notify, a call would wait until the server answers (`delay` s after the call):
    // that, not a tight window, is what this tells apart.
    #expect(slowest < max(2.9, delay - 0.1), "a call took \(slowest) s while Notify was unanswered")
    #expect(harness.waitForLog("sent the notification for 2025-01-31", timeout: 60), "log: \(harness.logText)")
    #expect(!harness.logText.contains("cannot send"))
    // The day was recorded (in the time-travel state), so a restart sends nothing either.
    let state = try String(contentsOf: harness.timeTravelStateFile, encoding: .utf8)
    #expect(state.contains("date = \"2025-01-31\""))
    // That a restart with this state sends nothing is ServiceStateNotificationTests.restartTheSameDay.
  }

  /// The day is saved before the call goes out: a daemon killed while the server still holds
  /// the call does not notify again when it comes back.
  @Test("a daemon killed before the server answered does not notify again")
  func killedWhileWaitingDoesNotNotifyAgain() throws {
    let harness = try DaemonHarness(config: DaemonNotificationTests.minneapolis)
    defer { harness.stop() }
    let record = harness.home.appendingPathComponent("notify.jsonl")
    let server = try FakeService.notifications(address: harness.bus.address, record: record, delay: 30)
    defer { server.kill() }
    let at = ISO8601.utcString(DaemonNotificationTests.sunrise + 60)
    try harness.start(["--at", at])
    try #require(recordedCalls(record, atLeast: 1, timeout: 30).count == 1, "no Notify; log: \(harness.logText)")
    harness.stopDaemon()  // SIGKILL, the reply still outstanding
    // The day was saved before the call went out, so a daemon started again with this state sends
    // nothing (ServiceStateNotificationTests.restartTheSameDay, on the manual clock).
    let state = try String(contentsOf: harness.timeTravelStateFile, encoding: .utf8)
    #expect(state.contains("date = \"2025-01-31\""), "\(state)")
  }

  /// A definite failure is different: the server said no, so the day is given back for a retry
  /// (in 10 minutes; here a restart shows the day was not kept).
  @Test("a server that answers with an error gets the notification again later")
  func aRefusedNotificationIsRetried() throws {
    let harness = try DaemonHarness(config: DaemonNotificationTests.minneapolis)
    defer { harness.stop() }
    let record = harness.home.appendingPathComponent("notify.jsonl")
    let failing = try FakeService.notifications(address: harness.bus.address, record: record, fail: true, delay: 1)
    defer { failing.kill() }
    let at = ISO8601.utcString(DaemonNotificationTests.sunrise + 60)
    try harness.start(["--at", at])
    #expect(harness.waitForLog("cannot send the notification", timeout: 30), "log: \(harness.logText)")
    #expect(harness.logText.contains("org.freedesktop.DBus.Error.Failed"))
    let state = (try? String(contentsOf: harness.timeTravelStateFile, encoding: .utf8)) ?? ""
    #expect(!state.contains("2025-01-31"), "the refused day was kept: \(state)")
    // A working server after a restart gets it.
    harness.stopDaemon()
    failing.kill()
    let working = try FakeService.notifications(address: harness.bus.address, record: record)
    defer { working.kill() }
    try harness.start(["--at", at])
    let calls = recordedCalls(record, atLeast: 2, timeout: 30)
    #expect(calls.count == 2 && calls.last?["failed"] == nil, "log: \(harness.logText)")
  }
}
