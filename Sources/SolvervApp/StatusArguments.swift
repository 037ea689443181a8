public import SolvervEngine

/// The options of the status line (the default command), typed. Both parsers fill this from the
/// one table of options, ``StatusOption/all``: the fast one (``fastParse(_:)``) for the one-shot
/// bar refresh, and swift-argument-parser's `StatusCommand` for help, completions and error
/// messages.
public struct StatusArguments: Equatable, Sendable {
  public var format: FormatChoice?
  public var size: WidgetSize?
  public var template: String?
  public var latitude: Double?
  public var longitude: Double?
  public var name: String?
  public var timezone: String?
  public var location: String?
  public var at: String?
  public var language: LanguageChoice?
  public var hemisphere: Hemisphere?
  public var clock: ClockChoice?
  public var events: ListLength?
  public var altitude: AltitudeDegrees?
  public var config: String?
  public var click: String?
  public var watch = false

  public init() {}

  /// The arguments a subcommand or the daemon builds from its own options.
  public init(
    latitude: Double? = nil, longitude: Double? = nil, name: String? = nil, timezone: String? = nil,
    location: String? = nil, at: String? = nil, language: LanguageChoice? = nil, config: String? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.timezone = timezone
    self.location = location
    self.at = at
    self.language = language
    self.config = config
  }

  /// The format's name, `text` when none was given.
  public var formatName: String { format?.name ?? "text" }
}
