#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the Sun stands in a place's sky: altitude of its centre above the horizon and azimuth.
public struct HorizontalPosition: Sendable, Hashable {
  /// Degrees above the horizon, topocentric (seen from the surface, parallax included), without
  /// refraction — the same convention as the sun-time thresholds.
  public let altitude: Double
  /// Degrees clockwise from true north (90 = east).
  public let azimuth: Double

  /// The Sun's position in the sky at `coordinate` at `instant`.
  public init(sunAt instant: Instant, from coordinate: Coordinate) {
    let sun = SolarPosition(at: instant)
    let phi = coordinate.latitude * Angle.degree
    let hourAngle = sun.greenwichSiderealTime + coordinate.longitude * Angle.degree - sun.rightAscension
    let delta = sun.declination
    let sinAltitude = sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(hourAngle)
    let geocentric = asin(max(-1, min(1, sinAltitude)))
    altitude = Parallax.topocentric(geocentric, distance: sun.distance) / Angle.degree
    // Azimuth from north through east (Meeus 13.5 measures from south; add 180°).
    let azimuthFromSouth = atan2(sin(hourAngle), cos(hourAngle) * sin(phi) - tan(delta) * cos(phi))
    azimuth = Angle.normalized(azimuthFromSouth + Double.pi) / Angle.degree
  }
}

/// The Sun's diurnal parallax: seen from the surface it stands up to 8.8″ lower than from the
/// Earth's centre.
enum Parallax {
  /// Equatorial horizontal parallax of the Sun at 1 AU: 8.794″.
  static let atOneAU = 8.794 * Angle.arcsecond

  /// Topocentric altitude from geocentric altitude (radians) at `distance` AU.
  @inline(__always)
  static func topocentric(_ altitude: Double, distance: Double) -> Double {
    altitude - atOneAU / distance * cos(altitude)
  }

  /// The geocentric altitude at which the topocentric altitude is `target` (radians).
  static func geocentric(forTopocentric target: Double, distance: Double) -> Double {
    let p = atOneAU / distance
    var altitude = target + p * cos(target)
    altitude = target + p * cos(altitude)
    return altitude
  }
}
