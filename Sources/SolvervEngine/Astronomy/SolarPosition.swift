#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Sun's apparent geocentric place at one instant: true equator and equinox of date,
/// nutation and aberration included (Meeus ch. 25, "higher accuracy").
public struct SolarPosition: Sendable {
  /// Apparent ecliptic longitude λ, radians in `0..<2π`.
  public let eclipticLongitude: Double
  /// Apparent ecliptic latitude β, radians (never more than about 1″).
  public let eclipticLatitude: Double
  /// Sun–Earth distance, astronomical units.
  public let distance: Double
  /// Apparent right ascension α, radians in `0..<2π`.
  public let rightAscension: Double
  /// Apparent declination δ, radians.
  public let declination: Double
  /// Greenwich apparent sidereal time, radians in `0..<2π`.
  public let greenwichSiderealTime: Double
  /// The equation of the equinoxes Δψ cos ε (apparent − mean sidereal time), radians.
  let equationOfEquinoxes: Double
  /// The geometric longitude Θ = L + 180° straight from VSOP87 (before FK5, nutation and
  /// aberration), radians, not reduced.
  let geometricLongitude: Double
  /// True obliquity of the ecliptic ε = ε₀ + Δε, radians.
  let trueObliquity: Double
  /// dΘ/dτ, d²Θ/dτ², d³Θ/dτ³ (τ in Julian millennia): lets ``SolarDayTrack`` move the geometric
  /// longitude a few hours either way without evaluating the series again.
  let longitudeDerivatives: (first: Double, second: Double, third: Double)

  /// The Sun's place at `instant` (UT); the ephemeris is evaluated at TT = UT + ΔT.
  public init(at instant: Instant) {
    self.init(at: instant, precision: .full)
  }

  /// How much of the slowly varying series an evaluation needs. Longitude always uses every
  /// term of ``VSOP87EarthTables``; latitude, distance and nutation can stop early where their
  /// small terms cannot move a result by a measurable amount.
  struct Precision {
    /// Smallest latitude term kept (1e-8 rad).
    let latitude: Double
    /// Smallest distance term kept (1e-8 AU).
    let radius: Double
    /// Smallest nutation coefficient kept (0.0001″).
    let nutation: Double

    static let full = Precision(latitude: 0, radius: 0, nutation: 0)
    /// For sun times: β to 0.05″, R to 1e-5 AU (0.0002″ of aberration, 0.0001″ of parallax),
    /// Δψ and Δε to about 0.1″ — below 0.01 s of any sunrise.
    static let sunTimes = Precision(latitude: 10, radius: 1_000, nutation: 300)
    /// For season instants: R to 1e-5 AU, Δψ to about 0.05″ (about 1 s of time, below the
    /// rounding to whole seconds and far below the ΔT uncertainty).
    static let seasons = Precision(latitude: 0, radius: 1_000, nutation: 100)
  }

  init(at instant: Instant, precision: Precision) {
    let jd = instant.julianDay
    let jde = jd + DeltaT.seconds(atJulianDay: jd) / 86_400
    let tau = (jde - 2_451_545) / 365_250
    let t = tau * 10
    let nutation = Nutation(t: t, minimumCoefficient: precision.nutation)
    let (lambda, beta, radius, theta, derivatives) = SolarPosition.apparentEcliptic(
      tau: tau, nutation: nutation, precision: precision)
    longitudeDerivatives = derivatives
    let epsilon = Nutation.meanObliquity(t: t) + nutation.obliquity
    geometricLongitude = theta
    trueObliquity = epsilon
    eclipticLongitude = lambda
    eclipticLatitude = beta
    distance = radius
    let sinLambda = sin(lambda)
    rightAscension = Angle.normalized(
      atan2(sinLambda * cos(epsilon) - tan(beta) * sin(epsilon), cos(lambda)))
    declination = asin(sin(beta) * cos(epsilon) + cos(beta) * sin(epsilon) * sinLambda)
    equationOfEquinoxes = nutation.longitude * cos(epsilon)
    greenwichSiderealTime = Angle.normalized(
      SolarPosition.greenwichMeanSiderealTime(julianDay: jd) + equationOfEquinoxes)
  }

  /// Apparent ecliptic longitude λ (radians, `0..<2π`) at a Julian Ephemeris Day — the quantity
  /// the season solver drives to 0°, 90°, 180° and 270° — and its rate in radians per day (the
  /// geometric rate: nutation and aberration change it by less than 1e-4). Skips latitude and Δε,
  /// which λ does not need.
  static func apparentLongitude(julianEphemerisDay jde: Double) -> (longitude: Double, ratePerDay: Double) {
    let tau = (jde - 2_451_545) / 365_250
    let precision = Precision.seasons
    let nutation = Nutation(t: tau * 10, includeObliquity: false, minimumCoefficient: precision.nutation)
    let earth = VSOP87Earth.longitudeWithDerivatives(tau)
    let radius = VSOP87Earth.radius(tau, minimumAmplitude: precision.radius)
    let theta = earth.value + Double.pi
    let fk5 = -0.09033 * Angle.arcsecond  // the (cos + sin) tan β part is below 0.0001″
    let lambda = Angle.normalized(theta + fk5 + nutation.longitude - aberration / radius)
    return (lambda, earth.first / 365_250)
  }

  /// Annual aberration constant for the Sun: 20.4898″ at 1 AU (Meeus 25.10).
  private static let aberration = 20.4898 * Angle.arcsecond

  private static func apparentEcliptic(tau: Double, nutation: Nutation, precision: Precision)
    -> (
      longitude: Double, latitude: Double, radius: Double, geometric: Double,
      derivatives: (first: Double, second: Double, third: Double)
    )
  {
    let radius = VSOP87Earth.radius(tau, minimumAmplitude: precision.radius)
    let earth = VSOP87Earth.longitudeWithDerivatives(tau)
    let theta = earth.value + Double.pi
    let beta = -VSOP87Earth.latitude(tau, minimumAmplitude: precision.latitude)
    // VSOP87 dynamical ecliptic → FK5 (Meeus 32.3).
    let t = tau * 10
    let lambdaPrime = theta - (1.397 * t + 0.00031 * t * t) * Angle.degree
    let deltaTheta =
      (-0.09033 + 0.03916 * (cos(lambdaPrime) + sin(lambdaPrime)) * tan(beta)) * Angle.arcsecond
    let deltaBeta = 0.03916 * (cos(lambdaPrime) - sin(lambdaPrime)) * Angle.arcsecond
    let lambda = theta + deltaTheta + nutation.longitude - aberration / radius
    return (Angle.normalized(lambda), beta + deltaBeta, radius, theta, (earth.first, earth.second, earth.third))
  }

  /// Greenwich mean sidereal time in radians (IAU 1982, Meeus 12.4), from a UT Julian Day.
  static func greenwichMeanSiderealTime(julianDay jd: Double) -> Double {
    let d = jd - 2_451_545
    let t = d / 36_525
    let degrees = 280.46061837 + 360.98564736629 * d + t * t * (0.000387933 - t / 38_710_000)
    return Angle.normalized(degrees.truncatingRemainder(dividingBy: 360) * Angle.degree)
  }
}
