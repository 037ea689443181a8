import ArgumentParser
import SolvervApp
import SolvervConfig
import SolvervEngine

/// `chart --style`: a style, or `auto` — Solverv's light/dark switch decides when it is on.
enum ChartStyleChoice: String, CaseIterable, ExpressibleByArgument {
  case dark, light, auto

  /// The style drawn: `auto` is the switch's mode at the plan's instant (its manual choice
  /// included) while `[theme] enabled = true`, else light — the CLI knows no other desktop state.
  func style(for plan: Plan) -> ChartAppearance.Style {
    switch self {
    case .dark: return .dark
    case .light: return .light
    case .auto:
      guard plan.config.theme.enabled else { return .light }
      let schedule = ThemeSchedule(location: plan.location, settings: plan.settings.theme)
      return schedule.state(at: plan.start, override: plan.settings.themeOverride).mode == .dark ? .dark : .light
    }
  }
}

/// `chart --size WIDTHxHEIGHT` in px, each inside ``ChartAppearance``'s ranges.
struct ChartSize: Sendable, Equatable {
  let width: Int
  let height: Int

  /// What is allowed, after the side that is out of range (if one is).
  static func allowed(_ side: ChartSide? = nil) -> ErrorPhrase {
    .chartSize(widths: ChartAppearance.widths, heights: ChartAppearance.heights, outOfRange: side)
  }

  /// Reads `1200x800` (also `X` or `×`); anything else, or a side out of range, is refused with
  /// the allowed ranges (the parser names the value typed).
  static func parse(_ text: String) throws -> ChartSize {
    let sides = text.trimmingWhitespace.split(omittingEmptySubsequences: false) { "xX×".contains($0) }
    guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else {
      throw NumberArgument.Invalid(phrase: allowed())
    }
    guard ChartAppearance.widths.contains(width) else {
      throw NumberArgument.Invalid(phrase: allowed(.width(width)))
    }
    guard ChartAppearance.heights.contains(height) else {
      throw NumberArgument.Invalid(phrase: allowed(.height(height)))
    }
    return ChartSize(width: width, height: height)
  }
}
