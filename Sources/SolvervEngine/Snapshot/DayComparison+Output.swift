extension DayComparison {
  /// The keys of `compare --format json` and the D-Bus `Compare` reply, in order.
  public static let jsonKeys = [
    "date", "with", "with_is_today", "daylength_s", "with_daylength_s", "difference_s", "sunrise", "sunset",
    "with_sunrise", "with_sunset", "sunrise_shift_s", "sunset_shift_s", "polar_day", "polar_night", "lines",
  ]

  /// One object: the two days, the difference, the wall-clock shifts (null when a day has no
  /// sunrise or sunset) and the localized lines to show as they are.
  public func json(_ settings: SnapshotSettings) -> JSONValue {
    .object([
      ("date", .string(day.date.description)),
      ("with", .string(reference.date.description)),
      ("with_is_today", .bool(referenceIsToday)),
      ("daylength_s", .int(day.daylengthSeconds)),
      ("with_daylength_s", .int(reference.daylengthSeconds)),
      ("difference_s", .int(differenceSeconds)),
      ("sunrise", day.sunrise.json(in: zone)),
      ("sunset", day.sunset.json(in: zone)),
      ("with_sunrise", reference.sunrise.json(in: zone)),
      ("with_sunset", reference.sunset.json(in: zone)),
      ("sunrise_shift_s", sunriseShift.map { JSONValue.int($0) } ?? .null),
      ("sunset_shift_s", sunsetShift.map { JSONValue.int($0) } ?? .null),
      ("polar_day", .bool(day.isPolarDay)),
      ("polar_night", .bool(day.isPolarNight)),
      ("lines", .array(lines(settings).map { JSONValue.string($0) })),
    ])
  }

  /// The comparison's template placeholders (`compare_*`); nil for every other field, and for a
  /// sunrise, sunset or shift the day does not have.
  public func value(of field: TemplateField, settings: SnapshotSettings) -> TemplateValue? {
    switch field {
    case .compareDate: return .date(zone.instant(for: day.date, secondOfDay: 43_200), zone)
    case .compareWithDate: return .date(zone.instant(for: reference.date, secondOfDay: 43_200), zone)
    case .compareDaylength: return .duration(seconds: day.daylengthSeconds)
    case .compareDifference: return .signedDuration(seconds: differenceSeconds)
    case .compareSunrise: return day.sunrise.instant.map { .sunTime($0, zone, of: day.date) }
    case .compareSunset: return day.sunset.instant.map { .sunTime($0, zone, of: day.date) }
    case .compareSunriseShift: return sunriseShift.map { .signedDuration(seconds: $0) }
    case .compareSunsetShift: return sunsetShift.map { .signedDuration(seconds: $0) }
    case .compareSummary: return .text(summary(settings.language))
    default: return nil
    }
  }
}
