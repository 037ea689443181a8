public import SolvervEngine

/// Where the user asked the run to be, as given (`--location`, `--lat/--lon`, `--name`, `--tz`);
/// all nil: the config's place, else the time zone's.
public struct PlaceChoice: Sendable, Equatable {
  public var latitude: Double?
  public var longitude: Double?
  public var name: String?
  public var timezone: String?
  public var location: String?

  public init(
    latitude: Double? = nil, longitude: Double? = nil, name: String? = nil, timezone: String? = nil, location: String? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.timezone = timezone
    self.location = location
  }
}

/// What a run was asked for beyond the config, as plain values: the command line's choices for
/// the CLI, none for the daemon (so the daemon needs no command-line type). Each wins over the
/// config's setting of the same thing.
public struct PlanChoices: Sendable {
  public var place = PlaceChoice()
  /// `--template`, already parsed (its error is the command line's, reported first).
  public var template: Template?
  /// `--at`, as typed: it is read in the place's zone, known only once the place is.
  public var at: String?
  public var language: (any Localization)?
  public var hemisphere: Hemisphere?
  public var clock: ClockChoice?
  public var events: Int?
  public var altitude: Double?
  public var size: WidgetSize?
  public var click: String?

  /// No choices: the config's settings at now.
  public init() {}
}
