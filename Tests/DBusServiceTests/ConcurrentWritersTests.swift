import DBusKit
import DBusService
import Foundation
import SolvervConfig
import SolvervDaemon
import SolvervEngine
import TestSupport
import Testing

/// With the real daemon on a private bus: writers at the same moment —
/// the real `solverv-status config set` and the daemon's `SetSettings`/`SetLocation` — never
/// lose an acknowledged update (every read–modify–write holds the config lock), and a config
/// with Windows line endings is edited by the daemon without a crash, keeping its endings.
@Suite(.serialized) struct ConcurrentWritersTests {
  static let config = "# mine\nclock = \"24h\"\n\n[location]\n# home\ncity = \"Oslo\"\n\n[notifications]\nenabled = true\n"

  /// A connection used by one thread at a time.
  final class Client: @unchecked Sendable {
    let connection: DBusConnection
    init(_ connection: DBusConnection) { self.connection = connection }
  }

  /// What one writer did: its name, whether it was acknowledged, and why not.
  final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var list: [(writer: String, acknowledged: Bool, detail: String)] = []
    func add(_ writer: String, _ acknowledged: Bool, _ detail: String) {
      lock.lock()
      list.append((writer, acknowledged, detail))
      lock.unlock()
    }
  }

  @Test(arguments: ["\n", "\r\n"])
  func eightWritersAtOnceCLIAndDaemonLoseNoAcknowledgedUpdate(newline: String) throws {
    let harness = try DaemonHarness(config: Self.config.replacingOccurrences(of: "\n", with: newline))
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let clients = try (0..<3).map { _ in Client(try harness.client()) }
    let path = harness.configFile.path
    var acknowledged = 0
    var lost: [String] = []
    for round in 0..<20 {
      let clock = round % 2 == 0 ? "12h" : "24h"
      let order = ["dmy", "mdy", "ymd"][round % 3]
      let hemisphere = round % 2 == 0 ? "south" : "north"
      let events = round % 12 + 1
      let at = String(format: "07:%02d", round)
      let language = Languages.codes[round % Languages.codes.count]
      let sad = round % 2 == 0
      let latitude = Double(String(format: "%.2f", 50 + Double(round) / 100))!
      let cli: [(String, String)] = [
        ("clock", clock), ("date_order", order), ("hemisphere", hemisphere), ("events", String(events)),
        ("notifications.at", at),
      ]
      let outcomes = Outcomes()
      let group = DispatchGroup()
      let start = DispatchSemaphore(value: 0)
      for (key, value) in cli {
        group.enter()
        Thread.detachNewThread {
          start.wait()
          let result = ProcessRun.run(
            DaemonHarness.binary, ["config", "set", key, value, "--config", path], environment: harness.environment)
          outcomes.add(key, result.status == 0, "exit \(result.status) \(result.stderr)")
          group.leave()
        }
      }
      let calls: [(String, String, [DBusValue])] = [
        ("language", "SetSettings", [.stringVariantDictionary([("language", .string(language))])]),
        ("notifications.sad", "SetSettings", [.stringVariantDictionary([("notifications.sad", .boolean(sad))])]),
        ("location", "SetLocation", [.double(latitude), .double(10.75), .string("Round \(round)"), .string("Europe/Oslo")]),
      ]
      for (index, (writer, member, arguments)) in calls.enumerated() {
        group.enter()
        let client = clients[index]
        Thread.detachNewThread {
          start.wait()
          do {
            _ = try harness.call(member, arguments, on: client.connection)
            outcomes.add(writer, true, "")
          } catch {
            outcomes.add(writer, false, "\(error)")
          }
          group.leave()
        }
      }
      for _ in 0..<8 { start.signal() }
      // A hang guard, not a time limit: a round takes well under a second.
      guard group.wait(timeout: .now() + 120) == .success else {
        Issue.record("round \(round): the writers did not finish within 120 s")
        return
      }
      let bytes = try [UInt8](Data(contentsOf: harness.configFile))
      let document = try TOMLDocument.parse(bytes: bytes)
      let expected: [String: TOMLValue] = [
        "clock": .string(clock), "date_order": .string(order), "hemisphere": .string(hemisphere),
        "events": .integer(Int64(events)), "notifications.at": .string(at), "language": .string(language),
        "notifications.sad": .boolean(sad), "location": .float(latitude),
      ]
      for outcome in outcomes.list {
        #expect(outcome.acknowledged, "round \(round): \(outcome.writer) was refused: \(outcome.detail)")
        guard outcome.acknowledged else { continue }
        acknowledged += 1
        let parts = outcome.writer == "location" ? ["location", "latitude"] : outcome.writer.split(separator: ".").map(String.init)
        let value = parts.dropFirst().reduce(document[parts[0]]) { $0?.tableValue?[$1] }
        if value != expected[outcome.writer] { lost.append("round \(round): \(outcome.writer) is \(String(describing: value))") }
      }
      // The comments and line endings survive every writer.
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text.hasPrefix("# mine" + newline) && text.contains("# home" + newline))
      #expect(text.replacingOccurrences(of: newline, with: "").contains("\n") == false || newline == "\n")
      #expect(!text.contains("\r") || newline == "\r\n")
    }
    #expect(lost.isEmpty, "\(lost.count) of \(acknowledged) acknowledged updates lost: \(lost.prefix(5))")
    #expect(acknowledged == 160)
    #expect(try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: clients[0].connection).isEmpty)
    #expect(Scratch.names(in: harness.configFile.deletingLastPathComponent().path) == ["config.toml"])
  }

  @Test func theDaemonEditsACRLFConfigWithoutACrash() throws {
    let harness = try DaemonHarness(config: "language = \"en\"\r\nclock = \"24h\"\r\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    _ = try harness.call("SetSettings", [.stringVariantDictionary([("clock", .string("12h"))])], on: client)
    #expect(try String(contentsOf: harness.configFile, encoding: .utf8) == "language = \"en\"\r\nclock = \"12h\"\r\n")
    _ = try harness.call(
      "SetLocation", [.double(69.6496), .double(18.956), .string("Tromsø"), .string("Europe/Oslo")], on: client)
    let text = try String(contentsOf: harness.configFile, encoding: .utf8)
    #expect(
      text == "language = \"en\"\r\nclock = \"12h\"\r\n\r\n[location]\r\nname = \"Tromsø\"\r\nlatitude = 69.6496\r\n"
        + "longitude = 18.956\r\ntimezone = \"Europe/Oslo\"\r\n", "\(text.debugDescription)")
    #expect(try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client).isEmpty)
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Tromsø")
  }
}

private enum Scratch {
  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
