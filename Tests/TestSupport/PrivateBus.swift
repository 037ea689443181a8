public import Foundation
public import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A real, private `dbus-daemon --session` for one test, listening on a socket in its own
/// temporary directory: no test touches the user's session bus, and tests can run in parallel.
///
/// Daemons are ended with SIGKILL: processes started from a swift-testing test inherit a signal
/// mask with SIGTERM blocked, so `Process.terminate()` would be ignored.
public final class PrivateBus: @unchecked Sendable {
  /// The bus address the daemon printed, including its `guid=` (which changes on restart).
  public private(set) var address: String
  public let directory: String
  /// `directory` as a URL: a test may keep its own files there too (removed with the bus).
  public var folder: URL { URL(fileURLWithPath: directory) }
  public var socketPath: String { directory + "/bus" }
  private var process: Process?

  /// Starts a bus, or records an issue saying why it could not and returns nil, so a machine
  /// without dbus-daemon gets a clear failure rather than a crash.
  public static func start(sourceLocation: SourceLocation = #_sourceLocation) -> PrivateBus? {
    guard let daemon = executable(named: "dbus-daemon") else {
      Issue.record(
        "dbus-daemon is not installed (apt: dbus-daemon); the D-Bus tests need a private bus",
        sourceLocation: sourceLocation)
      return nil
    }
    do {
      return try PrivateBus(daemon: daemon)
    } catch {
      Issue.record(
        "could not start a private dbus-daemon: \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  private init(daemon: String) throws {
    var template = Array("/tmp/solverv-dbus-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw PrivateBusError("mkdtemp failed: errno \(errno)")
    }
    directory = String(cString: made)
    address = ""
    do {
      try launch(daemon)
    } catch {
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
  }

  deinit { stop() }

  /// Kills the daemon (SIGKILL, as a crash would) and starts a new one on the same socket path.
  /// The new daemon has a new guid, so `address` changes.
  public func restart() throws {
    guard let daemon = Self.executable(named: "dbus-daemon") else {
      throw PrivateBusError("dbus-daemon is gone")
    }
    kill()
    unlink(socketPath)
    try launch(daemon)
  }

  /// Kills the daemon as a crash would, leaving its socket file behind (a stale socket nobody
  /// listens on); `launchAgain()` starts a new one there.
  public func crash() {
    kill()
  }

  /// Starts a new daemon on the same socket path after `crash()` (a new guid, so `address`
  /// changes).
  public func launchAgain() throws {
    guard let daemon = Self.executable(named: "dbus-daemon") else {
      throw PrivateBusError("dbus-daemon is gone")
    }
    unlink(socketPath)
    try launch(daemon)
  }

  /// Kills the daemon and removes the directory. Safe to call twice.
  public func stop() {
    kill()
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func kill() {
    guard let process else { return }
    if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    self.process = nil
  }

  private func launch(_ daemon: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: daemon)
    process.arguments = [
      "--session", "--nofork", "--print-address=1", "--address=unix:path=\(socketPath)",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = process
    guard let line = Self.readLine(output.fileHandleForReading.fileDescriptor, timeout: 30_000),
      line.hasPrefix("unix:")
    else {
      kill()
      throw PrivateBusError("dbus-daemon printed no address within 5 s")
    }
    address = line
  }

  /// The first line written to `descriptor`, waiting at most `timeout` milliseconds.
  private static func readLine(_ descriptor: Int32, timeout: Int32) -> String? {
    var bytes: [UInt8] = []
    var waited: Int32 = 0
    while waited < timeout {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 100) >= 0 else { return nil }
      waited += 100
      guard ready.revents != 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 512)
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        return String(decoding: bytes[..<newline], as: UTF8.self)
      }
    }
    return nil
  }

  /// The full path of an executable on PATH (or in /usr/bin), or nil.
  public static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
    return directories.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

/// Why the harness could not do its part (not a D-Bus error).
public struct PrivateBusError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
