public import SolvervEngine

/// `--altitude`: an altitude of the Sun's centre in degrees, −90…90, whose rising and setting the
/// templates' `{altitude_rise}`, `{altitude_set}` and `{altitude_above}` show (6 for the golden
/// hour, −4 for the blue hour) — the status line's form of `sun --altitude`.
public struct AltitudeDegrees: StatusOptionValue, Equatable {
  public let degrees: Double

  public init?(optionText text: String) {
    guard let degrees = Double(text.trimmingWhitespace), degrees.isFinite, (-90...90).contains(degrees) else { return nil }
    self.degrees = degrees
  }

  public static var allowedValues: [String] { [] }
  /// What the error for another value says.
  public static let hint = ErrorPhrase.needsNumber(degrees: true, range: -90...90, note: .goldenHour)
}
