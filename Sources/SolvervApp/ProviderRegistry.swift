import PolybarProvider
public import SolvervEngine
import StandardProviders
import WaybarProvider

/// Every built-in output format, by `--format` name: the one list to add a provider to (a new
/// provider is its file plus one line here). What the `solverv-status` process does with a
/// provider's errors is the CLI's business, in `Sources/solverv-status/ProviderPolicy.swift`.
public enum ProviderRegistry {
  /// A provider's name and how to make it. Only the one asked for is built: each existential
  /// costs runtime metadata work, and a bar refresh needs one. A test checks that each name is
  /// its provider's own.
  public struct Entry: Sendable {
    public let name: String
    /// Who reads this format's output, and so where its errors show (a user's own format is a bar's).
    public let reader: OutputReader
    /// Whether stdin carries click events in `--watch` (i3bar's protocol says so in its header).
    public let readsClicks: Bool
    public let make: @Sendable () -> any StatusProvider

    init(
      name: String, reader: OutputReader = .bar(exitStatus: 0), readsClicks: Bool = false,
      make: @escaping @Sendable () -> any StatusProvider
    ) {
      self.name = name
      self.reader = reader
      self.readsClicks = readsClicks
      self.make = make
    }
  }

  public static let entries: [Entry] = [
    Entry(name: "text", reader: .terminal) { TextProvider() },
    Entry(name: "json", reader: .script) { JSONProvider() },
    Entry(name: "waybar") { WaybarProvider() },
    Entry(name: "polybar") { PolybarProvider() },
    Entry(name: "conky") { ConkyProvider() },
    Entry(name: "i3bar", readsClicks: true) { I3barProvider() },
    Entry(name: "i3blocks", reader: .bar(exitStatus: 33)) { I3blocksProvider() },
    Entry(name: "view", reader: .script) { ViewJSONProvider() },
  ]

  /// The entry of the built-in format `name`, or nil for a user's own format.
  public static func entry(named name: String) -> Entry? {
    for entry in entries where entry.name == name { return entry }
    return nil
  }

  /// Every built-in provider, in the list's order.
  public static var builtIn: [any StatusProvider] { entries.map { $0.make() } }

  /// The provider for `name`, or nil when it is not built in.
  public static func builtIn(named name: String) -> (any StatusProvider)? {
    for entry in entries where entry.name == name { return entry.make() }
    return nil
  }

  public static var builtInNames: [String] { entries.map(\.name) }
}
