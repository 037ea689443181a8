import SolvervEngine
import Testing

@testable import SolvervCities

/// `best` and `search` on places people type.
struct CityLookupTests {
  @Test func osloByAnyCase() throws {
    for query in ["Oslo", "oslo", "OSLO", "  Oslo  ", "Oslo, NO", "oslo,no"] {
      let oslo = try #require(CityTable.best(query), "\(query)")
      #expect(oslo.name == "Oslo")
      #expect(oslo.countryCode == "NO")
      #expect(oslo.timeZone == "Europe/Oslo")
      #expect(abs(oslo.coordinate.latitude - 59.91) < 0.01)
      #expect(abs(oslo.coordinate.longitude - 10.75) < 0.01)
      #expect(oslo.population > 500_000)
    }
  }

  @Test(arguments: ["Tromsø", "tromso", "Tromso", "TROMSØ", "Tromsoe", "tromsø, no"])
  func tromsoWithAndWithoutTheLetter(query: String) throws {
    let tromso = try #require(CityTable.best(query))
    #expect(tromso.name == "Tromsø")
    #expect(tromso.timeZone == "Europe/Oslo")
    #expect(abs(tromso.coordinate.latitude - 69.65) < 0.01)
  }

  @Test func mostPopulousNamesakeWinsAndCountryFilters() throws {
    let sydney = try #require(CityTable.best("Sydney"))
    #expect(sydney.countryCode == "AU")
    #expect(sydney.timeZone == "Australia/Sydney")
    let canadian = try #require(CityTable.best("Sydney, CA"))
    #expect(canadian.countryCode == "CA")
    #expect(canadian.timeZone.hasPrefix("America/"))
    #expect(CityTable.best("sydney ,ca") == canadian)
    #expect(CityTable.best("Sydney, NO") == nil)
  }

  @Test func capitalsAndLargeCities() throws {
    let expected = [
      "London": "Europe/London", "Kathmandu": "Asia/Kathmandu", "São Paulo": "America/Sao_Paulo",
      "sao paulo": "America/Sao_Paulo", "SAO PAULO": "America/Sao_Paulo", "Paris": "Europe/Paris",
      "Paris, FR": "Europe/Paris", "Zürich": "Europe/Zurich", "zurich": "Europe/Zurich",
      "Reykjavík": "Atlantic/Reykjavik", "New York City": "America/New_York",
    ]
    for (query, zone) in expected {
      #expect(CityTable.best(query)?.timeZone == zone, "\(query)")
    }
    #expect(CityTable.best("London")?.countryCode == "GB")
  }

  @Test func portlandInTheUnitedStates() throws {
    let portland = try #require(CityTable.best("Portland, US"))
    #expect(portland.name == "Portland")
    #expect(portland.countryCode == "US")
    let zones = ["America/Los_Angeles", "America/New_York", "America/Chicago"]
    #expect(zones.contains(portland.timeZone))
    // Oregon's is the largest of them.
    #expect(portland.admin1 == "OR")
  }

  @Test func otherSpellingsOfLargeCities() throws {
    #expect(CityTable.best("Kiev")?.timeZone == "Europe/Kyiv")
    #expect(CityTable.best("Kyiv")?.timeZone == "Europe/Kyiv")
    #expect(CityTable.best("Cologne")?.name == "Köln")
    #expect(CityTable.best("Koeln")?.name == "Köln")
    #expect(CityTable.best("München")?.name == "Munich")
    #expect(CityTable.best("Muenchen")?.name == "Munich")
    #expect(CityTable.best("Zuerich")?.name == "Zürich")
    // A part of a compound name, ranked against other spellings by population: Frankfurt am
    // Main, not Frankfurt (Oder).
    #expect(CityTable.best("Frankfurt")?.name == "Frankfurt am Main")
    // A part of a compound name is a name: "Halle" is Halle (Saale), 238,000, before
    // the two cities named just Halle (Belgium 34,000, Westphalia 21,000).
    #expect(CityTable.best("Halle")?.name == "Halle (Saale)")
    #expect(CityTable.best("Halle (Saale)")?.name == "Halle (Saale)")
    #expect(CityTable.best("halle saale")?.name == "Halle (Saale)")
    let halles = CityTable.search("Halle", limit: 3).map(\.name)
    #expect(halles == ["Halle (Saale)", "Halle", "Halle"])
  }

  @Test func anExactNameBeatsAnotherCitysOtherSpelling() throws {
    // "Sidney" is an alternate spelling of Sydney, but Sidney (Ohio and elsewhere) is a name.
    let sidney = try #require(CityTable.best("Sidney"))
    #expect(sidney.name == "Sidney")
  }

  @Test func unknownNamesAndPrefixesAreNil() {
    #expect(CityTable.best("Xyzzyville") == nil)
    #expect(CityTable.best("Osl") == nil)
    #expect(CityTable.best("Oslo, XX") == nil)
    #expect(CityTable.best("") == nil)
  }

  @Test func searchFindsPrefixesByPopulation() throws {
    let results = CityTable.search("Osl", limit: 5)
    #expect(results.count <= 5)
    #expect(results.contains { $0.name == "Oslo" && $0.countryCode == "NO" })
    #expect(results.first?.name == "Oslo")
    // "San" is also a city (in Mali): exact matches come first, then prefixes by population.
    let san = CityTable.search("San", limit: 20)
    #expect(san.count == 20)
    #expect(san.first?.name == "San")
    let populations = san.drop { $0.name == "San" }.map(\.population)
    #expect(populations.count >= 18)
    #expect(populations == populations.sorted(by: >))
    #expect(populations.first ?? 0 > 10_000_000)  // São Paulo or another giant
  }

  @Test func searchPutsExactMatchesFirstThenPrefixes() throws {
    let results = CityTable.search("Paris", limit: 10)
    let exact = results.prefix { $0.name == "Paris" }
    #expect(exact.count >= 2)  // France and the United States
    #expect(exact.first?.countryCode == "FR")
    #expect(results.count == 10)
    #expect(results.dropFirst(exact.count).allSatisfy { $0.name != "Paris" })
    #expect(Set(results).count == results.count)
  }

  @Test func searchRespectsTheLimitAndCountry() {
    for limit in [1, 3, 7, 50] {
      #expect(CityTable.search("San", limit: limit).count == limit)
    }
    #expect(CityTable.search("San", limit: 0).isEmpty)
    #expect(CityTable.search("San", limit: -5).isEmpty)
    let american = CityTable.search("Springfield, us", limit: 100)
    #expect(american.allSatisfy { $0.countryCode == "US" })
    #expect(american.prefix { $0.name == "Springfield" }.count == 8)
    #expect(american.contains { $0.name.hasPrefix("Springfield ") })  // then longer names
    #expect(CityTable.search("Springfield", limit: 1) == [CityTable.best("Springfield")!])
  }

  @Test func searchWithAHugeLimitEndsWithEveryMatch() {
    let all = CityTable.search("Oslo", limit: Int.max)
    #expect(all.first?.name == "Oslo")
    #expect(all.allSatisfy { CityTable.search($0.name, limit: 100).contains($0) })
  }

  @Test func nearestNamesAPlace() throws {
    let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
    #expect(CityTable.nearest(to: oslo)?.name == "Oslo")
    let tromso = try Coordinate(latitude: 69.6492, longitude: 18.9553)
    #expect(CityTable.nearest(to: tromso)?.name == "Tromsø")
    // Across the antimeridian: Suva (Fiji, 178.44° E) from 179.9° W.
    let nearSuva = try Coordinate(latitude: -18.14, longitude: -179.9)
    #expect(CityTable.nearest(to: nearSuva)?.timeZone == "Pacific/Fiji")
    // The poles have a nearest city too (and no trap on cos(90°)).
    #expect(CityTable.nearest(to: try Coordinate(latitude: 90, longitude: 0)) != nil)
    #expect(CityTable.nearest(to: try Coordinate(latitude: -90, longitude: 180)) != nil)
  }

  @Test func nearestAgreesWithABruteForceSearch() throws {
    let cities = allCities()
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5 {
      let point = try Coordinate(
        latitude: Double.random(in: -60...70, using: &generator),
        longitude: Double.random(in: -180...180, using: &generator))
      let expected = cities.min { distance(point, $0.coordinate) < distance(point, $1.coordinate) }
      let found = try #require(CityTable.nearest(to: point))
      #expect(abs(distance(point, found.coordinate) - distance(point, expected!.coordinate)) < 1e-9)
    }
  }
}
