import SolvervEngine
import Testing
import TestSupport

@testable import SolvervCities

/// Divisions by name, never by code (`locate Bergen` shows "Vestland", not
/// "46", and "Bergen, Vestland" is known), and labels that name exactly one place (SearchPlaces never
/// offers one label, such as "Fuchū, JP", for two cities).
struct CityRegionNameTests {
  @Test(
    "Divisions are shown by their GeoNames names (the local one where GeoNames has an English one)",
    arguments: [
      ("Bergen", "Vestland"), ("Bodø", "Nordland"), ("Halle (Saale)", "Sachsen-Anhalt"),
      ("Kiruna", "Norrbotten"), ("Tromsø", "Troms"), ("Göteborg", "Västra Götaland"),
      ("Turku", "Varsinais-Suomi"), ("Aarhus", "Midtjylland"), ("Köln", "Nordrhein-Westfalen"),
      ("Wien", "Wien"), ("Zürich", "Zürich"), ("Hanoi", "Hanoi"), ("Ninh Bình", "Ninh Bình Province"),
      ("Edinburgh", "Scotland"), ("Portland", "OR"), ("Toronto", "ON"), ("Perth", "WA"),
    ])
  func divisionsAreShownByName(city name: String, region: String) throws {
    let city = try #require(CityTable.best(name), "\(name)")
    #expect(CityTable.region(of: city) == region, "\(name)")
  }

  @Test(
    "A division's name (with or without its generic last word), abbreviation or old code narrows a name",
    arguments: [
      ("Bergen, Vestland", "NO", "46"), ("Kiruna, Norrbotten", "SE", "14"), ("bergen, vestland, norway", "NO", "46"),
      ("Halle, Saxony-Anhalt", "DE", "14"), ("Halle, Sachsen-Anhalt", "DE", "14"), ("Bergen, North Holland", "NL", "07"),
      ("Portland, OR", "US", "OR"), ("Portland, Oregon", "US", "OR"), ("Perth, Scotland", "GB", "SCT"),
      ("Perth, SCT", "GB", "SCT"), ("Oslo, 12", "NO", "12"), ("Tokyo, 40, JP", "JP", "40"),
      ("Fuchū, Hiroshima", "JP", "11"), ("Vinh, Nghe An", "VN", "40"), ("Vinh, Nghệ An Province", "VN", "40"),
      ("München, Bayern", "DE", "02"), ("Munich, Bavaria", "DE", "02"), ("Turku, Southwest Finland", "FI", "02"),
      ("Aarhus, Midtjylland", "DK", "18"), ("Graz, Steiermark", "AT", "06"), ("Graz, Styria", "AT", "06"),
    ] as [(String, String?, String?)])
  func divisionNamesNarrowAName(query: String, country: String?, admin1: String?) {
    let city = CityTable.best(query)
    #expect(city?.countryCode == country && city?.admin1 == admin1, "\(query) → \(String(describing: city))")
  }

  @Test("No city shows a code for its division: no region label has a digit")
  func noRegionIsACode() {
    var unnamed = 0
    var cities = 0
    CityLines.cities.forEachLine { line in
      guard let city = CityLines.city(at: line) else { return }
      cities += 1
      let region = CityTable.region(of: city)
      #expect(!region.unicodeScalars.contains { ("0"..."9").contains($0) }, "\(city.name) \(region)")
      if region.isEmpty && !city.admin1.isEmpty && city.admin1 != "00" { unnamed += 1 }
    }
    // A few divisions have no known name (docs/places-data.md): they show nothing.
    #expect(cities > 30_000 && unnamed < 100, "\(unnamed) cities in unnamed divisions")
  }

  @Test("The two Fuchū and the two Dondo of Cuanza Norte each have a label that finds them")
  func namesakesHaveTheirOwnLabels() throws {
    let fuchu = CityTable.search("Fuchū", limit: 10).filter { $0.name == "Fuchū" }
    #expect(fuchu.count == 2)
    #expect(fuchu.map(CityTable.label(of:)) == ["Fuchū, Tokyo, JP", "Fuchū, Hiroshima, JP"])
    let dondo = CityTable.search("Dondo, AO", limit: 10)
    #expect(dondo.map(CityTable.label(of:)) == ["Dondo, Cuanza Norte, AO #1", "Dondo, Cuanza Norte, AO #2"])
    for city in fuchu + dondo {
      let match = try #require(CityTable.lookup(CityTable.label(of: city)))
      #expect(match.city == city && !match.isAmbiguous, "\(CityTable.label(of: city))")
      #expect(CityTable.search(CityTable.label(of: city), limit: 5).first == city)
    }
    // An ordinal past the namesakes, or of a name that has none, finds nothing.
    #expect(CityTable.best("Dondo, Cuanza Norte, AO #3") == nil)
    #expect(CityTable.lookup("Dondo, Cuanza Norte, AO")?.isAmbiguous == true)
    #expect(CityTable.best("Bergen, Vestland #2") == nil)
    #expect(CityTable.best("Bergen, Vestland #1")?.admin1 == "46")
  }

  /// 4,000 places drawn with a fixed seed, and every place whose label needs " #N": its label
  /// (what locate and SearchPlaces show) finds exactly it, and no namesake beside it.
  @Test("Every label resolves to its own place (4,000 random places and all namesakes in one division)")
  func labelsResolveToTheirOwnPlace() {
    var lines: [Int] = []
    CityLines.cities.forEachLine { lines.append($0) }
    var generator = SeededRandom(seed: 20)
    var chosen = Set((0..<4_000).map { _ in lines[Int(generator.next() % UInt64(lines.count))] })
    var ordinals = 0
    for line in lines {
      guard let city = CityLines.city(at: line) else { continue }
      let label = CityTable.label(of: city)
      if label.contains(" #") {
        ordinals += 1
        chosen.insert(line)
      }
    }
    #expect(ordinals > 200 && ordinals < 400, "\(ordinals)")
    var failures: [String] = []
    for line in chosen {
      guard let city = CityLines.city(at: line) else { continue }
      let label = CityTable.label(of: city)
      let match = CityTable.lookup(label, namesakes: 1)
      if match?.city != city || match?.isAmbiguous != false { failures.append(label) }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(20))")
    #expect(chosen.count > 3_900)
  }
}
