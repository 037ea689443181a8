import TestSupport
import Foundation
import Testing

/// `solverv-status notify --send` through the real binary: the day's message reaches the fake
/// notification server on a private session bus exactly as the daemon's Notify carries it; no
/// server is one line and exit 69; a server that refuses is one line and exit 1.
@Suite(.serialized) struct NotifySendTests {
  static let oslo = "[location]\nname = \"Oslo\"\nlatitude = 59.9139\nlongitude = 10.7522\ntimezone = \"Europe/Oslo\"\n"
  static let at = ["--at", "2026-12-10T12:00"]

  @Test("--send: the preview's two lines arrive as the Notify's summary and body, with the daemon's hints")
  func sendsThePreview() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    let record = harness.home.appendingPathComponent("notify.jsonl")
    let server = try FakeService.notifications(address: harness.bus.address, record: record)
    defer { server.kill() }
    let preview = harness.cli(["notify", "--preview"] + Self.at)
    let sent = harness.cli(["notify", "--send"] + Self.at)
    #expect(sent.status == 0, "\(sent.stderr)")
    #expect(sent.stdout.isEmpty && sent.stderr.isEmpty)
    let calls = recordedCalls(record)
    #expect(calls.count == 1)
    let lines = preview.stdout.split(separator: "\n").map(String.init)
    #expect(calls.first?["summary"] as? String == lines.first)
    #expect(calls.first?["body"] as? String == lines.last)
    #expect(calls.first?["app_name"] as? String == "Solverv", "\(calls)")
  }

  @Test("--send with no notification server: one line naming it, exit 69, in the language asked")
  func noServer() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    let result = harness.cli(["notify", "--send"] + Self.at)
    #expect(result.status == 69)
    #expect(result.stderr.hasPrefix("solverv-status: no notification server on the session bus: org.freedesktop.DBus.Error."))
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    let german = harness.cli(["--lang", "de", "notify", "--send"] + Self.at)
    #expect(german.status == 69 && german.stderr.hasPrefix("solverv-status: kein Benachrichtigungsdienst auf dem Sitzungsbus: "))
  }

  @Test("--send to a server that answers with an error: one line with its reason, exit 1")
  func refused() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    let record = harness.home.appendingPathComponent("notify.jsonl")
    let server = try FakeService.notifications(address: harness.bus.address, record: record, fail: true)
    defer { server.kill() }
    let result = harness.cli(["notify", "--send"] + Self.at)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("solverv-status: the notification server refused the notification: org.freedesktop.DBus.Error.Failed"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("--preview and --send together, or neither: one line, exit 64")
  func oneMode() throws {
    let harness = try DaemonHarness(config: Self.oslo)
    defer { harness.stop() }
    for arguments in [["notify", "--preview", "--send"], ["notify"]] {
      let result = harness.cli(arguments + Self.at)
      #expect(result.status == 64 && result.stderr.contains("--preview") && result.stderr.contains("--send"), "\(result.stderr)")
    }
  }
}
