import Foundation
import Testing

@testable import SolvervEngine

/// What a native reader of each language flagged (gender, hemisphere,
/// dangling genitives, one form of address), checked word by word.
struct NativeQualityTests {
  static let others: [any Localization] = [NorwegianBokmal(), Swedish(), Danish(), Finnish(), German()]

  @Test("Bokmål: no 'God …solverv' (solverv is neuter); the greeting names the day as sv and da do")
  func bokmalGreetingHasNoGenderError() {
    for season in [Season.winter, .summer] {
      let greeting = NorwegianBokmal().solsticeGreeting(season)
      #expect(!greeting.contains("God "), "\(greeting)")
    }
    #expect(
      NorwegianBokmal().solsticeGreeting(.winter)
        == "🌟 Vintersolverv – årets korteste dag! Nå snur det: fra i morgen blir dagene lengre!")
    #expect(NorwegianBokmal().solsticeGreeting(.summer) == "☀️ Sommersolverv – årets lengste dag! Nyt lyset!")
  }

  @Test("The solar-noon label names no compass point (Sydney's noon sun is in the north)")
  func solarNoonIsHemisphereNeutral() {
    let labels = Self.others.map { $0.label(.solarNoon) }
    #expect(labels == ["Sola høyest", "Solen högst", "Solen højest", "Aurinko korkeimmillaan", "Sonnenhöchststand"])
    for label in labels {
      for south in ["sør", "söder", "syd", "etelä", "Süd"] { #expect(!label.contains(south), "\(label)") }
    }
  }

  @Test("Finnish: no dangling '24 tunnin', one word for nautical twilight in the bar and the chart")
  func finnishGenitivesAndTwilight() {
    let fi = Finnish()
    #expect(fi.settingsWord(.hour24) == "24 tunnin kello" && fi.settingsWord(.hour12) == "12 tunnin kello")
    #expect(fi.settingsWord(.timeOfDay) == "Kellonaika (TT:MM, 24 tunnin kello)")
    #expect(fi.polarTwilight(.nauticalTwilight, window: nil).hasPrefix("nauttinen hämärä"))
    #expect(fi.phaseName(.nauticalTwilight) == "Nauttinen hämärä")
    let words = fi.settingsWords().map(\.text).joined(separator: "\n")
    #expect(!words.contains("merenkulullinen") && words.contains("24 tunnin kello ("))
  }

  /// German speaks to the reader as "Sie" everywhere (as KDE, GNOME's German team and most
  /// desktop software do); no "du" imperative or pronoun anywhere.
  @Test("German: one form of address, Sie")
  func germanUsesSieThroughout() {
    let de = German()
    var all = de.settingsWords().map(\.text)
    all += [Season.summer, .winter].map { de.solsticeGreeting($0) }
    all += Label.allCases.map { de.label($0) }
    all += [de.polarMessage(polarNight: true), de.polarMessage(polarNight: false)]
    let text = all.joined(separator: "\n")
    #expect(text.contains("genießen Sie das viele Licht!") && text.contains("Wählen Sie"))
    for du in ["Genieß ", " du ", " dein", " dich", " dir ", "Wähle "] { #expect(!text.contains(du), "\(du)") }
  }

  static let june21 = CivilDate(year: 2027, month: 6, day: 21)!

  /// The phrasing native readers asked for, one row per fix: a word of the language and what it must say.
  @Test("The appendix's phrasing fixes, per language")
  func appendixPhrasing() {
    let nb = NorwegianBokmal(), sv = Swedish(), da = Danish(), fi = Finnish(), de = German()
    let cases: [(String, String)] = [
      (nb.changeSinceSolstice(seconds: -600, solsticeDate: Self.june21), "10 min kortere enn 21. juni"),
      (nb.settingsWord(.sinceSolstice), "Endring siden solvervet"),
      (nb.settingsWord(.sadPause), "Pause når dagene blir kortere"),
      (nb.polarTwilight(.nauticalTwilight, window: nil), "nautisk tussmørke hele døgnet"),
      (
        sv.solsticeGreeting(.winter),
        "🌟 Vintersolstånd – årets kortaste dag! Nu vänder det – från och med i morgon blir dagarna längre!"
      ),
      (sv.changeSinceSolstice(seconds: -600, solsticeDate: Self.june21), "10 min kortare än den 21 juni"),
      (sv.settingsWord(.sadPause), "Paus när dagarna blir kortare"),
      (sv.clockDifference(seconds: 28_800), "+8 tim"),
      (sv.polarTwilight(.civilTwilight, window: nil), "borgerlig skymning hela dygnet"),
      (sv.settingsWord(.useLocationHint), "Från systemet (GeoClue); en ungefärlig position räcker"),
      (sv.label(.settings), "Inställningar…"),
      (da.changeSinceSolstice(seconds: -600, solsticeDate: Self.june21), "10 min. kortere end den 21. juni"),
      (da.settingsWord(.dateOrderHint), "Gælder kun engelsk; de andre sprog skriver datoer på deres egen måde"),
      (da.settingsWord(.sinceSolstice), "Ændring siden solhvervet"),
      // The comma before the subordinate clause, as Danish writes it elsewhere.
      (da.settingsWord(.sadPause), "Pause, når dagene bliver kortere"),
      (da.clockDifference(seconds: 28_800), "+8 t."),
      (da.polarTwilight(.civilTwilight, window: nil), "borgerligt tusmørke hele døgnet"),
      (fi.dailyChange(seconds: -240), "4 min lyhyempi kuin eilen"),
      (fi.changeSinceSolstice(seconds: -(11 * 3_600 + 47 * 60), solsticeDate: Self.june21), "11 t 47 min lyhyempi kuin 21.6."),
      (fi.settingsWord(.display), "Näkymä"),
      (fi.settingsWord(.dateOrderHint), "Koskee vain englantia; muilla kielillä päivämäärät kirjoitetaan kielen omalla tavalla"),
      (
        fi.settingsWord(.summerPauseHint),
        "Tauko kesäpäivänseisauksen jälkeen; jatkuu automaattisesti talvipäivänseisauksesta alkaen (kalenterin mukaan, myös yöttömän yön ja kaamoksen aikana)"
      ),
      (fi.settingsWord(.sadPause), "Tauko päivien lyhetessä"),
      (fi.clockDifference(seconds: 3_600), "+1 t"),
      (fi.label(.settings), "Asetukset…"),
      (de.label(.nextEvents), "Nächste Ereignisse"),
      (
        de.solsticeGreeting(.winter),
        "🌟 Frohe Wintersonnenwende! Heute ist der kürzeste Tag – ab jetzt werden die Tage wieder länger!"
      ),
      (de.dailyChange(seconds: 120), "+2 Min. gegenüber gestern"),
      (de.settingsWord(.hour24), "24-Stunden-Format"),
      (de.settingsWord(.useLocationHint), "Vom System (GeoClue); ein ungefährer Standort genügt"),
      (de.settingsWord(.dateOrderHint), "Nur für Englisch; die anderen Sprachen schreiben Datumsangaben auf ihre eigene Weise"),
      (
        de.settingsWord(.summerPauseHint),
        "Pause nach der Sommersonnenwende; wird zur Wintersonnenwende automatisch fortgesetzt (nach dem Kalender, auch bei Mitternachtssonne und in der Polarnacht)"
      ),
      (de.settingsWord(.sadPause), "Pause bei kürzer werdenden Tagen"),
      (de.comparison(.sameTime), "gleiche Uhrzeit"),
      (de.comparison(.compareWith), "Mit Datum vergleichen …"),
      (de.changeSinceSolstice(seconds: -600, solsticeDate: Self.june21), "10 Min. kürzer als am 21. Juni"),
      (de.clockDifference(seconds: 19_800), "+5 Std. 30 Min."),
    ]
    for (said, expected) in cases { #expect(said == expected) }
    // No "SAD" acronym (unknown outside English) and no "… since" calque in any language.
    for language in Self.others {
      #expect(!language.settingsWord(.sadPause).contains("SAD"), "\(language.code)")
    }
  }

  @Test("Both halves of a losing message use the same short units (no '18 Sekunden … | 25 Sek.')")
  func oneFormOfUnitsPerMessage() {
    for language in Self.others {
      let message = DaylightMessage.text(
        deltaToday: -18, deltaSinceSolstice: -25, solsticeDate: Self.june21, solsticeToday: nil, polar: nil, parts: .all,
        language: language)
      #expect(message.contains(language.duration(seconds: 18)) && message.contains(language.duration(seconds: 25)), "\(message)")
      for full in ["Sekunden", "sekunder", "sekuntia", "minutter", "minuter", "Minuten", "minuuttia"] {
        #expect(!message.contains(full), "\(message)")
      }
    }
  }

  // MARK: Item 3: what the structure could not say

  static func local(_ hour: Int, _ minute: Int) -> LocalDateTime {
    LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 21)!, secondOfDay: hour * 3_600 + minute * 60, utcOffset: 0)
  }

  @Test("Times of day as each language writes them: Danish 08.31, Finnish 9.24 (Kotus), the others 08:31")
  func timesOfDayPerLanguage() {
    #expect(Danish().time(Self.local(8, 31), clock: .twentyFourHour) == "08.31")
    #expect(Finnish().time(Self.local(9, 24), clock: .twentyFourHour) == "9.24")
    #expect(Finnish().time(Self.local(17, 5), clock: .twentyFourHour) == "17.05")
    for language in [NorwegianBokmal(), Swedish(), German(), English()] as [any Localization] {
      #expect(language.time(Self.local(8, 31), clock: .twentyFourHour) == "08:31", "\(language.code)")
    }
    #expect(English().time(Self.local(8, 31), clock: .twelveHour) == "8:31 AM")
  }

  @Test("Finnish months after a day number take the partitive in templates: '21. joulukuuta'")
  func finnishPartitiveAfterADay() {
    let instant = Instant(secondsSince1970: 1_797_854_400)  // 2026-12-21 12:00 UTC
    #expect(TimeFormat.format(instant, in: .utc, pattern: "%-d. %B", language: Finnish()) == "21. joulukuuta")
    #expect(TimeFormat.format(instant, in: .utc, pattern: "%B %Y", language: Finnish()) == "joulukuu 2026")
    #expect(TimeFormat.format(instant, in: .utc, pattern: "%-d. %B", language: German()) == "21. Dezember")
    #expect(TimeFormat.format(instant, in: .utc, pattern: "%B %-d", language: English()) == "December 21")
  }

  @Test("After the last sunset before the polar night the view says polar night once")
  func polarNightSaidOnceAfterSunset() throws {
    var found = false
    for day in 20...30 {
      let snapshot = AfterSunsetTests.at("2026-11-\(day)T21:00", AfterSunsetTests.tromso, language: NorwegianBokmal())
      guard snapshot.isAfterSunset && snapshot.shownSun.isPolarNight else { continue }
      found = true
      let view = ViewModel(snapshot)
      #expect(view.sun.line.components(separatedBy: "mørketid").count == 2, "\(view.sun.line)")
      #expect(view.sun.rows.filter { $0.text == "mørketid" }.count == 1, "\(view.sun.rows)")
    }
    #expect(found)
  }

  // MARK: Item 6: the everyday date fields in templates

  @Test("%A, %u, %V, %x in the language")
  func everydayDateFields() {
    let monday = Instant(secondsSince1970: 1_797_854_400)  // Monday 2026-12-21 12:00 UTC
    #expect(TimeFormat.format(monday, in: .utc, pattern: "%A %H:%M", language: German()) == "Montag 12:00")
    #expect(TimeFormat.format(monday, in: .utc, pattern: "%A", language: Finnish()) == "maanantai")
    #expect(TimeFormat.format(monday, in: .utc, pattern: "%A", language: English()) == "Monday")
    #expect(TimeFormat.format(monday, in: .utc, pattern: "%u %V", language: English()) == "1 52")
    #expect(TimeFormat.format(monday, in: .utc, pattern: "%x", language: NorwegianBokmal()) == "21. desember 2026")
    #expect(TimeFormat.format(monday, in: .utc, pattern: "%x", language: Finnish()) == "21.12.2026")
    #expect(TimeFormat.isValid("%A %u %V %x"))
    // ISO weeks at the year's edges: 2026-12-31 is week 53 (2026 starts on a Thursday), 2027-01-03
    // still week 53 of 2026, 2027-01-04 week 1; 2024-12-30 is week 1 of 2025.
    for (iso, week) in [("2026-12-31", 53), ("2027-01-03", 53), ("2027-01-04", 1), ("2024-12-30", 1), ("2021-01-03", 53)] {
      #expect(TimeFormat.isoWeek(CivilDate(iso: iso)!) == week, "\(iso)")
    }
    for language in Languages.all {
      let names = (1...7).map { language.weekdayName($0) }
      #expect(Set(names).count == 7, "\(language.code)")
    }
  }
}
