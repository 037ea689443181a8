/// Norsk bokmål.
public struct NorwegianBokmal: Localization {
  public init() {}
  public var code: String { "nb" }
  public var nativeName: String { "Norsk bokmål" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Vår"
    case .summer: return "Sommer"
    case .autumn: return "Høst"
    case .winter: return "Vinter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    switch (season, isSolstice) {
    case (.spring, false): return "Vårjevndøgn"
    case (.autumn, false): return "Høstjevndøgn"
    case (.summer, true): return "Sommersolverv"
    case (.winter, true): return "Vintersolverv"
    // A solstice never begins spring or autumn; keep the names total anyway.
    case (_, true): return seasonName(season) + "solverv"
    case (_, false): return seasonName(season) + "jevndøgn"
    }
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Dag og natt er omtrent like lange"
    case .summer: return "Årets lengste dag"
    case .winter: return "Årets korteste dag"
    }
  }

  private static let months = [
    "januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
    "november", "desember",
  ]
  private static let abbreviations = [
    "jan.", "feb.", "mars", "apr.", "mai", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "des.",
  ]

  public func monthName(_ month: Int) -> String { NorwegianBokmal.months[(month - 1) % 12] }
  public func monthAbbreviation(_ month: Int) -> String { NorwegianBokmal.abbreviations[(month - 1) % 12] }

  public func weekdayName(_ isoWeekday: Int) -> String {
    ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"][(isoWeekday - 1) % 7]
  }

  public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
    ["man.", "tir.", "ons.", "tor.", "fre.", "lør.", "søn."][(isoWeekday - 1) % 7]
  }

  public func shortDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthAbbreviation(date.month))"
  }

  public func longDate(_ date: CivilDate) -> String {
    "\(date.day). \(monthName(date.month)) \(date.year)"
  }

  /// Day lengths and tables in the language's own units, zero units left out: "7 t 3 min".
  public func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String {
    DurationText.spelled(hours: hours, minutes: minutes, seconds: seconds, units: ["t", "min", "sek"], zeroInHours: true)
  }

  public var decimalSeparator: String { "," }
  public var compassLetters: [String] { ["N", "S", "Ø", "V"] }

  public func countdown(days: Int) -> String {
    switch days {
    case 0: return "i dag"
    case 1: return "i morgen"
    default: return "om \(days) dager"
    }
  }

  public func label(_ label: Label) -> String {
    switch label {
    case .sunrise: return "Soloppgang"
    case .sunset: return "Solnedgang"
    case .dayLength: return "Dagslengde"
    case .solarNoon: return "Sola høyest"
    case .nextEvents: return "Neste"
    case .daylight: return "Dagslys"
    case .polarNight: return "mørketid"
    case .midnightSun: return "midnattssol"
    case .defaultLocation: return "standardsted"
    case .automaticLocationUnavailable: return "automatisk posisjon utilgjengelig"
    case .setLocationHint: return "velg sted med --location eller i config.toml"
    case .tomorrow: return "I morgen"
    case .today: return "I dag"
    case .sinceYesterday: return "Siden i går"
    case .refresh: return "Oppdater"
    case .settings: return "Innstillinger …"
    }
  }

  /// "47 min", "1 t 12 min", "2 t", "30 sek".
  public func duration(seconds: Int) -> String {
    let s = abs(seconds)
    if s < 60 { return "\(s) sek" }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes) min" }
    return minutes % 60 == 0 ? "\(minutes / 60) t" : "\(minutes / 60) t \(minutes % 60) min"
  }

  public func clockDifference(seconds: Int) -> String {
    ZoneComparison.signedHours(seconds, hour: "t")
  }

  public func dailyChange(seconds: Int) -> String {
    if seconds >= 0 { return "+\(duration(seconds: seconds)) i dag" }
    return "\(duration(seconds: seconds)) kortere i dag"
  }

  public func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String {
    seconds >= 0
      ? "+\(duration(seconds: seconds)) siden \(shortDate(solsticeDate))"
      : "\(duration(seconds: seconds)) kortere enn \(shortDate(solsticeDate))"
  }

  public func sinceDate(_ date: CivilDate) -> String { "Siden \(shortDate(date))" }

  public func solsticeGreeting(_ season: Season) -> String {
    season == .winter
      ? "🌟 Vintersolverv – årets korteste dag! Nå snur det: fra i morgen blir dagene lengre!"
      : "☀️ Sommersolverv – årets lengste dag! Nyt lyset!"
  }

  public func polarMessage(polarNight: Bool) -> String {
    polarNight ? "🌑 Mørketid: sola står ikke opp i dag" : "☀️ Midnattssol: sola går ikke ned i dag"
  }

  public func polarTwilight(_ phase: SunPhase, window: String?) -> String {
    let name: String
    switch phase {
    case .civilTwilight: name = "borgerlig tussmørke"
    case .nauticalTwilight: name = "nautisk tussmørke"
    case .astronomicalTwilight: name = "astronomisk tussmørke"
    case .day, .night: return "mørkt hele døgnet"
    }
    return "\(name) \(window ?? "hele døgnet")"
  }

  /// The `compare` sentence's pieces; `than` is today or the other date.
  public func comparison(_ phrase: ComparisonPhrase) -> String {
    func reference(_ date: CivilDate?) -> String {
      guard let date else { return "i dag" }
      return longDate(date)
    }
    switch phrase {
    case .daylight(let a): return "\(a) dagslys"
    case .longer(let a, let date):
      let than = reference(date)
      return "\(a) mer enn \(than)"
    case .shorter(let a, let date):
      let than = reference(date)
      return "\(a) mindre enn \(than)"
    case .sameLength(let date):
      let than = reference(date)
      return "like lang som \(than)"
    case .longerThanPlace(let a, let place): return "\(a) mer enn i \(place)"
    case .shorterThanPlace(let a, let place): return "\(a) mindre enn i \(place)"
    case .sameLengthAsPlace(let place): return "like lang som i \(place)"
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
    case .useLocation: return "Bruk posisjonen min"
    case .useLocationHint: return "Fra systemet (GeoClue); omtrentlig er nok"
    case .leaveLocation: return "Velg en by nedenfor for å slutte å bruke posisjonen din."
    case .searchCity: return "Søk etter by"
    case .display: return "Visning"
    case .language: return "Språk"
    case .clock: return "Klokke"
    case .dateOrder: return "Datorekkefølge"
    case .dateOrderHint: return "For engelsk; de andre språkene skriver datoer på sin egen måte"
    case .events: return "Hendelser i listen"
    case .eventsHint: return "Solverv og jevndøgn som vises i menyen og verktøytipset"
    case .automatic: return "Automatisk"
    case .hour24: return "24-timers"
    case .hour12: return "12-timers"
    case .monthFirst: return "Måned først"
    case .dayFirst: return "Dag først"
    case .yearFirst: return "År først"
    case .notification: return "Daglig varsel"
    case .notificationHint: return "Én vennlig melding om dagen"
    case .when: return "Når"
    case .atSunrise: return "Ved soloppgang"
    case .atTime: return "På et bestemt klokkeslett"
    case .atSunset: return "Ved solnedgang"
    case .timeOfDay: return "Klokkeslett (TT:MM, 24-timers)"
    case .set: return "Lagre"
    case .dailyChange: return "Endring siden i går"
    case .sinceSolstice: return "Endring siden solvervet"
    case .summerPause: return "Sommerpause"
    case .summerPauseHint: return "Pause etter sommersolverv; starter igjen automatisk ved vintersolverv (etter kalenderen, også i midnattssol og mørketid)"
    case .sadPause: return "Pause når dagene blir kortere"
    case .sadPauseHint: return "Etter dagslyset: bare dager kortere enn dagen før; under midnattssol og i mørketiden kommer varselet likevel"
    case .notRunning: return "Solverv-tjenesten kjører ikke"
    case .notRunningHint: return "Den leser og lagrer innstillingene (solverv-daemon)."
    case .start: return "Start"
    case .theme: return "Lyst og mørkt"
    case .themeHint: return "Gjør appene mørke i skumringen og lyse ved daggry"
    case .themeSwitch: return "Bytt ved"
    case .switchSun: return "Soloppgang og solnedgang"
    case .switchCivil: return "Borgerlig tussmørke"
    case .switchNautical: return "Nautisk tussmørke"
    case .switchElevation: return "Solhøyde"
    case .elevation: return "Solhøyde (grader)"
    case .morning: return "Morgen"
    case .evening: return "Kveld"
    case .offset: return "Forskyvning (minutter)"
    case .notBefore: return "Ikke før"
    case .notAfter: return "Ikke etter"
    case .noLimit: return "Ingen grense"
    case .dark: return "Mørkt"
    case .light: return "Lyst"
    case .followSun: return "Følg sola"
    case .hemisphereNorth: return "Den nordlige halvkule"
    case .hemisphereSouth: return "Den sørlige halvkule"
    }
  }

  public func chartTitle(place: String, year: Int) -> String { "Dagslys i \(place) \(year)" }

  public func phaseName(_ phase: SunPhase) -> String {
    switch phase {
    case .night: return "Natt"
    case .astronomicalTwilight: return "Astronomisk tussmørke"
    case .nauticalTwilight: return "Nautisk tussmørke"
    case .civilTwilight: return "Borgerlig tussmørke"
    case .day: return "Dag"
    }
  }
}

// The applet's words for when there is no view (AppletWords.swift).
extension NorwegianBokmal {
  public func appletWord(_ word: AppletWord) -> String {
    switch word {
    case .panelNotRunning: return "solverv: kjører ikke"
    case .notRunningBody: return "Panelet viser det solverv-tjenesten publiserer på øktbussen."
    case .startIt: return "Start den:"
    case .orRun: return "eller kjør:"
    case .comesBack: return "Menyen kommer tilbake av seg selv når tjenesten kjører."
    case .tryStart: return "Prøv å starte tjenesten"
    case .errorNotInstalled: return "Solverv-tjenesten kunne ikke startes: den er ikke installert for denne økten."
    case .errorNoAnswer: return "Solverv-tjenesten svarte ikke."
    case .errorCannotStart: return "Solverv-tjenesten kunne ikke startes."
    case .errorCallFailed: return "Solverv: kallet mislyktes."
    case .timePattern: return "TT:MM"
    }
  }
}
