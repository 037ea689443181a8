/// Every placeholder a template may use, with its type and meaning. This catalogue is the
/// documentation (`solverv-status formats --placeholders` prints it) and the parser's dictionary.
public enum TemplateField: String, Sendable, CaseIterable {
  // The countdown.
  case days, countdown, event, eventKind = "event_kind", date, time, description
  case previousEvent = "previous_event", previousDate = "previous_date"
  case progress, progressBar = "progress_bar", progressPercent = "progress_percent"
  // The season.
  case season, seasonKind = "season_kind", icon, colour, color
  // The sun (today's until sunset, then tomorrow's).
  case sunrise, sunset, civilDawn = "civil_dawn", civilDusk = "civil_dusk"
  case nauticalDawn = "nautical_dawn", nauticalDusk = "nautical_dusk"
  case astronomicalDawn = "astronomical_dawn", astronomicalDusk = "astronomical_dusk"
  case solarNoon = "solar_noon"
  case altitudeRise = "altitude_rise", altitudeSet = "altitude_set", altitudeAbove = "altitude_above"
  case sunDay = "sun_day", sunDaylength = "sun_daylength", sunDelta = "sun_delta"
  case daylength, daylengthTomorrow = "daylength_tomorrow"
  case deltaToday = "delta_today", deltaSinceSolstice = "delta_since_solstice"
  case solsticeDate = "solstice_date"
  // The place and the message.
  case location, latitude, longitude, timezone, message
  // The light/dark switch: present only while it is on (`[theme] enabled = true`).
  case theme, themeNext = "theme_next"
  // Flags: present when true, absent when false (for `[…]` groups).
  case polarDay = "polar_day", polarNight = "polar_night", eventToday = "event_today"
  case gaining, losing, defaultLocation = "default_location", afterSunset = "after_sunset"
  // A comparison of two days: present only where one is given (`compare --template`).
  case compareDate = "compare_date", compareWithDate = "compare_with_date"
  case compareDaylength = "compare_daylength", compareDifference = "compare_difference"
  case compareSunrise = "compare_sunrise", compareSunset = "compare_sunset"
  case compareSunriseShift = "compare_sunrise_shift", compareSunsetShift = "compare_sunset_shift"
  case compareSummary = "compare_summary"

  /// How values of the field are typed, which decides the formatting specs it accepts.
  public var kind: TemplateValueKind {
    switch self {
    case .days, .latitude, .longitude: return .number
    case .progress, .progressPercent: return .percent
    case .progressBar: return .bar
    case .date, .previousDate, .solsticeDate, .compareDate, .compareWithDate: return .date
    case .time, .sunrise, .sunset, .civilDawn, .civilDusk, .nauticalDawn, .nauticalDusk,
      .astronomicalDawn, .astronomicalDusk, .solarNoon, .compareSunrise, .compareSunset, .altitudeRise, .altitudeSet, .themeNext:
      return .time
    case .daylength, .daylengthTomorrow, .sunDaylength, .compareDaylength, .altitudeAbove: return .duration
    case .deltaToday, .deltaSinceSolstice, .sunDelta, .compareDifference, .compareSunriseShift, .compareSunsetShift:
      return .signedDuration
    case .polarDay, .polarNight, .eventToday, .gaining, .losing, .defaultLocation, .afterSunset:
      return .flag
    default: return .text
    }
  }

  /// The field called `name`: a plain scan, cheaper at start-up than the string switch behind
  /// `init(rawValue:)`, which builds a cache on first use.
  public static func named(_ name: String) -> TemplateField? {
    for field in allCases where field.rawValue == name { return field }
    return nil
  }

  /// The names, comma-separated, for error messages.
  public static var validNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Value types of template placeholders.
public enum TemplateValueKind: String, Sendable {
  case text, number, percent, bar, date, time, duration, signedDuration, flag

  /// The specs a placeholder of this kind accepts, for error messages.
  var specHelp: TemplateSpecHelp {
    switch self {
    case .text: .width
    case .number, .percent: .decimals
    case .bar: .barWidth
    case .date, .time: .strftime
    case .duration, .signedDuration: .duration
    case .flag: .none
    }
  }
}

extension String {
  /// Underscores as spaces (tz names: Buenos_Aires → Buenos Aires; `civil_dawn` → "civil dawn").
  package var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
