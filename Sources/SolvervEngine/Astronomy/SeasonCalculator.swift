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
/// takes Newton steps with the series' own derivative; one ephemeris evaluation usually settles
/// it to a tenth of a second. The result is in UT
/// (TT − ``DeltaT``), rounded to the whole second.
public enum SeasonCalculator {
  /// The years this calculator supports (the ΔT model and truncated series are checked there).
  public static let supportedYears: ClosedRange<Int> = 1000...3000

  /// The four events of `year`, in calendar order.
  public static func events(in year: Int) -> [SeasonEvent] {
    [
      event(.marchEquinox, in: year), event(.juneSolstice, in: year),
      event(.septemberEquinox, in: year), event(.decemberSolstice, in: year),
    ]
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
    for _ in 0..<8 {
      let (lambda, rate) = SolarPosition.apparentLongitude(julianEphemerisDay: jde)
      let step = Angle.signed(target - lambda) / rate
      jde += step
      // Newton with the series' own derivative: a step of at most 0.05 d (72 min) leaves an
      // error of ½·λ''·step²/λ' < 1e-6 d (0.1 s), so one evaluation usually settles it.
      if abs(step) < 0.05 { break }
    }
    let deltaT = DeltaT.seconds(atJulianDay: jde)
    let ut = Instant(julianDay: jde) - deltaT
    return SeasonEvent(kind: kind, year: year, instant: Instant(secondsSince1970: ut.secondsSince1970.rounded()))
  }

  /// Meeus Table 27.B: mean instants (JDE) for the years 1000–3000.
  private static func meanEvent(_ kind: SeasonEventKind, year: Int) -> Double {
    let y = Double(year - 2000) / 1000
    let c: (Double, Double, Double, Double, Double)
    switch kind {
    case .marchEquinox: c = (2_451_623.80984, 365_242.37404, 0.05169, -0.00411, -0.00057)
    case .juneSolstice: c = (2_451_716.56767, 365_241.62603, 0.00325, 0.00888, -0.00030)
    case .septemberEquinox: c = (2_451_810.21715, 365_242.01767, -0.11575, 0.00337, 0.00078)
    case .decemberSolstice: c = (2_451_900.05952, 365_242.74049, -0.06223, -0.00823, 0.00032)
    }
    return c.0 + y * (c.1 + y * (c.2 + y * (c.3 + y * c.4)))
  }
}
