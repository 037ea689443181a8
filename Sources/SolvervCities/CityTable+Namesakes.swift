/// A city found for a query, and the namesakes it was chosen over.
public struct CityMatch: Sendable, Hashable {
  /// The most populous match (names before other spellings; see ``CityTable/best(_:)``).
  public let city: City
  /// The next matches, most populous first: as many as were asked for.
  public let namesakes: [City]
  /// How many other cities match in all (at least `namesakes.count`).
  public let namesakeCount: Int

  /// True when the query names more than one city, so the choice deserves a word.
  public var isAmbiguous: Bool { namesakeCount > 0 }
}

extension CityTable {
  /// The best match for `query`, as ``best(_:)``, with up to `namesakes` of the other cities
  /// the query names ("Springfield" → Springfield, MO; others Springfield, MA and IL, …).
  public static func lookup(_ query: String, namesakes: Int = 3) -> CityMatch? {
    guard let query = CityQuery(query) else { return nil }
    let lines = exactMatches(of: query, limit: namesakes > 0 ? 1_000 : 1)
    guard let first = lines.first, let city = CityLines.city(at: first) else { return nil }
    return CityMatch(
      city: city, namesakes: lines.dropFirst().prefix(max(0, namesakes)).compactMap(CityLines.city(at:)),
      namesakeCount: lines.count - 1)
  }

  /// How the division of `city` is shown: "IL", "ON", "NSW", "ENG", or the GeoNames code
  /// ("12" for Oslo); empty when GeoNames gives none.
  public static func region(of city: City) -> String {
    RegionTable.label(country: city.countryCode, admin1: city.admin1)
  }

  /// "Springfield, IL, US": the name, division and country, a query that finds this city
  /// again (at worst among namesakes in the same division).
  public static func label(of city: City) -> String {
    [city.name, region(of: city), city.countryCode].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The shortest of "Name", "Name, CC", "Name, REGION, CC" that names `city` and no other, for
  /// a config file that should mean the same place tomorrow; the last of them when namesakes
  /// share even the division, or nil when none of them finds `city` first.
  public static func shortestQuery(for city: City) -> String? {
    let full = label(of: city)
    for query in [city.name, "\(city.name), \(city.countryCode)", full] {
      if let match = lookup(query, namesakes: 1), match.city == city, !match.isAmbiguous {
        return query
      }
    }
    return lookup(full, namesakes: 0)?.city == city ? full : nil
  }
}
