import PolybarProvider
public import SolvervEngine
import StandardProviders
import WaybarProvider

/// Every built-in output format, by `--format` name. A new provider is one file and one line in
/// each list here (a test checks that they agree).
public enum ProviderRegistry {
  public static let builtIn: [any StatusProvider] = [
    TextProvider(),
    JSONProvider(),
    WaybarProvider(),
    PolybarProvider(),
    ConkyProvider(),
    I3barProvider(),
    I3blocksProvider(),
    ViewProvider(),
  ]

  /// The provider for `name` without building the others (start-up time: each existential
  /// costs runtime metadata work).
  public static func builtIn(named name: String) -> (any StatusProvider)? {
    switch name {
    case "text": return TextProvider()
    case "json": return JSONProvider()
    case "waybar": return WaybarProvider()
    case "polybar": return PolybarProvider()
    case "conky": return ConkyProvider()
    case "i3bar": return I3barProvider()
    case "i3blocks": return I3blocksProvider()
    case "view": return ViewProvider()
    default: return nil
    }
  }

  public static var builtInNames: [String] { builtIn.map(\.name) }
}
