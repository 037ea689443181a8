/// A moment in Universal Time, counted in seconds since 1970-01-01T00:00:00Z.
///
/// This is POSIX time: leap seconds are not counted, so one day is always 86 400 s. Solverv treats
/// UTC and UT1 as the same scale (they differ by less than 0.9 s since 1972), which is what a
/// user's clock and the reference data both do. Fractions of a second are kept so that root
/// finding can work below the second; output rounds to the nearest second.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Seconds since 1970-01-01T00:00:00Z, UT.
  public var secondsSince1970: Double

  public init(secondsSince1970: Double) {
    self.secondsSince1970 = secondsSince1970
  }

  /// The instant at a Julian Day number (UT).
  public init(julianDay: Double) {
    self.secondsSince1970 = (julianDay - Instant.julianDayOf1970) * 86_400
  }

  /// The Julian Day of 1970-01-01T00:00:00Z.
  static let julianDayOf1970 = 2_440_587.5

  /// The Julian Day number (UT) of this instant.
  public var julianDay: Double { secondsSince1970 / 86_400 + Instant.julianDayOf1970 }

  /// Whole seconds, rounded to the nearest (the precision every output uses).
  public var roundedSeconds: Int64 { Int64(secondsSince1970.rounded()) }

  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }

  public static func + (lhs: Instant, seconds: Double) -> Instant {
    Instant(secondsSince1970: lhs.secondsSince1970 + seconds)
  }

  public static func - (lhs: Instant, seconds: Double) -> Instant {
    Instant(secondsSince1970: lhs.secondsSince1970 - seconds)
  }

  /// Seconds from `rhs` to `lhs`.
  public static func - (lhs: Instant, rhs: Instant) -> Double {
    lhs.secondsSince1970 - rhs.secondsSince1970
  }

  public var description: String { ISO8601.utcString(self) }
}

/// Integer division that rounds toward negative infinity (calendar arithmetic needs it for
/// dates before 1970).
@inline(__always)
func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
  let q = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

/// The remainder that matches ``floorDivide(_:_:)``: always in `0..<b` for positive `b`.
@inline(__always)
func floorModulo(_ a: Int64, _ b: Int64) -> Int64 {
  a - floorDivide(a, b) * b
}
