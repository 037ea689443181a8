import Glibc
import Testing

@testable import SolvervEngine

/// The engine's own sine/cosine against libm over the range the series use.
struct FastTrigTests {
  @Test func agreesWithLibmToBetterThan1e15TimesTheArgument() {
    var generator = SystemRandomNumberGenerator()
    var worst = 0.0
    for exponent in -3...6 {
      let scale = pow(10.0, Double(exponent))
      for _ in 0..<20_000 {
        let x = Double.random(in: -scale...scale, using: &generator)
        let (s, c) = sinCos(x)
        worst = max(worst, abs(s - sin(x)), abs(c - cos(x)))
      }
    }
    // Arguments reach ~2e5 rad in VSOP87; a 1e-12 error there is 1e-20 rad of longitude.
    #expect(worst < 1e-13, "worst absolute error \(worst)")
  }

  @Test func exactQuadrantPoints() {
    #expect(sinCos(0) == (0, 1))
    #expect(abs(sinCos(Double.pi / 2).cos) < 1e-16)
    #expect(abs(sinCos(Double.pi).sin) < 1e-15)
    #expect(sinCos(-Double.pi / 2).sin == -1)
  }
}
