import Foundation
import Testing

/// Two whole charts from the real binary, byte for byte against `Golden/`: a dark one in English
/// at the default size and a light, resized one in Norwegian, both with "today" pinned by --at.
/// To accept a deliberate change, run with SOLVERV_UPDATE_GOLDEN=1 and review the diff.
struct ChartGoldenOutputTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  static let cases: [(String, [String])] = [
    ("chart-dark-tromso-en", ["--location", "Tromsø", "--style", "dark", "--at", "2027-11-20T12:00"]),
    ("chart-light-oslo-nb", ["--location", "Oslo", "--style", "light", "--size", "1200x720", "--lang", "nb", "--at", "2027-03-01"]),
  ]

  @Test(arguments: cases.map(\.0))
  func chartMatchesItsGoldenFile(name: String) throws {
    let arguments = try #require(Self.cases.first { $0.0 == name }).1
    let sandbox = Sandbox()  // no config: nothing of the user's leaks in
    defer { sandbox.remove() }
    let result = sandbox.run(["chart", "--year", "2027"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let file = Self.folder.appendingPathComponent("\(name).svg")
    if ProcessInfo.processInfo.environment["SOLVERV_UPDATE_GOLDEN"] != nil {
      try result.stdout.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(result.stdout == expected, "golden mismatch for \(name); diff \(file.path) against the chart")
  }
}
