#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Solstice and equinox instants for the years 1000–3000.
///
/// Each event is the instant at which the Sun's apparent geocentric ecliptic longitude (VSOP87,
/// nutation and aberration included) reaches its multiple of 90°. The solver starts from Meeus'
/// mean-event polynomials (*Astronomical Algorithms* Table 27.B, good to about a quarter hour) and
/// takes Newton steps using the Sun's speed along the ecliptic from Kepler's equation of the
/// centre; two ephemeris evaluations usually settle it below a millisecond. The result is in UT
/// (TT − ``DeltaT``), rounded to the whole second.
public enum SeasonCalculator {
  /// The years this calculator supports (the ΔT model and truncated series are checked there).
  public static let supportedYears: ClosedRange<Int> = 1000...3000

  /// The four events of `year`, in calendar order.
  public static func events(in year: Int) -> [SeasonEvent] {
    SeasonEventKind.allCases.map { event($0, in: year) }
  }

  /// All events of the years in `years`, in order.
  public static func events(in years: ClosedRange<Int>) -> [SeasonEvent] {
    var result: [SeasonEvent] = []
    result.reserveCapacity(years.count * 4)
    for year in years { result += events(in: year) }
    return result
  }

  /// One event of one year.
  public static func event(_ kind: SeasonEventKind, in year: Int) -> SeasonEvent {
    let target = kind.solarLongitude * Angle.degree
    var jde = meanEvent(kind, year: year)
    for _ in 0..<12 {
      let lambda = SolarPosition.apparentLongitude(julianEphemerisDay: jde)
      let step = Angle.signed(target - lambda) / longitudeRate(julianEphemerisDay: jde)
      jde += step
      if abs(step) < 1e-5 { break }  // below 1 s: the remaining error is ~1000× smaller
    }
    let deltaT = DeltaT.seconds(atJulianDay: jde)
    let ut = Instant(julianDay: jde) - deltaT
    return SeasonEvent(kind: kind, year: year, instant: Instant(secondsSince1970: ut.secondsSince1970.rounded()))
  }

  /// The Sun's geometric speed in longitude (radians per day) from the equation of the centre:
  /// n·(1 + 2e cos M + 5/2 e² cos 2M). Accurate to about 1e-4, which is all Newton needs.
  private static func longitudeRate(julianEphemerisDay jde: Double) -> Double {
    let t = (jde - 2_451_545) / 36_525
    let meanAnomaly = (357.52911 + 35_999.05029 * t) * Angle.degree
    let e = 0.016708634 - 0.000042037 * t
    let meanMotion = 0.9856473598 * Angle.degree
    return meanMotion * (1 + 2 * e * cos(meanAnomaly) + 2.5 * e * e * cos(2 * meanAnomaly))
  }

  /// Meeus Table 27.B: mean instants (JDE) for the years 1000–3000.
  private static func meanEvent(_ kind: SeasonEventKind, year: Int) -> Double {
    let y = Double(year - 2000) / 1000
    let c: [Double]
    switch kind {
    case .marchEquinox: c = [2_451_623.80984, 365_242.37404, 0.05169, -0.00411, -0.00057]
    case .juneSolstice: c = [2_451_716.56767, 365_241.62603, 0.00325, 0.00888, -0.00030]
    case .septemberEquinox: c = [2_451_810.21715, 365_242.01767, -0.11575, 0.00337, 0.00078]
    case .decemberSolstice: c = [2_451_900.05952, 365_242.74049, -0.06223, -0.00823, 0.00032]
    }
    return c[0] + y * (c[1] + y * (c[2] + y * (c[3] + y * c[4])))
  }
}
