public import DBusKit
public import SolvervEngine

/// The snapshot as the service's properties — pure, so the mapping is tested without a bus, and
/// the same values the JSON format prints.
public enum SnapshotProperties {
  /// What a property's value is computed from: the snapshot and the two rendered texts.
  public struct Source {
    public let snapshot: SolarSnapshot
    public let text: String
    public let tooltip: String
    /// The config file's problem while the last good settings stand in ("" when it is fine).
    public let configError: String

    var zone: TimeZoneRules { snapshot.location.zone }

    func time(_ instant: Instant) -> DBusValue { .string(ISO8601.string(instant, in: zone)) }

    func sun(_ event: SunEvent) -> DBusValue {
      if case .at(let instant) = event { return time(instant) }
      return .string(event.marker ?? "none")
    }
  }

  /// One read-only property: its name, D-Bus type, what it holds, and how to get it. All emit
  /// PropertiesChanged with their new values when they change.
  public struct Definition: Sendable {
    public let name: String
    public let type: String
    public let summary: String
    let value: @Sendable (Source) -> DBusValue
  }

  /// Every property, in the order of introspection and of ``values(of:text:tooltip:)``: the one
  /// table both are made from.
  public static let definitions: [Definition] = [
    Definition(name: "NextEventKind", type: "s", summary: "march_equinox, june_solstice, september_equinox or december_solstice")
    {
      .string($0.snapshot.countdown.next.kind.rawValue)
    },
    Definition(name: "NextEventName", type: "s", summary: "localised, hemisphere-aware name of the next event") {
      .string($0.snapshot.nextEventName)
    },
    Definition(name: "NextEventTime", type: "x", summary: "the next event's instant, Unix seconds") {
      .int64($0.snapshot.countdown.next.instant.roundedSeconds)
    },
    Definition(name: "NextEventLocalTime", type: "s", summary: "the next event's local time, ISO 8601 with offset") {
      $0.time($0.snapshot.countdown.next.instant)
    },
    Definition(name: "DaysUntil", type: "i", summary: "local calendar days until the next event (0 on its day)") {
      .int32(Int32(clamping: $0.snapshot.countdown.daysUntil))
    },
    Definition(name: "Progress", type: "d", summary: "0…1 from the previous to the next event") {
      .double($0.snapshot.countdown.progress)
    },
    Definition(name: "PreviousEventKind", type: "s", summary: "the last event at or before now") {
      .string($0.snapshot.countdown.previous.kind.rawValue)
    },
    Definition(name: "PreviousEventTime", type: "x", summary: "its instant, Unix seconds") {
      .int64($0.snapshot.countdown.previous.instant.roundedSeconds)
    },
    Definition(name: "Season", type: "s", summary: "spring, summer, autumn or winter: the season the next event begins") {
      .string($0.snapshot.season.rawValue)
    },
    Definition(name: "SeasonName", type: "s", summary: "localised season name") {
      .string($0.snapshot.settings.language.seasonName($0.snapshot.season))
    },
    Definition(name: "SeasonColour", type: "s", summary: "#rrggbb") { .string($0.snapshot.season.colour) },
    Definition(name: "SeasonIcon", type: "s", summary: "an emoji") { .string($0.snapshot.season.icon) },
    Definition(name: "Sunrise", type: "s", summary: "the shown day's sunrise: ISO 8601, or always_up, always_down, none") {
      $0.sun($0.snapshot.shownSun.sunrise)
    },
    Definition(name: "Sunset", type: "s", summary: "the shown day's sunset (after today's sunset, tomorrow's)") {
      $0.sun($0.snapshot.shownSun.sunset)
    },
    Definition(name: "SolarNoon", type: "s", summary: "the shown day's solar noon") { $0.time($0.snapshot.shownSun.solarNoon) },
    Definition(name: "ShownSunDate", type: "s", summary: "the local date the sun times are for") {
      .string($0.snapshot.shownSun.date.description)
    },
    Definition(name: "DayLength", type: "i", summary: "today's day length, seconds") {
      .int32(Int32(clamping: $0.snapshot.todaySun.daylengthSeconds))
    },
    Definition(name: "DeltaVsYesterday", type: "i", summary: "today's day length minus yesterday's, seconds") {
      .int32(Int32(clamping: $0.snapshot.deltaVsYesterday))
    },
    Definition(name: "DeltaSinceSolstice", type: "i", summary: "today's day length minus the most recent solstice's, seconds") {
      .int32(Int32(clamping: $0.snapshot.deltaSinceSolstice))
    },
    Definition(name: "SolsticeDate", type: "s", summary: "local date of that solstice") {
      .string($0.snapshot.solsticeDate.description)
    },
    Definition(name: "PolarState", type: "s", summary: "none, day (midnight sun) or night (polar night)") {
      .string($0.snapshot.isPolarNight ? "night" : ($0.snapshot.isPolarDay ? "day" : "none"))
    },
    Definition(
      name: "SunPhase", type: "s",
      summary: "day, civil_twilight, nautical_twilight, astronomical_twilight or night: the sky now (changes at each SunEvent)"
    ) {
      .string(SunCalculator(coordinate: $0.snapshot.location.coordinate, zone: $0.zone).phase(at: $0.snapshot.instant).rawValue)
    },
    Definition(
      name: "Theme", type: "s",
      summary: "dark or light: the light/dark switch's mode now (changes at each switch); empty while the switch is off"
    ) { .string($0.snapshot.theme?.mode.rawValue ?? "") },
    Definition(
      name: "ThemeOverride", type: "s",
      summary: "dark or light while a manual choice (SetTheme, `theme dark`) holds, until the next switch; else empty"
    ) { .string($0.snapshot.theme?.override?.mode.rawValue ?? "") },
    Definition(
      name: "ThemeNextSwitch", type: "x", summary: "the next change of Theme, Unix seconds; 0 while off or when none comes within a year"
    ) { .int64($0.snapshot.theme?.next?.instant.roundedSeconds ?? 0) },
    Definition(name: "LocationName", type: "s", summary: "the place's name") { .string($0.snapshot.location.name) },
    Definition(name: "Latitude", type: "d", summary: "degrees, north positive") {
      .double($0.snapshot.location.coordinate.latitude)
    },
    Definition(name: "Longitude", type: "d", summary: "degrees, east positive") {
      .double($0.snapshot.location.coordinate.longitude)
    },
    Definition(name: "TimeZone", type: "s", summary: "IANA zone") { .string($0.zone.identifier) },
    Definition(
      name: "LocationSource", type: "s", summary: "command-line, config, system (GeoClue), timezone (a default) or fallback"
    ) {
      .string($0.snapshot.location.source.rawValue)
    },
    Definition(
      name: "ZoneOffsetFromSystem", type: "i",
      summary: "seconds the place's clock is ahead of the system's (0: the same clock, no zone marker)"
    ) {
      .int32(Int32(clamping: $0.snapshot.zoneComparison?.offsetFromSystem ?? 0))
    },
    Definition(name: "Text", type: "s", summary: "the compact text (the small template)") { .string($0.text) },
    Definition(name: "Tooltip", type: "s", summary: "the large view, Pango markup") { .string($0.tooltip) },
    Definition(name: "Message", type: "s", summary: "the daily message line") { .string($0.snapshot.message) },
    Definition(name: "ValidUntil", type: "x", summary: "the next instant anything here can change, Unix seconds") {
      .int64($0.snapshot.validUntil.roundedSeconds)
    },
    Definition(
      name: "ConfigError", type: "s",
      summary: "the config file's problem, one line, while the last good settings are used; empty when it is fine"
    ) {
      .string($0.configError)
    },
    Definition(
      name: "View", type: "a{sv}", summary: "the large view as data for applets: every string localised (docs/view-schema.md)"
    ) {
      ViewModel($0.snapshot, text: $0.text, configError: $0.configError).json().dbusValue
    },
  ]

  /// Every property's current value, in the order of ``definitions``.
  public static func values(
    of snapshot: SolarSnapshot, text: String, tooltip: String, configError: String = ""
  ) -> [(String, DBusValue)] {
    let source = Source(snapshot: snapshot, text: text, tooltip: tooltip, configError: configError)
    return definitions.map { definition in
      let value = definition.value(source)
      assert(value.signature == definition.type, "\(definition.name) is declared \(definition.type), not \(value.signature)")
      return (definition.name, value)
    }
  }

  /// The entries of `new` that differ from `old` (all of them when there is no `old`).
  public static func changes(from old: [(String, DBusValue)]?, to new: [(String, DBusValue)]) -> [(String, DBusValue)] {
    guard let old else { return new }
    var previous: [String: DBusValue] = [:]
    for (name, value) in old { previous[name] = value }
    return new.filter { previous[$0.0] != $0.1 }
  }
}

extension JSONValue {
  /// JSON as D-Bus: objects → `a{sv}`, arrays → `av`, strings → `s`, integers → `x`, numbers →
  /// `d`, booleans → `b`; object members that are null are left out (D-Bus has no null).
  public var dbusValue: DBusValue {
    switch self {
    case .null: return .string("")
    case .bool(let b): return .boolean(b)
    case .int(let i): return .int64(Int64(i))
    case .double(let d): return .double(d)
    case .string(let s): return .string(s)
    case .array(let items):
      return .array(items.map { .variant($0.dbusValue) }, elementSignature: "v")
    case .object(let members):
      return .stringVariantDictionary(
        members.compactMap { key, value in
          if case .null = value { return nil }
          return (key, value.dbusValue)
        })
    }
  }
}
