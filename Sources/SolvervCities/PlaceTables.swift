import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The six tables a place lookup reads (formats in Scripts/generate-cities.py) and their facts.
///
/// Two sets share one format. The set built into the binary (GeoNames cities15000: every city
/// of 15,000 people) is always there, so a binary copied alone still finds them. The installed
/// places file (cities1000: every town of 1,000 people, 170,000 places, 5.3 MB) stays outside
/// the binaries, which would otherwise each carry it (the binary must stay at most 12 MB); the
/// program's entry point offers its bytes through ``fileLoader`` (SolvervSystem's `PlacesFile`
/// maps it), and lookups read ``current``, which is the file's set when there is a valid one.
public struct PlaceTables: @unchecked Sendable {  // read-only bytes: the binary's own, or a read-only mapping
  let zones: SortedLines
  /// Each division's usual zone, for the city lines that leave theirs out.
  let divisionZones: SortedLines
  let cities: SortedLines
  let aliases: SortedLines
  let regions: SortedLines
  let labels: SortedLines
  /// The number of places.
  public let count: Int
  /// The longest key of `cities` or `aliases`, in bytes: longer queries cannot match.
  let maxKeyLength: Int
  /// The longest key of `regions`.
  let regionMaxKeyLength: Int
  /// Where the data comes from and under which licence.
  public let source: String

  /// The set compiled into the binary.
  static let builtIn = PlaceTables(
    zones: SortedLines(CityData.zones), divisionZones: SortedLines(CityData.divisionZones),
    cities: SortedLines(CityData.cities, foldsNames: true),
    aliases: SortedLines(CityAliasData.aliases), regions: SortedLines(RegionData.regions),
    labels: SortedLines(RegionData.labels), count: CityData.count, maxKeyLength: CityData.maxKeyLength,
    regionMaxKeyLength: RegionData.maxKeyLength, source: CityData.source)

  /// Gives the installed places file: its path and bytes, or why they could not be had; nil when
  /// there is none to offer (not installed). Set once by the program's entry point, before the
  /// first lookup (only then is it asked, once); nil keeps the built-in set, as in the unit
  /// tests. The bytes must stay mapped for the life of the process.
  nonisolated(unsafe) public static var fileLoader: (() -> PlacesFileOffer?)? = nil

  /// Told once, at the first lookup, when the offered file is refused: a silent fallback to the
  /// built-in cities would make "no city matches Drøbak" a mystery. Set by the entry point.
  nonisolated(unsafe) public static var refusalReporter: ((PlacesFileRefusal) -> Void)? = nil

  /// Why the offered places file is not read, or nil (it is, or none was offered). Asking decides
  /// which set the process reads, as a first lookup does.
  public static var fileRefusal: PlacesFileRefusal? { loadedChoice.refusal }

  /// The set lookups read: the file's when the loader gives a valid one, else the built-in one
  /// (or a test's, see ``reading(_:_:)``).
  static var current: PlaceTables {
    if let chosen = pthread_getspecific(chosenKey) {
      return Unmanaged<Chosen>.fromOpaque(chosen).takeUnretainedValue().tables
    }
    return loaded
  }

  /// The set the process reads, decided once at the first lookup.
  private static var loaded: PlaceTables { loadedChoice.tables }

  private static let loadedChoice: (tables: PlaceTables, refusal: PlacesFileRefusal?) = {
    let refusal: PlacesFileRefusal
    switch fileLoader?() {
    case nil: return (builtIn, nil)
    case .mapped(let path, let bytes):
      switch parsed(file: bytes) {
      case .success(let tables): return (tables, nil)
      case .failure(let damage): refusal = PlacesFileRefusal(path: path, problem: damage.problem)
      }
    case .refused(let path, let problem): refusal = PlacesFileRefusal(path: path, problem: problem)
    }
    refusalReporter?(refusal)
    return (builtIn, refusal)
  }()

  /// A set chosen for one thread while `reading` runs: tests read the places file in process
  /// this way while other tests read the built-in set at the same time. A thread-specific value
  /// rather than a task-local one, which would link the concurrency runtime (0.85 MB) into the
  /// daemon for the tests' sake; `body` is synchronous, so it stays on its thread.
  private final class Chosen {
    let tables: PlaceTables
    init(_ tables: PlaceTables) { self.tables = tables }
  }

  private static let chosenKey: pthread_key_t = {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key")
    return key
  }()

  /// Runs `body` with lookups on this thread reading `tables`.
  public static func reading<Result>(_ tables: PlaceTables, _ body: () throws -> Result) rethrows -> Result {
    let chosen = Unmanaged.passRetained(Chosen(tables))
    let previous = pthread_getspecific(chosenKey)
    pthread_setspecific(chosenKey, chosen.toOpaque())
    defer {
      pthread_setspecific(chosenKey, previous)
      chosen.release()
    }
    return try body()
  }

  init(
    zones: SortedLines, divisionZones: SortedLines, cities: SortedLines, aliases: SortedLines, regions: SortedLines,
    labels: SortedLines,
    count: Int, maxKeyLength: Int, regionMaxKeyLength: Int, source: String
  ) {
    self.zones = zones
    self.divisionZones = divisionZones
    self.cities = cities
    self.aliases = aliases
    self.regions = regions
    self.labels = labels
    self.count = count
    self.maxKeyLength = maxKeyLength
    self.regionMaxKeyLength = regionMaxKeyLength
    self.source = source
  }

  /// The first line of a places file this build reads. Version 2 has city lines without a key
  /// beside a name, coordinates in 10⁻³ degrees and zones by division; a file of another
  /// version is not read (the built-in tables answer), so a binary and a file from different
  /// releases never misread each other.
  public static let fileFormat = "solverv-places 2"

  /// The set in a places file's bytes, or nil when they are not one (see ``parsed(file:)``).
  public init?(file bytes: UnsafeBufferPointer<UInt8>) {
    guard case .success(let tables) = Self.parsed(file: bytes) else { return nil }
    self = tables
  }

  /// The set in a places file's bytes, or why they are not one: a wrong first line, a missing or
  /// out-of-range fact, a section that does not end in a newline or runs past the end, or bytes
  /// left over. Lines are then read only within their section, whatever they hold.
  public static func parsed(file bytes: UnsafeBufferPointer<UInt8>) -> Result<PlaceTables, PlacesFileDamage> {
    var reader = PlacesFileReader(bytes: bytes)
    let first = reader.line()
    guard first == fileFormat else {
      let other = first.flatMap { $0.hasPrefix("solverv-places ") ? $0 : nil }
      return .failure(
        PlacesFileDamage(
          problem: other.map { .otherFormat(found: $0, wanted: fileFormat) } ?? .notAPlacesFile(wanted: fileFormat)))
    }
    func damaged(_ what: String) -> Result<PlaceTables, PlacesFileDamage> {
      .failure(PlacesFileDamage(problem: .damaged(what)))
    }
    guard let count = reader.number(named: "count"), count > 0 else { return damaged("no place count") }
    guard let maxKeyLength = reader.number(named: "max-key-length"), (1...200).contains(maxKeyLength),
      let regionMaxKeyLength = reader.number(named: "region-max-key-length"), (1...200).contains(regionMaxKeyLength)
    else { return damaged("no key lengths (1 to 200)") }
    guard let source = reader.value(named: "source"), !source.isEmpty else { return damaged("no source line") }
    var sections: [SortedLines] = []
    for name in ["zones", "division-zones", "cities", "aliases", "regions", "labels"] {
      guard let size = reader.number(named: name) else { return damaged("no '\(name)' section") }
      guard let section = reader.take(size) else {
        return damaged("the '\(name)' section runs past the end or does not end a line")
      }
      sections.append(SortedLines(section, foldsNames: name == "cities"))
    }
    guard reader.atEnd else { return damaged("bytes after the last section") }
    for (index, name) in ["zones", "division-zones", "cities"].enumerated() where sections[index].bytes.isEmpty {
      return damaged("the '\(name)' section is empty")
    }
    return .success(
      PlaceTables(
        zones: sections[0], divisionZones: sections[1], cities: sections[2], aliases: sections[3],
        regions: sections[4], labels: sections[5],
        count: count, maxKeyLength: maxKeyLength, regionMaxKeyLength: regionMaxKeyLength, source: source))
  }
}

/// Reads a places file's header lines and sections from the front.
private struct PlacesFileReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  var atEnd: Bool { position == bytes.count }

  /// The next line without its newline, or nil when no newline ends it (or it is too long for
  /// a header line).
  mutating func line() -> String? {
    var end = position
    while end < bytes.count, bytes[end] != SortedLines.newline, end - position < 256 { end += 1 }
    guard end < bytes.count, bytes[end] == SortedLines.newline else { return nil }
    defer { position = end + 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
  }

  /// The value of the line "NAME VALUE", or nil when the next line is another.
  mutating func value(named name: String) -> String? {
    guard let line = line(), line.hasPrefix(name + " ") else { return nil }
    return String(line.dropFirst(name.count + 1))
  }

  /// The whole number of the line "NAME N" (at most nine digits).
  mutating func number(named name: String) -> Int? {
    guard let text = value(named: name), (1...9).contains(text.utf8.count),
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(text)
  }

  /// The next `count` bytes when they are whole lines (empty, or ending in a newline).
  mutating func take(_ count: Int) -> UnsafeBufferPointer<UInt8>? {
    guard count <= bytes.count - position else { return nil }
    let section = UnsafeBufferPointer(rebasing: bytes[position..<position + count])
    guard section.isEmpty || section[count - 1] == SortedLines.newline else { return nil }
    position += count
    return section
  }
}
