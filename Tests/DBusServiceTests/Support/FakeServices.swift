import TestSupport
import Foundation
import Testing

/// A running fake D-Bus service: one of the Python scripts in `Tests/DBusServiceTests/Fakes`,
/// serving on a test's private bus. Start one with a factory method, `defer { fake.kill() }`.
///
/// The factories return only once the fake owns its name (it prints `READY` after that), so a
/// test can call it, or start the daemon under test, at once, without sleeping.
final class FakeService: @unchecked Sendable {
  /// Why a fake did not come up, with what it wrote to stderr.
  struct LaunchError: Error, CustomStringConvertible {
    let description: String
  }

  /// The system Python, which has dbus-python and PyGObject (a pyenv `python3` on PATH has not).
  static let python = "/usr/bin/python3"
  /// How long a fake may take to print READY; a cold Python start with dbus and gi is ~0.2 s.
  static let readyTimeout = 30.0  // a hang guard: a busy machine starts Python slowly
  /// `$SOLVERV_FAKES`, else the `Fakes` folder beside `Support`, found from this source file.
  static let scriptsFolder: URL = {
    if let path = ProcessInfo.processInfo.environment["SOLVERV_FAKES"] { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fakes")
  }()

  /// The script's file name, for messages.
  let script: String
  private let process = Process()
  private let output = Pipe()
  /// stderr goes to a file: a chatty fake can never block on a full pipe, and it is there to read.
  private let folder: URL
  private let lock = NSLock()
  private var pending = Data()
  private var lines: [String] = []

  var pid: Int32 { process.processIdentifier }

  /// What the fake wrote to stderr so far (it logs why it stopped, and Python tracebacks).
  var stderr: String {
    (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
  }

  /// `org.freedesktop.Notifications`; every Notify is appended to `record` as a JSON line the
  /// moment it arrives (see `recordedCalls`). `fail`: Notify answers
  /// `org.freedesktop.DBus.Error.Failed`. `delay`: Notify answers that many seconds after the call
  /// arrived (the fake serves other calls meanwhile), like a server being activated at login.
  static func notifications(address: String, record: URL, fail: Bool = false, delay: Double = 0) throws -> FakeService {
    var arguments = ["--address", address, "--record", record.path]
    if fail { arguments.append("--fail") }
    if delay > 0 { arguments += ["--delay", "\(delay)"] }
    return try FakeService(script: "fake_notifications.py", arguments: arguments)
  }

  /// `org.freedesktop.GeoClue2`. `deny`: GetClient, CreateClient and Start fail with
  /// `org.freedesktop.DBus.Error.AccessDenied`. `requireDesktopID`: only Start fails so, unless
  /// the client set DesktopId to it first. `record`: every call as a JSON line. `fixDelay`:
  /// seconds from Start to LocationUpdated; negative means never (to test a timeout).
  static func geoclue(
    address: String, latitude: Double = 59.9139, longitude: Double = 10.7522, deny: Bool = false,
    requireDesktopID: String? = nil, record: URL? = nil, fixDelay: Double = 0.1, noAgent: Bool = false
  ) throws -> FakeService {
    var arguments = [
      "--address", address, "--latitude", "\(latitude)", "--longitude", "\(longitude)", "--delay", "\(fixDelay)",
    ]
    if deny { arguments.append("--deny") }
    if noAgent { arguments.append("--no-agent") }
    if let requireDesktopID { arguments += ["--require-desktop-id", requireDesktopID] }
    if let record { arguments += ["--record", record.path] }
    return try FakeService(script: "fake_geoclue.py", arguments: arguments)
  }

  /// `org.freedesktop.login1`, which emits PrepareForSleep when `emitPrepareForSleep` asks.
  static func logind(address: String) throws -> FakeService {
    try FakeService(script: "fake_logind.py", arguments: ["--address", address])
  }

  private init(script: String, arguments: [String]) throws {
    self.script = script
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-fake-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let err = try FileHandle(forWritingTo: errURL)
    defer { try? err.close() }

    process.executableURL = URL(fileURLWithPath: Self.python)
    // -E: ignore PYTHONPATH/PYTHONHOME (a pyenv shell sets them); -s: no user site; -B: no .pyc.
    process.arguments = ["-E", "-s", "-B", Self.scriptsFolder.appendingPathComponent(script).path] + arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = err
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil  // end of file: the fake exited
        return
      }
      self?.append(data)
    }
    do {
      try process.run()
    } catch {
      throw LaunchError(description: "\(script): cannot start \(Self.python): \(error)")
    }
    guard waitForLine({ $0 == "READY" }, after: 0, timeout: Self.readyTimeout) else {
      let running = ProcessExit.isRunning(process)
      kill()
      let why =
        running
        ? "no READY within \(Self.readyTimeout) s"
        : "exited with status \(process.terminationStatus) before READY"
      throw LaunchError(description: "\(script) \(arguments.joined(separator: " ")): \(why); stderr:\n\(stderr)")
    }
  }

  deinit {
    kill()
    try? FileManager.default.removeItem(at: folder)
  }

  private func append(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    pending += data
    while let newline = pending.firstIndex(of: 0x0A) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
  }

  /// The stdout lines so far: `READY`, then (logind) one `EMITTED PrepareForSleep …` per signal.
  func outputLines() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  /// Polls stdout until a line from index `after` on matches, the fake exits, or time runs out.
  private func waitForLine(_ matches: (String) -> Bool, after: Int, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if outputLines().dropFirst(after).contains(where: matches) { return true }
      if !ProcessExit.isRunning(process) {
        usleep(20_000)  // let the reader drain the last lines
        return outputLines().dropFirst(after).contains(where: matches)
      }
      usleep(5_000)
    }
    return false
  }

  /// Ends the fake with SIGKILL (test processes block SIGTERM, and a fake needs no cleanup) and
  /// reaps it. Safe to call more than once.
  func kill() {
    if process.processIdentifier != 0 { ProcessExit.kill(process) }
  }

  /// For the logind fake: emits `PrepareForSleep(start)` on the bus via SIGUSR1 (true) or SIGUSR2
  /// (false), and returns once the fake reports the signal sent, so calls keep their order.
  /// Records a test issue if the fake does not confirm within 5 s.
  func emitPrepareForSleep(_ start: Bool) {
    let expected = "EMITTED PrepareForSleep \(start)"
    let before = outputLines().count
    Foundation.kill(process.processIdentifier, start ? SIGUSR1 : SIGUSR2)
    if !waitForLine({ $0 == expected }, after: before, timeout: 30) {
      Issue.record("\(script) did not confirm \(expected) within 5 s; stderr:\n\(stderr)")
    }
  }
}

/// The JSON lines a fake recorded, oldest first; [] when there is no file yet. A last line
/// without its newline (being written right now) is left out.
func recordedCalls(_ file: URL) -> [[String: Any]] {
  guard let data = try? Data(contentsOf: file) else { return [] }
  return data.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().compactMap {
    try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]
  }
}

/// Waits until `file` holds at least `count` records (the daemon under test calls the fake
/// asynchronously), or `timeout` seconds pass; returns what is there then.
func recordedCalls(_ file: URL, atLeast count: Int, timeout: Double = 5) -> [[String: Any]] {
  let deadline = Date().addingTimeInterval(timeout)
  var calls = recordedCalls(file)
  while calls.count < count && Date() < deadline {
    usleep(10_000)
    calls = recordedCalls(file)
  }
  return calls
}
