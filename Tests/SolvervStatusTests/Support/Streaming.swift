import BusTestSupport
import Foundation

/// A running `solverv-status --watch`, its output lines timestamped as they arrive.
final class StreamingProcess: @unchecked Sendable {
  let process = Process()
  private let output = Pipe()
  private let input = Pipe()
  private let lock = NSLock()
  private var buffer = Data()
  private(set) var lines: [(line: String, at: Date)] = []
  let started = Date()

  init(_ arguments: [String], environment: [String: String]) throws {
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = arguments
    var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"]
    env.merge(environment) { $1 }
    process.environment = env
    process.standardOutput = output
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else { return }
      self.lock.lock()
      self.buffer += data
      while let newline = self.buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: self.buffer[self.buffer.startIndex..<newline], as: UTF8.self)
        self.lines.append((line, Date()))
        self.buffer.removeSubrange(self.buffer.startIndex...newline)
      }
      self.lock.unlock()
    }
    try process.run()
  }

  var pid: Int32 { process.processIdentifier }

  func snapshot() -> [(line: String, at: Date)] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  /// Waits until at least `count` lines have arrived, or `timeout` seconds pass: by default the
  /// hang guard, for lines that must come (a test of absence passes its own, shorter wait).
  func waitForLines(_ count: Int, timeout: Double = ProcessExit.hangGuard) -> [(line: String, at: Date)] {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let current = snapshot()
      if current.count >= count { return current }
      usleep(10_000)
    }
    return snapshot()
  }

  func send(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Closes our end of its stdout: the next poll in the process sees the hang-up.
  func closeOutput() {
    output.fileHandleForReading.readabilityHandler = nil
    try? output.fileHandleForReading.close()
  }

  /// Waits for the exit itself (the kernel's view, ``ProcessExit``); nil when it still runs
  /// after the hang guard.
  func waitForExit(timeout: Double = ProcessExit.hangGuard) -> Int32? {
    ProcessExit.wait(process, timeout: timeout)
  }

  /// Test processes inherit a mask with SIGTERM blocked; clean up with SIGKILL.
  func kill() {
    ProcessExit.kill(process)
  }
}
