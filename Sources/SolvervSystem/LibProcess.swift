import CLinuxSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Every C call that starts, watches, signals or reaps a process goes through here (as DBusKit's
/// `LibDBus` does for libdbus), so that boundary can be read and audited in one place:
/// posix_spawn (CLinuxSupport's `solverv_spawn` for the daemon's hooks), pidfd_open, pipes,
/// waitpid, kill, and the benchmarks' CPU pinning.
///
/// The wrappers only convert: Swift strings and byte paths to C arrays, wait statuses to
/// ``Ending``, failures to errno values. What to do about a failure is the caller's business.
public enum LibProcess {
  /// How a reaped process ended.
  public enum Ending: Equatable, Sendable {
    case exited(code: Int32)
    case signalled(Int32)

    init(waitStatus status: Int32) {
      let signal = status & 0x7f
      self = signal == 0 ? .exited(code: (status >> 8) & 0xff) : .signalled(signal)
    }

    /// The shell's number for it: the exit code, or 128 + the signal.
    public var shellStatus: Int32 {
      switch self {
      case .exited(let code): code
      case .signalled(let signal): 128 + signal
      }
    }
  }

  /// A call that failed: errno's value.
  public struct Failure: Error, Equatable, Sendable {
    public let number: Int32
    /// The C library's words for it (`strerror`).
    public var reason: String { String(cString: strerror(number)) }
  }

  /// What ``reapIfEnded(_:)`` found.
  public enum Reaped: Equatable, Sendable {
    /// Still running: nothing was reaped.
    case running
    case ended(Ending)
    /// Not a child of this process (already reaped): nothing to report.
    case unknown
  }

  // MARK: Starting

  /// Whether the kernel has pidfd_open (Linux 5.3+), which reaps a child without waiting or polling.
  public static let hasPidfd: Bool = {
    let descriptor = solverv_pidfd_open(getpid())
    if descriptor >= 0 { close(descriptor) }
    return descriptor >= 0
  }()

  /// A close-on-exec pipe whose read end does not block; errno's value when there is none.
  public static func nonBlockingPipe() -> Result<(read: Int32, write: Int32), Failure> {
    var ends: [Int32] = [-1, -1]
    guard solverv_output_pipe(&ends) == 0 else { return .failure(Failure(number: errno)) }
    return .success((ends[0], ends[1]))
  }

  /// Starts the executable at `path` (bytes: a file name need not be UTF-8) with no arguments and
  /// `environment`, in its own process group, with an empty signal mask and default signal
  /// dispositions, stdin from the null device and stdout and stderr to `output` (see
  /// `solverv_spawn`). The child's id, or errno's value.
  public static func spawnInOwnGroup(path: [UInt8], environment: [String], output: Int32) -> Result<Int32, Failure> {
    let cPath: UnsafeMutablePointer<CChar> = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) }
    }
    var arguments: [UnsafeMutablePointer<CChar>?] = [cPath, nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for pointer in arguments + envp { free(pointer) } }
    var pid: Int32 = 0
    let status = solverv_spawn(cPath, &arguments, &envp, output, &pid)
    return status == 0 ? .success(pid) : .failure(Failure(number: status))
  }

  /// Runs `path` with `arguments` and this process's environment and stderr, reads its stdout
  /// to the end, then reaps it. Nil, with errno set, when it cannot be started.
  public static func runReadingOutput(path: String, arguments: [String]) -> (ending: Ending, output: [UInt8])? {
    var pipe: [Int32] = [-1, -1]
    guard Glibc.pipe(&pipe) == 0 else { return nil }
    _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: Int32 = 0
    let started = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(pipe[1])
    defer { close(pipe[0]) }
    guard started == 0 else {
      errno = started
      return nil
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(pipe[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return (waitForEnd(of: pid), bytes)
  }

  // MARK: Watching and reaping

  /// A descriptor that becomes readable when child `pid` exits; errno's value when there is none.
  public static func exitDescriptor(of pid: Int32) -> Result<Int32, Failure> {
    let descriptor = solverv_pidfd_open(pid)
    return descriptor >= 0 ? .success(descriptor) : .failure(Failure(number: errno))
  }

  /// Reaps child `pid` if it has ended, without waiting.
  public static func reapIfEnded(_ pid: Int32) -> Reaped {
    var status: Int32 = 0
    switch waitpid(pid, &status, WNOHANG) {
    case 0: return .running
    case pid: return .ended(Ending(waitStatus: status))
    default: return .unknown
    }
  }

  /// Waits for child `pid` to end and reaps it.
  @discardableResult
  public static func waitForEnd(of pid: Int32) -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return Ending(waitStatus: status)
  }

  // MARK: Signals

  /// Sends `signal` to process `pid`; false when it was not delivered (errno says why).
  @discardableResult
  public static func send(_ signal: Int32, to pid: Int32) -> Bool {
    kill(pid, signal) == 0
  }

  /// Sends `signal` to every process of the group `pid` leads (a hook and what it started).
  public static func send(_ signal: Int32, toGroupOf pid: Int32) {
    _ = kill(-pid, signal)
  }

  /// Whether process `pid` is known to be gone (no such process); a process this one may not
  /// signal still exists.
  public static func isGone(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  // MARK: CPU affinity (benchmarks)

  /// Runs the calling thread (and the children it starts afterwards) on CPU `cpu` only; false
  /// with errno set when the kernel refuses.
  public static func pin(toCPU cpu: Int32) -> Bool { solverv_pin_to_cpu(cpu) == 0 }

  /// Back onto every online CPU.
  public static func unpin() { _ = solverv_unpin() }
}
