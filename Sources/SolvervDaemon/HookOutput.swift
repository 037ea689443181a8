#if canImport(Glibc)
  import Glibc
#endif

/// The output pipe of one hook run (stdout and stderr together), read without ever blocking the
/// daemon's loop: at most ``readPerTurn`` bytes each time the loop finds it readable.
///
/// The log gets the first ``logLimit`` bytes of a run, line by line with the hook's name; the rest
/// is read and counted, and one "… N bytes more" line says how much when the pipe closes. Past
/// the limit the pipe is read at most once per ``throttleSeconds``, so a program that writes
/// without end (`yes &`) costs the daemon almost nothing: it waits on its full pipe instead.
///
/// The pipe is closed only at end of file — when every process holding its write end has closed
/// it — never when the hook itself exits: a program the hook started in the background keeps
/// writing to a live pipe (closing it would kill that program with SIGPIPE on its next write).
struct HookOutput {
  /// Bytes of one run's output that reach the log.
  static let logLimit = 65_536
  /// The most bytes read in one turn of the loop.
  static let readPerTurn = 65_536
  /// Past the log limit, the pause between two reads.
  static let throttleSeconds = 0.25
  /// The longest output line logged (longer ones are cut into pieces of this size).
  static let longestLine = 1_000

  let name: String
  private(set) var descriptor: Int32
  private var pending: [UInt8] = []
  private var logged = 0
  private var dropped = 0
  /// Past the log limit: the wall-clock second before which the pipe is not read again.
  private(set) var resumeAt: Double?

  init(name: String, descriptor: Int32) {
    self.name = name
    self.descriptor = descriptor
  }

  var isOpen: Bool { descriptor >= 0 }

  /// Whether the loop should poll the pipe at `now` (false while throttled).
  func wantsPoll(now: Double) -> Bool { isOpen && (resumeAt.map { now >= $0 } ?? true) }

  /// One bounded, non-blocking read; logs what it completes. Closes the pipe at end of file.
  mutating func readTurn(now: Double, log: (String) -> Void) {
    guard isOpen else { return }
    var buffer = [UInt8](repeating: 0, count: Self.readPerTurn)
    var count = 0
    repeat { count = read(descriptor, &buffer, buffer.count) } while count < 0 && errno == EINTR
    if count > 0 {
      take(buffer[0..<count], log: log)
      resumeAt = logged >= Self.logLimit ? now + Self.throttleSeconds : nil
    } else if count == 0 || errno != EAGAIN {
      close(log: log)
    }
  }

  /// Logs what is left and closes the pipe (its writers get SIGPIPE from here on).
  mutating func close(log: (String) -> Void) {
    guard isOpen else { return }
    if !pending.isEmpty { logLine(pending, log: log) }
    pending = []
    if dropped > 0 { log("hook \(name): … \(dropped) bytes more (\(Self.logLimit / 1_024) KiB of a run are logged)") }
    Glibc.close(descriptor)
    descriptor = -1
  }

  /// Adds `bytes` to the run's output: complete lines are logged while the run's log is under
  /// its limit (the "hook NAME: " before each line counts too), the rest only counted.
  private mutating func take(_ bytes: ArraySlice<UInt8>, log: (String) -> Void) {
    if logged >= Self.logLimit {
      dropped += bytes.count
      return
    }
    pending += bytes
    while let end = pending.firstIndex(of: 10) ?? (pending.count >= Self.longestLine ? Self.longestLine - 1 : nil) {
      let line = pending[...end]
      let cost = prefixBytes + line.count
      if logged + cost <= Self.logLimit {
        logLine(pending[end] == 10 ? pending[..<end] : line, log: log)
        logged += cost
      } else {
        logged = Self.logLimit
        dropped += pending.count
        pending = []
        log("hook \(name): more than \(Self.logLimit / 1_024) KiB of output; the rest is counted, not logged")
        return
      }
      pending.removeSubrange(...end)
    }
  }

  /// What the log adds before each line of the hook's.
  private var prefixBytes: Int { "hook \(name): ".utf8.count }

  private func logLine(_ bytes: some Collection<UInt8>, log: (String) -> Void) {
    log("hook \(name): " + String(decoding: bytes, as: UTF8.self))
  }
}
