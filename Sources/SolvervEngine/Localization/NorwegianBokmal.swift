/// Norsk bokmål.
public struct NorwegianBokmal: Localization {
  public init() {}
  public var code: String { "nb" }
  public var nativeName: String { "Norsk bokmål" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Vår"
    case .summer: return "Sommer"
    case .autumn: return "Høst"
    case .winter: return "Vinter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    switch (season, isSolstice) {
    case (.spring, false): return "Vårjevndøgn"
    case (.autumn, false): return "Høstjevndøgn"
    case (.summer, true): return "Sommersolverv"
    case (.winter, true): return "Vintersolverv"
    // A solstice never begins spring or autumn; keep the names total anyway.
    case (_, true): return seasonName(season) + "solverv"
    case (_, false): return seasonName(season) + "jevndøgn"
    }
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Dag og natt er omtrent like lange"
    case .summer: return "Årets lengste dag"
    case .winter: return "Årets korteste dag"
    }
  }

  private static let months = [
    "jan.", "feb.", "mars", "apr.", "mai", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "des.",
  ]

  public func monthAbbreviation(_ month: Int) -> String { NorwegianBokmal.months[(month - 1) % 12] }

  public func shortDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthAbbreviation(date.month))"
  }
}
