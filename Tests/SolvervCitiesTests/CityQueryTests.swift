import Testing

@testable import SolvervCities

/// Query normalisation and hostile input: never a trap, never a hang, nil or valid results.
struct CityQueryTests {
  private func key(_ text: String) -> String? {
    CityQuery(text).map { String(decoding: $0.key, as: UTF8.self) }
  }

  @Test func foldsCaseDiacriticsAndSpaces() {
    #expect(key("TROMSØ") == "tromso")
    #expect(key("são paulo") == "sao paulo")
    #expect(key("  Oslo  ") == "oslo")
    #expect(key("Zürich") == "zurich")
    #expect(key("Straße") == "strasse")
    #expect(key("Łódź") == "lodz")
    #expect(key("N'Djamena") == "ndjamena")
    #expect(key("Qo‘qon") == "qoqon")
    #expect(key("Saint-Étienne") == "saint etienne")
    #expect(key("Sa\u{0303}o Paulo") == "sao paulo")  // combining tilde
    #expect(key("Oslo\u{00A0}\t\n") == "oslo")
  }

  @Test func countrySuffix() throws {
    let query = try #require(CityQuery("Portland, us"))
    let filtered = try #require(query.readings.first)
    #expect(String(decoding: filtered.key, as: UTF8.self) == "portland")
    #expect(filtered.filter?.places.contains(.init(country: Array("US".utf8), admin1: nil)) == true)
    // The whole text is always the last reading, so a name with commas still matches.
    let long = try #require(CityQuery("Mianzhu, Deyang, Sichuan"))
    #expect(long.readings.last?.filter == nil)
    #expect(key("Mianzhu, Deyang, Sichuan") == "mianzhu deyang sichuan")
    #expect(CityTable.best("Mianzhu, Deyang, Sichuan")?.countryCode == "CN")
    #expect(CityTable.best(", US") == nil)
    // "N0" is no country (it could be a division code): nothing is in it, nor named "Oslo N0".
    #expect(CityTable.best("Oslo, N0") == nil)
  }

  @Test(arguments: [
    "", " ", "\t\n", ",", ", ,", "'''", "%{A1:rm -rf ~:}", "\u{FFFD}\u{FFFD}", "Oslo\u{FFFD}",
    "\u{0}\u{1}\u{7F}", "Осло", "東京", "🏙️", "\u{301}\u{301}", "$(reboot)", "Oslo, 🇳🇴",
    "a\u{0}b",
  ])
  func garbageGivesNothing(query: String) {
    #expect(CityTable.best(query) == nil)
    #expect(CityTable.search(query, limit: 10).allSatisfy { !$0.name.isEmpty })
  }

  @Test func hugeQueriesEndQuickly() {
    let huge = [
      String(repeating: "a", count: 10_000), String(repeating: "Oslo ", count: 2_000),
      String(repeating: "ø", count: 10_000), String(repeating: ",", count: 10_000),
      String(repeating: " ", count: 10_000) + "Oslo" + String(repeating: " ", count: 10_000),
      String(repeating: "\u{301}", count: 10_000) + "Oslo",
      String(decoding: (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self),
    ]
    for query in huge {
      _ = CityTable.best(query)
      #expect(CityTable.search(query, limit: 5).count <= 5)
    }
    #expect(CityTable.best(huge[4])?.name == "Oslo")
    #expect(CityTable.best(huge[5])?.name == "Oslo")
    #expect(CityTable.best(huge[0]) == nil)
  }

  @Test func shortPrefixesStayWithinTheLimit() {
    for letter in "abcdefghijklmnopqrstuvwxyz0123456789" {
      let results = CityTable.search(String(letter), limit: 5)
      #expect(results.count <= 5)
      let populations = results.map(\.population)
      #expect(populations == populations.sorted(by: >), "\(letter)")
    }
    #expect(CityTable.search("s", limit: 3).count == 3)
  }
}
