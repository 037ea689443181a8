import BusTestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// Whether `pid` (a zombie counts as gone) ends within `timeout` seconds.
func waitForExit(_ pid: Int32, timeout: Double) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while Date() < deadline {
    let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
      .split(separator: ")").last?.split(separator: " ").first
    if state == nil || state == "Z" { return true }
    usleep(10_000)
  }
  return false
}

/// A `dbus-daemon` of the test's own, listening in a temporary folder that `stop()` removes.
final class TestBus {
  let daemon: LineProcess
  let folder: URL
  let address: String

  init(daemon: LineProcess, folder: URL, address: String) {
    self.daemon = daemon
    self.folder = folder
    self.address = address
  }

  func stop() {
    daemon.kill()
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Starts `dbus-daemon --session` on a socket in a new temporary folder; the first line it
/// prints is the address.
func startTestBus() throws -> TestBus {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-fakes-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let daemon = try LineProcess(
    "/usr/bin/dbus-daemon",
    [
      "--session", "--nofork", "--print-address=1", "--address=unix:path=\(folder.path)/bus",
    ])
  guard daemon.waitForLine(containing: "unix:", timeout: 30), let address = daemon.lines().first else {
    daemon.kill()
    throw FakeService.LaunchError(description: "dbus-daemon printed no address")
  }
  return TestBus(daemon: daemon, folder: folder, address: address)
}

/// A process whose stdout lines are collected as they come (gdbus monitor, dbus-daemon).
final class LineProcess: @unchecked Sendable {
  private let process = Process()
  private let output = Pipe()
  private let lock = NSLock()
  private var pending = Data()
  private var collected: [String] = []

  init(_ executable: String, _ arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        return
      }
      guard let self else { return }
      self.lock.lock()
      defer { self.lock.unlock() }
      self.pending += data
      while let newline = self.pending.firstIndex(of: 0x0A) {
        self.collected.append(String(decoding: self.pending[self.pending.startIndex..<newline], as: UTF8.self))
        self.pending.removeSubrange(self.pending.startIndex...newline)
      }
    }
    try process.run()
  }

  func lines() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  /// Whether a line from index `after` on contains `text` within `timeout` seconds.
  func waitForLine(containing text: String, after: Int = 0, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if lines().dropFirst(after).contains(where: { $0.contains(text) }) { return true }
      usleep(10_000)
    }
    return false
  }

  func kill() {
    ProcessExit.kill(process)
  }
}

/// `gdbus monitor` of the signals from `name`, once it is surely listening: gdbus prints
/// "… is owned by …" after its match rule is in place, so no later signal can slip past.
func gdbusMonitor(_ address: String, _ name: String) throws -> LineProcess {
  let monitor = try LineProcess("/usr/bin/gdbus", ["monitor", "--address", address, "--dest", name])
  guard monitor.waitForLine(containing: "is owned by", timeout: 30) else {
    monitor.kill()
    throw FakeService.LaunchError(description: "gdbus monitor of \(name) did not start: \(monitor.lines())")
  }
  return monitor
}

struct GDBusResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// `gdbus call --address address arguments…`, with a 5 s method timeout.
func gdbusCall(_ address: String, _ arguments: [String]) -> GDBusResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
  process.arguments = ["call", "--address", address, "--timeout", "5"] + arguments
  process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  let out = Pipe()
  let err = Pipe()
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = out
  process.standardError = err
  do {
    try process.run()
  } catch {
    return GDBusResult(status: -1, stdout: "", stderr: "cannot run gdbus: \(error)")
  }
  // gdbus writes a line or two: reading to the end before waiting cannot deadlock.
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return GDBusResult(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}
