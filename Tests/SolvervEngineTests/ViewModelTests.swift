import SolvervEngine
import Testing

/// The applets' view: every string they show, built once in Swift, localised and
/// hemisphere-aware, and the very strings of the bars' large view.
struct AppletViewTests {
  static let oslo = Location(name: "Oslo", coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"), source: .config)
  static let sydney = Location(
    name: "Sydney", coordinate: coordinate(-33.8688, 151.2093), zone: zone("Australia/Sydney"), source: .config)
  static let tromso = Location(
    name: "Tromsø", coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"), source: .config)

  static func view(_ local: String, _ location: Location, _ language: any Localization = English()) -> ViewModel {
    ViewModel(AfterSunsetTests.at(local, location, language: language))
  }

  @Test("English, before sunset in Oslo: title, countdown, progress, events, today's sun, daylight, place")
  func englishViewHasEveryString() {
    let view = Self.view("2026-11-22T12:00", Self.oslo)
    #expect(view.text == "❄️ Winter solstice in 29 days")
    #expect(view.title == "❄️ Winter solstice" && view.countdown == "in 29 days" && view.short == "29")
    #expect(view.when == "Dec 21, 2026 21:50")
    #expect(view.progressText == "67%" && view.progressLine == "Dec 21, 2026 21:50 · ███████░░░ 67%")
    #expect(view.description == "Shortest day of the year")
    #expect(view.eventsHeading == "Next")
    // The default list is 8 long: two years of solstices and equinoxes.
    #expect(view.events.count == 8)
    #expect(
      view.events.prefix(3).map(\.line) == [
        "❄️ Winter solstice — Dec 21, 2026 21:50 · in 29 days",
        "🌱 Spring equinox — Mar 20, 2027 21:25 · in 118 days",
        "☀️ Summer solstice — Jun 21, 2027 16:11 · in 211 days",
      ])
    #expect(
      view.events.map(\.season.colour) == ["#2196F3", "#4CAF50", "#FFC107", "#FF9800"] + [
        "#2196F3", "#4CAF50", "#FFC107", "#FF9800",
      ])
    #expect(view.sun.heading == "Today" && !view.isTomorrow && view.polar == "none")
    #expect(view.sun.rows.map(\.label) == ["↑ Sunrise", "↓ Sunset", "Solar noon"])
    #expect(view.sun.line == "↑ Sunrise \(view.sun.rows[0].text)  ↓ Sunset \(view.sun.rows[1].text)")
    #expect(view.daylight.heading == "Daylight")
    #expect(view.daylight.rows.map(\.label) == ["Day length", "Since yesterday", "Since Jun 21"])
    #expect(view.daylight.rows[1].text.hasPrefix("-") && view.daylight.rows[1].text.hasSuffix(" min"))
    #expect(view.placeLine == "Europe/Oslo" && view.locationHint == "")
    #expect(view.refreshLabel == "Refresh")
  }

  @Test("Bokmål: the same view in Bokmål, no English word left")
  func bokmalViewSpeaksBokmal() {
    let view = Self.view("2026-11-22T17:00", Self.oslo, NorwegianBokmal())
    #expect(view.text == "❄️ Vintersolverv om 29 dager")
    #expect(view.when == "21. desember 2026 21:50")
    #expect(view.description == "Årets korteste dag")
    #expect(view.eventsHeading == "Neste" && view.events[1].line.hasPrefix("🌱 Vårjevndøgn — 20. mars 2027 "))
    #expect(
      view.sun.heading == "I morgen"
        && view.sun.rows.map(\.label) == ["↑ Soloppgang", "↓ Solnedgang", "Sola høyest", "Dagslengde"])
    #expect(view.daylight.heading == "Dagslys")
    #expect(view.daylight.rows.map(\.label) == ["Dagslengde i dag", "Siden i går", "Siden 21. juni"])
    #expect(view.refreshLabel == "Oppdater")
    let json = view.json().serialized()
    for english in ["Sunrise", "Sunset", "Tomorrow", "Daylight", "Day length", "Since", " days", "Refresh", "Next"] {
      #expect(!json.contains(english), "\(english) in \(json)")
    }
  }

  @Test("Southern hemisphere: in Sydney the December solstice is summer and June's is winter")
  func southernHemisphereNamesAndColours() {
    let view = Self.view("2026-11-22T12:00", Self.sydney)
    #expect(view.title == "☀️ Summer solstice" && view.season == .summer)
    #expect(view.description == "Longest day of the year")
    #expect(view.events.prefix(4).map(\.name) == ["Summer solstice", "Autumn equinox", "Winter solstice", "Spring equinox"])
    #expect(view.events[2].season == .winter && view.events[2].season.colour == "#2196F3")
    #expect(view.json()["colour"] == "#FFC107")
  }

  @Test("Polar night and midnight sun: one row saying so, never invented times")
  func polarRowsSaySo() {
    let night = Self.view("2026-12-15T12:00", Self.tromso, NorwegianBokmal())
    #expect(night.polar == "night" && night.sun.rows.first == ViewModel.Row(label: "🌑", text: "mørketid"))
    // Then the twilight that does happen: civil twilight at Tromsø in mid-December.
    #expect(
      night.sun.line.hasPrefix("🌑 mørketid · borgerlig tussmørke ")
        && !night.sun.rows.contains { $0.label.contains("Soloppgang") })
    #expect(night.sun.rows.map(\.label) == ["🌑", "🌆", "Sola høyest"], "\(night.sun.rows)")
    let day = Self.view("2026-06-21T12:00", Self.tromso)
    #expect(day.polar == "day" && day.sun.line == "☀️ midnight sun")
    #expect(day.sun.rows.map(\.label) == ["☀️", "Solar noon"])  // no twilight row: the sky never darkens
  }

  @Test("After sunset the sun section is tomorrow's, marked, with tomorrow's day length; daylight stays today's")
  func afterSunsetMarksTomorrow() {
    let evening = AfterSunsetTests.at("2026-12-10T20:00", Self.oslo)
    let view = ViewModel(evening)
    let length = DurationText.format(evening.tomorrowSun.daylengthSeconds, .hm, signed: false, language: English())
    #expect(view.isTomorrow && view.sun.heading == "Tomorrow" && view.json()["sun"]?["shown_day"] == "tomorrow")
    #expect(view.sun.line.hasPrefix("Tomorrow: ↑ Sunrise ") && view.sun.line.hasSuffix(" · \(length)"))
    #expect(view.sun.rows.last == ViewModel.Row(label: "Day length", text: length))
    #expect(view.daylight.rows[0].label == "Day length today")
  }

  @Test("A default place carries the hint: in the place line and its own field")
  func defaultLocationHint() {
    let snapshot = SolarSnapshot(at: Instant(secondsSince1970: 1_795_370_400), location: .greenwich())
    let view = ViewModel(snapshot)
    #expect(view.isDefaultLocation && view.locationHint == "default location: set it with --location or in config.toml")
    #expect(view.placeLine == "UTC · default location: set it with --location or in config.toml")
    #expect(view.json()["place"]?["is_default"] == true)
  }

  @Test("The bars' large view is made of the applet view's strings, line for line, in all six languages")
  func largeViewLinesComeFromTheView() {
    for language in Languages.all {
      let snapshot = AfterSunsetTests.at("2026-12-10T20:00", Self.oslo, language: language)
      let view = ViewModel(snapshot)
      let lines = ViewLines.plain(snapshot)
      #expect(lines[0] == "\(view.title) \(view.countdown)")
      #expect(lines[1] == view.progressLine && lines[2] == view.description && lines[4] == view.eventsHeading)
      // Each event row after its season's dot, as many as the list is long.
      let count = view.events.count
      #expect(count == 8 && Array(lines[5..<(5 + count)]) == view.events.map { "● \($0.line)" })
      #expect(lines[6 + count] == "\(view.placeName) \(view.placeLine)")
      #expect(lines[7 + count] == view.sun.line && lines[8 + count] == view.daylight.line)
    }
  }

  @Test("The view's JSON: schema 1, no key named value (Plasma's D-Bus wrappers use it), valid_until")
  func jsonShape() {
    let snapshot = AfterSunsetTests.at("2026-11-22T12:00", Self.oslo)
    let json = ViewModel(snapshot).json()
    #expect(json["schema"] == 1 && json["language"] == "en")
    #expect(json["valid_until"] == .int(Int(snapshot.validUntil.roundedSeconds)))
    #expect(!json.serialized().contains("\"value\""))
    #expect(
      json["sun"]?["rows"]
        == .array([
          .object([("label", "↑ Sunrise"), ("text", .string(ViewModel(snapshot).sun.rows[0].text))]),
          .object([("label", "↓ Sunset"), ("text", .string(ViewModel(snapshot).sun.rows[1].text))]),
          .object([("label", "Solar noon"), ("text", .string(ViewModel(snapshot).sun.rows[2].text))]),
        ]))
  }
}
