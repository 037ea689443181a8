public import SolvervEngine

/// A populated place from the bundled GeoNames table: enough to compute sun times and seasons
/// for it (where it is and which zone its clocks follow) and to tell it apart from namesakes.
public struct City: Sendable, Hashable {
  /// The GeoNames name, in its usual Latin spelling with diacritics: "Tromsø", "São Paulo".
  public let name: String
  /// ISO 3166-1 alpha-2 country code, upper case: "NO".
  public let countryCode: String
  /// The GeoNames first-level division code ("12" for Oslo, "OR" for Oregon); may be empty.
  public let admin1: String
  /// Where it is, to 4 decimals of a degree (about 10 m).
  public let coordinate: Coordinate
  /// Inhabitants as GeoNames counts them; it ranks namesakes.
  public let population: Int
  /// The IANA zone of the place: "Europe/Oslo".
  public let timeZone: String
  /// The ZIP code when the place is one (see `PostalCodes`): "55401"; empty for a city.
  public let postalCode: String

  public init(
    name: String, countryCode: String, admin1: String, coordinate: Coordinate, population: Int,
    timeZone: String, postalCode: String = ""
  ) {
    self.name = name
    self.countryCode = countryCode
    self.admin1 = admin1
    self.coordinate = coordinate
    self.population = population
    self.timeZone = timeZone
    self.postalCode = postalCode
  }
}
