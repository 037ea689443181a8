#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Angle helpers. The astronomy works in radians; degrees and arcseconds appear only at the
/// boundaries where the published formulas are written in them.
enum Angle {
  static let degree = Double.pi / 180
  static let arcsecond = degree / 3_600
  static let twoPi = 2 * Double.pi

  /// `x` reduced to `0..<2π`.
  @inline(__always)
  static func normalized(_ x: Double) -> Double {
    let r = x.truncatingRemainder(dividingBy: twoPi)
    return r < 0 ? r + twoPi : r
  }

  /// `x` reduced to `-π..<π`.
  @inline(__always)
  static func signed(_ x: Double) -> Double {
    let r = normalized(x)
    return r >= Double.pi ? r - twoPi : r
  }
}
