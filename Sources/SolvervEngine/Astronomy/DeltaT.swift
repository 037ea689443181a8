/// ΔT = TT − UT: how far the Earth's rotation clock (UT) lags uniform time (TT), in seconds.
///
/// The model, in three pieces:
/// - **Before 2005**: Espenak & Meeus's polynomials (*Five Millennium Canon of Solar Eclipses*,
///   NASA/TP-2006-214141), fitted to historical and observed values; they cover −1999…2005.
/// - **2005–2025**: yearly observed values (IERS, TT − UT1 on 1 January), interpolated linearly.
/// - **After 2025**: nobody knows the Earth's future rotation. Solverv follows the scheme of
///   PyEphem/libastro (the reference data's model): a cubic that leaves the last observation with
///   its trend and joins, 100 years later, the long-term tidal parabola of Morrison & Stephenson
///   (2004), ΔT = −20 + 32·((y − 1820)/100)² s, which it then follows.
///
/// Values: 64.7 s in 2005, 69.1 s in 2025, 92 s in 2050, 217 s in 2100, 442 s in 2200, 1057 s in
/// 2400. Future instants therefore carry an uncertainty of tens of seconds by 2050 and minutes
/// centuries away; present-day ones are good to well under a second of ΔT.
public enum DeltaT {
  /// ΔT in seconds at a decimal year (2025.5 is mid-2025).
  public static func seconds(atDecimalYear y: Double) -> Double {
    if y >= observedStart {
      return y < observedEnd ? observed(at: y) : extrapolated(at: y)
    }
    return espenakMeeus(y)
  }

  /// Observed ΔT on 1 January of 2005, 2006, … 2025 (seconds).
  static let observations: [Double] = [
    64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.60, 66.91, 67.28, 67.64,
    68.10, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29, 69.20, 69.18, 69.14,
  ]
  static let observedStart = 2005.0
  static var observedEnd: Double { observedStart + Double(observations.count - 1) }

  /// The long-term parabola of Morrison & Stephenson (2004).
  static func longTermParabola(_ y: Double) -> Double {
    let u = (y - 1820) / 100
    return -20 + 32 * u * u
  }

  private static func observed(at y: Double) -> Double {
    let offset = y - observedStart
    let i = min(Int(offset), observations.count - 2)
    let fraction = offset - Double(i)
    return observations[i] + (observations[i + 1] - observations[i]) * fraction
  }

  /// Hermite cubic from the last observation (value, trend) to the parabola (value, slope) 100
  /// years on; the parabola after that.
  private static func extrapolated(at y: Double) -> Double {
    let span = 100.0
    let joinYear = observedEnd + span
    if y >= joinYear { return longTermParabola(y) }
    let n = observations.count
    let start = observations[n - 1]
    let startSlope = observations[n - 1] - observations[n - 2]
    let end = longTermParabola(joinYear)
    let endSlope = 64 * (joinYear - 1820) / 10_000
    let s = (y - observedEnd) / span
    let s2 = s * s
    let s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * start + (s3 - 2 * s2 + s) * span * startSlope
      + (-2 * s3 + 3 * s2) * end + (s3 - s2) * span * endSlope
  }

  /// Espenak & Meeus (2006), valid −1999…2005 here.
  private static func espenakMeeus(_ y: Double) -> Double {
    switch y {
    case ..<(-500):
      return longTermParabola(y)
    case ..<500:
      let u = y / 100
      return polynomial(u, Coefficients.years500BCTo500)
    case ..<1600:
      let u = (y - 1000) / 100
      return polynomial(u, Coefficients.years500To1600)
    case ..<1700:
      let t = y - 1600
      return polynomial(t, Coefficients.years1600To1700)
    case ..<1800:
      let t = y - 1700
      return polynomial(t, Coefficients.years1700To1800)
    case ..<1860:
      let t = y - 1800
      return polynomial(t, Coefficients.years1800To1860)
    case ..<1900:
      let t = y - 1860
      return polynomial(t, Coefficients.years1860To1900)
    case ..<1920:
      let t = y - 1900
      return polynomial(t, Coefficients.years1900To1920)
    case ..<1941:
      let t = y - 1920
      return polynomial(t, Coefficients.years1920To1941)
    case ..<1961:
      let t = y - 1950
      return polynomial(t, Coefficients.years1941To1961)
    case ..<1986:
      let t = y - 1975
      return polynomial(t, Coefficients.years1961To1986)
    default:
      let t = y - 2000
      return polynomial(t, Coefficients.years1986To2005)
    }
  }

  /// ΔT in seconds at a Julian Day (either scale: ΔT changes by well under a millisecond a day).
  public static func seconds(atJulianDay jd: Double) -> Double {
    seconds(atDecimalYear: 2000 + (jd - 2_451_545) / 365.25)
  }

  /// Polynomial coefficients, constant term first (kept static: no allocation per call).
  private enum Coefficients {
    static let years500BCTo500: [Double] = [10583.6, -1014.41, 33.78311, -5.952053, -0.1798452, 0.022174192, 0.0090316521]
    static let years500To1600: [Double] = [1574.2, -556.01, 71.23472, 0.319781, -0.8503463, -0.005050998, 0.0083572073]
    static let years1600To1700: [Double] = [120, -0.9808, -0.01532, 1.0 / 7129]
    static let years1700To1800: [Double] = [8.83, 0.1603, -0.0059285, 0.00013336, -1.0 / 1_174_000]
    static let years1800To1860: [Double] = [
      13.72, -0.332447, 0.0068612, 0.0041116, -0.00037436, 0.0000121272, -0.0000001699, 0.000000000875,
    ]
    static let years1860To1900: [Double] = [7.62, 0.5737, -0.251754, 0.01680668, -0.0004473624, 1.0 / 233_174]
    static let years1900To1920: [Double] = [-2.79, 1.494119, -0.0598939, 0.0061966, -0.000197]
    static let years1920To1941: [Double] = [21.20, 0.84493, -0.076100, 0.0020936]
    static let years1941To1961: [Double] = [29.07, 0.407, -1.0 / 233, 1.0 / 2547]
    static let years1961To1986: [Double] = [45.45, 1.067, -1.0 / 260, -1.0 / 718]
    static let years1986To2005: [Double] = [63.86, 0.3345, -0.060374, 0.0017275, 0.000651814, 0.00002373599]
  }

  @inline(__always)
  private static func polynomial(_ x: Double, _ coefficients: [Double]) -> Double {
    var result = 0.0
    var i = coefficients.count - 1
    while i >= 0 {
      result = result * x + coefficients[i]
      i -= 1
    }
    return result
  }
}
