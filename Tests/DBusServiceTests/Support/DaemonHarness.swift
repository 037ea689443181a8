import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// A real Solverv daemon on a private session bus (and optionally a private "system" bus), with a
/// private HOME, config and state; started through `solverv-status daemon` as users start it.
final class DaemonHarness: @unchecked Sendable {
  let bus: PrivateBus
  let systemBus: PrivateBus?
  let home: URL
  var process: Process?
  let log: URL
  /// Added to (or replacing) the daemon's environment: test knobs such as
  /// `SOLVERV_SESSION_GONE_AFTER`, or `XDG_RUNTIME_DIR`.
  var extraEnvironment: [String: String] = [:]

  static let busName = "io.github.solverv.Solverv1"
  static let path = "/io/github/solverv/Solverv1"
  static let interface = "io.github.solverv.Solverv1"

  /// The built `solverv-status` beside this test bundle (or $SOLVERV_STATUS).
  static var binary: String { BuiltProducts.statusBinary }

  /// The `solverv-daemon` binary `solverv-status daemon` runs, beside it.
  static var daemonBinary: String { BuiltProducts.daemonBinary }

  init(config: String? = nil, withSystemBus: Bool = false) throws {
    guard let bus = PrivateBus.start() else { throw HarnessError("no dbus-daemon") }
    self.bus = bus
    systemBus = withSystemBus ? PrivateBus.start() : nil
    home = try ScratchFolder("daemon").url
    try FileManager.default.createDirectory(at: home.appendingPathComponent("config/solverv"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: home.appendingPathComponent("state"), withIntermediateDirectories: true)
    log = home.appendingPathComponent("daemon.log")
    if let config { try config.write(to: configFile, atomically: true, encoding: .utf8) }
  }

  var configFile: URL { home.appendingPathComponent("config/solverv/config.toml") }
  var stateFile: URL { home.appendingPathComponent("state/solverv/state.toml") }
  /// Where a time-travelling daemon (`--at`) remembers its notifications instead.
  var timeTravelStateFile: URL { home.appendingPathComponent("state/solverv/state-time-travel.toml") }

  var environment: [String: String] {
    var env = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "Europe/Oslo", "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "DBUS_SESSION_BUS_ADDRESS": bus.address,
      // No system bus unless a test provides one: never the machine's own.
      "DBUS_SYSTEM_BUS_ADDRESS": systemBus?.address ?? "unix:path=\(home.path)/no-system-bus",
    ]
    for name in ["SOLVERV_FAKES", "SOLVERV_DBUS_TRACE", "SOLVERV_DEBUG"] {
      if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
    }
    env.merge(extraEnvironment) { _, extra in extra }
    return env
  }

  /// Starts the daemon and waits until it serves (its log says so), up to 10 s: through
  /// `solverv-status daemon`, or (`direct`) as the `solverv-daemon` binary D-Bus activation runs.
  @discardableResult
  func start(_ arguments: [String] = [], waitForName: Bool = true, direct: Bool = false) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: direct ? Self.daemonBinary : Self.binary)
    process.arguments = (direct ? [] : ["daemon"]) + arguments
    process.environment = environment
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    handle.seekToEndOfFile()
    process.standardError = handle
    process.standardOutput = handle
    try process.run()
    self.process = process
    if waitForName {
      guard waitForLog("serving io.github.solverv.Solverv1", timeout: 30) else {
        throw HarnessError("daemon did not start: \(logText)")
      }
    }
    return process
  }

  var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

  /// Waits until the log contains `text` (counting occurrences beyond `after`).
  func waitForLog(_ text: String, count: Int = 1, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if logText.components(separatedBy: text).count - 1 >= count { return true }
      usleep(20_000)
    }
    return false
  }

  func client() throws -> DBusConnection {
    try DBusConnection.connect(to: .address(bus.address))
  }

  func call(
    _ member: String, _ arguments: [DBusValue] = [], interface: String = DaemonHarness.interface, on connection: DBusConnection
  ) throws(DBusError) -> [DBusValue] {
    let message = try DBusMessage.methodCall(destination: Self.busName, path: Self.path, interface: interface, member: member)
    try message.append(arguments)
    // A hang guard, generous for a busy machine (a test that cares how fast measures it itself).
    return try connection.call(message, timeoutMilliseconds: 30_000).arguments()
  }

  func property(_ name: String, on connection: DBusConnection) throws(DBusError) -> DBusValue? {
    try call("Get", [.string(Self.interface), .string(name)], interface: "org.freedesktop.DBus.Properties", on: connection).first?
      .variantValue
  }

  /// Runs the CLI with this daemon's environment.
  func cli(_ arguments: [String]) -> ProcessRun.Result {
    ProcessRun.run(Self.binary, arguments, environment: environment)
  }

  /// Waits until the daemon exits (the kernel's word, ``ProcessExit``), up to the hang guard;
  /// its exit status, or nil if it runs on.
  func waitForExit(timeout: Double = ProcessExit.hangGuard) -> Int32? {
    guard let process else { return nil }
    return ProcessExit.wait(process, timeout: timeout)
  }

  /// True while the daemon runs, as the kernel sees it (not Foundation's lagging `isRunning`).
  var isRunning: Bool { process.map(ProcessExit.isRunning) ?? false }

  func stopDaemon() {
    guard let process else { return }
    ProcessExit.kill(process)
    self.process = nil
  }

  func stop() {
    stopDaemon()
    bus.stop()
    systemBus?.stop()
    try? FileManager.default.removeItem(at: home)
  }
}

struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Collects signals on a connection after adding a match rule.
final class SignalCollector {
  let connection: DBusConnection
  private(set) var signals: [(member: String, arguments: [DBusValue], at: Date)] = []

  init(connection: DBusConnection, match: String) throws {
    self.connection = connection
    try connection.addMatch(match)
  }

  /// Waits until a signal `member` has arrived (beyond those already seen), up to `timeout`.
  func waitFor(_ member: String, count: Int = 1, timeout: Double) -> [(member: String, arguments: [DBusValue], at: Date)] {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      for message in connection.receive(timeoutMilliseconds: 50) where message.kind == .signal {
        signals.append((message.member ?? "", (try? message.arguments()) ?? [], Date()))
      }
      let matching = signals.filter { $0.member == member }
      if matching.count >= count { return matching }
    } while Date() < deadline
    return signals.filter { $0.member == member }
  }
}
