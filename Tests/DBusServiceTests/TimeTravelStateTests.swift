import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// The notification state records real days only: `daemon --at` keeps its simulated days apart,
/// and a day no time zone has reached yet is set aside with a warning instead of silencing every
/// notification until it comes.
@Suite struct TimeTravelStateTests {
  @Test("daemon --at never touches the real state file")
  func timeTravelNeverWritesTheRealState() throws {
    let harness = try DaemonHarness(config: DaemonNotificationTests.minneapolis)
    defer { harness.stop() }
    try FileManager.default.createDirectory(at: harness.stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let real = "schema = 1\n\n[last_notification]\ndate = \"2025-01-30\"\n"
    try real.write(to: harness.stateFile, atomically: true, encoding: .utf8)
    let record = harness.home.appendingPathComponent("notify.jsonl")
    let server = try FakeService.notifications(address: harness.bus.address, record: record)
    defer { server.kill() }
    // Far ahead, as in the report: the simulated day is notified…
    let solstice = try #require(
      SunCalculator(
        coordinate: try Coordinate(latitude: 44.9778, longitude: -93.2650),
        zone: try TimeZoneDatabase.zone(named: "America/Chicago")
      ).day(CivilDate(iso: "2027-06-21")!).sunrise.instant)
    try harness.start(["--at", ISO8601.utcString(solstice + 60)])
    #expect(recordedCalls(record, atLeast: 1, timeout: 30).count == 1, "log: \(harness.logText)")
    #expect(harness.waitForLog("sent the notification for 2027-06-21", timeout: 30))
    #expect(harness.logText.contains("time travel: remembering notifications in \(harness.timeTravelStateFile.path)"))
    // …and remembered apart, while the real state is byte for byte what it was.
    #expect(try String(contentsOf: harness.timeTravelStateFile, encoding: .utf8).contains("2027-06-21"))
    #expect(try String(contentsOf: harness.stateFile, encoding: .utf8) == real)
  }

  @Test("a future date in the real state file is set aside with a warning")
  func aFutureDateIsSetAside() throws {
    // Notifications off: this daemon runs on the real clock and must not send anything.
    let harness = try DaemonHarness(config: DaemonNotificationTests.minneapolis + "[notifications]\nenabled = false\n")
    defer { harness.stop() }
    let folder = harness.stateFile.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // What `daemon --at 2027-06-21…` used to leave behind, seen from a real clock well before it.
    let future = NotificationState.latestDate(at: SystemClock.now()).adding(days: 2)
    let text = "schema = 1\n[last_notification]\ndate = \"\(future)\"\nsent_at_unix = 1813579200\n"
    try text.write(to: harness.stateFile, atomically: true, encoding: .utf8)
    try harness.start()
    #expect(
      harness.logText.contains("says the notification for \(future) was sent, but no time zone has reached \(future) yet"),
      "log: \(harness.logText)")
    let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("state.toml.future-") }
    #expect(aside.count == 1 && harness.logText.contains("moved it to"))
    // Kept for a human to look at, and the real state no longer claims that day.
    if let name = aside.first {
      #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text)
    }
    let now = (try? String(contentsOf: harness.stateFile, encoding: .utf8)) ?? ""
    #expect(!now.contains(future.description))
  }

  /// The rule itself: "future" means later than the date anywhere on Earth (UTC+14), so a move
  /// west across the date line, which makes a notified day look ahead of the new place, is not
  /// mistaken for it.
  @Test("the future rule counts from the furthest-ahead time zone")
  func theFutureRuleUsesUTCPlus14() throws {
    // 2026-03-01T09:59:59Z is 23:59:59 on March 1 at UTC+14; a second later it is March 2 there.
    let instant = Instant(secondsSince1970: 1_772_359_199)
    #expect(NotificationState.latestDate(at: instant) == CivilDate(iso: "2026-03-01"))
    #expect(NotificationState.latestDate(at: instant + 1) == CivilDate(iso: "2026-03-02"))
    #expect(!NotificationState(lastSentDate: CivilDate(iso: "2026-03-01")).isInTheFuture(at: instant))
    #expect(NotificationState(lastSentDate: CivilDate(iso: "2026-03-02")).isInTheFuture(at: instant))
    #expect(!NotificationState(lastSentDate: CivilDate(iso: "2026-03-02")).isInTheFuture(at: instant + 1))
    #expect(!NotificationState().isInTheFuture(at: instant))
  }

  @Test("the time-travel state lives beside the real one")
  func theTimeTravelPathIsBesideTheRealState() {
    #expect(
      NotificationStateStore.timeTravelPath(for: "/home/u/.local/state/solverv/state.toml")
        == "/home/u/.local/state/solverv/state-time-travel.toml")
    #expect(NotificationStateStore.timeTravelPath(for: "state.toml") == "state-time-travel.toml")
  }
}
