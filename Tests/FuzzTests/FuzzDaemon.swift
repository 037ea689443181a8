import DBusKit
import DBusService
import SolvervDaemon
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private `dbus-daemon` and the real `solverv-daemon` on it, in a scratch HOME, with a client
/// connection — and the check the fuzz runs after every batch: does the daemon still live, answer
/// Ping within 5 s, and own its name with the connection it started with?
final class FuzzDaemon {
  static let busName = "io.github.solverv.Solverv1"
  static let objectPath = "/io/github/solverv/Solverv1"

  let root: String
  private(set) var address = ""
  private(set) var client: DBusConnection?
  /// The daemon's unique name when it took the name; a change means it fell off the bus.
  private(set) var owner: String?
  private var busPID: pid_t?
  private(set) var daemonPID: pid_t?
  private var starts = 0

  var configFile: String { root + "/config/solverv/config.toml" }
  var busAddressForHumans: String { "unix:path=\(root)/bus" }

  init(root: String) throws {
    self.root = root
    for folder in ["/config/solverv/formats", "/state", "/home"] {
      try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    try Data("[location]\ncity = \"Oslo\"\n".utf8).write(to: URL(fileURLWithPath: configFile))
    try Data("escape = \"pango\"\nsmall = \"{icon} <b>{location}</b>\"\n".utf8)
      .write(to: URL(fileURLWithPath: root + "/config/solverv/formats/mine.toml"))
    let candidates: [String] = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"]
    guard let daemon = candidates.first(where: { access($0, X_OK) == 0 }) else {
      throw HarnessFailure("dbus-daemon is not installed (apt: dbus-daemon)")
    }
    let printed = root + "/bus-address"
    busPID = try ChildProcess.spawn(
      daemon, ["--session", "--nofork", "--print-address=1", Argument("--address=unix:path=\(root)/bus")],
      environment: ["PATH": "/usr/bin:/bin"], directory: root, stdout: printed, stderr: root + "/bus.log"
    ).get()
    let deadline = ChildProcess.now() + 30  // a hang guard: a busy machine starts slowly
    while ChildProcess.now() < deadline {
      if let text = try? String(contentsOfFile: printed, encoding: .utf8), text.hasSuffix("\n") {
        address = text.trimmingCharacters(in: .whitespacesAndNewlines)
        break
      }
      usleep(10_000)
    }
    guard address.hasPrefix("unix:") else { throw HarnessFailure("dbus-daemon printed no address within 30 s") }
    client = try DBusConnection.connect(to: .address(address))
    try startDaemon()
  }

  deinit { stop() }

  var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "Europe/Oslo", "HOME": root + "/home",
      "XDG_CONFIG_HOME": root + "/config", "XDG_STATE_HOME": root + "/state",
      "DBUS_SESSION_BUS_ADDRESS": address, "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(root)/no-system-bus",
    ]
  }

  /// Starts (or restarts) `solverv-daemon` and waits up to 10 s until it owns its name.
  func startDaemon() throws {
    if let pid = daemonPID {
      kill(pid, SIGKILL)
      _ = ChildProcess.wait(pid, timeout: 5)
    }
    starts += 1
    let log = root + "/daemon-\(starts).log"
    daemonPID = try ChildProcess.spawn(
      FuzzSettings.daemonBinary, [], environment: environment, directory: root, stdout: log, stderr: log
    ).get()
    let deadline = ChildProcess.now() + 30  // a hang guard: a busy machine starts slowly
    while ChildProcess.now() < deadline {
      if let name = currentOwner() {
        owner = name
        return
      }
      usleep(20_000)
    }
    let why = Result { () throws(DBusError) in try askOwner() }
    throw HarnessFailure(
      "solverv-daemon did not take \(Self.busName) within 30 s (GetNameOwner: \(why); client connected: \(client?.isConnected ?? false); daemon running: \(daemonPID.map { ChildProcess.poll($0) == nil } ?? false)); log: \(logText.suffix(300))"
    )
  }

  /// The daemon's log so far (all its starts).
  var logText: String {
    (1...max(1, starts)).compactMap { try? String(contentsOfFile: root + "/daemon-\($0).log", encoding: .utf8) }.joined(
      separator: "\n")
  }

  /// The log's fatal-error line if there is one (a crash's backtrace follows it), else its last
  /// three lines.
  var logSummary: String {
    let lines = logText.split(separator: "\n")
    if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("Program crashed") }) { return String(fatal) }
    return lines.suffix(3).joined(separator: " / ")
  }

  /// The unique name owning the service name now, or nil.
  func currentOwner() -> String? { try? askOwner() }

  /// The unique name owning the service name now, or the error the bus gave.
  func askOwner() throws(DBusError) -> String {
    guard let client else { throw DBusError(DBusError.disconnected, "no client connection") }
    let message = try DBusMessage.methodCall(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
      member: "GetNameOwner")
    try message.append([.string(Self.busName)])
    let reply = try client.call(message, timeoutMilliseconds: 2_000)
    return try reply.arguments().first?.stringValue ?? ""
  }

  /// What is wrong with the daemon now, or nil when it lives, answers Ping within 5 s and owns
  /// its name with the same connection as before.
  func problem() -> (category: FuzzReport.Category, key: String)? {
    if let pid = daemonPID, let outcome = ChildProcess.poll(pid) {
      daemonPID = nil
      switch outcome {
      case .signalled(let signal): return (.crash, "the daemon was killed by signal \(signal)")
      case .exited(let status): return (.service, "the daemon exited with status \(status)")
      case .timedOut: return (.service, "the daemon stopped")
      }
    }
    guard let client, client.isConnected else { return (.service, "the fuzz client lost the bus") }
    let started = ChildProcess.now()
    do {
      let ping = try DBusMessage.methodCall(
        destination: Self.busName, path: Self.objectPath, interface: "org.freedesktop.DBus.Peer", member: "Ping")
      _ = try client.call(ping, timeoutMilliseconds: 5_000)
    } catch {
      let waited = ChildProcess.now() - started
      if waited >= 4.9 { return (.hang, "the daemon did not answer Ping within 5 s") }
      // A crashing daemon leaves the bus before its backtrace ends: wait for its exit (up to
      // 10 s), so the finding is the crash, whatever the machine's speed.
      if let pid = daemonPID {
        let deadline = ChildProcess.now() + 10
        while ChildProcess.now() < deadline {
          if let outcome = ChildProcess.poll(pid) {
            daemonPID = nil
            switch outcome {
            case .signalled(let signal): return (.crash, "the daemon was killed by signal \(signal)")
            case .exited(let status): return (.service, "the daemon exited with status \(status)")
            case .timedOut: return (.service, "the daemon stopped")
            }
          }
          usleep(20_000)
        }
      }
      return (.service, "Ping failed: \(error.name)")
    }
    let now = currentOwner()
    if now != owner {
      return (
        .service,
        "the daemon no longer owns \(Self.busName) with its first connection (owner \(owner ?? "none") → \(now ?? "none"))"
      )
    }
    return nil
  }

  /// After a problem: waits up to 10 s for the daemon to answer again (it reconnects by
  /// itself), else restarts it. Adopts whatever connection owns the name then.
  func recover() throws {
    try resetClient()
    let deadline = ChildProcess.now() + 10
    while ChildProcess.now() < deadline {
      guard let pid = daemonPID else { break }
      if ChildProcess.poll(pid) != nil {
        daemonPID = nil
        break
      }
      if let name = currentOwner(), pings() {
        owner = name
        return
      }
      usleep(50_000)
    }
    try startDaemon()
  }

  /// A new client connection: a reply that arrives after its call timed out (a 30 MB Render
  /// result, say) would otherwise sit in front of every later reply on the old one.
  func resetClient() throws {
    client?.close()
    client = try DBusConnection.connect(to: .address(address))
  }

  private func pings() -> Bool {
    guard let client,
      let ping = try? DBusMessage.methodCall(
        destination: Self.busName, path: Self.objectPath, interface: "org.freedesktop.DBus.Peer", member: "Ping")
    else { return false }
    return (try? client.call(ping, timeoutMilliseconds: 1_000)) != nil
  }

  func stop() {
    client?.close()
    client = nil
    for pid in [daemonPID, busPID].compactMap({ $0 }) {
      kill(pid, SIGKILL)
      _ = ChildProcess.wait(pid, timeout: 5)
    }
    daemonPID = nil
    busPID = nil
  }
}

struct HarnessFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
