import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

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

/// `gdbus call --address address arguments…`, with a 5 s method timeout.
func gdbusCall(_ address: String, _ arguments: [String]) -> ProcessRun.Result {
  ProcessRun.run(
    "/usr/bin/gdbus", ["call", "--address", address, "--timeout", "5"] + arguments,
    environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
}
