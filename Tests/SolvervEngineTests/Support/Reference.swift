import SolvervEngine
import SolvervSystem

/// The shared reference data (`../shared/reference` beside the checkout), parsed.
enum Reference {
  /// `<package root>/../shared/reference`.
  static let directory: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Reference.swift, Support, SolvervEngineTests, Tests
    return parts.joined(separator: "/") + "/../shared/reference"
  }()

  struct SeasonRow {
    let year: Int
    let kind: SeasonEventKind
    let utc: Instant
  }

  struct SunRow {
    let place: String
    let latitude: Double
    let longitude: Double
    let zone: String
    let date: CivilDate
    let event: String
    let value: String
  }

  /// Whether both reference files are there. Without them the accuracy suites are skipped with
  /// ``missing`` as the reason (a checkout without `../shared` still runs every other test).
  static let isAvailable = ["seasons.csv", "suntimes.csv"].allSatisfy { FileReader.read(directory + "/" + $0, limit: 64 << 20) != nil }
  static let missing = "the reference data \(directory) is missing: clone the checkout beside ../shared to run the accuracy suites"

  /// A reference file's rows without the header; none when it is missing (the suites using it
  /// are skipped then, see ``isAvailable``).
  static func lines(_ file: String) -> [Substring] {
    guard let bytes = FileReader.read(directory + "/" + file, limit: 64 << 20) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst().map { $0 }
  }

  static let seasons: [SeasonRow] = lines("seasons.csv").map { line in
    let f = line.split(separator: ",")
    return SeasonRow(year: Int(f[0])!, kind: SeasonEventKind(rawValue: String(f[1]))!, utc: parseUTC(f[2])!)
  }

  static let sunTimes: [SunRow] = lines("suntimes.csv").map { line in
    let f = line.split(separator: ",", omittingEmptySubsequences: false)
    return SunRow(
      place: String(f[0]), latitude: Double(f[1])!, longitude: Double(f[2])!, zone: String(f[3]),
      date: CivilDate(iso: f[4])!, event: String(f[5]), value: String(f[6]))
  }

  /// `2024-06-20T01:53:39Z`.
  static func parseUTC(_ text: Substring) -> Instant? {
    guard text.count == 20, text.last == "Z", let date = CivilDate(iso: text.prefix(10)) else { return nil }
    let time = text.dropFirst(11).prefix(8).split(separator: ":").compactMap { Int($0) }
    guard time.count == 3 else { return nil }
    let seconds = date.daysSince1970 * 86_400 + Int64(time[0] * 3_600 + time[1] * 60 + time[2])
    return Instant(secondsSince1970: Double(seconds))
  }
}

/// Summary statistics of absolute errors, for printing and asserting.
struct ErrorStats: CustomStringConvertible {
  let sorted: [Double]

  init(_ values: [Double]) { sorted = values.map(abs).sorted() }

  var count: Int { sorted.count }
  var max: Double { sorted.last ?? 0 }
  var median: Double { quantile(0.5) }
  func quantile(_ q: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[Swift.min(sorted.count - 1, Int(q * Double(sorted.count)))]
  }

  var description: String {
    "n=\(count) median=\(format(median))s p95=\(format(quantile(0.95)))s max=\(format(max))s"
  }

  private func format(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    return String(r)
  }
}

/// Loads a zone from the system tzdata or fails the test loudly.
func zone(_ name: String) -> TimeZoneRules {
  do { return try TimeZoneDatabase.zone(named: name) } catch { fatalError("\(error)") }
}

func date(_ text: String) -> CivilDate { CivilDate(iso: text)! }

func coordinate(_ lat: Double, _ lon: Double) -> Coordinate {
  try! Coordinate(latitude: lat, longitude: lon)
}

func utc(_ text: String) -> Instant { Reference.parseUTC(Substring(text))! }
