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
  static func latitude(_ tau: Double) -> Double { evaluate(VSOP87EarthTables.b, tau) }

  /// Sun–Earth distance in astronomical units.
  static func radius(_ tau: Double) -> Double { evaluate(VSOP87EarthTables.r, tau) }

  /// Σᵢ τⁱ Σ A cos(B + Cτ), scaled from the tables' units of 1e-8.
  private static func evaluate(_ series: [[Double]], _ tau: Double) -> Double {
    var total = 0.0
    var power = 1.0
    for terms in series {
      var sum = 0.0
      terms.withUnsafeBufferPointer { t in
        var i = 0
        while i < t.count {
          sum += t[i] * cos(t[i + 1] + t[i + 2] * tau)
          i += 3
        }
      }
      total += sum * power
      power *= tau
    }
    return total * 1e-8
  }
}
