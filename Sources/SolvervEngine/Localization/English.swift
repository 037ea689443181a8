/// English (the default language).
public struct English: Localization {
  /// Month-first ("Dec 21, 2026", the US) or day-first ("21 Dec 2026", most English-speaking
  /// countries), or year-first ("2026-12-21"): English is written all three ways, so the locale
  /// (LC_TIME) or the config's `date_order` chooses. The other languages have one order each.
  public var dateOrder: DateOrder

  public init(dateOrder: DateOrder = .mdy) { self.dateOrder = dateOrder }
  public var code: String { "en" }
  public var nativeName: String { "English" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Spring"
    case .summer: return "Summer"
    case .autumn: return "Autumn"
    case .winter: return "Winter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    seasonName(season) + (isSolstice ? " solstice" : " equinox")
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Day and night are of approximately equal length"
    case .summer: return "Longest day of the year"
    case .winter: return "Shortest day of the year"
    }
  }

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  public func monthName(_ month: Int) -> String { English.months[(month - 1) % 12] }
  public func monthAbbreviation(_ month: Int) -> String { String(monthName(month).prefix(3)) }

  public func weekdayName(_ isoWeekday: Int) -> String {
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][(isoWeekday - 1) % 7]
  }

  public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][(isoWeekday - 1) % 7]
  }

  public func shortDate(_ date: CivilDate) -> String {
    dateOrder == .dmy ? "\(date.day) \(monthAbbreviation(date.month))" : "\(monthAbbreviation(date.month)) \(date.day)"
  }

  public func longDate(_ date: CivilDate) -> String {
    switch dateOrder {
    case .mdy: return "\(monthAbbreviation(date.month)) \(date.day), \(date.year)"
    case .dmy: return "\(date.day) \(monthAbbreviation(date.month)) \(date.year)"
    case .ymd:
      func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return "\(date.year)-\(two(date.month))-\(two(date.day))"
    }
  }

  /// "7h 03m", "12h 07m 12s"; "16m" for a difference under an hour.
  /// The units of ``duration(seconds:)``: one way to write a length of time everywhere.
  public func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String {
    DurationText.spelled(hours: hours, minutes: minutes, seconds: seconds, units: ["hr", "min", "sec"])
  }

  public var decimalSeparator: String { "." }
  public var compassLetters: [String] { ["N", "S", "E", "W"] }

  public func countdown(days: Int) -> String {
    switch days {
    case 0: return "today"
    case 1: return "tomorrow"
    default: return "in \(days) days"
    }
  }

  public func label(_ label: Label) -> String {
    switch label {
    case .sunrise: return "Sunrise"
    case .sunset: return "Sunset"
    case .dayLength: return "Day length"
    case .solarNoon: return "Solar noon"
    case .nextEvents: return "Next"
    case .daylight: return "Daylight"
    case .polarNight: return "polar night"
    case .midnightSun: return "midnight sun"
    case .defaultLocation: return "default location"
    case .automaticLocationUnavailable: return "automatic location unavailable"
    case .setLocationHint: return "set it with --location or in config.toml"
    case .tomorrow: return "Tomorrow"
    case .today: return "Today"
    case .sinceYesterday: return "Since yesterday"
    case .refresh: return "Refresh"
    case .settings: return "Settings…"
    }
  }

  /// "47 min", "1 hr 12 min", "2 hr", "30 sec".
  public func duration(seconds: Int) -> String {
    let s = abs(seconds)
    if s < 60 { return "\(s) sec" }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes) min" }
    return minutes % 60 == 0 ? "\(minutes / 60) hr" : "\(minutes / 60) hr \(minutes % 60) min"
  }

  public func dailyChange(seconds: Int) -> String {
    if seconds >= 0 { return "+\(duration(seconds: seconds)) today" }
    let s = -seconds
    if s < 60 { return s == 1 ? "1 fewer second today" : "\(s) fewer seconds today" }
    let minutes = (s + 30) / 60
    return minutes == 1 ? "1 fewer minute today" : "\(minutes) fewer minutes today"
  }

  public func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String {
    seconds >= 0
      ? "+\(duration(seconds: seconds)) since \(shortDate(solsticeDate))"
      : "\(duration(seconds: seconds)) shorter than on \(shortDate(solsticeDate))"
  }

  public func sinceDate(_ date: CivilDate) -> String { "Since \(shortDate(date))" }

  public func solsticeGreeting(_ season: Season) -> String {
    season == .winter
      ? "🌟 Happy Winter Solstice! The shortest day is here—every day gets brighter from now on!"
      : "☀️ Happy Summer Solstice! The longest day of the year. Enjoy the light!"
  }

  public func polarMessage(polarNight: Bool) -> String {
    polarNight ? "🌑 Polar night: the sun does not rise today" : "☀️ Midnight sun: the sun does not set today"
  }

  public func polarTwilight(_ phase: SunPhase, window: String?) -> String {
    let name: String
    switch phase {
    case .civilTwilight: name = "civil twilight"
    case .nauticalTwilight: name = "nautical twilight"
    case .astronomicalTwilight: name = "astronomical twilight"
    case .day, .night: return "dark all day"
    }
    return "\(name) \(window ?? "all day")"
  }

  /// The `compare` sentence's pieces; `than` is today or the other date.
  public func comparison(_ phrase: ComparisonPhrase) -> String {
    func reference(_ date: CivilDate?) -> String {
      guard let date else { return "today" }
      return longDate(date)
    }
    switch phrase {
    case .daylight(let a): return "\(a) of daylight"
    case .longer(let a, let date):
      let than = reference(date)
      return "\(a) more than \(than)"
    case .shorter(let a, let date):
      let than = reference(date)
      return "\(a) less than \(than)"
    case .sameLength(let date):
      let than = reference(date)
      return "as long as \(than)"
    case .longerThanPlace(let a, let place): return "\(a) more than in \(place)"
    case .shorterThanPlace(let a, let place): return "\(a) less than in \(place)"
    case .sameLengthAsPlace(let place): return "as long as in \(place)"
    case .earlier(let a): return "\(a) earlier"
    case .later(let a): return "\(a) later"
    case .sameTime: return "same time"
    case .compareWith: return "Compare with…"
    }
  }

  public func settingsWord(_ word: SettingsWord) -> String {
    switch word {
    case .place: return "Place"
    case .showing: return "Showing"
    case .useLocation: return "Use my location"
    case .useLocationHint: return "From the system (GeoClue); approximate is enough"
    case .leaveLocation: return "Choose a city below to stop using your location."
    case .searchCity: return "Search for a city"
    case .display: return "Display"
    case .language: return "Language"
    case .clock: return "Clock"
    case .dateOrder: return "Date order"
    case .dateOrderHint: return "For English; the other languages write dates their own way"
    case .events: return "Events in the list"
    case .eventsHint: return "Solstices and equinoxes shown in the menu and tooltip"
    case .automatic: return "Automatic"
    case .hour24: return "24-hour"
    case .hour12: return "12-hour"
    case .monthFirst: return "Month first"
    case .dayFirst: return "Day first"
    case .yearFirst: return "Year first"
    case .notification: return "Daily notification"
    case .notificationHint: return "One friendly message a day"
    case .when: return "When"
    case .atSunrise: return "At sunrise"
    case .atTime: return "At a time of day"
    case .atSunset: return "At sunset"
    case .timeOfDay: return "Time of day (HH:MM, 24-hour)"
    case .set: return "Set"
    case .dailyChange: return "Change since yesterday"
    case .sinceSolstice: return "Change since the solstice"
    case .summerPause: return "Summer pause"
    case .summerPauseHint: return "Pause after the summer solstice; resume automatically at the winter solstice (by the calendar, midnight sun and polar night too)"
    case .sadPause: return "Pause while days get shorter"
    case .sadPauseHint: return "By the daylight: only days shorter than the day before; under the midnight sun and in the polar night the message goes on"
    case .notRunning: return "The Solverv service is not running"
    case .notRunningHint: return "It reads and saves the settings (solverv-daemon)."
    case .start: return "Start"
    case .theme: return "Light and dark"
    case .themeHint: return "Turn apps dark at dusk and light at dawn"
    case .themeSwitch: return "Switch at"
    case .switchSun: return "Sunrise and sunset"
    case .switchCivil: return "Civil twilight"
    case .switchNautical: return "Nautical twilight"
    case .switchElevation: return "Sun elevation"
    case .elevation: return "Elevation (degrees)"
    case .morning: return "Morning"
    case .evening: return "Evening"
    case .offset: return "Offset (minutes)"
    case .notBefore: return "Not before"
    case .notAfter: return "Not after"
    case .noLimit: return "No limit"
    case .dark: return "Dark"
    case .light: return "Light"
    case .followSun: return "Follow the sun"
    case .hemisphereNorth: return "Northern hemisphere"
    case .hemisphereSouth: return "Southern hemisphere"
    }
  }

  public func chartTitle(place: String, year: Int) -> String { "Daylight in \(place) \(year)" }

  public func phaseName(_ phase: SunPhase) -> String {
    switch phase {
    case .night: return "Night"
    case .astronomicalTwilight: return "Astronomical twilight"
    case .nauticalTwilight: return "Nautical twilight"
    case .civilTwilight: return "Civil twilight"
    case .day: return "Day"
    }
  }
}

// The applet's words for when there is no view (AppletWords.swift).
extension English {
  public func appletWord(_ word: AppletWord) -> String {
    switch word {
    case .panelNotRunning: return "solverv: not running"
    case .notRunningBody: return "The panel shows what the solverv daemon publishes on the session bus."
    case .startIt: return "Start it:"
    case .orRun: return "or run:"
    case .comesBack: return "This menu comes back by itself once the service is up."
    case .tryStart: return "Try to start the service"
    case .errorNotInstalled: return "The Solverv service could not be started: it is not installed for this session."
    case .errorNoAnswer: return "The Solverv service did not answer."
    case .errorCannotStart: return "The Solverv service could not be started."
    case .errorCallFailed: return "Solverv: the call failed."
    case .timePattern: return "HH:MM"
    }
  }
}
