extension SolarSnapshot {
  /// The JSON schema version. Additions keep it; removals or changed meanings raise it.
  public static let schemaVersion = 1

  /// The full snapshot as JSON schema 1 (documented in `docs/json-schema.md`): what
  /// `--format json` prints and what D-Bus `GetSnapshot` carries. Times are ISO 8601 with the
  /// location's offset, durations whole seconds.
  public func json() -> JSONValue {
    let zone = location.zone
    let today = self.today
    func event(_ e: SeasonEvent) -> JSONValue {
      .object([
        ("kind", .string(e.kind.rawValue)),
        ("name", .string(name(of: e.kind))),
        ("utc", .string(ISO8601.utcString(e.instant))),
        ("local", .string(ISO8601.string(e.instant, in: zone))),
        ("days_until", .int(today.days(to: zone.localDate(at: e.instant)))),
      ])
    }
    var next = event(countdown.next)
    if case .object(var members) = next {
      members.append(("description", .string(settings.language.eventDescription(countdown.next.kind, in: hemisphere))))
      next = .object(members)
    }
    let polar: JSONValue = isPolarNight ? "night" : (isPolarDay ? "day" : .null)
    var place: [(String, JSONValue)] = [
      ("name", .string(location.name)),
      ("latitude", .double(location.coordinate.latitude)),
      ("longitude", .double(location.coordinate.longitude)),
      ("timezone", .string(zone.identifier)),
      ("source", .string(location.source.rawValue)),
      ("is_default", .bool(location.isDefault)),
      ("automatic_unavailable", .bool(location.standsInForAutomatic)),
    ]
    // The place's clock against the machine's: whenever the system zone is known, which it
    // always is in solverv-status and the daemon (a bare engine snapshot may lack it).
    if let system = settings.systemZone, let comparison = zoneComparison {
      place += [
        ("timezone_from_nearest_city", location.zoneFromNearestCity.map { .string($0) } ?? .null),
        ("zone_abbreviation", .string(comparison.abbreviation)),
        ("system_timezone", .string(system.identifier)),
        ("zone_differs", .bool(comparison.differs)),
        ("offset_from_system_s", .int(comparison.offsetFromSystem)),
      ]
    }
    return .object([
      ("schema", .int(SolarSnapshot.schemaVersion)),
      ("generated_at", .string(ISO8601.string(instant, in: zone))),
      ("valid_until", .string(ISO8601.string(validUntil, in: zone))),
      ("language", .string(settings.language.code)),
      ("hemisphere", .string(hemisphere.rawValue)),
      ("location", .object(place)),
      ("next_event", next),
      ("previous_event", event(countdown.previous)),
      ("progress", .double(countdown.progress)),
      (
        "season",
        .object([
          ("kind", .string(season.rawValue)),
          ("name", .string(settings.language.seasonName(season))),
          ("colour", .string(season.colour)),
          ("icon", .string(season.icon)),
        ])
      ),
      ("today", todaySun.json(in: zone)),
      ("tomorrow", tomorrowSun.json(in: zone)),
      ("shown_sun", .string(isAfterSunset ? "tomorrow" : "today")),
      ("polar", polar),
      (
        "daylight",
        .object([
          ("delta_vs_yesterday_s", .int(deltaVsYesterday)),
          ("delta_since_solstice_s", .int(deltaSinceSolstice)),
          ("solstice_date", .string(solsticeDate.description)),
          ("solstice_kind", .string(solstice.kind.rawValue)),
          ("gaining", .bool(isGaining)),
        ])
      ),
      ("upcoming", .array(upcoming.map(event))),
      ("message", .string(message)),
    ] + (theme.map { [("theme", $0.json(in: zone))] } ?? []))
  }
}

extension ThemeState {
  /// `"theme"` in the JSON (present only while the switch is on): the mode, why, the next switch.
  public func json(in zone: TimeZoneRules) -> JSONValue {
    func time(_ instant: Instant?) -> JSONValue { instant.map { .string(ISO8601.string($0, in: zone)) } ?? .null }
    var members: [(String, JSONValue)] = [("mode", .string(mode.rawValue)), ("color_scheme", .int(Int(mode.colorScheme)))]
    switch cause {
    case .scheduled(let since): members += [("cause", "sun"), ("since", time(since))]
    case .allDay(let since): members += [("cause", "all_day"), ("since", time(since))]
    case .limitsLeaveNoSwitch: members += [("cause", "limits"), ("since", .null)]
    case .manual(let until): members += [("cause", "manual"), ("manual_until", time(until))]
    }
    members += [("next_switch", time(next?.instant)), ("next_mode", next.map { .string($0.mode.rawValue) } ?? .null)]
    return .object(members)
  }
}
