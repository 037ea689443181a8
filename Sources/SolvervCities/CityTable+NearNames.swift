/// Places whose name or other spelling is a few typing mistakes away from a query that matches
/// nothing: "osloo" → Oslo, "Tromso, NO" → Tromsø, "Gotheburg" → Gothenburg. For "did you
/// mean" in the CLI's error, `locate` and D-Bus `SearchPlaces`.
///
/// The distance is the optimal string alignment distance (Levenshtein plus swapped neighbours)
/// between folded keys, so case and accents cost nothing. A query of up to 4 key bytes allows 1
/// mistake, up to 8 allows 2, longer ones 3. Every city line and alias line is read once — a
/// scan of the whole table, done only when nothing matched. Ranked by distance, then the
/// preferred countries (the user's zone, then locale: as namesakes are), then population; only
/// those at the smallest distance found are given.
extension CityTable {
  public static func nearNames(to text: String, limit: Int = 3, preferring countries: [String] = []) -> [City] {
    guard limit > 0, !isPostalCode(text), let query = CityQuery(text), query.ordinal == nil else { return [] }
    let reading = query.readings[query.readings.count - 1]
    let target = reading.key
    let allowed = target.count <= 4 ? 1 : target.count <= 8 ? 2 : 3
    let cities = CityLines.cities
    let wanted = countries.map { Array($0.utf8) }
    var best: [Int: (distance: Int, rank: Int, population: Int)] = [:]
    var key: [UInt8] = []
    var scratch = EditDistance(capacity: target.count)
    func consider(line: Int) {
      guard reading.filter?.admits(lineAt: line, in: cities) ?? true else { return }
      guard let distance = scratch.distance(key, target, atMost: allowed) else { return }
      let rank: Int
      if let fields = CityLines.fields(at: line, in: cities) {
        rank = wanted.firstIndex(of: Array(cities.bytes[fields.place..<fields.place + 2])) ?? wanted.count
      } else {
        rank = wanted.count
      }
      let candidate = (distance, rank, CityLines.population(at: line, in: cities))
      if let known = best[line], (known.distance, known.rank) <= (candidate.0, candidate.1) { return }
      best[line] = candidate
    }
    cities.forEachLine { line in
      guard cities.key(at: line, into: &key), abs(key.count - target.count) <= allowed else { return }
      consider(line: line)
    }
    let aliases = CityLines.aliases
    aliases.forEachLine { alias in
      guard aliases.key(at: alias, into: &key), abs(key.count - target.count) <= allowed,
        let line = CityLines.target(ofAliasAt: alias)
      else { return }
      consider(line: line)
    }
    // Only the nearest: "osloo" is Oslo (one mistake), not every name two mistakes away too.
    guard let nearest = best.values.map(\.distance).min() else { return [] }
    return best.filter { $0.value.distance == nearest }.sorted { ($0.value.distance, $0.value.rank, -$0.value.population, $0.key) < ($1.value.distance, $1.value.rank, -$1.value.population, $1.key) }
      .prefix(limit).compactMap { CityLines.city(at: $0.key) }
  }
}

/// The optimal string alignment distance with a cut-off, reusing its rows between calls.
struct EditDistance {
  private var previous: [Int]
  private var current: [Int]
  private var beforePrevious: [Int]

  init(capacity: Int) {
    previous = Array(repeating: 0, count: capacity + 1)
    current = previous
    beforePrevious = previous
  }

  /// The distance between `a` and `b`, or nil when it is more than `limit`.
  mutating func distance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    let width = b.count + 1
    if previous.count < width {
      previous = Array(repeating: 0, count: width)
      current = previous
      beforePrevious = previous
    }
    for j in 0..<width { previous[j] = j }
    guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1..<width {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, beforePrevious[j - 2] + 1) }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
