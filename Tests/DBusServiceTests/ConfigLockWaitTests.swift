import TestSupport
import DBusKit
import DBusService
import Foundation
import SolvervConfig
import SolvervSystem
import Testing

/// The daemon never waits for the config's lock on its loop: with the lock held by another
/// writer, SetSettings and SetLocation wait aside while Ping, Get and the portal answer; they
/// land in order when the lock is free, or get `Failed` "busy" after `ConfigLock.timeout`.
@Suite(.serialized) struct ConfigLockWaitTests {
  static let config = PortalDaemonTests.on

  /// A Ping on `client` that must be answered within `milliseconds` (before, a waiting write held
  /// every call for up to 5 s; this bound is far above a normal answer and far below that).
  static func ping(_ client: DBusConnection, milliseconds: Int32 = 2_000) throws {
    let message = try DBusMessage.methodCall(
      destination: DaemonHarness.busName, path: DaemonHarness.path, interface: "org.freedesktop.DBus.Peer", member: "Ping")
    _ = try client.call(message, timeoutMilliseconds: milliseconds)
  }

  @Test("four SetSettings behind a held lock: Ping and the portal answer meanwhile; all four land when it is free")
  func writesWaitAside() throws {
    let harness = try DaemonHarness(config: Self.config)
    defer { harness.stop() }
    try harness.start(["--at", "2026-12-01T12:00"])
    let client = try harness.client()
    var lock: ConfigLock? = try ConfigLock.acquire(for: harness.configFile.path)
    let writes: [(String, DBusValue)] = [
      ("clock", .string("12h")), ("hemisphere", .string("south")), ("events", .int32(5)), ("date_order", .string("ymd")),
    ]
    let outcomes = ConcurrentWritersTests.Outcomes()
    let group = DispatchGroup()
    for (key, value) in writes {
      let writer = ConcurrentWritersTests.Client(try harness.client())
      group.enter()
      Thread.detachNewThread {
        do {
          _ = try harness.call("SetSettings", [.stringVariantDictionary([(key, value)])], on: writer.connection)
          outcomes.add(key, true, "")
        } catch {
          outcomes.add(key, false, "\(error)")
        }
        group.leave()
      }
    }
    // For a second and a half the lock stays held: every call is answered all the same.
    let until = Date().addingTimeInterval(1.5)
    var pings = 0
    while Date() < until {
      try Self.ping(client)
      #expect(try PortalDaemonTests.colorScheme(on: client) == 2)
      pings += 1
    }
    #expect(pings > 10)
    #expect(outcomes.list.isEmpty, "a write went through a held lock: \(outcomes.list)")
    lock?.release()
    lock = nil
    #expect(group.wait(timeout: .now() + 30) == .success)
    let refused = outcomes.list.filter { !$0.acknowledged }
    #expect(outcomes.list.count == 4 && refused.isEmpty, "\(refused)")
    let text = try String(contentsOf: harness.configFile, encoding: .utf8)
    for expected in ["clock = \"12h\"", "hemisphere = \"south\"", "events = 5", "date_order = \"ymd\""] {
      #expect(text.contains(expected), "\(text)")
    }
  }

  @Test("a lock held past the wait: SetSettings and SetLocation get Failed busy, nothing is written, Ping answers")
  func busyAfterTheWait() throws {
    let harness = try DaemonHarness(config: Self.config)
    defer { harness.stop() }
    try harness.start(["--at", "2026-12-01T12:00"])
    let before = try Data(contentsOf: harness.configFile)
    let lock = try ConfigLock.acquire(for: harness.configFile.path)
    defer { lock.release() }
    let client = try harness.client()
    let outcomes = ConcurrentWritersTests.Outcomes()
    let group = DispatchGroup()
    let calls: [(String, [DBusValue])] = [
      ("SetSettings", [.stringVariantDictionary([("clock", .string("12h"))])]),
      ("SetLocation", [.double(69.65), .double(18.96), .string("Tromsø"), .string("Europe/Oslo")]),
    ]
    for (member, arguments) in calls {
      let writer = ConcurrentWritersTests.Client(try harness.client())
      group.enter()
      Thread.detachNewThread {
        do {
          _ = try harness.call(member, arguments, on: writer.connection)
          outcomes.add(member, true, "")
        } catch {
          outcomes.add(member, false, "\(error)")
        }
        group.leave()
      }
    }
    while group.wait(timeout: .now() + 0.05) == .timedOut { try Self.ping(client) }
    #expect(outcomes.list.count == 2)
    for outcome in outcomes.list {
      #expect(!outcome.acknowledged)
      #expect(outcome.detail.contains("org.freedesktop.DBus.Error.Failed"), "\(outcome.detail)")
      #expect(outcome.detail.contains("the config is busy: another writer has held"), "\(outcome.detail)")
      #expect(outcome.detail.contains("for 5 s; nothing was written, try again"), "\(outcome.detail)")
    }
    #expect(try Data(contentsOf: harness.configFile) == before)
  }
}
