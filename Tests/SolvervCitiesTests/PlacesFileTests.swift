import Foundation
import SolvervEngine
import SolvervSystem
import Testing

@testable import SolvervCities
import TestSupport

/// Every town of 1,000 people, from the installed places file
/// (`Data/places.txt`, GeoNames cities1000), read in process through `PlaceTables.reading`.
/// The file is the repository's own, mapped as the programs map it (`PlacesFile.map`).
@Suite("The places file: every town of 1,000 people")
struct PlacesFileTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/places.txt").path

  static let tables: PlaceTables? = PlacesFile.map(path).flatMap(PlaceTables.init(file:))

  @Test("The file is a places file of cities1000, and a town of 11,000 people is in it but not built in")
  func drobak() throws {
    let tables = try #require(Self.tables)
    #expect(tables.count > 165_000 && tables.source.contains("cities1000"), "\(tables.count) \(tables.source)")
    #expect(PlaceTables.builtIn.count < 40_000)
    #expect(CityTable.best("Drøbak") == nil)  // the built-in cities15000 lacks it
    PlaceTables.reading(tables) {
      let drobak = CityTable.best("Drøbak")
      #expect(drobak?.countryCode == "NO" && drobak?.population == 11_363 && drobak?.timeZone == "Europe/Oslo")
      #expect(drobak.map(CityTable.label(of:)) == "Drøbak, Akershus, NO")
      #expect(CityTable.best("drobak, akershus")?.name == "Drøbak")
      // The namesake rule still holds among many more namesakes.
      #expect(CityTable.lookup("Halle", preferring: ["DE"])?.city.name == "Halle (Saale)")
      #expect(CityTable.count == tables.count)
    }
  }

  /// Every place is a line of the table; `count` random ones (fixed seed).
  static func sample(_ tables: PlaceTables, count: Int, seed: UInt64) -> [City] {
    var lines: [Int] = []
    tables.cities.forEachLine { lines.append($0) }
    var generator = SeededRandom(seed: seed)
    return (0..<count).compactMap { _ in
      CityLines.city(at: lines[Int(generator.next() % UInt64(lines.count))], in: tables)
    }
  }

  @Test("4,000 random towns: each label finds its own town, and no namesake beside it")
  func labelsResolve() throws {
    let tables = try #require(Self.tables)
    let towns = Self.sample(tables, count: 4_000, seed: 21)
    #expect(towns.count == 4_000)
    var failures: [String] = []
    var ordinals = 0
    PlaceTables.reading(tables) {
      for town in towns {
        let label = CityTable.label(of: town)
        if label.contains(" #") { ordinals += 1 }
        let match = CityTable.lookup(label, namesakes: 1)
        if match?.city != town || match?.isAmbiguous != false { failures.append(label) }
        if !label.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) { failures.append(label) }
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(20))")
    #expect(ordinals > 0, "namesakes in one division must be among 4,000 towns")
  }

  @Test("Every built-in city is in the file too, with the same label and point (2,000 random ones)")
  func builtInCitiesAreInTheFile() throws {
    let tables = try #require(Self.tables)
    let cities = Self.sample(.builtIn, count: 2_000, seed: 22)
    var failures: [String] = []
    PlaceTables.reading(tables) {
      for city in cities {
        let found = CityTable.lookup(CityTable.label(of: city), namesakes: 1)?.city
        if found?.coordinate != city.coordinate || found?.timeZone != city.timeZone { failures.append(city.name) }
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(20))")
  }

  @Test("No region is shown as a number in the file's labels either")
  func noNumericRegions() throws {
    let tables = try #require(Self.tables)
    var numeric: [String] = []
    tables.labels.forEachLine { line in
      guard let country = tables.labels.nextField(after: line), let label = tables.labels.nextField(after: country)
      else { return }
      if tables.labels.string(at: label).contains(where: \.isNumber) { numeric.append(tables.labels.string(at: line)) }
    }
    #expect(numeric.isEmpty, "\(numeric.prefix(10))")
  }
}

/// Files that are not a places file are refused whole, and odd things where the file should be
/// are never read: the built-in cities are used instead.
@Suite("The places file: refusals")
struct PlacesFileRefusalTests {
  /// The tables in `text`. They point into their bytes, as the program's point into the mapped
  /// file, so the bytes are copied to memory kept for the life of the test process: tables read
  /// from an array's buffer after the array is gone read freed memory (a test that failed only
  /// when other tests reused it).
  static func tables(_ text: String) -> PlaceTables? {
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(text.utf8.count, 1))
    _ = bytes.initialize(from: text.utf8)
    return PlaceTables(file: UnsafeBufferPointer(rebasing: bytes[0..<text.utf8.count]))
  }

  static func file(zones: String = "Europe/Oslo\n", cities: String = "oslo\tNO12\t!!!!!!!!!!!!\n") -> String {
    let head = "\(PlaceTables.fileFormat)\ncount 1\nmax-key-length 4\nregion-max-key-length 4\nsource test\n"
    let sections = [
      ("zones", zones), ("division-zones", "NO12\t!!\n"), ("cities", cities), ("aliases", ""), ("regions", ""), ("labels", ""),
    ]
    return head + sections.map { "\($0.0) \($0.1.utf8.count)\n\($0.1)" }.joined()
  }

  @Test("A well-formed small file is read; each kind of damage is refused")
  func damage() {
    let good = Self.file()
    let tables = Self.tables(good)
    #expect(tables?.count == 1)
    // The one line leaves its zone to its division's.
    #expect(tables.map { tables in PlaceTables.reading(tables) { CityTable.best("Oslo")?.timeZone } } == "Europe/Oslo")
    #expect(Self.tables("") == nil)
    // Another format's file: version 1 (keys beside names, 10⁻⁴ degrees) and a future one.
    #expect(PlaceTables.fileFormat == "solverv-places 2")
    #expect(Self.tables(good.replacingOccurrences(of: "solverv-places 2", with: "solverv-places 1")) == nil)
    #expect(Self.tables(good.replacingOccurrences(of: "solverv-places 2", with: "solverv-places 3")) == nil)
    #expect(Self.tables(good.replacingOccurrences(of: "count 1\n", with: "count x\n")) == nil)
    #expect(Self.tables(good.replacingOccurrences(of: "count 1\n", with: "count 0\n")) == nil)
    #expect(Self.tables(good.replacingOccurrences(of: "max-key-length 4\n", with: "max-key-length 900\n")) == nil)
    #expect(Self.tables(good + "x") == nil)  // bytes left over
    #expect(Self.tables(String(good.dropLast())) == nil)  // the last section cut short
    #expect(Self.tables(Self.file(cities: "oslo\tNO12\t!!!!!!!!!!!!")) == nil)  // no final newline
    #expect(Self.tables(Self.file(zones: "")) == nil)  // no zones
    #expect(Self.tables(good.replacingOccurrences(of: "zones 12\n", with: "zones 99999999\n")) == nil)
    #expect(Self.tables(good.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "\r\n")) == nil)
  }

  @Test("A FIFO, a folder, an empty file and a missing path are never read; a link to the file is")
  func oddFiles() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-places-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let fifo = scratch.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(PlacesFile.map(fifo) == nil)  // returns at once: opened without blocking
    #expect(PlacesFile.map(scratch.path) == nil)
    let empty = scratch.appendingPathComponent("empty").path
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    #expect(PlacesFile.map(empty) == nil)
    #expect(PlacesFile.map(scratch.appendingPathComponent("missing").path) == nil)
    let link = scratch.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: PlacesFileTests.path)
    #expect(PlacesFile.map(link).flatMap(PlaceTables.init(file:))?.count == PlacesFileTests.tables?.count)
  }
}
