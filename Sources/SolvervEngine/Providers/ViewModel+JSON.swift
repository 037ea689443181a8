extension ViewModel {
  /// The view's schema version. Additions keep it; removals or changed meanings raise it.
  public static let schemaVersion = 1

  /// The view as JSON (documented in `docs/view-schema.md`): what `--format view` prints, and —
  /// through ``JSONValue``'s D-Bus mapping — the D-Bus `View` property. Every string is ready to
  /// show as plain text; markup escaping is the layout's job.
  public func json() -> JSONValue {
    func rows(_ rows: [Row]) -> JSONValue {
      .array(rows.map { .object([("label", .string($0.label)), ("text", .string($0.text))]) })
    }
    func section(_ section: Section, _ extra: [(String, JSONValue)]) -> JSONValue {
      .object([("heading", .string(section.heading))] + extra + [("rows", rows(section.rows)), ("line", .string(section.line))])
    }
    let eventRows: [JSONValue] = events.map { event in
      .object([
        ("kind", .string(event.kind.rawValue)),
        ("season", .string(event.season.rawValue)),
        ("icon", .string(event.season.icon)),
        ("colour", .string(event.season.colour)),
        ("name", .string(event.name)),
        ("date", .string(event.date)),
        ("time", .string(event.time)),
        ("countdown", .string(event.countdown)),
        ("days_until", .int(event.daysUntil)),
        ("line", .string(event.line)),
      ])
    }
    var place: [(String, JSONValue)] = [
      ("name", .string(placeName)),
      ("zone", .string(zone)),
      ("is_default", .bool(isDefaultLocation)),
      ("hint", .string(locationHint)),
    ]
    // The zone marker's parts, whenever the system zone is known (always in solverv-status and
    // the daemon); `line` carries the marker either way.
    if let offsetFromSystem {
      place += [
        ("zone_differs", .bool(!zoneMarker.isEmpty)),
        ("zone_marker", .string(zoneMarker)),
        ("offset_from_system_s", .int(offsetFromSystem)),
      ]
    }
    place.append(("line", .string(placeLine)))
    return .object([
      ("schema", .int(ViewModel.schemaVersion)),
      ("language", .string(language)),
      ("text", .string(text)),
      ("short", .string(short)),
      ("season", .string(season.rawValue)),
      ("icon", .string(season.icon)),
      ("colour", .string(season.colour)),
      ("event_name", .string(eventName)),
      ("title", .string(title)),
      ("countdown", .string(countdown)),
      ("days_until", .int(daysUntil)),
      ("when", .string(when)),
      ("progress", .double(progress)),
      ("progress_text", .string(progressText)),
      ("progress_bar", .string(progressBar)),
      ("progress_line", .string(progressLine)),
      ("description", .string(description)),
      ("events", .object([("heading", .string(eventsHeading)), ("rows", .array(eventRows))])),
      ("sun", section(sun, [("shown_day", .string(isTomorrow ? "tomorrow" : "today")), ("polar", .string(polar))])),
      ("daylight", section(daylight, [("gaining", .bool(isGaining)), ("message", .string(message))])),
      ("place", .object(place)),
      (
        "labels",
        .object([
          ("refresh", .string(refreshLabel)), ("compare_with", .string(compareLabel)), ("settings", .string(settingsLabel)),
        ])
      ),
      ("valid_until", .int(Int(validUntil.roundedSeconds))),
      ("config_problem", .string(configProblem)),
    ])
  }
}
