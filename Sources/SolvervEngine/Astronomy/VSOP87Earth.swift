#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Earth's heliocentric position from the truncated VSOP87D series (mean ecliptic and
/// equinox of date), Meeus *Astronomical Algorithms* ch. 32.
///
/// The series in ``VSOP87EarthTables`` keep about 0.2″ of accuracy in longitude for 1000–3000;
/// `Scripts/generate-astronomy-tables.py` measures and records the truncation error.
enum VSOP87Earth {
  /// Heliocentric ecliptic longitude in radians (not reduced to one turn).
  /// - Parameter tau: Julian millennia of TT from J2000.0.
  static func longitude(_ tau: Double) -> Double { evaluate(VSOP87EarthTables.l, tau) }

  /// Heliocentric ecliptic latitude in radians.
  static func latitude(_ tau: Double, minimumAmplitude: Double = 0) -> Double {
    evaluate(VSOP87EarthTables.b, tau, minimumAmplitude: minimumAmplitude)
  }

  /// Longitude (radians) and its first three derivatives with respect to tau, from one pass over
  /// the series: each term's sine and cosine come together, so the derivatives are nearly free.
  /// Lets a day's track expand L around its middle instead of evaluating the series three times,
  /// and lets the season solver take exact Newton steps.
  static func longitudeWithDerivatives(_ tau: Double) -> (value: Double, first: Double, second: Double, third: Double) {
    var result = (value: 0.0, first: 0.0, second: 0.0, third: 0.0)
    // τⁱ and its derivatives, for the power i of the series being summed.
    for (i, terms) in VSOP87EarthTables.l.enumerated() {
      var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0
      terms.withUnsafeBufferPointer { t in
        var k = 0
        while k < t.count {
          let (sine, cosine) = sinCos(t[k + 1] + t[k + 2] * tau)
          let a = t[k]
          let c = t[k + 2]
          s0 += a * cosine
          s1 -= a * c * sine
          s2 -= a * c * c * cosine
          s3 += a * c * c * c * sine
          k += 3
        }
      }
      let n = Double(i)
      let p0 = power(tau, i)
      let p1 = i >= 1 ? n * power(tau, i - 1) : 0
      let p2 = i >= 2 ? n * (n - 1) * power(tau, i - 2) : 0
      let p3 = i >= 3 ? n * (n - 1) * (n - 2) * power(tau, i - 3) : 0
      result.value += p0 * s0
      result.first += p1 * s0 + p0 * s1
      result.second += p2 * s0 + 2 * p1 * s1 + p0 * s2
      result.third += p3 * s0 + 3 * p2 * s1 + 3 * p1 * s2 + p0 * s3
    }
    return (result.value * 1e-8, result.first * 1e-8, result.second * 1e-8, result.third * 1e-8)
  }

  @inline(__always)
  private static func power(_ x: Double, _ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= x }
    return result
  }

  /// Sun–Earth distance in astronomical units.
  static func radius(_ tau: Double, minimumAmplitude: Double = 0) -> Double {
    evaluate(VSOP87EarthTables.r, tau, minimumAmplitude: minimumAmplitude)
  }

  /// Σᵢ τⁱ Σ A cos(B + Cτ), scaled from the tables' units of 1e-8. Terms are stored largest
  /// first, so the sum can stop at the first |A| below `minimumAmplitude` (table units).
  private static func evaluate(_ series: [[Double]], _ tau: Double, minimumAmplitude: Double = 0) -> Double {
    var total = 0.0
    var power = 1.0
    for terms in series {
      var sum = 0.0
      terms.withUnsafeBufferPointer { t in
        var i = 0
        while i < t.count {
          if abs(t[i]) < minimumAmplitude { break }
          sum += t[i] * fastCos(t[i + 1] + t[i + 2] * tau)
          i += 3
        }
      }
      total += sum * power
      power *= tau
    }
    return total * 1e-8
  }
}
