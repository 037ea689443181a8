import DBusKit
import DBusService
import Foundation
import SolvervConfig
import Testing

/// docs/dbus.md is written by hand; these checks hold it to the declarations it describes, so a
/// new method, signal, property or setting that the page does not name fails here.
struct DBusDocsTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/dbus.md")

  /// The lines of the section under `heading` (up to the next `## `).
  static func section(_ heading: String) throws -> [Substring] {
    let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("## " + heading) }, "no section \(heading)")
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix("## ") })
  }

  /// The names in backquotes in the first cell of each table row (`| \`Sunrise\`, \`Sunset\` | …`).
  static func firstCells(_ lines: [Substring]) -> Set<String> {
    var names: Set<String> = []
    for line in lines where line.hasPrefix("| `") {
      let cell = line.dropFirst(2).prefix { $0 != "|" }
      for (index, part) in cell.split(separator: "`").enumerated() where index % 2 == 0 {
        names.insert(String(part))
      }
    }
    return names
  }

  @Test("the methods table has a row for every method of the Solverv interface, and no other")
  func everyMethodHasARow() throws {
    let declared = ServiceMethods.object.methods.filter { $0.interface == SolvervBusInterface.interface }.map(\.name)
    let rows = Self.firstCells(try Self.section("Methods"))
    #expect(declared.count >= 10)
    #expect(Set(declared) == rows, "undocumented: \(Set(declared).subtracting(rows)); not declared: \(rows.subtracting(declared))")
  }

  @Test("the properties table names every property, and no other")
  func everyPropertyHasARow() throws {
    let declared = Set(SnapshotProperties.definitions.map(\.name))
    let rows = Self.firstCells(try Self.section("Properties"))
    #expect(declared.count >= 30)
    #expect(declared == rows, "undocumented: \(declared.subtracting(rows)); not declared: \(rows.subtracting(declared))")
  }

  @Test("the signals list names every signal of the Solverv interface with its arguments")
  func everySignalIsListed() throws {
    let text = try Self.section("Signals").joined(separator: "\n")
    let own = ServiceMethods.object.signals.filter { $0.interface == SolvervBusInterface.interface }
    #expect(own.count >= 3)
    for signal in own {
      let arguments = signal.arguments.map { "\($0.type) " }
      #expect(text.contains("`\(signal.name)("), "\(signal.name) not listed")
      #expect(arguments.allSatisfy(text.contains), "\(signal.name)'s argument types \(arguments) not listed")
    }
  }

  @Test("GetSettings' row names every setting key as config get prints it")
  func getSettingsNamesEveryKey() throws {
    let row = try #require(try Self.section("Methods").first { $0.hasPrefix("| `GetSettings` |") })
    let keys = Setting.all.map(\.name)
    #expect(keys.count >= 20)
    let missing = keys.filter { !row.contains("`\($0)`") }
    #expect(missing.isEmpty, "GetSettings' row does not name \(missing)")
  }
}
