public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The wall clock: the one place Solverv reads the time (the engine is handed instants).
public enum SystemClock {
  /// Now, from `CLOCK_REALTIME`.
  public static func now() -> Instant {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Instant(secondsSince1970: Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9)
  }
}
