import PolybarProvider
import SolvervEngine
import StandardProviders
import WaybarProvider

/// Every built-in output format, by `--format` name. A new provider is one file and one line here.
enum ProviderRegistry {
  static let builtIn: [any StatusProvider] = [
    TextProvider(),
    JSONProvider(),
    WaybarProvider(),
    PolybarProvider(),
    ConkyProvider(),
    I3barProvider(),
    I3blocksProvider(),
  ]

  static func builtIn(named name: String) -> (any StatusProvider)? {
    builtIn.first { $0.name == name }
  }

  static var builtInNames: [String] { builtIn.map(\.name) }
}
