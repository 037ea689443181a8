#if canImport(Glibc)
  import Glibc
#endif

/// Seconds on the monotonic clock: for measuring waits (never the time of day, never set back).
public enum MonotonicClock {
  public static func seconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
