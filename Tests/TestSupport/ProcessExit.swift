public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Waiting for a real child process to end, judged by the kernel rather than by Foundation's
/// `isRunning`, whose exit notification comes from a background thread and can lag by seconds
/// when the test process is busy (a machine running other builds).
///
/// A test waits for the event itself — the process has ended — with a generous hang guard; it
/// never judges a process by how much wall-clock time passed.
public enum ProcessExit {
  /// The hang guard of every wait that expects an exit: long enough for any busy machine,
  /// short enough that a real hang fails the run instead of stalling it.
  public static let hangGuard = 60.0

  /// True when `pid` has ended: its `/proc` entry is gone or in state Z (exited, not yet reaped).
  public static func hasExited(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")"),
      let state = stat[stat.index(after: close)...].first(where: { $0 != " " })
    else { return true }
    return state == "Z" || state == "X"
  }

  /// Waits until `process` has ended, up to `timeout` seconds; its exit status (reaped through
  /// Foundation), or nil when it still runs after the hang guard.
  public static func wait(_ process: Process, timeout: Double = hangGuard) -> Int32? {
    guard waitForExit(process.processIdentifier, timeout: timeout) else { return nil }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Whether `pid` (a process this test did not start through `Process`, or one it reaps
  /// elsewhere) ends within `timeout` seconds.
  public static func waitForExit(_ pid: Int32, timeout: Double = hangGuard) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !hasExited(pid), Date() < deadline { usleep(5_000) }
    return hasExited(pid)
  }

  /// True while `process` runs, as the kernel sees it (a process that exited a moment ago is
  /// not running, whatever `isRunning` says yet).
  public static func isRunning(_ process: Process) -> Bool {
    !hasExited(process.processIdentifier)
  }

  /// Ends `process` with SIGKILL (test processes inherit a mask with SIGTERM blocked) and reaps it.
  public static func kill(_ process: Process) {
    if !hasExited(process.processIdentifier) { Glibc.kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
