import ArgumentParser
import Foundation
import SolvervApp
import Testing

@testable import solverv_status

/// Each status option owns its field of `StatusArguments` (a key path in its table entry), and the
/// bridge from swift-argument-parser's properties to those fields refuses what it cannot place.
struct StatusOptionFieldTests {
  @Test("every stored property of StatusArguments is the field of exactly one option")
  func everyFieldHasOneOption() {
    let properties = Mirror(reflecting: StatusArguments()).children.compactMap(\.label)
    let offsets = StatusOption.all.map { MemoryLayout<StatusArguments>.offset(of: $0.field) }
    let named = StatusOption.all.map { "\($0.field)".split(separator: ".").last.map(String.init) ?? "" }
    #expect(!offsets.contains(nil), "an option's field is not a stored property: \(named)")
    #expect(Set(offsets).count == offsets.count, "two options share a field: \(named)")
    #expect(
      offsets.count == properties.count,
      "properties without an option: \(properties.filter { !named.contains($0) }), options: \(named)")
  }

  @Test("the full parser and the fast one store every option in the same field")
  func bothParsersFillTheSameFields() throws {
    let arguments =
      OptionTableTests.everyOption(config: "/nonexistent/other.toml") + [
        "--location", "Oslo", "--events", "3", "--altitude", "-4", "--watch",
      ]
    let fast = try #require(StatusArguments.fastParse(arguments))
    let full = StatusArguments(parsed: try StatusCommand.parse(arguments))
    #expect(full == fast)
    // Every field is set, so no option was dropped on the way.
    let unset = Mirror(reflecting: full).children.filter { child in
      if let flag = child.value as? Bool { return !flag }
      return Mirror(reflecting: child.value).displayStyle == .optional && Mirror(reflecting: child.value).children.isEmpty
    }
    #expect(unset.isEmpty, "not set: \(unset.compactMap(\.label))")
  }

  @Test("a subcommand's own --format and --altitude are not the status line's")
  func ownOptionsStayOwn() throws {
    let sun = try SunCommand.parse(["--format", "text", "--altitude", "6", "--location", "Oslo"])
    let arguments = StatusArguments(parsed: sun)
    #expect(arguments.format == nil && arguments.altitude == nil && arguments.location == "Oslo")
  }

  /// A group of table options with a property the table does not know.
  struct StrayOption: StatusOptionGroup {
    @Option(.lat) var latitude: Double?
  }

  /// A property named as an option but of another type.
  struct MistypedOption: ParsableArguments {
    @Option(name: .customLong("lang")) var lang: String?
  }

  @Test("a property of a status option group without an entry traps")
  func strayPropertyTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = StatusArguments(parsed: try StrayOption.parse(["--lat", "1"]))
    }
  }

  @Test("a property named as an option but of another type traps")
  func mistypedPropertyTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = StatusArguments(parsed: try MistypedOption.parse(["--lang", "nb"]))
    }
  }

  @Test("the status help lists every built-in format, the default marked")
  func helpListsEveryFormat() {
    let help = CLI.run(["status", "--help"], environment: ["COLUMNS": "2000"]).stdout
    let listed = ProviderRegistry.builtInNames.map { $0 == "text" ? "text (default)" : $0 }.joined(separator: ", ")
    #expect(help.contains("Formats: \(listed), and your own"), "\(help)")
    #expect(ProviderRegistry.builtInNames.contains("view"))
  }

  @Test("docs/cli.md's format list names every built-in format")
  func docsListEveryFormat() throws {
    let paragraph = try #require(
      HelpTextTests.readme.components(separatedBy: "\n- ").first { $0.hasPrefix("**Formats**") })
    for name in ProviderRegistry.builtInNames {
      #expect(paragraph.contains("`\(name)`"), "\(name)")
    }
  }
}
