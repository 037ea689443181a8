extension SunEvent {
  /// An ISO 8601 time with the zone's offset, or the marker string.
  public func json(in zone: TimeZoneRules) -> JSONValue {
    switch self {
    case .at(let instant): return .string(ISO8601.string(instant, in: zone))
    default: return .string(marker ?? "none")
    }
  }
}

extension SunDay {
  /// The keys of the `sun` command, in its documented order. Times carry the zone's offset.
  public static let jsonKeys = [
    "date", "sunrise", "sunset", "civil_dawn", "civil_dusk", "nautical_dawn", "nautical_dusk",
    "astronomical_dawn", "astronomical_dusk", "solar_noon", "daylength_s",
  ]

  /// The day as the `sun` command's JSON object.
  public func json(in zone: TimeZoneRules) -> JSONValue {
    .object([
      ("date", .string(date.description)),
      ("sunrise", sunrise.json(in: zone)),
      ("sunset", sunset.json(in: zone)),
      ("civil_dawn", civilDawn.json(in: zone)),
      ("civil_dusk", civilDusk.json(in: zone)),
      ("nautical_dawn", nauticalDawn.json(in: zone)),
      ("nautical_dusk", nauticalDusk.json(in: zone)),
      ("astronomical_dawn", astronomicalDawn.json(in: zone)),
      ("astronomical_dusk", astronomicalDusk.json(in: zone)),
      ("solar_noon", .string(ISO8601.string(solarNoon, in: zone))),
      ("daylength_s", .int(daylengthSeconds)),
    ])
  }
}

extension SeasonEvent {
  /// `{"kind","utc","local","name"}` as the `events` command prints it.
  public func json(in zone: TimeZoneRules, name: String) -> JSONValue {
    .object([
      ("kind", .string(kind.rawValue)),
      ("utc", .string(ISO8601.utcString(instant))),
      ("local", .string(ISO8601.string(instant, in: zone))),
      ("name", .string(name)),
    ])
  }
}
