/// Where a long-running loop (the daemon, `--watch`, `wait`) gets "now" and the wall-clock
/// deadline of an instant; the loops wait for that deadline themselves (the daemon and `--watch`
/// in their wake source, with signals and file changes beside it).
///
/// One protocol, three clocks: the wall clock, the `--at` clock that starts at a given instant and
/// runs on with real time (both in SolvervSystem, which may read the clock), and
/// ``ManualTimeSource`` for tests, moved by hand. The engine only declares it: it never reads a
/// clock itself, so nothing here does I/O.
public protocol TimeSource: AnyObject {
  /// The current instant on this clock.
  func now() -> Instant
  /// The wall-clock time (Unix seconds) at which this clock reads `instant`: what a timerfd is
  /// armed for, so a wake loop sleeps until the boundary in real time.
  func wallClockDeadline(for instant: Instant) -> Double
}

/// A clock for tests: it reads what it was set to and moves only when told, so a state machine
/// driven by it crosses a day of boundaries in microseconds.
public final class ManualTimeSource: TimeSource {
  private var current: Instant

  public init(_ start: Instant) {
    current = start
  }

  public func now() -> Instant { current }

  /// The manual clock stands in for the wall clock: its instants are the deadlines.
  public func wallClockDeadline(for instant: Instant) -> Double { instant.secondsSince1970 }

  /// Moves to `instant` at once, as a loop's wait for it would (never backwards: waiting cannot
  /// turn time back).
  public func sleep(until instant: Instant) {
    if instant > current { current = instant }
  }

  /// Moves on by `seconds`, as real time would.
  public func advance(by seconds: Double) {
    current = current + seconds
  }

  /// Sets the clock, forwards or back, as `date -s` would.
  public func set(to instant: Instant) {
    current = instant
  }
}
