/// Deutsch.
public struct German: Localization {
  public init() {}
  public var code: String { "de" }
  public var nativeName: String { "Deutsch" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Frühling"
    case .summer: return "Sommer"
    case .autumn: return "Herbst"
    case .winter: return "Winter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    switch (season, isSolstice) {
    case (.spring, false): return "Frühlings-Tagundnachtgleiche"
    case (.autumn, false): return "Herbst-Tagundnachtgleiche"
    case (.summer, true): return "Sommersonnenwende"
    case (.winter, true): return "Wintersonnenwende"
    // A solstice never begins spring or autumn; keep the names total anyway.
    case (_, true): return seasonName(season) + "sonnenwende"
    case (_, false): return seasonName(season) + "-Tagundnachtgleiche"
    }
  }

  /// The equinoxes say which season begins: Germans know them as Frühlings-/Herbstanfang.
  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring: return "Frühlingsanfang: Tag und Nacht sind etwa gleich lang"
    case .autumn: return "Herbstanfang: Tag und Nacht sind etwa gleich lang"
    case .summer: return "Längster Tag des Jahres"
    case .winter: return "Kürzester Tag des Jahres"
    }
  }

  private static let months = [
    "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
    "November", "Dezember",
  ]
  private static let abbreviations = [
    "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
  ]

  public func monthName(_ month: Int) -> String { German.months[(month - 1) % 12] }
  public func monthAbbreviation(_ month: Int) -> String { German.abbreviations[(month - 1) % 12] }

  public func weekdayName(_ isoWeekday: Int) -> String {
    ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"][(isoWeekday - 1) % 7]
  }

  public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
    ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."][(isoWeekday - 1) % 7]
  }

  public func shortDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthAbbreviation(date.month))"
  }

  /// "21. Dez. 2026", short like the English "Dec 21, 2026".
  public func longDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthAbbreviation(date.month)) \(date.year)"
  }

  /// Day lengths and tables in the language's own units, zero units left out: "7 Std. 3 Min.".
  public func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String {
    DurationText.spelled(hours: hours, minutes: minutes, seconds: seconds, units: ["Std.", "Min.", "Sek."], zeroInHours: true)
  }

  public var decimalSeparator: String { "," }
  public var compassLetters: [String] { ["N", "S", "O", "W"] }

  public func countdown(days: Int) -> String {
    switch days {
    case 0: return "heute"
    case 1: return "morgen"
    default: return "in \(days) Tagen"
    }
  }

  public func label(_ label: Label) -> String {
    switch label {
    case .sunrise: return "Sonnenaufgang"
    case .sunset: return "Sonnenuntergang"
    case .dayLength: return "Tageslänge"
    case .solarNoon: return "Sonnenhöchststand"
    case .nextEvents: return "Nächste Ereignisse"
    case .daylight: return "Tageslicht"
    case .polarNight: return "Polarnacht"
    case .midnightSun: return "Mitternachtssonne"
    case .defaultLocation: return "Standardort"
    case .automaticLocationUnavailable: return "automatische Ortung nicht verfügbar"
    case .setLocationHint: return "Ort mit --location oder in config.toml festlegen"
    case .tomorrow: return "Morgen"
    case .today: return "Heute"
    case .sinceYesterday: return "Seit gestern"
    case .refresh: return "Aktualisieren"
    case .settings: return "Einstellungen …"
    }
  }

  /// "47 Min.", "1 Std. 12 Min.", "2 Std.", "30 Sek.".
  public func duration(seconds: Int) -> String {
    let s = abs(seconds)
    if s < 60 { return "\(s) Sek." }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes) Min." }
    return minutes % 60 == 0 ? "\(minutes / 60) Std." : "\(minutes / 60) Std. \(minutes % 60) Min."
  }

  public func clockDifference(seconds: Int) -> String {
    ZoneComparison.signedHours(seconds, hour: "Std.", minute: "Min.")
  }

  public func dailyChange(seconds: Int) -> String {
    if seconds >= 0 { return "+\(duration(seconds: seconds)) gegenüber gestern" }
    return "\(duration(seconds: seconds)) weniger als gestern"
  }

  public func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String {
    seconds >= 0
      ? "+\(duration(seconds: seconds)) seit dem \(shortDate(solsticeDate))"
      : "\(duration(seconds: seconds)) kürzer als am \(shortDate(solsticeDate))"
  }

  /// "seit" takes the dative with the article before a day: "Seit dem 21. Juni".
  public func sinceDate(_ date: CivilDate) -> String { "Seit dem \(shortDate(date))" }

  public func solsticeGreeting(_ season: Season) -> String {
    season == .winter
      ? "🌟 Frohe Wintersonnenwende! Heute ist der kürzeste Tag – ab jetzt werden die Tage wieder länger!"
      : "☀️ Heute ist Sommersonnenwende, der längste Tag des Jahres – genießen Sie das viele Licht!"
  }

  public func polarMessage(polarNight: Bool) -> String {
    polarNight ? "🌑 Polarnacht: Die Sonne geht heute nicht auf" : "☀️ Mitternachtssonne: Die Sonne geht heute nicht unter"
  }

  public func polarTwilight(_ phase: SunPhase, window: String?) -> String {
    let name: String
    switch phase {
    case .civilTwilight: name = "bürgerliche Dämmerung"
    case .nauticalTwilight: name = "nautische Dämmerung"
    case .astronomicalTwilight: name = "astronomische Dämmerung"
    case .day, .night: return "rund um die Uhr dunkel"
    }
    return "\(name) \(window ?? "den ganzen Tag")"
  }

  /// The `compare` sentence's pieces; `than` is today or the other date.
  public func comparison(_ phrase: ComparisonPhrase) -> String {
    func reference(_ date: CivilDate?) -> String {
      guard let date else { return "heute" }
      return "am " + longDate(date)
    }
    switch phrase {
    case .daylight(let a): return "\(a) Tageslicht"
    case .longer(let a, let date):
      let than = reference(date)
      return "\(a) mehr als \(than)"
    case .shorter(let a, let date):
      let than = reference(date)
      return "\(a) weniger als \(than)"
    case .sameLength(let date):
      let than = reference(date)
      return "so lang wie \(than)"
    case .longerThanPlace(let a, let place): return "\(a) mehr als in \(place)"
    case .shorterThanPlace(let a, let place): return "\(a) weniger als in \(place)"
    case .sameLengthAsPlace(let place): return "so lang wie in \(place)"
    case .earlier(let a): return "\(a) früher"
    case .later(let a): return "\(a) später"
    case .sameTime: return "gleiche Uhrzeit"
    case .compareWith: return "Mit Datum vergleichen …"
    }
  }

  public func settingsWord(_ word: SettingsWord) -> String {
    switch word {
    case .place: return "Ort"
    case .showing: return "Aktueller Ort"
    case .useLocation: return "Meinen Standort verwenden"
    case .useLocationHint: return "Vom System (GeoClue); ein ungefährer Standort genügt"
    case .leaveLocation: return "Wählen Sie unten eine Stadt, um Ihren Standort nicht mehr zu verwenden."
    case .searchCity: return "Stadt suchen"
    case .display: return "Anzeige"
    case .language: return "Sprache"
    case .clock: return "Uhrzeitformat"
    case .dateOrder: return "Datumsreihenfolge"
    case .dateOrderHint: return "Nur für Englisch; die anderen Sprachen schreiben Datumsangaben auf ihre eigene Weise"
    case .events: return "Ereignisse in der Liste"
    case .eventsHint: return "Sonnenwenden und Tagundnachtgleichen im Menü und im Tooltip"
    case .automatic: return "Automatisch"
    case .hour24: return "24-Stunden-Format"
    case .hour12: return "12-Stunden-Format"
    case .monthFirst: return "Monat zuerst"
    case .dayFirst: return "Tag zuerst"
    case .yearFirst: return "Jahr zuerst"
    case .notification: return "Tägliche Benachrichtigung"
    case .notificationHint: return "Eine freundliche Nachricht pro Tag"
    case .when: return "Wann"
    case .atSunrise: return "Bei Sonnenaufgang"
    case .atTime: return "Zu einer Uhrzeit"
    case .atSunset: return "Bei Sonnenuntergang"
    case .timeOfDay: return "Uhrzeit (HH:MM, 24-Stunden-Format)"
    case .set: return "Speichern"
    case .dailyChange: return "Änderung seit gestern"
    case .sinceSolstice: return "Änderung seit der Sonnenwende"
    case .summerPause: return "Sommerpause"
    case .summerPauseHint: return "Pause nach der Sommersonnenwende; wird zur Wintersonnenwende automatisch fortgesetzt (nach dem Kalender, auch bei Mitternachtssonne und in der Polarnacht)"
    case .sadPause: return "Pause bei kürzer werdenden Tagen"
    case .sadPauseHint: return "Nach dem Tageslicht: nur Tage, die kürzer sind als der Vortag; bei Mitternachtssonne und in der Polarnacht kommt die Benachrichtigung trotzdem"
    case .notRunning: return "Der Solverv-Dienst läuft nicht"
    case .notRunningHint: return "Er liest und speichert die Einstellungen (solverv-daemon)."
    case .start: return "Starten"
    case .theme: return "Hell und dunkel"
    case .themeHint: return "Apps in der Abenddämmerung dunkel und im Morgengrauen hell schalten"
    case .themeSwitch: return "Umschalten bei"
    case .switchSun: return "Sonnenauf- und -untergang"
    case .switchCivil: return "Bürgerliche Dämmerung"
    case .switchNautical: return "Nautische Dämmerung"
    case .switchElevation: return "Sonnenhöhe"
    case .elevation: return "Sonnenhöhe (Grad)"
    case .morning: return "Morgens"
    case .evening: return "Abends"
    case .offset: return "Versatz (Minuten)"
    case .notBefore: return "Nicht vor"
    case .notAfter: return "Nicht nach"
    case .noLimit: return "Keine Begrenzung"
    case .dark: return "Dunkel"
    case .light: return "Hell"
    case .followSun: return "Der Sonne folgen"
    case .hemisphereNorth: return "Nordhalbkugel"
    case .hemisphereSouth: return "Südhalbkugel"
    }
  }

  public func chartTitle(place: String, year: Int) -> String { "Tageslicht in \(place) \(year)" }

  public func phaseName(_ phase: SunPhase) -> String {
    switch phase {
    case .night: return "Nacht"
    case .astronomicalTwilight: return "Astronomische Dämmerung"
    case .nauticalTwilight: return "Nautische Dämmerung"
    case .civilTwilight: return "Bürgerliche Dämmerung"
    case .day: return "Tag"
    }
  }
}

// The applet's words for when there is no view (AppletWords.swift).
extension German {
  public func appletWord(_ word: AppletWord) -> String {
    switch word {
    case .panelNotRunning: return "solverv: läuft nicht"
    case .notRunningBody: return "Das Panel zeigt, was der solverv-Dienst auf dem Sitzungsbus veröffentlicht."
    case .startIt: return "Starten mit:"
    case .orRun: return "oder ausführen:"
    case .comesBack: return "Dieses Menü erscheint automatisch wieder, sobald der Dienst läuft."
    case .tryStart: return "Dienst starten"
    case .errorNotInstalled: return "Der Solverv-Dienst konnte nicht gestartet werden: Er ist für diese Sitzung nicht installiert."
    case .errorNoAnswer: return "Der Solverv-Dienst hat nicht geantwortet."
    case .errorCannotStart: return "Der Solverv-Dienst konnte nicht gestartet werden."
    case .errorCallFailed: return "Solverv: Der Aufruf ist fehlgeschlagen."
    case .timePattern: return "HH:MM"
    }
  }
}
