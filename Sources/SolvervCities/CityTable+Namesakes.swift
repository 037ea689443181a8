/// A city found for a query, and the namesakes it was chosen over.
public struct CityMatch: Sendable, Hashable {
  /// The most populous match (names before other spellings; see ``CityTable/best(_:)``).
  public let city: City
  /// The next matches, most populous first: as many as were asked for.
  public let namesakes: [City]
  /// How many other cities match in all (at least `namesakes.count`).
  public let namesakeCount: Int
  /// The name as the user typed it when that is another spelling than GeoNames' ("København",
  /// "Göteborg", "Wien"), to show instead of the table's English; nil for the city's own name
  /// or a spelling derived from it (see `CityTable.typedName(of:reading:)`).
  public let typedName: String?

  public init(city: City, namesakes: [City], namesakeCount: Int, typedName: String? = nil) {
    self.city = city
    self.namesakes = namesakes
    self.namesakeCount = namesakeCount
    self.typedName = typedName
  }

  /// True when the query names more than one city, so the choice deserves a word.
  public var isAmbiguous: Bool { namesakeCount > 0 }
}

extension CityTable {
  /// The best match for `query`, as ``best(_:)``, with up to `namesakes` of the other cities
  /// the query names ("Springfield" → Springfield, MO; others Springfield, MA and IL, …).
  ///
  /// A query ending in " #N" (as some labels do) names the Nth exact match and no namesakes.
  ///
  /// Namesakes are ranked by the rule `solverv-status --help` states: the cities of the
  /// `countries` first, in their order (the caller passes the country of the user's time zone,
  /// then the locale's: a German user's "Halle" is Halle (Saale), not Halle in Belgium), then
  /// as ``best(_:preferring:)`` orders them (names before other spellings, by population).
  /// A US ZIP code names its place alone (see `PostalCodes`).
  public static func lookup(_ query: String, namesakes: Int = 3, preferring countries: [String] = []) -> CityMatch? {
    if let code = PostalCodes.code(in: query) {
      return PostalCodes.city(code: code).map { CityMatch(city: $0, namesakes: [], namesakeCount: 0) }
    }
    guard let query = CityQuery(query) else { return nil }
    return lookup(query, namesakes: namesakes, preferring: countries)
  }

  static func lookup(_ query: CityQuery, namesakes: Int, preferring countries: [String] = []) -> CityMatch? {
    if let ordinal = query.ordinal {
      let lines = exactMatches(of: query, limit: ordinal)
      guard lines.count == ordinal, let city = CityLines.city(at: lines[ordinal - 1]) else { return nil }
      return CityMatch(city: city, namesakes: [], namesakeCount: 0)
    }
    guard let matched = matchingReading(of: query, limit: namesakes > 0 || !countries.isEmpty ? 1_000 : 1) else {
      return nil
    }
    let lines = ranked(matched.lines, preferring: countries)
    guard let first = lines.first, let city = CityLines.city(at: first) else { return nil }
    return CityMatch(
      city: city, namesakes: lines.dropFirst().prefix(max(0, namesakes)).compactMap { CityLines.city(at: $0) },
      namesakeCount: lines.count - 1, typedName: typedName(of: city, reading: matched.reading))
  }

  /// How the division of `city` is shown: its GeoNames name ("Vestland", "Norrbotten",
  /// "England"), or the usual abbreviation in the US, Canada and Australia ("IL", "ON", "NSW");
  /// empty when the division has no known name or GeoNames gives none — never a code such as
  /// "46".
  ///
  /// With `language` ("de"), CLDR's name in it where it has one ("Flandern"); the JSON and
  /// English keep GeoNames' name.
  public static func region(of city: City) -> String { region(of: city, in: nil) }

  /// `region(of:)` in `language` (nil: GeoNames' name).
  public static func region(of city: City, in language: String?) -> String {
    RegionTable.label(country: city.countryCode, admin1: city.admin1, language: language)
  }

  /// "Bergen, Vestland, NO", "Springfield, IL, US": how every surface names `city` (`locate`,
  /// SearchPlaces, the notices about namesakes), and a query that finds this city and no
  /// namesake. When namesakes share the name, division and country, the label ends in " #N",
  /// the city's rank among them ("Dondo, Cuanza Norte, AO #1" and "#2"), which a query
  /// understands.
  ///
  /// A ZIP code's place is "55401 Minneapolis, MN, US": the code finds it again.
  ///
  /// With `language`, the division takes its name in it ("Gent, Flandern, BE" in German), which
  /// a query understands in every language.
  public static func label(of city: City) -> String { label(of: city, in: nil) }

  /// `label(of:)` with the division in `language` (nil: GeoNames' name).
  public static func label(of city: City, in language: String?) -> String {
    if !city.postalCode.isEmpty {
      return [city.postalCode + " " + city.name, region(of: city, in: language), city.countryCode]
        .filter { !$0.isEmpty }.joined(separator: ", ")
    }
    let base = [city.name, region(of: city, in: language), city.countryCode].filter { !$0.isEmpty }.joined(separator: ", ")
    guard let query = CityQuery(base) else { return base }
    let lines = exactMatches(of: query, limit: 1_000)
    guard lines.count > 1, let index = lines.firstIndex(where: { CityLines.city(at: $0) == city }) else {
      return base
    }
    return "\(base) #\(index + 1)"
  }

  /// The label of `city` under the name the user typed ("Göteborg, Västra Götaland, SE"), so a
  /// place picked from a search keeps that name when the label is saved; the usual label when
  /// the typed one would not find `city` first.
  public static func label(of city: City, as typedName: String, in language: String? = nil) -> String {
    let typed = [typedName, region(of: city, in: language), city.countryCode].filter { !$0.isEmpty }
      .joined(separator: ", ")
    guard city.postalCode.isEmpty, let match = lookup(typed, namesakes: 0), match.city == city else {
      return label(of: city, in: language)
    }
    return typed
  }

  /// The shortest of "Name", "Name, CC", "Name, REGION, CC" that names `city` and no other, for
  /// a config file that should mean the same place tomorrow; the last of them when namesakes
  /// share even the division, or nil when none of them finds `city` first.
  ///
  /// With `typedName` ("Roma"), the queries use it, so the config keeps the name the user typed
  /// ("Roma, IT"); nil when none of them finds `city` first.
  public static func shortestQuery(for city: City, as typedName: String? = nil) -> String? {
    if !city.postalCode.isEmpty { return lookup(city.postalCode, namesakes: 0)?.city == city ? city.postalCode : nil }
    let name = typedName ?? city.name
    let full = typedName.map { label(of: city, as: $0) } ?? label(of: city)
    for query in [name, "\(name), \(city.countryCode)", full] {
      if let match = lookup(query, namesakes: 1), match.city == city, !match.isAmbiguous {
        return query
      }
    }
    return lookup(full, namesakes: 0)?.city == city ? full : nil
  }
}
