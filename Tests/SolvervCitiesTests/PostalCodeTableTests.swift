import SolvervEngine
import Testing

@testable import SolvervCities

/// The bundled ZIP table, every entry: each ZIP is found by its code and by
/// its label, and both give the same place; queries that are not ZIPs stay city queries.
struct PostalCodeTableTests {
  @Test("All 41,000 ZIPs: listed by prefix, found by code and by label, the same place each way")
  func everyZipResolvesBack() throws {
    var count = 0
    for prefix in 0...999 {
      let digits = String(repeating: "0", count: 3 - String(prefix).count) + String(prefix)
      for city in CityTable.search(digits, limit: 100) {
        count += 1
        #expect(city.postalCode.hasPrefix(digits) && city.postalCode.count == 5)
        #expect(CityTable.best(city.postalCode) == city, "\(city)")
        let label = CityTable.label(of: city)
        #expect(label.hasPrefix(city.postalCode + " " + city.name), "\(label)")
        #expect(CityTable.lookup(label)?.city == city, "\(label)")
        #expect(CityTable.search(label, limit: 5) == [city], "\(label)")
        #expect(!city.timeZone.isEmpty && !CityTable.region(of: city).contains { $0.isNumber }, "\(label)")
      }
    }
    #expect(count == CityTable.postalCount)
  }

  @Test("What is and is not a ZIP query")
  func zipQueries() {
    for text in ["55401", " 55401 ", "55401-1234", "55401 Minneapolis, MN, US", "55401,MN"] {
      #expect(CityTable.best(text)?.postalCode == "55401", "\(text)")
    }
    for text in ["5540", "554011", "55401-12", "55401x", "00000", "99999"] {
      #expect(CityTable.best(text) == nil, "\(text)")
    }
    #expect(CityTable.isPostalCode("00000") && !CityTable.isPostalCode("Oslo"))
    #expect(CityTable.search("5", limit: 3).map(\.postalCode) == ["50001", "50002", "50003"])
    // A ZIP's city is not the bundled city of that name (no population, its own point).
    #expect(CityTable.best("55401") != CityTable.best("Minneapolis"))
  }

  @Test("Namesakes: the preferred countries first, by population; the rest as before")
  func preference() {
    // Halle (Saale), 238,000, by population where no preference applies.
    #expect(CityTable.best("Halle")?.name == "Halle (Saale)")
    #expect(CityTable.best("Halle", preferring: ["DE"])?.name == "Halle (Saale)")
    #expect(CityTable.best("Halle", preferring: ["BE", "DE"])?.countryCode == "BE")
    #expect(CityTable.best("Halle", preferring: ["SE", "DE"])?.name == "Halle (Saale)")
    let plain = CityTable.lookup("Springfield", namesakes: 10)
    let preferred = CityTable.lookup("Springfield", namesakes: 10, preferring: ["NO"])
    #expect(plain == preferred)
    #expect(CityTable.search("Halle", limit: 3, preferring: ["DE"]).map(\.countryCode) == ["DE", "DE", "BE"])
  }
}
