import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the user's theme hooks: the executable files in `hooks/dark/` or `hooks/light/` under
/// the config directory, one after another in name order, with `SOLVERV_THEME=dark|light`.
///
/// Nothing here blocks the daemon's loop: a hook is started with posix_spawn (every process call
/// goes through ``LibProcess``), its output (stdout and stderr on one pipe, ``HookOutput``) and a
/// pidfd (readable when it exits, so it is reaped without polling or SIGCHLD) join the loop's `poll`, and its time limit is one more wake-up. A
/// hook still running after `timeLimit` gets SIGTERM, `killGrace` later SIGKILL (its whole process
/// group). A new switch drops the hooks of the old one that have not started yet. The hooks are
/// only ever the files in those folders: nothing from the bus names a command.
///
/// A hook is done when its own process exits; the next one starts then. Programs it left running
/// in the background keep its output pipe: it is still read (and logged, within the run's limit)
/// until they close it, so they are never killed by a closed pipe and never hold up the loop.
public final class HookRunner {
  /// Seconds a hook may run before SIGTERM (said in `solverv-daemon --help`).
  public static let defaultTimeLimit = 30.0
  /// Seconds from SIGTERM to SIGKILL.
  public static let defaultKillGrace = 5.0
  /// The most output pipes kept open for programs that outlived their hooks; past it the oldest
  /// is closed, so hooks that leave writers behind on every switch cannot use up descriptors.
  static let maximumLeftoverOutputs = 64

  private struct Running {
    let name: String
    let pid: pid_t
    let exited: Int32
    var output: HookOutput
    let startedAt: Double
    var terminated = false
    /// SIGKILL sent: no limit is left, only its end to wait for.
    var killed = false
  }

  let directory: String
  let timeLimit: Double
  let killGrace: Double
  let log: (String) -> Void
  private var queue: [HookFolder.Hook] = []
  private var running: Running?
  /// Output pipes of finished hooks that something still holds open, oldest first.
  private var leftovers: [HookOutput] = []

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

  /// The wall clock, seconds since 1970 (the limits are real seconds, also under time travel).
  private func now() -> Double { SystemClock.now().secondsSince1970 }

  public static var defaultDirectory: String { Paths.configDirectory + "/hooks" }

  /// The descriptors the loop must watch now (a throttled output waits for ``deadline``).
  public var descriptors: [Int32] {
    let time = now()
    var result: [Int32] = []
    if let running {
      result.append(running.exited)
      if running.output.wantsPoll(now: time) { result.append(running.output.descriptor) }
    }
    return result + leftovers.filter { $0.wantsPoll(now: time) }.map(\.descriptor)
  }

  /// The wall-clock instant (seconds since 1970) the runner next needs ``tick(now:)``: the
  /// running hook's time limit, or the end of an output's pause.
  public var deadline: Double? {
    var instants = ([running?.output] + leftovers.map { $0 }).compactMap { $0?.resumeAt }
    if let running, !running.killed {
      instants.append(running.startedAt + timeLimit + (running.terminated ? killGrace : 0))
    }
    return instants.min()
  }

  /// Whether no hook is running or waiting (programs they left may still write).
  public var isIdle: Bool { running == nil && queue.isEmpty }

  /// Whether an output pipe is still open: a hook's, or one a finished hook's program holds.
  public var hasOpenOutput: Bool { running != nil || !leftovers.isEmpty }

  /// Queues the hooks of `mode` (dropping the old switch's that have not started) and starts the
  /// first when none is running.
  public func run(_ mode: String) {
    let folder = directory + "/" + mode
    queue = HookFolder.hooks(in: folder, mode: mode, log: log)
    if queue.isEmpty { return }
    guard LibProcess.hasPidfd else {
      log("hooks in \(printable(folder)) not run: they need Linux 5.3 or later (pidfd_open)")
      queue = []
      return
    }
    startNext()
  }

  /// Handles `descriptor` becoming readable; false when it is not one of the runner's.
  public func serve(_ descriptor: Int32) -> Bool {
    if var current = running {
      if descriptor == current.output.descriptor {
        current.output.readTurn(now: now(), log: log)
        running = current
        return true
      }
      if descriptor == current.exited {
        finish(current)
        return true
      }
    }
    guard let index = leftovers.firstIndex(where: { $0.descriptor == descriptor }) else { return false }
    leftovers[index].readTurn(now: now(), log: log)
    if !leftovers[index].isOpen { leftovers.remove(at: index) }
    return true
  }

  /// Enforces the time limit at `now` (wall clock): SIGTERM, then SIGKILL. (Paused outputs need
  /// nothing here: ``descriptors`` offers them to `poll` again once their pause is over.)
  public func tick(now: Double) {
    guard var current = running, !current.killed else { return }
    let limit = current.startedAt + timeLimit + (current.terminated ? killGrace : 0)
    guard now >= limit else { return }
    if !current.terminated {
      log("hook \(current.name): still running after \(timeLimit.formatted) s; sending SIGTERM")
      LibProcess.send(SIGTERM, toGroupOf: current.pid)
      current.terminated = true
    } else {
      log("hook \(current.name): still running \(killGrace.formatted) s after SIGTERM; sending SIGKILL")
      LibProcess.send(SIGKILL, toGroupOf: current.pid)
      current.killed = true  // the pidfd reports the end
    }
    running = current
  }

  private func startNext() {
    while running == nil, !queue.isEmpty {
      let hook = queue.removeFirst()
      let pipe: (read: Int32, write: Int32)
      switch LibProcess.nonBlockingPipe() {
      case .success(let ends): pipe = ends
      case .failure(let failure):
        log("hook \(hook.name) not run: no pipe (\(failure.reason))")
        continue
      }
      let mode = String(hook.name.prefix { $0 != "/" })
      let started = LibProcess.spawnInOwnGroup(path: hook.path, environment: Self.environment(theme: mode), output: pipe.write)
      close(pipe.write)
      let pid: pid_t
      switch started {
      case .success(let child): pid = child
      case .failure(let failure):
        log("hook \(hook.name) not run: \(failure.reason)")
        close(pipe.read)
        continue
      }
      let exited: Int32
      switch LibProcess.exitDescriptor(of: pid) {
      case .success(let descriptor): exited = descriptor
      case .failure(let failure):
        // pidfd_open failed for this child (checked to work at all): wait for it here rather
        // than leave a zombie.
        log("hook \(hook.name): no pidfd (\(failure.reason)); waiting for it")
        LibProcess.waitForEnd(of: pid)
        close(pipe.read)
        continue
      }
      log("hook \(hook.name) started (pid \(pid))")
      running = Running(
        name: hook.name, pid: pid, exited: exited, output: HookOutput(name: hook.name, descriptor: pipe.read),
        startedAt: now())
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

  /// The hook's process has exited: reap it, say how it ended, keep its output pipe while
  /// something still holds it, start the next hook.
  private func finish(_ finished: Running) {
    var current = finished
    let reaped = LibProcess.reapIfEnded(current.pid)
    guard reaped != .running else {
      // Not ended after all: a readiness the caller saw for a descriptor number that was
      // closed and given to this hook in the meantime. Nothing to do yet.
      return
    }
    // One turn only: what the hook wrote before it exited is normally all there is, and a
    // program it left behind may write without end.
    current.output.readTurn(now: now(), log: log)
    close(current.exited)
    running = nil
    switch reaped {
    case .ended(.exited(let code)):
      log("hook \(current.name) " + (code == 0 ? "finished" : "failed with exit status \(code)"))
    case .ended(.signalled(let signal)):
      log("hook \(current.name) ended by signal \(signal)")
    case .running, .unknown:
      break
    }
    if current.output.isOpen { keepReading(current.output) }
    startNext()
  }

  private func keepReading(_ output: HookOutput) {
    leftovers.append(output)
    if leftovers.count > Self.maximumLeftoverOutputs {
      var oldest = leftovers.removeFirst()
      log("hook \(oldest.name): \(Self.maximumLeftoverOutputs) finished hooks' programs still hold output pipes; closing this oldest one")
      oldest.close(log: log)
    }
  }
}

extension Double {
  /// "30" for whole seconds, "0.5" otherwise.
  fileprivate var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
