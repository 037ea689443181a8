import SolvervEngine
import Testing

@testable import SolvervCities

/// Printed timings only (no assertions on speed: machines differ). A debug build is several times
/// slower than release; `swift test -c release --filter CityTimingTests` shows the real figures.
struct CityTimingTests {
  @Test func printLookupTimes() throws {
    let queries = ["Oslo", "Tromsø", "Portland, US", "sao paulo", "Sydney, CA", "Nowhereville"]
    let rounds = 500
    let clock = ContinuousClock()
    var found = 0
    let best = clock.measure {
      for _ in 0..<rounds {
        for query in queries where CityTable.best(query) != nil { found += 1 }
      }
    }
    #expect(found == rounds * (queries.count - 1))
    var results = 0
    let search = clock.measure {
      for _ in 0..<50 { results += CityTable.search("San", limit: 10).count }
    }
    #expect(results == 500)
    let point = try Coordinate(latitude: 59.9139, longitude: 10.7522)
    var named = 0
    let nearest = clock.measure {
      for _ in 0..<5 where CityTable.nearest(to: point) != nil { named += 1 }
    }
    #expect(named == 5)
    func microseconds(_ duration: Duration, _ count: Int) -> Double {
      let (seconds, attoseconds) = duration.components
      return (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(count)
    }
    print(
      "CityTable timings: best \(microseconds(best, rounds * queries.count)) µs,",
      "search(\"San\", 10) \(microseconds(search, 50)) µs,",
      "nearest \(microseconds(nearest, 5) / 1_000) ms")
  }
}
