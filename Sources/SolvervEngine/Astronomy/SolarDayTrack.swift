#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Sun's path across one place's sky over about a day, cheap to evaluate at any instant.
///
/// Meeus ch. 15's method: the apparent right ascension and declination are computed in full at
/// three instants 12 h apart around the middle of the day and interpolated quadratically (error
/// below 0.05″); sidereal time advances linearly. Nutation, distance and the Sun's ecliptic
/// latitude change too slowly to matter within a day and are taken once, at the middle.
struct SolarDayTrack {
  /// Seconds since 1970 of the middle node.
  let center: Double
  /// Node spacing, seconds.
  static let spacing = 43_200.0

  private let sinPhi: Double
  private let cosPhi: Double
  /// Local hour angle at `center`, radians.
  private let hourAngle0: Double
  /// Quadratic coefficients of (α − equation of equinoxes) and δ in u = (t − center)/spacing.
  private let ra1, ra2, dec0, dec1, dec2: Double
  /// Sun–Earth distance, AU.
  let distance: Double

  /// Sidereal rate, radians per node spacing (360.98564736629° per day).
  private static let siderealPerSpacing = 360.98564736629 * Angle.degree / 2

  init(center: Double, coordinate: Coordinate) {
    self.center = center
    let phi = coordinate.latitude * Angle.degree
    sinPhi = sin(phi)
    cosPhi = cos(phi)
    let middle = SolarPosition(at: Instant(secondsSince1970: center), precision: .sunTimes)
    let before = SolarPosition.track(at: center - SolarDayTrack.spacing, sharing: middle, center: center)
    let after = SolarPosition.track(at: center + SolarDayTrack.spacing, sharing: middle, center: center)
    // Right ascension unwrapped around the middle node.
    let ra0 = middle.rightAscension
    let raBefore = ra0 + Angle.signed(before.rightAscension - ra0)
    let raAfter = ra0 + Angle.signed(after.rightAscension - ra0)
    ra1 = (raAfter - raBefore) / 2
    ra2 = (raAfter + raBefore) / 2 - ra0
    dec0 = middle.declination
    dec1 = (after.declination - before.declination) / 2
    dec2 = (after.declination + before.declination) / 2 - dec0
    hourAngle0 = middle.greenwichSiderealTime + coordinate.longitude * Angle.degree - ra0
    distance = middle.distance
  }

  /// Local hour angle H (not reduced), declination δ, and their rates per second.
  @inline(__always)
  func place(at t: Double) -> (hourAngle: Double, declination: Double, hourRate: Double, declinationRate: Double) {
    let u = (t - center) / SolarDayTrack.spacing
    let h = hourAngle0 + SolarDayTrack.siderealPerSpacing * u - (ra1 * u + ra2 * u * u)
    let d = dec0 + u * (dec1 + u * dec2)
    let hRate = (SolarDayTrack.siderealPerSpacing - ra1 - 2 * ra2 * u) / SolarDayTrack.spacing
    let dRate = (dec1 + 2 * dec2 * u) / SolarDayTrack.spacing
    return (h, d, hRate, dRate)
  }

  /// sin(geocentric altitude) and its rate per second.
  @inline(__always)
  func sinAltitude(at t: Double) -> (value: Double, rate: Double) {
    let p = place(at: t)
    let (sinD, cosD) = sinCos(p.declination)
    let (sinH, cosH) = sinCos(p.hourAngle)
    let value = sinPhi * sinD + cosPhi * cosD * cosH
    let rate =
      p.declinationRate * (sinPhi * cosD - cosPhi * sinD * cosH) - cosPhi * cosD * sinH * p.hourRate
    return (value, rate)
  }

  /// Solves H(t) ≡ `target` (mod 2π) near `guess` by Newton's method.
  func hourAngleCrossing(_ target: Double, near guess: Double) -> Double {
    var t = guess
    for _ in 0..<4 {
      let p = place(at: t)
      let step = Angle.signed(p.hourAngle - target) / p.hourRate
      t -= step
      if abs(step) < 1e-3 { break }
    }
    return t
  }

  /// The first instant at or after `start` with H ≡ `target` (mod 2π).
  func firstHourAngleCrossing(_ target: Double, after start: Double) -> Double {
    let p = place(at: start)
    var t = hourAngleCrossing(target, near: start + Angle.normalized(target - p.hourAngle) / p.hourRate)
    if t < start { t = hourAngleCrossing(target, near: t + 86_400) }
    return t
  }

  /// The altitude extremum nearest a transit (target 0) or antitransit (π) at `near`, or nil
  /// when the Sun's daily motion is too small to make one (at the poles, altitude follows δ).
  func extremum(near transit: Double) -> Double? {
    var t = transit
    for _ in 0..<6 {
      let p = place(at: t)
      let cosD = cos(p.declination)
      let curvature = -cosPhi * cosD * cos(p.hourAngle) * p.hourRate * p.hourRate
      guard abs(curvature) > 1e-18 else { return nil }
      let step = sinAltitude(at: t).rate / curvature
      t -= step
      if abs(t - transit) > 3 * 3_600 { return nil }
      if abs(step) < 1e-2 { return t }
    }
    return t
  }
}

extension SolarPosition {
  /// The Sun's apparent right ascension and declination at `t`, a few hours from `nearby`:
  /// the geometric longitude moves by its Taylor expansion (third order: under 0.002″ over 12 h),
  /// and the slowly changing parts (nutation, distance, latitude, obliquity) are reused.
  static func track(at t: Double, sharing nearby: SolarPosition, center: Double) -> (rightAscension: Double, declination: Double)
  {
    let dtau = (t - center) / (86_400 * 365_250)
    let d = nearby.longitudeDerivatives
    let lambda = nearby.eclipticLongitude + dtau * (d.first + dtau * (d.second / 2 + dtau * d.third / 6))
    let beta = nearby.eclipticLatitude
    let epsilon = nearby.trueObliquity
    let sinLambda = sin(lambda)
    let ra = Angle.normalized(atan2(sinLambda * cos(epsilon) - tan(beta) * sin(epsilon), cos(lambda)))
    let dec = asin(sin(beta) * cos(epsilon) + cos(beta) * sin(epsilon) * sinLambda)
    return (ra, dec)
  }
}
