public import SolvervEngine

/// The snapshot as the service's properties — pure, so the mapping is tested without a bus, and
/// the same values the JSON format prints.
public enum SnapshotProperties {
  /// Every property of ``SolvervBusInterface/propertyList``, in that order.
  public static func values(of snapshot: SolarSnapshot, text: String, tooltip: String) -> [(String, DBusValue)] {
    let zone = snapshot.location.zone
    let shown = snapshot.shownSun
    func sunValue(_ event: SunEvent) -> DBusValue {
      switch event {
      case .at(let instant): return .string(ISO8601.string(instant, in: zone))
      default: return .string(event.marker ?? "none")
      }
    }
    let polar = snapshot.isPolarNight ? "night" : (snapshot.isPolarDay ? "day" : "none")
    let language = snapshot.settings.language
    return [
      ("NextEventKind", .string(snapshot.countdown.next.kind.rawValue)),
      ("NextEventName", .string(snapshot.nextEventName)),
      ("NextEventTime", .int64(snapshot.countdown.next.instant.roundedSeconds)),
      ("NextEventLocalTime", .string(ISO8601.string(snapshot.countdown.next.instant, in: zone))),
      ("DaysUntil", .int32(Int32(clamping: snapshot.countdown.daysUntil))),
      ("Progress", .double(snapshot.countdown.progress)),
      ("PreviousEventKind", .string(snapshot.countdown.previous.kind.rawValue)),
      ("PreviousEventTime", .int64(snapshot.countdown.previous.instant.roundedSeconds)),
      ("Season", .string(snapshot.season.rawValue)),
      ("SeasonName", .string(language.seasonName(snapshot.season))),
      ("SeasonColour", .string(snapshot.season.colour)),
      ("SeasonIcon", .string(snapshot.season.icon)),
      ("Sunrise", sunValue(shown.sunrise)),
      ("Sunset", sunValue(shown.sunset)),
      ("SolarNoon", .string(ISO8601.string(shown.solarNoon, in: zone))),
      ("ShownSunDate", .string(shown.date.description)),
      ("DayLength", .int32(Int32(clamping: snapshot.todaySun.daylengthSeconds))),
      ("DeltaVsYesterday", .int32(Int32(clamping: snapshot.deltaVsYesterday))),
      ("DeltaSinceSolstice", .int32(Int32(clamping: snapshot.deltaSinceSolstice))),
      ("SolsticeDate", .string(snapshot.solsticeDate.description)),
      ("PolarState", .string(polar)),
      ("LocationName", .string(snapshot.location.name)),
      ("Latitude", .double(snapshot.location.coordinate.latitude)),
      ("Longitude", .double(snapshot.location.coordinate.longitude)),
      ("TimeZone", .string(zone.identifier)),
      ("LocationSource", .string(snapshot.location.source.rawValue)),
      ("Text", .string(text)),
      ("Tooltip", .string(tooltip)),
      ("Message", .string(snapshot.message)),
      ("ValidUntil", .int64(snapshot.validUntil.roundedSeconds)),
    ]
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
      return .stringVariantDictionary(members.compactMap { key, value in
        if case .null = value { return nil }
        return (key, value.dbusValue)
      })
    }
  }
}
