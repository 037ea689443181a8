/// Svenska.
public struct Swedish: Localization {
  public init() {}
  public var code: String { "sv" }
  public var nativeName: String { "Svenska" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Vår"
    case .summer: return "Sommar"
    case .autumn: return "Höst"
    case .winter: return "Vinter"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    switch (season, isSolstice) {
    case (.spring, false): return "Vårdagjämning"
    case (.autumn, false): return "Höstdagjämning"
    case (.summer, true): return "Sommarsolstånd"
    case (.winter, true): return "Vintersolstånd"
    // A solstice never begins spring or autumn; keep the names total anyway.
    case (_, true): return seasonName(season) + "solstånd"
    case (_, false): return seasonName(season) + "dagjämning"
    }
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Dag och natt är ungefär lika långa"
    case .summer: return "Årets längsta dag"
    case .winter: return "Årets kortaste dag"
    }
  }

  private static let months = [
    "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
    "november", "december",
  ]
  private static let abbreviations = [
    "jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec.",
  ]

  public func monthName(_ month: Int) -> String { Swedish.months[(month - 1) % 12] }
  public func monthAbbreviation(_ month: Int) -> String { Swedish.abbreviations[(month - 1) % 12] }

  public func weekdayName(_ isoWeekday: Int) -> String {
    ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"][(isoWeekday - 1) % 7]
  }

  public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
    ["mån", "tis", "ons", "tors", "fre", "lör", "sön"][(isoWeekday - 1) % 7]
  }

  /// Swedish writes the day without a full stop: "21 dec.", "21 december 2026".
  public func shortDate(_ date: CivilDate) -> String {
    "\(date.day) \(monthAbbreviation(date.month))"
  }

  public func longDate(_ date: CivilDate) -> String {
    "\(date.day) \(monthName(date.month)) \(date.year)"
  }

  /// Day lengths and tables in the language's own units, zero units left out: "7 tim 3 min".
  public func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String {
    DurationText.spelled(hours: hours, minutes: minutes, seconds: seconds, units: ["tim", "min", "s"], zeroInHours: true)
  }

  public var decimalSeparator: String { "," }
  public var compassLetters: [String] { ["N", "S", "Ö", "V"] }

  public func countdown(days: Int) -> String {
    switch days {
    case 0: return "i dag"
    case 1: return "i morgon"
    default: return "om \(days) dagar"
    }
  }

  public func label(_ label: Label) -> String {
    switch label {
    case .sunrise: return "Soluppgång"
    case .sunset: return "Solnedgång"
    case .dayLength: return "Dagslängd"
    case .solarNoon: return "Solen högst"
    case .nextEvents: return "Nästa"
    case .daylight: return "Dagsljus"
    case .polarNight: return "polarnatt"
    case .midnightSun: return "midnattssol"
    case .defaultLocation: return "standardplats"
    case .automaticLocationUnavailable: return "automatisk position otillgänglig"
    case .setLocationHint: return "välj plats med --location eller i config.toml"
    case .tomorrow: return "I morgon"
    case .today: return "I dag"
    case .sinceYesterday: return "Sedan i går"
    case .refresh: return "Uppdatera"
    case .settings: return "Inställningar…"
    }
  }

  /// "47 min", "1 tim 12 min", "2 tim", "30 s".
  public func duration(seconds: Int) -> String {
    let s = abs(seconds)
    if s < 60 { return "\(s) s" }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes) min" }
    return minutes % 60 == 0 ? "\(minutes / 60) tim" : "\(minutes / 60) tim \(minutes % 60) min"
  }

  public func clockDifference(seconds: Int) -> String {
    ZoneComparison.signedHours(seconds, hour: "tim")
  }

  public func dailyChange(seconds: Int) -> String {
    if seconds >= 0 { return "+\(duration(seconds: seconds)) i dag" }
    return "\(duration(seconds: seconds)) kortare i dag"
  }

  public func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String {
    seconds >= 0
      ? "+\(duration(seconds: seconds)) sedan den \(shortDate(solsticeDate))"
      : "\(duration(seconds: seconds)) kortare än den \(shortDate(solsticeDate))"
  }

  public func sinceDate(_ date: CivilDate) -> String { "Sedan den \(shortDate(date))" }

  /// "Nu vänder det" is what Swedes say at the winter solstice (no one wishes a "glad midvinter";
  /// midsommar is Midsummer Eve, a different day from the summer solstice).
  public func solsticeGreeting(_ season: Season) -> String {
    season == .winter
      ? "🌟 Vintersolstånd – årets kortaste dag! Nu vänder det – från och med i morgon blir dagarna längre!"
      : "☀️ Sommarsolstånd – årets längsta dag! Njut av ljuset!"
  }

  public func polarMessage(polarNight: Bool) -> String {
    polarNight ? "🌑 Polarnatt: solen går inte upp i dag" : "☀️ Midnattssol: solen går inte ner i dag"
  }

  public func polarTwilight(_ phase: SunPhase, window: String?) -> String {
    let name: String
    switch phase {
    case .civilTwilight: name = "borgerlig skymning"
    case .nauticalTwilight: name = "nautisk skymning"
    case .astronomicalTwilight: name = "astronomisk skymning"
    case .day, .night: return "mörkt hela dygnet"
    }
    return "\(name) \(window ?? "hela dygnet")"
  }

  /// The `compare` sentence's pieces; `than` is today or the other date.
  public func comparison(_ phrase: ComparisonPhrase) -> String {
    func reference(_ date: CivilDate?) -> String {
      guard let date else { return "i dag" }
      return "den " + longDate(date)
    }
    switch phrase {
    case .daylight(let a): return "\(a) dagsljus"
    case .longer(let a, let date):
      let than = reference(date)
      return "\(a) mer än \(than)"
    case .shorter(let a, let date):
      let than = reference(date)
      return "\(a) mindre än \(than)"
    case .sameLength(let date):
      let than = reference(date)
      return "lika lång som \(than)"
    case .longerThanPlace(let a, let place): return "\(a) mer än i \(place)"
    case .shorterThanPlace(let a, let place): return "\(a) mindre än i \(place)"
    case .sameLengthAsPlace(let place): return "lika lång som i \(place)"
    case .earlier(let a): return "\(a) tidigare"
    case .later(let a): return "\(a) senare"
    case .sameTime: return "samma tid"
    case .compareWith: return "Jämför med…"
    }
  }

  public func settingsWord(_ word: SettingsWord) -> String {
    switch word {
    case .place: return "Plats"
    case .showing: return "Visar"
    case .useLocation: return "Använd min position"
    case .useLocationHint: return "Från systemet (GeoClue); en ungefärlig position räcker"
    case .leaveLocation: return "Välj en ort nedan för att sluta använda din position."
    case .searchCity: return "Sök efter ort"
    case .display: return "Visning"
    case .language: return "Språk"
    case .clock: return "Klocka"
    case .dateOrder: return "Datumordning"
    case .dateOrderHint: return "För engelska; de andra språken skriver datum på sitt eget sätt"
    case .events: return "Händelser i listan"
    case .eventsHint: return "Solstånd och dagjämningar som visas i menyn och verktygstipset"
    case .automatic: return "Automatiskt"
    case .hour24: return "24-timmars"
    case .hour12: return "12-timmars"
    case .monthFirst: return "Månad först"
    case .dayFirst: return "Dag först"
    case .yearFirst: return "År först"
    case .notification: return "Daglig avisering"
    case .notificationHint: return "Ett vänligt meddelande om dagen"
    case .when: return "När"
    case .atSunrise: return "Vid soluppgång"
    case .atTime: return "Vid ett visst klockslag"
    case .atSunset: return "Vid solnedgång"
    case .timeOfDay: return "Klockslag (TT:MM, 24-timmars)"
    case .set: return "Spara"
    case .dailyChange: return "Ändring sedan i går"
    case .sinceSolstice: return "Ändring sedan solståndet"
    case .summerPause: return "Sommaruppehåll"
    case .summerPauseHint: return "Sommaruppehåll efter sommarsolståndet; börjar igen automatiskt vid vintersolståndet (efter kalendern, även vid midnattssol och polarnatt)"
    case .sadPause: return "Paus när dagarna blir kortare"
    case .sadPauseHint: return "Efter dagsljuset: bara dagar kortare än dagen innan; under midnattssol och polarnatt kommer aviseringen ändå"
    case .notRunning: return "Solverv-tjänsten körs inte"
    case .notRunningHint: return "Den läser och sparar inställningarna (solverv-daemon)."
    case .start: return "Starta"
    case .theme: return "Ljust och mörkt"
    case .themeHint: return "Gör apparna mörka i skymningen och ljusa i gryningen"
    case .themeSwitch: return "Byt vid"
    case .switchSun: return "Soluppgång och solnedgång"
    case .switchCivil: return "Borgerlig skymning"
    case .switchNautical: return "Nautisk skymning"
    case .switchElevation: return "Solhöjd"
    case .elevation: return "Solhöjd (grader)"
    case .morning: return "Morgon"
    case .evening: return "Kväll"
    case .offset: return "Förskjutning (minuter)"
    case .notBefore: return "Inte före"
    case .notAfter: return "Inte efter"
    case .noLimit: return "Ingen gräns"
    case .dark: return "Mörkt"
    case .light: return "Ljust"
    case .followSun: return "Följ solen"
    case .hemisphereNorth: return "Norra halvklotet"
    case .hemisphereSouth: return "Södra halvklotet"
    }
  }

  public func chartTitle(place: String, year: Int) -> String { "Dagsljus i \(place) \(year)" }

  public func phaseName(_ phase: SunPhase) -> String {
    switch phase {
    case .night: return "Natt"
    case .astronomicalTwilight: return "Astronomisk skymning"
    case .nauticalTwilight: return "Nautisk skymning"
    case .civilTwilight: return "Borgerlig skymning"
    case .day: return "Dag"
    }
  }
}

// The applet's words for when there is no view (AppletWords.swift).
extension Swedish {
  public func appletWord(_ word: AppletWord) -> String {
    switch word {
    case .panelNotRunning: return "solverv: körs inte"
    case .notRunningBody: return "Panelen visar det som solverv-tjänsten publicerar på sessionsbussen."
    case .startIt: return "Starta den:"
    case .orRun: return "eller kör:"
    case .comesBack: return "Menyn kommer tillbaka av sig själv när tjänsten är igång."
    case .tryStart: return "Försök starta tjänsten"
    case .errorNotInstalled: return "Solverv-tjänsten kunde inte startas: den är inte installerad för den här sessionen."
    case .errorNoAnswer: return "Solverv-tjänsten svarade inte."
    case .errorCannotStart: return "Solverv-tjänsten kunde inte startas."
    case .errorCallFailed: return "Solverv: anropet misslyckades."
    case .timePattern: return "TT:MM"
    }
  }
}
