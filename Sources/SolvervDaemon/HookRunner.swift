import CLinuxSupport
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the user's theme hooks: the executable files in `hooks/dark/` or `hooks/light/` under
/// the config directory, one after another in name order, with `SOLVERV_THEME=dark|light`.
///
/// Nothing here blocks the daemon's loop: a hook is started with posix_spawn, its output (stdout
/// and stderr on one pipe) and a pidfd (readable when it exits, so it is reaped without polling
/// or SIGCHLD) join the loop's `poll`, and its time limit is one more wake-up. A hook still
/// running after `timeLimit` gets SIGTERM, `killGrace` later SIGKILL (its whole process group).
/// A new switch drops the hooks of the old one that have not started yet. The hooks are only
/// ever the files in those folders: nothing from the bus names a command.
public final class HookRunner {
  /// Seconds a hook may run before SIGTERM (said in `solverv-daemon --help`).
  public static let defaultTimeLimit = 30.0
  /// Seconds from SIGTERM to SIGKILL.
  public static let defaultKillGrace = 5.0
  /// The longest output line logged (longer ones are cut).
  static let longestLine = 1_000

  private struct Running {
    let name: String
    let pid: pid_t
    let exited: Int32
    var output: Int32
    var pending: [UInt8] = []
    let startedAt: Double
    var terminated = false
    /// SIGKILL sent: no limit is left, only its end to wait for.
    var killed = false
  }

  let directory: String
  let timeLimit: Double
  let killGrace: Double
  let log: (String) -> Void
  private var queue: [(mode: String, path: String)] = []
  private var running: Running?

  /// - Parameter directory: the folder holding `dark/` and `light/`.
  public init(
    directory: String, timeLimit: Double = HookRunner.defaultTimeLimit, killGrace: Double = HookRunner.defaultKillGrace,
    log: @escaping (String) -> Void
  ) {
    self.directory = directory
    self.timeLimit = timeLimit
    self.killGrace = killGrace
    self.log = log
  }

  public static var defaultDirectory: String { Paths.configDirectory + "/hooks" }

  /// The descriptors the loop must watch while a hook runs.
  public var descriptors: [Int32] {
    guard let running else { return [] }
    return [running.exited] + (running.output >= 0 ? [running.output] : [])
  }

  /// The wall-clock instant (seconds since 1970) of the running hook's next limit, if any.
  public var deadline: Double? {
    guard let running, !running.killed else { return nil }
    return running.startedAt + timeLimit + (running.terminated ? killGrace : 0)
  }

  /// Whether nothing is running or waiting.
  public var isIdle: Bool { running == nil && queue.isEmpty }

  /// Queues the hooks of `mode` (dropping the old switch's that have not started) and starts the
  /// first when none is running.
  public func run(_ mode: String) {
    let folder = directory + "/" + mode
    queue = Self.hooks(in: folder, log: log).map { (mode, $0) }
    if queue.isEmpty { return }
    guard Self.hasPidfd else {
      log("hooks in \(printable(folder)) not run: they need Linux 5.3 or later (pidfd_open)")
      queue = []
      return
    }
    startNext()
  }

  /// Whether the kernel has pidfd_open (Linux 5.3+), which reaps a hook without waiting or polling.
  static let hasPidfd: Bool = {
    let descriptor = solverv_pidfd_open(getpid())
    if descriptor >= 0 { close(descriptor) }
    return descriptor >= 0
  }()

  /// The executable regular files in `folder`, in name order; anything else is logged once
  /// and skipped. No folder: no hooks.
  static func hooks(in folder: String, log: (String) -> Void) -> [String] {
    guard let stream = opendir(folder) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      names.append(name)
    }
    var found: [String] = []
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      let path = folder + "/" + name
      var info = stat()
      if stat(path, &info) != 0 {
        log("hook \(printable(path)) skipped: \(String(cString: strerror(errno))) (a broken link?)")
      } else if info.st_mode & S_IFMT == S_IFDIR {
        log("hook \(printable(path)) skipped: a directory")
      } else if info.st_mode & S_IFMT != S_IFREG {
        log("hook \(printable(path)) skipped: not a regular file")
      } else if access(path, X_OK) != 0 {
        log("hook \(printable(path)) skipped: not executable")
      } else {
        found.append(path)
      }
    }
    return found
  }

  /// Handles `descriptor` becoming readable; false when it is not one of the hook's.
  public func serve(_ descriptor: Int32) -> Bool {
    guard var current = running else { return false }
    if descriptor == current.output {
      readOutput(&current, final: false)
      running = current
      return true
    }
    if descriptor == current.exited {
      finish(current)
      return true
    }
    return false
  }

  /// Enforces the time limit at `now` (wall clock): SIGTERM, then SIGKILL.
  public func checkLimit(now: Double) {
    guard var current = running, let deadline, now >= deadline else { return }
    if !current.terminated {
      log("hook \(current.name): still running after \(timeLimit.formatted) s; sending SIGTERM")
      kill(-current.pid, SIGTERM)
      current.terminated = true
      running = current
    } else {
      log("hook \(current.name): still running \(killGrace.formatted) s after SIGTERM; sending SIGKILL")
      kill(-current.pid, SIGKILL)
      current.killed = true
      running = current  // the pidfd reports the end
    }
  }

  private func startNext() {
    while running == nil, !queue.isEmpty {
      let (mode, path) = queue.removeFirst()
      let name = mode + "/" + String(path.split(separator: "/").last ?? "")
      var pipeEnds: [Int32] = [0, 0]
      guard solverv_output_pipe(&pipeEnds) == 0 else {
        log("hook \(name) not run: no pipe (\(String(cString: strerror(errno))))")
        continue
      }
      let environment = Self.environment(theme: mode)
      var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
      var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
      var pid: Int32 = 0
      let status = solverv_spawn(path, &arguments, &envp, pipeEnds[1], &pid)
      for pointer in arguments + envp { free(pointer) }
      close(pipeEnds[1])
      guard status == 0 else {
        log("hook \(name) not run: \(String(cString: strerror(status)))")
        close(pipeEnds[0])
        continue
      }
      let exited = solverv_pidfd_open(pid)
      guard exited >= 0 else {
        // pidfd_open failed for this child (checked to work at all): wait for it here rather
        // than leave a zombie.
        log("hook \(name): no pidfd (\(String(cString: strerror(errno)))); waiting for it")
        var code: Int32 = 0
        _ = waitpid(pid, &code, 0)
        close(pipeEnds[0])
        continue
      }
      log("hook \(name) started (pid \(pid))")
      running = Running(
        name: name, pid: pid, exited: exited, output: pipeEnds[0], startedAt: SystemClock.now().secondsSince1970)
    }
  }

  /// The daemon's environment with `SOLVERV_THEME` set.
  static func environment(theme: String) -> [String] {
    var result: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if !text.hasPrefix("SOLVERV_THEME=") { result.append(text) }
      pointer += 1
    }
    return result + ["SOLVERV_THEME=" + theme]
  }

  /// Reads what the hook wrote and logs each complete line (all of it when `final`).
  private func readOutput(_ current: inout Running, final: Bool) {
    guard current.output >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(current.output, &buffer, buffer.count)
      if count > 0 {
        current.pending += buffer[0..<count]
        logLines(&current, final: false)
        if !final { return }  // the loop comes back while there is more
        continue
      }
      if count < 0, errno == EINTR { continue }
      if count == 0 || (count < 0 && errno != EAGAIN) {
        close(current.output)
        current.output = -1
      }
      break
    }
    if final || current.output < 0 { logLines(&current, final: true) }
  }

  private func logLines(_ current: inout Running, final: Bool) {
    while let end = current.pending.firstIndex(of: 10) {
      logLine(current.name, Array(current.pending[..<end]))
      current.pending.removeSubrange(...end)
    }
    if current.pending.count > Self.longestLine || (final && !current.pending.isEmpty) {
      logLine(current.name, current.pending)
      current.pending = []
    }
  }

  private func logLine(_ name: String, _ bytes: [UInt8]) {
    let text = String(decoding: bytes.prefix(Self.longestLine), as: UTF8.self)
    log("hook \(name): \(text)")
  }

  private func finish(_ finished: Running) {
    var current = finished
    readOutput(&current, final: true)
    var status: Int32 = 0
    let reaped = waitpid(current.pid, &status, WNOHANG)
    close(current.exited)
    if current.output >= 0 { close(current.output) }
    running = nil
    if reaped == current.pid {
      let signal = status & 0x7f
      if signal == 0 {
        let code = (status >> 8) & 0xff
        log("hook \(current.name) " + (code == 0 ? "finished" : "failed with exit status \(code)"))
      } else {
        log("hook \(current.name) ended by signal \(signal)")
      }
    }
    startNext()
  }
}

extension Double {
  /// "30" for whole seconds, "0.5" otherwise.
  fileprivate var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
