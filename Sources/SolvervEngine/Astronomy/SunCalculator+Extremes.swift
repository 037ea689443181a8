#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The highest and lowest the Sun stands in one local day: how far below the horizon the noon sun
/// is in the polar night, how high the midnight sun stays (the polar daily message).
public struct AltitudeRange: Hashable, Sendable {
  /// Degrees, topocentric, of the Sun's centre, without refraction (as ``HorizontalPosition``).
  public let lowest: Double
  public let highest: Double
}

extension SunCalculator {
  /// The Sun's lowest and highest altitude within `date`'s local day.
  public func altitudeRange(on date: CivilDate) -> AltitudeRange {
    DayProfile(date: date, calculator: self).altitudeRange
  }
}

extension DayProfile {
  /// The extremes of ``values`` (the altitude is monotonic between breakpoints, so they hold the
  /// day's lowest and highest), as topocentric degrees.
  var altitudeRange: AltitudeRange {
    func degrees(_ sine: Double) -> Double {
      Parallax.topocentric(asin(max(-1, min(1, sine))), distance: track.distance) / Angle.degree
    }
    return AltitudeRange(lowest: degrees(values.min() ?? 0), highest: degrees(values.max() ?? 0))
  }
}
