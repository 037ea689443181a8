/// A place on the Earth: geodetic latitude and longitude in degrees, north and east positive.
public struct Coordinate: Hashable, Sendable {
  public let latitude: Double
  public let longitude: Double

  /// A validated coordinate.
  /// - Throws: ``CoordinateError`` when a value is not finite or outside ±90° / ±180°.
  public init(latitude: Double, longitude: Double) throws(CoordinateError) {
    guard latitude.isFinite, (-90...90).contains(latitude) else {
      throw CoordinateError.latitudeOutOfRange(latitude)
    }
    guard longitude.isFinite, (-180...180).contains(longitude) else {
      throw CoordinateError.longitudeOutOfRange(longitude)
    }
    self.latitude = latitude
    self.longitude = longitude
  }

  /// South of the equator the June solstice is the winter solstice.
  public var hemisphere: Hemisphere { latitude < 0 ? .southern : .northern }
}

/// A latitude or longitude that no place has.
public enum CoordinateError: Error, Sendable, Equatable, CustomStringConvertible {
  case latitudeOutOfRange(Double)
  case longitudeOutOfRange(Double)

  public var description: String { English().errorPhrase(phrase) }

  /// The message as data, for each language's words.
  public var phrase: ErrorPhrase {
    switch self {
    case .latitudeOutOfRange(let value): .coordinateOutOfRange(formatNumber(value), latitude: true)
    case .longitudeOutOfRange(let value): .coordinateOutOfRange(formatNumber(value), latitude: false)
    }
  }
}

/// Which half of the globe a place is in; it decides which solstice is summer.
public enum Hemisphere: String, Sendable, CaseIterable {
  case northern = "north"
  case southern = "south"
}

/// Shortest text for a Double that reads back the same (`59.9139`, `nan`, `91`).
func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
