import SolvervEngine
import Testing

@testable import SolvervCities

/// "Name, REGION" and "Name, REGION, CC", namesakes, and labels that find a city again
/// ("Springfield, IL" is found, and "Springfield" alone is never a silent pick).
struct CityRegionTests {
  @Test(
    "Springfield, IL finds Illinois's Springfield by state code, name, or with the country",
    arguments: [
      "Springfield, IL", "springfield, il", "Springfield, Illinois", "Springfield, IL, US",
      "Springfield ,illinois, us", "Springfield, Illinois, United States",
    ])
  func stateCodeOrNameSelectsTheState(query: String) throws {
    let city = try #require(CityTable.best(query), "\(query)")
    #expect(city.name == "Springfield" && city.countryCode == "US" && city.admin1 == "IL")
    #expect(abs(city.coordinate.latitude - 39.80) < 0.05)
  }

  @Test("Regions by code or name in the US, Canada, Australia and the UK, and countries by name")
  func regionsAndCountriesByCodeOrName() {
    let expected: [(String, String, String)] = [
      ("Springfield, MO, US", "US", "MO"), ("Portland, OR", "US", "OR"), ("Portland, Maine", "US", "ME"),
      ("Paris, TX", "US", "TX"), ("Paris, Texas", "US", "TX"), ("Paris, France", "FR", "11"),
      ("London, ON", "CA", "08"), ("London, Ontario, CA", "CA", "08"), ("Sydney, NS", "CA", "07"),
      ("Perth, WA", "AU", "08"), ("Perth, Scotland", "GB", "SCT"), ("Perth, SCT, GB", "GB", "SCT"),
      ("Tbilisi, Georgia", "GE", ""), ("Athens, Georgia", "US", "GA"), ("Oslo, 12", "NO", "12"),
      ("Richmond, VA", "US", "VA"), ("Hamilton, ON", "CA", "08"), ("Melbourne, FL", "US", "FL"),
    ]
    for (query, country, admin1) in expected {
      let city = CityTable.best(query)
      #expect(city?.countryCode == country, "\(query)")
      if !admin1.isEmpty { #expect(city?.admin1 == admin1, "\(query)") }
    }
    // A region with no such city is no match, not a silent pick elsewhere.
    #expect(CityTable.best("Springfield, Texas") == nil)
    #expect(CityTable.best("Oslo, Ontario") == nil)
    #expect(CityTable.best("Springfield, IL, CA") == nil)
  }

  @Test("An ambiguous name picks the most populous and lists the namesakes in population order")
  func ambiguousNameListsNamesakes() throws {
    let match = try #require(CityTable.lookup("Springfield", namesakes: 2))
    #expect(match.isAmbiguous)
    #expect(CityTable.label(of: match.city) == "Springfield, MO, US")
    #expect(match.namesakes.map(CityTable.label(of:)) == ["Springfield, MA, US", "Springfield, IL, US"])
    #expect(match.namesakeCount >= 5)
    let populations = [match.city.population] + match.namesakes.map(\.population)
    #expect(populations == populations.sorted(by: >))
    // Narrowed to one, it is not ambiguous any more.
    #expect(CityTable.lookup("Springfield, IL")?.isAmbiguous == false)
    #expect(CityTable.lookup("Tromsø")?.isAmbiguous == false)
  }

  @Test("Region labels: postal codes where people use them, GeoNames names elsewhere")
  func regionLabels() throws {
    let cases = ["Toronto": "ON", "Sydney": "NSW", "Springfield": "MO", "Edinburgh": "Scotland", "Oslo": "Oslo"]
    for (name, label) in cases {
      let city = try #require(CityTable.best(name))
      #expect(CityTable.region(of: city) == label, "\(name)")
    }
  }

  /// Every 53rd city: its label finds it (CityRegionNameTests checks exactly it, for more
  /// cities), and its shortest query finds exactly it.
  @Test("A city's label and shortest query find the city again")
  func labelsAndShortestQueriesRoundTrip() throws {
    var index = 0
    var checked = 0
    CityLines.cities.forEachLine { line in
      defer { index += 1 }
      guard index % 53 == 0, let city = CityLines.city(at: line) else { return }
      checked += 1
      let found = CityTable.best(CityTable.label(of: city))
      #expect(
        found?.name == city.name && found?.countryCode == city.countryCode && found?.admin1 == city.admin1,
        "\(CityTable.label(of: city))")
      if let query = CityTable.shortestQuery(for: city) {
        #expect(CityTable.best(query) == city, "\(query)")
      }
    }
    #expect(checked > 600)
    let misato = try #require(CityTable.best("Misato, Saitama"))
    #expect(CityTable.best(CityTable.label(of: misato)) == misato)
  }

  @Test("Hostile region suffixes end quickly and match nothing")
  func hostileRegionSuffixes() {
    let queries = [
      "Oslo, " + String(repeating: "x", count: 10_000), "Oslo,,,,", "Oslo, , ", "Oslo, \u{202E}NO",
      String(repeating: "Oslo, NO, ", count: 1_000), "Oslo, 12345678901",
    ]
    for query in queries { #expect(CityTable.best(query)?.name != "Springfield") }
    #expect(CityTable.best("Oslo, , ")?.name == "Oslo")  // empty parts are punctuation
    #expect(CityTable.best("Oslo, 12345678901") == nil)
  }
}
