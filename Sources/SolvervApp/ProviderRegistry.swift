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
    public let make: @Sendable () -> any StatusProvider
  }

  public static let entries: [Entry] = [
    Entry(name: "text") { TextProvider() },
    Entry(name: "json") { JSONProvider() },
    Entry(name: "waybar") { WaybarProvider() },
    Entry(name: "polybar") { PolybarProvider() },
    Entry(name: "conky") { ConkyProvider() },
    Entry(name: "i3bar") { I3barProvider() },
    Entry(name: "i3blocks") { I3blocksProvider() },
    Entry(name: "view") { ViewProvider() },
  ]

  /// Every built-in provider, in the list's order.
  public static var builtIn: [any StatusProvider] { entries.map { $0.make() } }

  /// The provider for `name`, or nil when it is not built in.
  public static func builtIn(named name: String) -> (any StatusProvider)? {
    for entry in entries where entry.name == name { return entry.make() }
    return nil
  }

  public static var builtInNames: [String] { entries.map(\.name) }
}
