import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing
import TestSupport

/// Random method calls against the real `solverv-daemon` on a private bus. After every batch the
/// daemon must be alive, answer Ping within 5 s and still own its name with its first
/// connection. A call fails the run when it gets no reply within 5 s, an error the documentation
/// does not name, or a reply whose signature is not the documented one. Writes: a refused
/// SetSettings or SetLocation leaves the config byte for byte; an accepted one leaves a config
/// that `config check` accepts, and a clean SetSettings (valid values on a valid layout, CRLF
/// ones included) must be accepted and read back by GetSettings. Error messages are one line.
@Suite("Fuzz: D-Bus")
struct DBusFuzzTests {
  /// The errors docs/dbus.md promises for bad calls.
  static let documentedErrors: Set<String> = [
    "org.freedesktop.DBus.Error.InvalidArgs", "org.freedesktop.DBus.Error.UnknownMethod",
    "org.freedesktop.DBus.Error.UnknownInterface", "org.freedesktop.DBus.Error.UnknownProperty",
    "org.freedesktop.DBus.Error.UnknownObject", "org.freedesktop.DBus.Error.PropertyReadOnly",
  ]
  /// Errors docs/dbus.md promises for one method only: SetTheme with the light/dark switch off
  /// is `Failed`.
  static let documentedFor: [String: Set<String>] = ["SetTheme": ["org.freedesktop.DBus.Error.Failed"]]
  static let batch = 20

  @Test("random D-Bus calls never kill, stall or unseat the daemon, and get documented answers")
  func randomCalls() throws {
    let settings = FuzzSettings.current
    let scratch = try ScratchFolder("fuzz-dbus")
    defer { scratch.remove() }
    let daemon = try FuzzDaemon(root: scratch.path)
    defer { daemon.stop() }
    let report = FuzzReport(name: "fuzz-dbus", seed: settings.seed)
    let indices = settings.indices(settings.dbusCount)
    let started = ChildProcess.now()
    var slowest = (seconds: 0.0, call: "")
    var batchCalls: [FuzzCall] = []
    // The config as the batch found it: a layout written in an earlier batch stays.
    var batchConfig = FileManager.default.contents(atPath: daemon.configFile) ?? Data()
    var configWritten = false
    for index in indices {
      let call = DBusCallGenerator.call(seed: settings.seed, index: index)
      let answer = DBusFuzzRun.send(call, daemon: daemon, report: report)
      if answer.seconds > slowest.seconds { slowest = (answer.seconds, "\(call.member) #\(index)") }
      if answer.wroteConfig { configWritten = true }
      batchCalls.append(call)
      // A stalled or vanished daemon is checked at once, so the finding names the call.
      guard batchCalls.count == Self.batch || index == indices.last || answer.suspicious else { continue }
      if configWritten { DBusFuzzRun.checkConfig(daemon: daemon, after: batchCalls, report: report) }
      if let problem = daemon.problem() {
        let lines = batchCalls.map(\.busctlLine).map { $0.count > 300 ? String($0.prefix(300)) + "…" : $0 }
        let reproduction =
          answer.suspicious
          ? "after call \(index): \(call.busctlLine)"
          : "one of the calls \(batchCalls[0].index)…\(index)"
        report.record(
          problem.category, key: problem.key, index: batchCalls[0].index, reproduction: reproduction,
          detail: "config at the batch's start: " + Argument.quote(Array(batchConfig.prefix(300))) + "\nthe batch:\n"
            + lines.joined(separator: "\n") + "\ndaemon log: " + daemon.logSummary)
        do {
          try daemon.recover()
        } catch {
          report.record(
            .service, key: "the daemon could not be brought back (fuzzing stopped)", index: index, reproduction: call.busctlLine,
            detail: "\(error)")
          break
        }
      }
      batchCalls = []
      batchConfig = FileManager.default.contents(atPath: daemon.configFile) ?? Data()
      configWritten = false
    }
    let seconds = ChildProcess.now() - started
    let summary = report.summary(
      cases: "\(indices.count) D-Bus calls",
      categories: [
        (.crash, "crashes"), (.hang, "hangs"), (.undocumented, "undocumented answers"), (.service, "service failures"),
        (.damage, "files damaged"), (.message, "messages not one line"), (.refused, "valid inputs refused"),
      ])
    print(summary + String(format: " (%.1f s; slowest call %.2f s: %@)", seconds, slowest.seconds, slowest.call))
    let details = report.details()
    print(details)
    report.writeLog(to: settings.log.map { $0 + ".dbus" })
    let failures = report.all.count
    #expect(failures == 0, "\(summary)\n\(details)")
  }
}

/// Sending one call and judging its answer.
enum DBusFuzzRun {
  struct Answer {
    var seconds = 0.0
    /// No reply within 5 s, or the daemon seems gone: check it before the next call.
    var suspicious = false
    /// A SetLocation or SetSettings was accepted: the batch ends with `config check`.
    var wroteConfig = false
  }

  /// Errors that mean the daemon is not on the bus (any more), not that it refused the call.
  static let daemonGone: Set<String> = [
    "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
    "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Disconnected",
  ]

  /// Sends `call` and judges the answer.
  static func send(_ call: FuzzCall, daemon: FuzzDaemon, report: FuzzReport) -> Answer {
    let started = ChildProcess.now()
    func fail(_ category: FuzzReport.Category, _ key: String, _ detail: String) {
      report.record(category, key: key, index: call.index, reproduction: call.busctlLine, detail: detail)
    }
    guard let client = daemon.client else { return Answer(suspicious: true) }
    if let layout = call.configLayout {
      do {
        try Data(layout.bytes).write(to: URL(fileURLWithPath: daemon.configFile))
      } catch {
        fail(.service, "harness: cannot write a config layout", "\(error)")
      }
    }
    let configBefore = call.writesConfig ? FileManager.default.contents(atPath: daemon.configFile) : nil
    // A refused write names the file it found: a layout may date from an earlier batch.
    let configNote = configBefore.map { "\n    config before the call: " + Argument.quote(Array($0.prefix(300))) } ?? ""
    let message: DBusMessage
    do {
      message = try DBusMessage.methodCall(
        destination: FuzzDaemon.busName, path: call.path, interface: call.interface, member: call.member)
      try message.append(call.arguments)
      message.expectsReply = call.expectsReply
    } catch {
      fail(.service, "harness: the generator built a call libdbus refuses", "\(error)")
      return Answer()
    }
    guard call.expectsReply else {
      _ = try? client.send(message)
      client.flush()
      return Answer()
    }
    let name = "\(call.interface ?? "(no interface)").\(call.member)"
    let member =
      call.member.prefix(40)
      + (call.arguments.contains { ($0.stringValue?.utf8.count ?? 0) > 100_000 } ? " (>100 KB argument)" : "")
    var answer = Answer()
    do {
      let reply = try client.call(message, timeoutMilliseconds: 5_000)
      if let expected = call.replySignature, reply.signature != expected {
        fail(.undocumented, "\(name) replied with signature '\(reply.signature)', documented '\(expected)'", "")
      }
      answer.wroteConfig = call.writesConfig
      report.note("\(member) ok")
      if let expected = call.expected { readBack(expected, call: call, client: client, report: report) }
    } catch {
      let seconds = ChildProcess.now() - started
      if seconds >= 4.9 {
        fail(.hang, "\(name): no reply within 5 s", error.message)
        answer.suspicious = true
        try? daemon.resetClient()
      } else if daemonGone.contains(error.name) {
        // Counted once, by the liveness check that follows.
        report.note("\(member) \(error.name.split(separator: ".").last ?? "")")
        answer.suspicious = true
      } else if !DBusFuzzTests.documentedErrors.contains(error.name),
        DBusFuzzTests.documentedFor[call.member]?.contains(error.name) != true
      {
        fail(.undocumented, "\(name): error \(error.name)", excerpt(error.message, limit: 300) + configNote)
      } else {
        report.note("\(member) \(error.name.split(separator: ".").last ?? "")")
      }
      if !CLIFuzzRun.isOneLine(error.message) {
        fail(
          .message, "\(name): the \(error.name) message is not one line (line break or control character)",
          error.message.debugDescription.prefix(300).description)
      }
      if call.expected != nil, !daemonGone.contains(error.name) {
        fail(
          .refused,
          "SetSettings: a valid change on a valid config was refused (\(error.name))"
            + (call.configLayout.map { " after writing a layout (\($0.label))" } ?? ""),
          excerpt(error.message, limit: 300) + configNote)
      }
      if call.writesConfig, !daemonGone.contains(error.name),
        FileManager.default.contents(atPath: daemon.configFile) != configBefore
      {
        fail(
          .damage, "\(name): refused (\(error.name)) yet the config file changed: nothing may be written",
          excerpt(error.message, limit: 300))
      }
    }
    answer.seconds = ChildProcess.now() - started
    report.logCase(call.index, String(format: "%.3f s\t", answer.seconds) + call.busctlLine.prefix(500))
    return answer
  }

  /// After a clean SetSettings: GetSettings answers each value set.
  static func readBack(_ expected: [(key: String, value: String)], call: FuzzCall, client: DBusConnection, report: FuzzReport) {
    var answered: [String: String] = [:]
    do {
      let message = try DBusMessage.methodCall(
        destination: FuzzDaemon.busName, path: FuzzDaemon.objectPath, interface: DBusCallGenerator.interface,
        member: "GetSettings")
      let reply = try client.call(message, timeoutMilliseconds: 5_000)
      if case .dictionary(let entries, _, _)? = try reply.arguments().first {
        for entry in entries {
          guard let key = entry.key.stringValue, case .variant(let value) = entry.value else { continue }
          switch value {
          case .string(let text): answered[key] = text
          case .int32(let number): answered[key] = String(number)
          case .boolean(let flag): answered[key] = flag ? "true" : "false"
          default: answered[key] = "(\(value.signature))"
          }
        }
      }
    } catch {
      answered["(GetSettings)"] = error.name
    }
    let wrong = expected.filter { answered[$0.key] != $0.value }
    if !wrong.isEmpty {
      report.record(
        .refused, key: "SetSettings accepted a valid change, but GetSettings does not answer the value set", index: call.index,
        reproduction: call.busctlLine,
        detail: wrong.map { "\($0.key): set '\($0.value)', GetSettings '\(answered[$0.key] ?? "(missing)")'" }.joined(
          separator: "; "))
    }
  }

  /// After a successful SetLocation: the config the daemon wrote must still pass `config check`
  /// (a hostile name must not break the file every other command reads).
  static func checkConfig(daemon: FuzzDaemon, after calls: [FuzzCall], report: FuzzReport) {
    let out = daemon.root + "/check.out"
    let err = daemon.root + "/check.err"
    guard
      case .success(let pid) = ChildProcess.spawn(
        FuzzSettings.statusBinary, ["config", "check"], environment: daemon.environment, directory: daemon.root, stdout: out,
        stderr: err)
    else { return }
    let (outcome, _) = ChildProcess.wait(pid, timeout: 5)
    guard outcome != .exited(0) else { return }
    let setLocations = calls.filter(\.writesConfig).map(\.busctlLine)
    let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    report.record(
      .damage, key: "after an accepted SetLocation or SetSettings, config check fails (\(outcome))", index: calls[0].index,
      reproduction: setLocations.joined(separator: "\n  "), detail: excerpt(stderr, limit: 300))
    // Start the next batch from a good config.
    try? Data("[location]\ncity = \"Oslo\"\n".utf8).write(to: URL(fileURLWithPath: daemon.configFile))
  }
}
