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

  /// One line for the placeholder list.
  public var summary: String {
    switch self {
    case .days: return "whole local days until the next solstice/equinox (0 on its day)"
    case .countdown: return "\"in 29 days\", \"tomorrow\", \"today\" (localised)"
    case .event: return "name of the next event, hemisphere-aware (\"Winter solstice\")"
    case .eventKind: return "march_equinox, june_solstice, september_equinox or december_solstice"
    case .date: return "local date of the next event (default \"Dec 21\"; spec: strftime)"
    case .time: return "local time of the next event (default by clock setting; spec: strftime)"
    case .description: return "\"Shortest day of the year\" etc. for the next event"
    case .previousEvent: return "name of the previous event"
    case .previousDate: return "local date of the previous event"
    case .progress: return "percent of the way from the previous to the next event (spec: .1 for decimals)"
    case .progressBar: return "progress as a bar of block characters (spec: width, default 10)"
    case .progressPercent: return "progress with its percent sign as the language writes it (\"67%\", nb \"67 %\"; spec: .1)"
    case .season: return "the season the next event begins (\"Winter\")"
    case .seasonKind: return "spring, summer, autumn or winter"
    case .icon: return "an emoji for that season"
    case .colour, .color: return "that season's colour, #rrggbb"
    case .sunrise, .sunset, .civilDawn, .civilDusk, .nauticalDawn, .nauticalDusk,
      .astronomicalDawn, .astronomicalDusk:
      return "\(rawValue.replacingUnderscores) time (today's, tomorrow's after sunset); absent when it does not happen"
    case .theme: return "dark or light: the light/dark switch's mode now; absent while the switch is off"
    case .themeNext: return "when the light/dark switch next changes the mode; absent while off or when none comes within a year"
    case .solarNoon: return "solar noon (today's, tomorrow's after sunset)"
    case .altitudeRise: return "the Sun rising above --altitude N degrees (the shown sun day); absent without one or a crossing"
    case .altitudeSet: return "the Sun setting below --altitude N degrees (the shown sun day); absent without one or a crossing"
    case .altitudeAbove: return "how long the Sun stays above --altitude N degrees that day; absent without --altitude"
    case .sunDay: return "\"tomorrow\" (localised) when the sun times show tomorrow's; absent before sunset"
    case .sunDaylength: return "day length of the day the sun times show (today's, tomorrow's after sunset)"
    case .sunDelta: return "that day's change against the day before it, signed"
    case .daylength: return "today's day length (spec: hm, hms, clock, human, minutes, seconds)"
    case .daylengthTomorrow: return "tomorrow's day length"
    case .deltaToday: return "day length change since yesterday, signed (\"+2 min\")"
    case .deltaSinceSolstice: return "day length change since the most recent solstice, signed"
    case .solsticeDate: return "local date of that solstice"
    case .location: return "the place's name"
    case .latitude, .longitude: return "the place's \(rawValue) in degrees (spec: .N decimals)"
    case .timezone: return "the IANA time zone"
    case .message: return "the daily message (\"☀️ +2 min today | +47 min since Dec 21\")"
    case .polarDay: return "flag: the sun does not set today"
    case .polarNight: return "flag: the sun does not rise today"
    case .eventToday: return "flag: the next event is today"
    case .gaining: return "flag: days are getting longer"
    case .losing: return "flag: days are getting shorter"
    case .defaultLocation: return "flag: the place is a guess (no location configured)"
    case .afterSunset: return "flag: the sunset that ends today's daylight has passed (sun times show tomorrow)"
    case .compareDate: return "compare: the date compared (`compare DATE --template`; absent elsewhere)"
    case .compareWithDate: return "compare: the date it is compared with (today unless --with)"
    case .compareDaylength: return "compare: that date's day length"
    case .compareDifference: return "compare: its day length minus the other date's, signed"
    case .compareSunrise, .compareSunset: return "compare: that date's \(rawValue.dropFirst(8)); absent when it does not happen"
    case .compareSunriseShift: return "compare: the sunrise's shift on the clock, + later, - earlier; absent without one"
    case .compareSunsetShift: return "compare: the sunset's shift on the clock, + later, - earlier; absent without one"
    case .compareSummary: return "compare: \"Jun 21, 2027 · 18h 50m of daylight · 11h 51m more than today\" (localised)"
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
  var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
