public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The wall clock as a ``TimeSource``: what the daemon and `--watch` run on without `--at`.
public final class WallClockTimeSource: TimeSource {
  public init() {}

  public func now() -> Instant { SystemClock.now() }

  public func wallClockDeadline(for instant: Instant) -> Double { instant.secondsSince1970 }
}

/// Time travel (`--at`): the clock starts at `start` and runs on with real time. This is the one
/// place the simulated − real difference is kept; everything else asks the clock.
public final class SimulatedTimeSource: TimeSource {
  /// Simulated − real seconds.
  private let offset: Double

  /// A clock that reads `start` at the real moment `realStart`.
  public init(startingAt start: Instant, realStart: Instant = SystemClock.now()) {
    offset = start - realStart
  }

  public func now() -> Instant { SystemClock.now() + offset }

  public func wallClockDeadline(for instant: Instant) -> Double { instant.secondsSince1970 - offset }
}

extension SystemClock {
  /// The clock of a run: simulated from `start` when `--at` gave one, else the wall clock.
  public static func timeSource(startingAt start: Instant?, realStart: Instant) -> any TimeSource {
    guard let start else { return WallClockTimeSource() }
    return SimulatedTimeSource(startingAt: start, realStart: realStart)
  }

  /// Sleeps until the wall clock reads `seconds` (an absolute deadline, so a clock set while
  /// sleeping is honoured); returns at once for a deadline already past.
  public static func sleep(untilWallClock seconds: Double) {
    guard seconds.isFinite, seconds > now().secondsSince1970 else { return }
    var spec = timespec()
    spec.tv_sec = Int(seconds.rounded(.down))
    spec.tv_nsec = Int((seconds - seconds.rounded(.down)) * 1e9)
    while clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &spec, nil) == EINTR {}
  }
}
