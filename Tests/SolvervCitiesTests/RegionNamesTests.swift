import SolvervEngine
import Testing

@testable import SolvervCities

/// Divisions in the reader's language from CLDR's subdivision names
/// (`RegionNames`, Scripts/generate-region-names.py), accepted as filters; English unchanged.
struct RegionNamesTests {
  @Test(
    "A division is shown in the language where CLDR names it, GeoNames' name in English",
    arguments: [
      ("Gent", "en", "Flanders"), ("Gent", "de", "Flandern"), ("Gent", "fi", "Flanderi"),
      ("Gent", "sv", "Flandern"), ("Göteborg", "sv", "Västra Götalands län"),
      ("Göteborg", "fi", "Länsi-Götanmaan lääni"), ("Göteborg", "en", "Västra Götaland"),
      ("Bergen", "sv", "Vestland"), ("Tromsø", "fi", "Tromssan lääni"), ("Tromsø", "nb", "Troms"),
      ("München", "fi", "Baijeri"), ("München", "de", "Bayern"), ("Edinburgh", "de", "Schottland"),
      // An abbreviation stays in every language.
      ("San Diego", "de", "CA"),
    ])
  func divisionInTheLanguage(city name: String, language: String, region: String) throws {
    let city = try #require(CityTable.best(name), "\(name)")
    #expect(CityTable.region(of: city, in: language == "en" ? nil : language) == region, "\(name) \(language)")
    #expect(CityTable.region(of: city, in: language) == region, "\(name) \(language)")
  }

  @Test("The English label and region are unchanged")
  func englishUnchanged() throws {
    let gent = try #require(CityTable.best("Gent"))
    #expect(CityTable.region(of: gent) == "Flanders")
    #expect(CityTable.label(of: gent) == "Gent, Flanders, BE")
    #expect(CityTable.label(of: gent, in: "de") == "Gent, Flandern, BE")
  }

  @Test(
    "A division's name in one of the languages narrows a name, as its GeoNames name does",
    arguments: [
      ("Gent, Flandern", "BE", "VLG"), ("Gent, Flanderi", "BE", "VLG"), ("Gent, Flanders", "BE", "VLG"),
      ("Göteborg, Västra Götalands län", "SE", "28"), ("Borås, Länsi-Götanmaan lääni", "SE", "28"),
      ("Tromsø, Tromssan lääni", "NO", "18"), ("San Diego, Kalifornien", "US", "CA"),
      ("Halle, Sachsen-Anhalt", "DE", "14"), ("Gent, Flandern, BE", "BE", "VLG"),
    ])
  func filterInTheLanguage(query: String, country: String, admin1: String) throws {
    let city = try #require(CityTable.best(query), "\(query)")
    #expect(city.countryCode == country && city.admin1 == admin1, "\(query): \(city)")
  }

  @Test("Every localized label finds its own city again")
  func localizedLabelsFindTheirCity() throws {
    for name in ["Gent", "Göteborg", "Tromsø", "Brugge", "Uppsala", "Bern", "Sevilla"] {
      let city = try #require(CityTable.best(name), "\(name)")
      for language in Languages.codes.filter { $0 != "en" } {
        let label = CityTable.label(of: city, in: language)
        #expect(CityTable.best(label) == city, "\(language): \(label)")
      }
    }
  }
}
