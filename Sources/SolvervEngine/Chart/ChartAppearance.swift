/// How a ``DaylightChart`` is drawn: colours, size, and which markers it carries. The defaults
/// are the chart as it always was (dark, 1000 × 640 px, today and the four events marked).
public struct ChartAppearance: Sendable, Hashable {
  /// Dark (a night-sky page) or light (a white page, for print and light desktops).
  public enum Style: String, Sendable, CaseIterable {
    case dark, light
  }

  public var style: Style
  /// The document's size in px; the plot grows with it, the text keeps its size.
  public var width: Int
  public var height: Int
  /// A dashed line and a label at today's date (when it falls in the chart's year).
  public var showsToday: Bool
  /// A line, name and local date for each solstice and equinox.
  public var showsEvents: Bool

  /// Below 800 px German's event names ("Frühlings-Tagundnachtgleiche" beside
  /// "Sommersonnenwende", 93 days apart) run into each other; below 400 px the plot is too
  /// short to read its hour labels. Above 4000 px nothing gains.
  public static let widths = 800...4000
  public static let heights = 400...4000
  public static let defaultWidth = 1000
  public static let defaultHeight = 640

  public init(
    style: Style = .dark, width: Int = ChartAppearance.defaultWidth, height: Int = ChartAppearance.defaultHeight,
    showsToday: Bool = true, showsEvents: Bool = true
  ) {
    self.style = style
    self.width = min(max(width, Self.widths.lowerBound), Self.widths.upperBound)
    self.height = min(max(height, Self.heights.lowerBound), Self.heights.upperBound)
    self.showsToday = showsToday
    self.showsEvents = showsEvents
  }
}

/// The colours of one ``ChartAppearance/Style``.
struct ChartPalette: Sendable {
  /// Night → civil twilight a dark-to-light blue ramp, day a warm sand.
  let bands: [String]
  let background: String
  let ink: String
  let mutedInk: String
  /// Grid lines and the plot frame (drawn with low opacity).
  let rule: String
  /// Today's line and label, and the halo that keeps the label readable on any band.
  let today: String
  let todayHalo: String
  /// An event's line and name, readable on the page's background.
  let season: @Sendable (Season) -> String

  init(_ style: ChartAppearance.Style) {
    switch style {
    case .dark:
      bands = ["#0B1330", "#17295C", "#27468A", "#4A72B8", "#F6CF78"]
      background = "#10131C"
      ink = "#E8ECF4"
      mutedInk = "#9AA3B8"
      rule = "#FFFFFF"
      today = "#FFFFFF"
      todayHalo = "#0B1330"
      season = { $0.colour }
    case .light:
      bands = ["#2B3A67", "#4A6199", "#7590C4", "#AFC6EA", "#FFE3A0"]
      background = "#FFFFFF"
      ink = "#1B2233"
      mutedInk = "#566075"
      rule = "#1B2233"
      today = "#C62828"
      todayHalo = "#FFFFFF"
      // The seasons' own colours are too pale on white (amber above all): their darker shades.
      season = { season in
        switch season {
        case .spring: "#2E7D32"
        case .summer: "#A86A00"
        case .autumn: "#D84315"
        case .winter: "#1565C0"
        }
      }
    }
  }
}
