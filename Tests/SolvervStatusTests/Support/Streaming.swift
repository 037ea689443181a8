import TestSupport
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

  /// Waits until a line from index `from` on satisfies `test` (several may come as a file is
  /// written), up to `timeout` seconds; that line, or nil.
  func waitForLine(from: Int = 0, timeout: Double = ProcessExit.hangGuard, where test: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if let found = snapshot().dropFirst(from).first(where: { test($0.line) }) { return found.line }
      usleep(10_000)
    } while Date() < deadline
    return nil
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

extension StreamingProcess {
  /// Runs the binary to its end beside a watching one, with `posix_spawn` and `waitpid` rather
  /// than Foundation's `Process` (whose exit is not noticed while the watching child, which
  /// closed the descriptors it inherited, runs); its exit status. Output goes to /dev/null.
  static func runBeside(_ arguments: [String], environment: [String: String]) -> Int32 {
    var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"]
    env.merge(environment) { $1 }
    let argv = ([CLI.binary] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, CLI.binary, &actions, nil, argv, envp) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  }
}
