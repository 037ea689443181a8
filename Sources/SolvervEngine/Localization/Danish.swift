/// Dansk.
public struct Danish: Localization {
  public init() {}
  public var code: String { "da" }
  public var nativeName: String { "Dansk" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Forår"
    case .summer: return "Sommer"
    case .autumn: return "Efterår"
    case .winter: return "Vinter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    switch (season, isSolstice) {
    case (.spring, false): return "Forårsjævndøgn"
    case (.autumn, false): return "Efterårsjævndøgn"
    case (.summer, true): return "Sommersolhverv"
    case (.winter, true): return "Vintersolhverv"
    // A solstice never begins spring or autumn; keep the names total anyway.
    case (_, true): return seasonName(season) + "ssolhverv"
    case (_, false): return seasonName(season) + "sjævndøgn"
    }
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Dag og nat er omtrent lige lange"
    case .summer: return "Årets længste dag"
    case .winter: return "Årets korteste dag"
    }
  }

  private static let months = [
    "januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
    "november", "december",
  ]
  private static let abbreviations = [
    "jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec.",
  ]

  public func monthName(_ month: Int) -> String { Danish.months[(month - 1) % 12] }
  public func monthAbbreviation(_ month: Int) -> String { Danish.abbreviations[(month - 1) % 12] }

  public func weekdayName(_ isoWeekday: Int) -> String {
    ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"][(isoWeekday - 1) % 7]
  }

  public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
    ["man.", "tirs.", "ons.", "tors.", "fre.", "lør.", "søn."][(isoWeekday - 1) % 7]
  }

  public func shortDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthAbbreviation(date.month))"
  }

  public func longDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthName(date.month)) \(date.year)"
  }

  /// Day lengths and tables in Dansk Sprognævn's abbreviations, zero units left out: "7 t. 3 min.".
  public func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String {
    DurationText.spelled(hours: hours, minutes: minutes, seconds: seconds, units: ["t.", "min.", "sek."], zeroInHours: true)
  }

  /// Dansk Sprognævn: hours and minutes with a full stop, "08.31"; CLDR's 12-hour "8.31 AM".
  public func time(_ local: LocalDateTime, clock: ClockStyle) -> String {
    guard clock == .twentyFourHour else { return TwelveHourClock.text(local, separator: ".", periods: dayPeriods) }
    return "\(pad(local.hour, 2)).\(pad(local.minute, 2))"
  }

  public var decimalSeparator: String { "," }
  public var compassLetters: [String] { ["N", "S", "Ø", "V"] }

  public func countdown(days: Int) -> String {
    switch days {
    case 0: return "i dag"
    case 1: return "i morgen"
    default: return "om \(days) dage"
    }
  }

  public func label(_ label: Label) -> String {
    switch label {
    case .sunrise: return "Solopgang"
    case .sunset: return "Solnedgang"
    case .dayLength: return "Dagslængde"
    case .solarNoon: return "Solen højest"
    case .nextEvents: return "Næste"
    case .daylight: return "Dagslys"
    case .polarNight: return "mørketid"
    case .midnightSun: return "midnatssol"
    case .defaultLocation: return "standardsted"
    case .automaticLocationUnavailable: return "automatisk placering utilgængelig"
    case .setLocationHint: return "vælg sted med --location eller i config.toml"
    case .tomorrow: return "I morgen"
    case .today: return "I dag"
    case .sinceYesterday: return "Siden i går"
    case .refresh: return "Opdater"
    case .settings: return "Indstillinger …"
    }
  }

  /// "47 min.", "1 t. 12 min.", "2 t.", "30 sek." (Retskrivningsordbogen: t., min., sek.).
  public func duration(seconds: Int) -> String {
    let s = abs(seconds)
    if s < 60 { return "\(s) sek." }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes) min." }
    return minutes % 60 == 0 ? "\(minutes / 60) t." : "\(minutes / 60) t. \(minutes % 60) min."
  }

  public func clockDifference(seconds: Int) -> String {
    ZoneComparison.signedHours(seconds, hour: "t.", minute: "min.")
  }

  public func dailyChange(seconds: Int) -> String {
    if seconds >= 0 { return "+\(duration(seconds: seconds)) i dag" }
    return "\(duration(seconds: seconds)) kortere i dag"
  }

  public func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String {
    seconds >= 0
      ? "+\(duration(seconds: seconds)) siden den \(solsticeDate.day). \(monthName(solsticeDate.month))"
      : "\(duration(seconds: seconds)) kortere end den \(solsticeDate.day). \(monthName(solsticeDate.month))"
  }

  public func sinceDate(_ date: CivilDate) -> String { "Siden \(shortDate(date))" }

  /// Danes do not wish each other a happy solstice; at midwinter they say "nu går det mod lysere
  /// tider".
  public func solsticeGreeting(_ season: Season) -> String {
    season == .winter
      ? "🌟 Vintersolhverv – årets korteste dag! Nu går det mod lysere tider."
      : "☀️ Sommersolhverv – årets længste dag! Nyd lyset!"
  }

  public func polarMessage(polarNight: Bool) -> String {
    polarNight ? "🌑 Mørketid: solen står ikke op i dag" : "☀️ Midnatssol: solen går ikke ned i dag"
  }

  public func polarTwilight(_ phase: SunPhase, window: String?) -> String {
    let name: String
    switch phase {
    case .civilTwilight: name = "borgerligt tusmørke"
    case .nauticalTwilight: name = "nautisk tusmørke"
    case .astronomicalTwilight: name = "astronomisk tusmørke"
    case .day, .night: return "mørkt hele døgnet"
    }
    return "\(name) \(window ?? "hele døgnet")"
  }

  /// The `compare` sentence's pieces; `than` is today or the other date.
  public func comparison(_ phrase: ComparisonPhrase) -> String {
    func reference(_ date: CivilDate?) -> String {
      guard let date else { return "i dag" }
      return "den " + longDate(date)
    }
    switch phrase {
    case .daylight(let a): return "\(a) dagslys"
    case .longer(let a, let date):
      let than = reference(date)
      return "\(a) mere end \(than)"
    case .shorter(let a, let date):
      let than = reference(date)
      return "\(a) mindre end \(than)"
    case .sameLength(let date):
      let than = reference(date)
      return "lige så lang som \(than)"
    case .longerThanPlace(let a, let place): return "\(a) mere end i \(place)"
    case .shorterThanPlace(let a, let place): return "\(a) mindre end i \(place)"
    case .sameLengthAsPlace(let place): return "lige så lang som i \(place)"
    case .earlier(let a): return "\(a) tidligere"
    case .later(let a): return "\(a) senere"
    case .sameTime: return "samme tid"
    case .compareWith: return "Sammenlign med …"
    }
  }

  public func settingsWord(_ word: SettingsWord) -> String {
    switch word {
    case .place: return "Sted"
    case .showing: return "Viser"
    case .useLocation: return "Brug min placering"
    case .useLocationHint: return "Fra systemet (GeoClue); omtrentlig er nok"
    case .leaveLocation: return "Vælg en by nedenfor for at holde op med at bruge din placering."
    case .searchCity: return "Søg efter by"
    case .display: return "Visning"
    case .language: return "Sprog"
    case .clock: return "Tidsformat"
    case .dateOrder: return "Datorækkefølge"
    case .dateOrderHint: return "Gælder kun engelsk; de andre sprog skriver datoer på deres egen måde"
    case .events: return "Begivenheder i listen"
    case .eventsHint: return "Solhverv og jævndøgn, der vises i menuen og værktøjstippet"
    case .automatic: return "Automatisk"
    case .hour24: return "24-timers"
    case .hour12: return "12-timers"
    case .monthFirst: return "Måned først"
    case .dayFirst: return "Dag først"
    case .yearFirst: return "År først"
    case .notification: return "Daglig notifikation"
    case .notificationHint: return "Én venlig besked om dagen"
    case .when: return "Hvornår"
    case .atSunrise: return "Ved solopgang"
    case .atTime: return "På et bestemt klokkeslæt"
    case .atSunset: return "Ved solnedgang"
    case .timeOfDay: return "Klokkeslæt (TT:MM, 24-timers)"
    case .set: return "Gem"
    case .dailyChange: return "Ændring siden i går"
    case .sinceSolstice: return "Ændring siden solhvervet"
    case .summerPause: return "Sommerpause"
    case .summerPauseHint: return "Pause efter sommersolhverv; starter igen automatisk ved vintersolhverv (efter kalenderen, også ved midnatssol og polarnat)"
    case .sadPause: return "Pause, når dagene bliver kortere"
    case .sadPauseHint: return "Efter dagslyset: kun dage kortere end dagen før; under midnatssol og polarnat kommer notifikationen alligevel"
    case .notRunning: return "Solverv-tjenesten kører ikke"
    case .notRunningHint: return "Den læser og gemmer indstillingerne (solverv-daemon)."
    case .start: return "Start"
    case .theme: return "Lyst og mørkt"
    case .themeHint: return "Gør apps mørke i skumringen og lyse ved daggry"
    case .themeSwitch: return "Skift ved"
    case .switchSun: return "Solopgang og solnedgang"
    case .switchCivil: return "Borgerligt tusmørke"
    case .switchNautical: return "Nautisk tusmørke"
    case .switchElevation: return "Solhøjde"
    case .elevation: return "Solhøjde (grader)"
    case .morning: return "Morgen"
    case .evening: return "Aften"
    case .offset: return "Forskydning (minutter)"
    case .notBefore: return "Ikke før"
    case .notAfter: return "Ikke efter"
    case .noLimit: return "Ingen grænse"
    case .dark: return "Mørkt"
    case .light: return "Lyst"
    case .followSun: return "Følg solen"
    case .hemisphereNorth: return "Den nordlige halvkugle"
    case .hemisphereSouth: return "Den sydlige halvkugle"
    }
  }

  public func chartTitle(place: String, year: Int) -> String { "Dagslys i \(place) \(year)" }

  public func phaseName(_ phase: SunPhase) -> String {
    switch phase {
    case .night: return "Nat"
    case .astronomicalTwilight: return "Astronomisk tusmørke"
    case .nauticalTwilight: return "Nautisk tusmørke"
    case .civilTwilight: return "Borgerligt tusmørke"
    case .day: return "Dag"
    }
  }
}

// The applet's words for when there is no view (AppletWords.swift).
extension Danish {
  public func appletWord(_ word: AppletWord) -> String {
    switch word {
    case .panelNotRunning: return "solverv: kører ikke"
    case .notRunningBody: return "Panelet viser, hvad solverv-tjenesten offentliggør på sessionsbussen."
    case .startIt: return "Start den:"
    case .orRun: return "eller kør:"
    case .comesBack: return "Menuen kommer selv tilbage, når tjenesten kører."
    case .tryStart: return "Prøv at starte tjenesten"
    case .errorNotInstalled: return "Solverv-tjenesten kunne ikke startes: den er ikke installeret til denne session."
    case .errorNoAnswer: return "Solverv-tjenesten svarede ikke."
    case .errorCannotStart: return "Solverv-tjenesten kunne ikke startes."
    case .errorCallFailed: return "Solverv: kaldet mislykkedes."
    case .timePattern: return "TT:MM"
    }
  }
}
