/// The four seasons, astronomical definition: each begins at a solstice or equinox.
public enum Season: String, Sendable, CaseIterable, Hashable {
  case spring, summer, autumn, winter

  /// The season that begins at `event` in `hemisphere`: in the north the March equinox starts
  /// spring; in the south it starts autumn.
  public init(beginningAt event: SeasonEventKind, in hemisphere: Hemisphere) {
    let northern: [Season] = [.spring, .summer, .autumn, .winter]
    let index = (event.index + (hemisphere == .northern ? 0 : 2)) % 4
    self = northern[index]
  }

  /// The product colour of the season (PRODUCT.md), `#rrggbb`.
  public var colour: String {
    switch self {
    case .spring: return "#4CAF50"
    case .summer: return "#FFC107"
    case .autumn: return "#FF9800"
    case .winter: return "#2196F3"
    }
  }

  /// An emoji a bar can show for the season.
  public var icon: String {
    switch self {
    case .spring: return "🌱"
    case .summer: return "☀️"
    case .autumn: return "🍂"
    case .winter: return "❄️"
    }
  }
}
