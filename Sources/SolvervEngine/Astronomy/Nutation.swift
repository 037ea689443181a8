#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nutation in longitude (Δψ) and obliquity (Δε), IAU 1980 theory, and the obliquity of the
/// ecliptic (Meeus ch. 22).
///
/// ``NutationTable`` keeps the terms of at least 0.002″, so Δψ is good to about 0.02″.
struct Nutation {
  /// Δψ in radians.
  let longitude: Double
  /// Δε in radians (0 when not requested).
  let obliquity: Double

  /// - Parameters:
  ///   - t: Julian centuries of TT from J2000.0.
  ///   - includeObliquity: skip Δε when only Δψ is needed (the season solver).
  ///   - minimumCoefficient: stop at the first term smaller than this (units of 0.0001″; the
  ///     table is sorted largest first). 0 evaluates every term.
  init(t: Double, includeObliquity: Bool = true, minimumCoefficient: Double = 0) {
    // Fundamental arguments in degrees (Meeus 22).
    let d = (297.85036 + t * (445_267.111480 + t * (-0.0019142 + t / 189_474))) * Angle.degree
    let m = (357.52772 + t * (35_999.050340 + t * (-0.0001603 - t / 300_000))) * Angle.degree
    let mp = (134.96298 + t * (477_198.867398 + t * (0.0086972 + t / 56_250))) * Angle.degree
    let f = (93.27191 + t * (483_202.017538 + t * (-0.0036825 + t / 327_270))) * Angle.degree
    let om = (125.04452 + t * (-1_934.136261 + t * (0.0020708 + t / 450_000))) * Angle.degree
    var psi = 0.0
    var eps = 0.0
    NutationTable.terms.withUnsafeBufferPointer { row in
      var i = 0
      while i < row.count {
        if max(abs(row[i + 5]), abs(row[i + 7])) < minimumCoefficient { break }
        let argument = row[i] * d + row[i + 1] * m + row[i + 2] * mp + row[i + 3] * f + row[i + 4] * om
        let (sine, cosine) = sinCos(argument)
        psi += (row[i + 5] + row[i + 6] * t) * sine
        if includeObliquity {
          eps += (row[i + 7] + row[i + 8] * t) * cosine
        }
        i += NutationTable.columns
      }
    }
    longitude = psi * 0.0001 * Angle.arcsecond
    obliquity = eps * 0.0001 * Angle.arcsecond
  }

  /// Mean obliquity of the ecliptic ε₀ in radians (IAU, Meeus 22.2).
  static func meanObliquity(t: Double) -> Double {
    (84_381.448 + t * (-46.8150 + t * (-0.00059 + t * 0.001813))) * Angle.arcsecond
  }
}
