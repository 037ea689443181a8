/// Suomi.
public struct Finnish: Localization {
  public init() {}
  public var code: String { "fi" }
  public var nativeName: String { "Suomi" }

  public func seasonName(_ season: Season) -> String {
    switch season {
    case .spring: return "Kevät"
    case .summer: return "Kesä"
    case .autumn: return "Syksy"
    case .winter: return "Talvi"
    }
  }

  public func eventName(_ season: Season, isSolstice: Bool) -> String {
    switch (season, isSolstice) {
    case (.spring, false): return "Kevätpäiväntasaus"
    case (.autumn, false): return "Syyspäiväntasaus"
    case (.summer, true): return "Kesäpäivänseisaus"
    case (.winter, true): return "Talvipäivänseisaus"
    // A solstice never begins spring or autumn; keep the names total anyway.
    case (_, true): return seasonName(season) + "päivänseisaus"
    case (_, false): return seasonName(season) + "päiväntasaus"
    }
  }

  public func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    switch Season(beginningAt: kind, in: hemisphere) {
    case .spring, .autumn: return "Päivä ja yö ovat lähes yhtä pitkiä"
    case .summer: return "Vuoden pisin päivä"
    case .winter: return "Vuoden lyhyin päivä"
    }
  }

  private static let months = [
    "tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "heinäkuu", "elokuu",
    "syyskuu", "lokakuu", "marraskuu", "joulukuu",
  ]
  /// The stand-alone short forms (the chart's axis, `%b`); dates themselves are numeric.
  private static let abbreviations = [
    "tammi", "helmi", "maalis", "huhti", "touko", "kesä", "heinä", "elo", "syys", "loka", "marras", "joulu",
  ]

  public func monthName(_ month: Int) -> String { Finnish.months[(month - 1) % 12] }
  public func monthAbbreviation(_ month: Int) -> String { Finnish.abbreviations[(month - 1) % 12] }

  public func weekdayName(_ isoWeekday: Int) -> String {
    ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai"][(isoWeekday - 1) % 7]
  }

  public func weekdayAbbreviation(_ isoWeekday: Int) -> String {
    ["ma", "ti", "ke", "to", "pe", "la", "su"][(isoWeekday - 1) % 7]
  }

  /// Finnish writes dates with numbers: "21.12.", "21.12.2026" (month names would need a case
  /// ending: "21. joulukuuta").
  public func shortDate(_ date: CivilDate) -> String {
    "\(date.day).\(date.month)."
  }

  public func longDate(_ date: CivilDate) -> String {
    "\(date.day).\(date.month).\(date.year)"
  }

  /// "N päivän päästä": the numeral takes the singular genitive for every N ≥ 2.
  /// Day lengths and tables in the language's own units, zero units left out: "7 t 3 min".
  public func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String {
    DurationText.spelled(hours: hours, minutes: minutes, seconds: seconds, units: ["t", "min", "s"], zeroInHours: true)
  }

  /// Kotus: a full stop and no leading zero, "9.24" (as in "klo 9.24"); CLDR's 12-hour "9.24 ap.".
  public func time(_ local: LocalDateTime, clock: ClockStyle) -> String {
    guard clock == .twentyFourHour else { return TwelveHourClock.text(local, separator: ".", periods: dayPeriods) }
    return "\(local.hour).\(pad(local.minute, 2))"
  }

  /// After a day number the month takes the partitive: "21. joulukuuta".
  public func monthNameAfterDay(_ month: Int) -> String { monthName(month) + "ta" }

  public var decimalSeparator: String { "," }
  public var compassLetters: [String] { ["P", "E", "I", "L"] }

  public func countdown(days: Int) -> String {
    switch days {
    case 0: return "tänään"
    case 1: return "huomenna"
    default: return "\(days) päivän päästä"
    }
  }

  public func label(_ label: Label) -> String {
    switch label {
    case .sunrise: return "Auringonnousu"
    case .sunset: return "Auringonlasku"
    case .dayLength: return "Päivän pituus"
    case .solarNoon: return "Aurinko korkeimmillaan"
    case .nextEvents: return "Seuraavat"
    case .daylight: return "Päivänvalo"
    case .polarNight: return "kaamos"
    case .midnightSun: return "keskiyön aurinko"
    case .defaultLocation: return "oletussijainti"
    case .automaticLocationUnavailable: return "automaattinen sijainti ei käytettävissä"
    case .setLocationHint: return "aseta sijainti valitsimella --location tai tiedostossa config.toml"
    case .tomorrow: return "Huomenna"
    case .today: return "Tänään"
    case .sinceYesterday: return "Eiliseen verrattuna"
    case .refresh: return "Päivitä"
    case .settings: return "Asetukset…"
    }
  }

  /// "47 min", "1 t 12 min", "2 t", "30 s".
  public func duration(seconds: Int) -> String {
    let s = abs(seconds)
    if s < 60 { return "\(s) s" }
    let minutes = (s + 30) / 60
    if minutes < 60 { return "\(minutes) min" }
    return minutes % 60 == 0 ? "\(minutes / 60) t" : "\(minutes / 60) t \(minutes % 60) min"
  }

  public func clockDifference(seconds: Int) -> String {
    ZoneComparison.signedHours(seconds, hour: "t")
  }

  /// A loss says what it is compared with ("4 min lyhyempi kuin eilen", not "vähemmän tänään"),
  /// in the same short units as the other half of the message.
  public func dailyChange(seconds: Int) -> String {
    if seconds >= 0 { return "+\(duration(seconds: seconds)) tänään" }
    return "\(duration(seconds: seconds)) lyhyempi kuin eilen"
  }

  public func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String {
    seconds >= 0
      ? "+\(duration(seconds: seconds)) \(shortDate(solsticeDate)) lähtien"
      : "\(duration(seconds: seconds)) lyhyempi kuin \(shortDate(solsticeDate))"
  }

  /// "lähtien" follows the date ("21.6. lähtien"); "alkaen 21.6." would read as "from 21.6. on",
  /// a start still to come.
  public func sinceDate(_ date: CivilDate) -> String { "\(shortDate(date)) lähtien" }

  public func solsticeGreeting(_ season: Season) -> String {
    season == .winter
      ? "🌟 Hyvää talvipäivänseisausta! Tänään on vuoden lyhyin päivä – tästä lähtien päivät pitenevät!"
      : "☀️ Hyvää kesäpäivänseisausta! Tänään on vuoden pisin päivä. Nauti valosta!"
  }

  public func polarMessage(polarNight: Bool) -> String {
    polarNight ? "🌑 Kaamos: aurinko ei nouse tänään" : "☀️ Keskiyön aurinko: aurinko ei laske tänään"
  }

  public func polarTwilight(_ phase: SunPhase, window: String?) -> String {
    let name: String
    switch phase {
    case .civilTwilight: name = "porvarillinen hämärä"
    case .nauticalTwilight: name = "nauttinen hämärä"
    case .astronomicalTwilight: name = "tähtitieteellinen hämärä"
    case .day, .night: return "pimeää koko vuorokauden"
    }
    return "\(name) \(window ?? "koko vuorokauden")"
  }

  /// The `compare` sentence's pieces; `than` is today or the other date.
  public func comparison(_ phrase: ComparisonPhrase) -> String {
    func reference(_ date: CivilDate?) -> String {
      guard let date else { return "tänään" }
      return longDate(date)
    }
    switch phrase {
    case .daylight(let a): return "\(a) päivänvaloa"
    case .longer(let a, let date):
      let than = reference(date)
      return "\(a) enemmän kuin \(than)"
    case .shorter(let a, let date):
      let than = reference(date)
      return "\(a) vähemmän kuin \(than)"
    case .sameLength(let date):
      let than = reference(date)
      return "yhtä pitkä kuin \(than)"
    case .longerThanPlace(let a, let place): return "\(a) enemmän kuin paikassa \(place)"
    case .shorterThanPlace(let a, let place): return "\(a) vähemmän kuin paikassa \(place)"
    case .sameLengthAsPlace(let place): return "yhtä pitkä kuin paikassa \(place)"
    case .earlier(let a): return "\(a) aiemmin"
    case .later(let a): return "\(a) myöhemmin"
    case .sameTime: return "samaan aikaan"
    case .compareWith: return "Vertaa päivään…"
    }
  }

  public func settingsWord(_ word: SettingsWord) -> String {
    switch word {
    case .place: return "Paikka"
    case .showing: return "Näytetään"
    case .useLocation: return "Käytä sijaintiani"
    case .useLocationHint: return "Järjestelmästä (GeoClue); likimääräinen riittää"
    case .leaveLocation: return "Lopeta sijainnin käyttö valitsemalla kaupunki alta."
    case .searchCity: return "Hae kaupunkia"
    case .display: return "Näkymä"
    case .language: return "Kieli"
    case .clock: return "Kello"
    case .dateOrder: return "Päivämäärän järjestys"
    case .dateOrderHint: return "Koskee vain englantia; muilla kielillä päivämäärät kirjoitetaan kielen omalla tavalla"
    case .events: return "Tapahtumia luettelossa"
    case .eventsHint: return "Valikossa ja työkaluvihjeessä näkyvät päivänseisaukset ja päiväntasaukset"
    case .automatic: return "Automaattinen"
    case .hour24: return "24 tunnin kello"
    case .hour12: return "12 tunnin kello"
    case .monthFirst: return "Kuukausi ensin"
    case .dayFirst: return "Päivä ensin"
    case .yearFirst: return "Vuosi ensin"
    case .notification: return "Päivittäinen ilmoitus"
    case .notificationHint: return "Yksi ystävällinen viesti päivässä"
    case .when: return "Milloin"
    case .atSunrise: return "Auringon noustessa"
    case .atTime: return "Tiettyyn kellonaikaan"
    case .atSunset: return "Auringon laskiessa"
    case .timeOfDay: return "Kellonaika (TT:MM, 24 tunnin kello)"
    case .set: return "Tallenna"
    case .dailyChange: return "Muutos eiliseen"
    case .sinceSolstice: return "Muutos päivänseisauksesta"
    case .summerPause: return "Kesätauko"
    case .summerPauseHint: return "Tauko kesäpäivänseisauksen jälkeen; jatkuu automaattisesti talvipäivänseisauksesta alkaen (kalenterin mukaan, myös yöttömän yön ja kaamoksen aikana)"
    case .sadPause: return "Tauko päivien lyhetessä"
    case .sadPauseHint: return "Päivänvalon mukaan: vain edellistä lyhyemmät päivät; yöttömän yön ja kaamoksen aikana ilmoitus tulee silti"
    case .notRunning: return "Solverv-palvelu ei ole käynnissä"
    case .notRunningHint: return "Se lukee ja tallentaa asetukset (solverv-daemon)."
    case .start: return "Käynnistä"
    case .theme: return "Vaalea ja tumma"
    case .themeHint: return "Vaihda sovellukset tummiksi iltahämärässä ja vaaleiksi aamunkoitteessa"
    case .themeSwitch: return "Vaihtohetki"
    case .switchSun: return "Auringonnousu ja -lasku"
    case .switchCivil: return "Porvarillinen hämärä"
    case .switchNautical: return "Nauttinen hämärä"
    case .switchElevation: return "Auringon korkeus"
    case .elevation: return "Auringon korkeus (astetta)"
    case .morning: return "Aamu"
    case .evening: return "Ilta"
    case .offset: return "Siirto (minuuttia)"
    case .notBefore: return "Aikaisintaan"
    case .notAfter: return "Viimeistään"
    case .noLimit: return "Ei rajaa"
    case .dark: return "Tumma"
    case .light: return "Vaalea"
    case .followSun: return "Seuraa aurinkoa"
    case .hemisphereNorth: return "Pohjoinen pallonpuolisko"
    case .hemisphereSouth: return "Eteläinen pallonpuolisko"
    }
  }

  /// "Päivänvalo: Oslo 2027" keeps the place name free of a case ending.
  public func chartTitle(place: String, year: Int) -> String { "Päivänvalo: \(place) \(year)" }

  public func phaseName(_ phase: SunPhase) -> String {
    switch phase {
    case .night: return "Yö"
    case .astronomicalTwilight: return "Tähtitieteellinen hämärä"
    case .nauticalTwilight: return "Nauttinen hämärä"
    case .civilTwilight: return "Porvarillinen hämärä"
    case .day: return "Päivä"
    }
  }
}

// The applet's words for when there is no view (AppletWords.swift).
extension Finnish {
  public func appletWord(_ word: AppletWord) -> String {
    switch word {
    case .panelNotRunning: return "solverv: ei käynnissä"
    case .notRunningBody: return "Paneeli näyttää, mitä solverv-palvelu julkaisee istuntoväylällä."
    case .startIt: return "Käynnistä se:"
    case .orRun: return "tai suorita:"
    case .comesBack: return "Valikko palaa itsestään, kun palvelu on käynnissä."
    case .tryStart: return "Yritä käynnistää palvelu"
    case .errorNotInstalled: return "Solverv-palvelua ei voitu käynnistää: sitä ei ole asennettu tähän istuntoon."
    case .errorNoAnswer: return "Solverv-palvelu ei vastannut."
    case .errorCannotStart: return "Solverv-palvelua ei voitu käynnistää."
    case .errorCallFailed: return "Solverv: kutsu epäonnistui."
    case .timePattern: return "TT:MM"
    }
  }
}
