import Foundation
import PolybarProvider
import SolvervEngine
import StandardProviders
import Testing
import WaybarProvider

/// Every provider's exact output at the fixed instants of `Fixtures`, compared with the files in
/// `Golden/`. To accept a deliberate change, run with SOLVERV_UPDATE_GOLDEN=1 and review the diff.
struct GoldenOutputTests {
  static let providers: [(String, any StatusProvider, RenderOptions)] = [
    ("text-small", TextProvider(), RenderOptions(size: .small)),
    ("text-medium", TextProvider(), RenderOptions(size: .medium)),
    ("text-large", TextProvider(), RenderOptions(size: .large)),
    ("json", JSONProvider(), RenderOptions()),
    ("waybar", WaybarProvider(), RenderOptions()),
    ("polybar", PolybarProvider(), RenderOptions(size: .medium, clickCommand: "solverv-status --size large | xmessage -file -")),
    ("conky-large", ConkyProvider(), RenderOptions(size: .large)),
    ("i3bar", I3barProvider(), RenderOptions(size: .large)),
    ("i3blocks", I3blocksProvider(), RenderOptions()),
  ]

  static let folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  @Test(arguments: Fixtures.cases.map(\.name))
  func providersMatchTheirGoldenFiles(caseName: String) throws {
    let fixture = Fixtures.cases.first { $0.name == caseName }!
    let snapshot = Fixtures.snapshot(fixture)
    var output = ""
    for (name, provider, options) in Self.providers {
      output += "== \(name)\n" + provider.render(snapshot, options: options) + "\n"
    }
    let file = Self.folder.appendingPathComponent("\(caseName).txt")
    if ProcessInfo.processInfo.environment["SOLVERV_UPDATE_GOLDEN"] != nil {
      try output.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(output == expected, "golden mismatch for \(caseName); diff \(file.path) against the rendered output")
  }
}
