import SolvervEngine
import Testing

/// Swedish, Danish, Finnish and German: every word of the bar, the large view and the daily
/// message, as a native speaker would write it (Oslo, so the times match the Bokmål tests).
struct NativeWordingTests {
  /// What one language must say for Oslo on 22 Nov 2026 at 17:00 (after sunset) and around it.
  struct Expected: Sendable, CustomTestStringConvertible {
    let language: any Localization
    let text: String
    let when: String
    let description: String
    let eventsHeading: String
    let springLine: String
    let sunHeading: String
    let sunLabels: [String]
    let daylightHeading: String
    let daylightLabels: [String]
    let refresh: String
    let losing: String
    let gaining: String
    let winterGreeting: String
    let summerGreeting: String
    let countdowns: [String]  // 0, 1, 2 days
    let fewer: [String]  // -60 s, -120 s
    let southernJune: String
    var testDescription: String { language.code }
  }

  static let all: [Expected] = [
    Expected(
      language: Swedish(), text: "❄️ Vintersolstånd om 29 dagar", when: "21 december 2026 21:50",
      description: "Årets kortaste dag", eventsHeading: "Nästa", springLine: "🌱 Vårdagjämning — 20 mars 2027 ",
      sunHeading: "I morgon", sunLabels: ["↑ Soluppgång", "↓ Solnedgång", "Solen högst", "Dagslängd"],
      daylightHeading: "Dagsljus", daylightLabels: ["Dagslängd i dag", "Sedan i går", "Sedan den 21 juni"], refresh: "Uppdatera",
      losing: "🌅 4 min kortare i dag | 11 tim 47 min kortare än den 21 juni",
      gaining: "☀️ +3 min i dag | +33 min sedan den 21 dec.",
      winterGreeting: "🌟 Vintersolstånd – årets kortaste dag! Nu vänder det – från och med i morgon blir dagarna längre!",
      summerGreeting: "☀️ Sommarsolstånd – årets längsta dag! Njut av ljuset!",
      countdowns: ["i dag", "i morgon", "om 2 dagar"], fewer: ["1 min kortare i dag", "2 min kortare i dag"],
      southernJune: "Vintersolstånd"),
    Expected(
      language: Danish(), text: "❄️ Vintersolhverv om 29 dage", when: "21. december 2026 21.50",
      description: "Årets korteste dag", eventsHeading: "Næste", springLine: "🌱 Forårsjævndøgn — 20. marts 2027 ",
      sunHeading: "I morgen", sunLabels: ["↑ Solopgang", "↓ Solnedgang", "Solen højest", "Dagslængde"],
      daylightHeading: "Dagslys", daylightLabels: ["Dagslængde i dag", "Siden i går", "Siden 21. jun."], refresh: "Opdater",
      losing: "🌅 4 min. kortere i dag | 11 t. 47 min. kortere end den 21. juni",
      gaining: "☀️ +3 min. i dag | +33 min. siden den 21. december",
      winterGreeting: "🌟 Vintersolhverv – årets korteste dag! Nu går det mod lysere tider.",
      summerGreeting: "☀️ Sommersolhverv – årets længste dag! Nyd lyset!",
      countdowns: ["i dag", "i morgen", "om 2 dage"], fewer: ["1 min. kortere i dag", "2 min. kortere i dag"],
      southernJune: "Vintersolhverv"),
    Expected(
      language: Finnish(), text: "❄️ Talvipäivänseisaus 29 päivän päästä", when: "21.12.2026 klo 21.50",
      description: "Vuoden lyhyin päivä", eventsHeading: "Seuraavat", springLine: "🌱 Kevätpäiväntasaus — 20.3.2027 ",
      sunHeading: "Huomenna", sunLabels: ["↑ Auringonnousu", "↓ Auringonlasku", "Aurinko korkeimmillaan", "Päivän pituus"],
      daylightHeading: "Päivänvalo", daylightLabels: ["Päivän pituus tänään", "Eiliseen verrattuna", "21.6. lähtien"],
      refresh: "Päivitä",
      losing: "🌅 4 min lyhyempi kuin eilen | 11 t 47 min lyhyempi kuin 21.6.",
      gaining: "☀️ +3 min tänään | +33 min 21.12. lähtien",
      winterGreeting: "🌟 Hyvää talvipäivänseisausta! Tänään on vuoden lyhyin päivä – tästä lähtien päivät pitenevät!",
      summerGreeting: "☀️ Hyvää kesäpäivänseisausta! Tänään on vuoden pisin päivä. Nauti valosta!",
      countdowns: ["tänään", "huomenna", "2 päivän päästä"],
      fewer: ["1 min lyhyempi kuin eilen", "2 min lyhyempi kuin eilen"], southernJune: "Talvipäivänseisaus"),
    Expected(
      language: German(), text: "❄️ Wintersonnenwende in 29 Tagen", when: "21. Dez. 2026 21:50",
      description: "Kürzester Tag des Jahres", eventsHeading: "Nächste Ereignisse",
      springLine: "🌱 Frühlings-Tagundnachtgleiche — 20. März 2027 ", sunHeading: "Morgen",
      sunLabels: ["↑ Sonnenaufgang", "↓ Sonnenuntergang", "Sonnenhöchststand", "Tageslänge"],
      daylightHeading: "Tageslicht", daylightLabels: ["Tageslänge heute", "Seit gestern", "Seit dem 21. Juni"],
      refresh: "Aktualisieren", losing: "🌅 4 Min. weniger als gestern | 11 Std. 47 Min. kürzer als am 21. Juni",
      gaining: "☀️ +3 Min. gegenüber gestern | +33 Min. seit dem 21. Dez.",
      winterGreeting: "🌟 Frohe Wintersonnenwende! Heute ist der kürzeste Tag – ab jetzt werden die Tage wieder länger!",
      summerGreeting: "☀️ Heute ist Sommersonnenwende, der längste Tag des Jahres – genießen Sie das viele Licht!",
      countdowns: ["heute", "morgen", "in 2 Tagen"], fewer: ["1 Min. weniger als gestern", "2 Min. weniger als gestern"],
      southernJune: "Wintersonnenwende"),
  ]

  static func view(_ local: String, _ location: Location, _ language: any Localization) -> ViewModel {
    ViewModel(AfterSunsetTests.at(local, location, language: language))
  }

  @Test(
    "sv, da, fi, de are in the registry by code and by locale name (LANG-style)",
    arguments: [
      ("sv", "sv_SE.UTF-8"), ("da", "da_DK.UTF-8"), ("fi", "fi_FI.UTF-8"), ("de", "de_DE"),
    ])
  func registryFindsEachLanguage(code: String, locale: String) {
    #expect(Languages.named(code)?.code == code && Languages.named(locale)?.code == code)
    #expect(Languages.codes == ["en", "nb", "sv", "da", "fi", "de"])
  }

  @Test("The bar line and the whole large view speak the language, no English word left", arguments: all)
  func largeViewHasNoEnglishLeft(_ e: Expected) {
    let view = Self.view("2026-11-22T17:00", AppletViewTests.oslo, e.language)
    #expect(view.text == e.text)
    #expect(view.when == e.when && view.description == e.description)
    #expect(view.eventsHeading == e.eventsHeading && view.events[1].line.hasPrefix(e.springLine))
    #expect(view.sun.heading == e.sunHeading && view.sun.rows.map(\.label) == e.sunLabels)
    #expect(view.daylight.heading == e.daylightHeading && view.daylight.rows.map(\.label) == e.daylightLabels)
    #expect(view.refreshLabel == e.refresh && view.message == e.losing)
    let json = view.json().serialized()
    for english in [
      "Sunrise", "Sunset", "Tomorrow", "Daylight", "Day length", "Since", " days", "Refresh", "Next", "Winter solstice",
      "Spring equinox", "Summer solstice", "Shortest", "Solar noon", "today", "fewer", "shorter", " hr", " sec", "Dec ", "Jun ",
    ] {
      #expect(!json.contains(english), "\(english) in \(json)")
    }
  }

  @Test("The daily message: gaining after midwinter, the two solstice greetings", arguments: all)
  func dailyMessageTone(_ e: Expected) {
    #expect(AfterSunsetTests.at("2027-01-10T12:00", AppletViewTests.oslo, language: e.language).message == e.gaining)
    #expect(AfterSunsetTests.at("2026-12-21T12:00", AppletViewTests.oslo, language: e.language).message == e.winterGreeting)
    #expect(AfterSunsetTests.at("2027-06-21T12:00", AppletViewTests.oslo, language: e.language).message == e.summerGreeting)
  }

  @Test("Countdowns and losses: today, tomorrow, then the plural; one minute singular, two plural", arguments: all)
  func singularAndPlural(_ e: Expected) {
    #expect([0, 1, 2].map { e.language.countdown(days: $0) } == e.countdowns)
    #expect([-60, -120].map { e.language.dailyChange(seconds: $0) } == e.fewer)
  }

  @Test("Southern hemisphere: in Sydney December's solstice is the summer one, June's the winter one", arguments: all)
  func southernHemisphereNames(_ e: Expected) {
    let view = Self.view("2026-11-22T12:00", AppletViewTests.sydney, e.language)
    #expect(view.season == .summer && view.events[0].name == e.language.eventName(.summer, isSolstice: true))
    #expect(view.events[2].name == e.southernJune && e.language.name(of: .juneSolstice, in: .southern) == e.southernJune)
    #expect(view.description == e.language.eventDescription(.juneSolstice, in: .northern))
  }

  @Test("Polar night in Tromsø: the polar message and row in each language, never English")
  func polarNightInEachLanguage() {
    let words = ["sv": "Polarnatt", "da": "Mørketid", "fi": "Kaamos", "de": "Polarnacht"]
    for e in Self.all {
      let view = Self.view("2026-12-15T12:00", AppletViewTests.tromso, e.language)
      #expect(view.polar == "night" && view.message.hasPrefix("🌑 \(words[e.language.code]!): "), "\(view.message)")
      #expect(view.sun.line.hasPrefix("🌑 \(e.language.label(.polarNight)) · ") && !view.sun.line.contains("polar night"))
      #expect(!view.sun.line.contains("twilight"), "\(view.sun.line)")
    }
  }
}
