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

  /// Waits until at least `count` lines have arrived, or `timeout` seconds pass.
  func waitForLines(_ count: Int, timeout: Double) -> [(line: String, at: Date)] {
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

  /// Waits for exit; nil when it is still running after `timeout` seconds.
  func waitForExit(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if !process.isRunning { return process.terminationStatus }
      usleep(10_000)
    }
    return nil
  }

  /// Test processes inherit a mask with SIGTERM blocked; clean up with SIGKILL.
  func kill() {
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
