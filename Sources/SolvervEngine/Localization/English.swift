/// English (the default language).
public struct English: Localization {
  public init() {}
  public var code: String { "en" }
  public var nativeName: String { "English" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Spring"
    case .summer: return "Summer"
    case .autumn: return "Autumn"
    case .winter: return "Winter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    seasonName(season) + (isSolstice ? " solstice" : " equinox")
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Day and night are approximately equal length"
    case .summer: return "Longest day of the year"
    case .winter: return "Shortest day of the year"
    }
  }

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  public func monthAbbreviation(_ month: Int) -> String { English.months[(month - 1) % 12] }

  public func shortDate(_ date: CivilDate) -> String {
    "\(monthAbbreviation(date.month)) \(date.day)"
  }
}
