import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program with `posix_spawn`, its output going to files, and waits at most a deadline.
///
/// Not Foundation's `Process`: the fuzz needs raw-byte argv (invalid UTF-8 included), a working
/// directory per run, a clean signal mask and disposition (swift-testing's threads block SIGTERM,
/// and children would inherit that), and an exact "killed by signal N" — cheaply, thousands of
/// times.
enum ChildProcess {
  enum Outcome: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    /// Still running at the deadline; it was killed (SIGKILL).
    case timedOut
  }

  /// Starts `program`; stdin is /dev/null (read only), stdout and stderr go to the given files
  /// (created or truncated). Returns the pid, or nil with errno's text.
  static func spawn(
    _ program: String, _ arguments: [Argument], environment: [String: String], directory: String,
    stdout: String, stderr: String
  ) -> Result<pid_t, SpawnError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = addChdir(&actions, directory)
    // Nothing but 0, 1 and 2: a descriptor of the test process left open across exec must never
    // be what a child writes to (`chart -o /dev/fd/9` would write into the harness's file).
    if let closeFrom { _ = closeFrom(&actions, 3) }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([Argument(program)] + arguments).map { cString($0.bytes) }
    let envp = environment.sorted { $0.key < $1.key }.map { cString(Array("\($0.key)=\($0.value)".utf8)) }
    defer { (argv + envp).forEach { $0?.deallocate() } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, program, &actions, &attributes, argv + [nil], envp + [nil])
    guard status == 0 else { return .failure(SpawnError(description: String(cString: strerror(status)))) }
    return .success(pid)
  }

  /// Waits for `pid` until it has hung — blocked for `timeout` seconds of wall time, or computed
  /// for `timeout` seconds of CPU time — then kills it (SIGKILL) and reaps it. A child still
  /// runnable (R) or in disk I/O (D: a 300 KB error message written while other builds flush
  /// theirs) at the wall-clock limit with less CPU than that is only slowed by a busy machine:
  /// it gets up to `patience` × `timeout` in all, so a loaded CI host does not cry hang.
  static func wait(_ pid: pid_t, timeout: Double, patience: Double = 6) -> (outcome: Outcome, seconds: Double) {
    let start = now()
    var pause: UInt32 = 500
    while true {
      var status: Int32 = 0
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return (decode(status), now() - start) }
      if reaped < 0, errno != EINTR { return (.exited(-1), now() - start) }
      let waited = now() - start
      if waited > timeout {
        let (state, cpu) = activity(pid)
        if (state != "R" && state != "D") || cpu >= timeout || waited > timeout * patience {
          kill(pid, SIGKILL)
          _ = waitpid(pid, &status, 0)
          return (.timedOut, waited)
        }
      }
      usleep(pause)
      pause = min(pause * 2, 10_000)
    }
  }

  /// The scheduler state (`R` runnable, `S` sleeping, `D` in I/O…) and CPU seconds of `pid`,
  /// from /proc/PID/stat.
  static func activity(_ pid: pid_t) -> (state: Character, cpu: Double) {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return ("?", 0) }
    // After "pid (comm) ": state is field 3, utime and stime fields 14 and 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return ("?", 0) }
    return (fields[0].first ?? "?", (user + system) / Double(sysconf(Int32(_SC_CLK_TCK))))
  }

  /// Whether `pid` is still running (a reaped child reports its outcome instead).
  static func poll(_ pid: pid_t) -> Outcome? {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) == pid ? decode(status) : nil
  }

  private static func decode(_ status: Int32) -> Outcome {
    // WIFEXITED / WTERMSIG are macros Swift does not import.
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which the Glibc module hides
  /// behind _GNU_SOURCE: looked up once by name.
  private static let addChdir: @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32 =
    {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
        fatalError("glibc without posix_spawn_file_actions_addchdir_np (needs 2.29 or later)")
      }
      return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
    }()

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), likewise; nil on older ones.
  private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
      unsafeBitCast($0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }
  }()

  /// Monotonic seconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
    for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
    pointer[bytes.count] = 0
    return pointer
  }

  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }
}
