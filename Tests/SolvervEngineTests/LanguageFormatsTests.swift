import Testing

@testable import SolvervEngine

/// In the engine: each language's percent, minus sign, time separators, "klo",
/// CLDR's AM/PM and zone names (`Localization/Formats/`).
struct LanguageFormatsTests {
  static func local(_ hour: Int, _ minute: Int, _ second: Int = 0) -> LocalDateTime {
    LocalDateTime(
      date: CivilDate(year: 2026, month: 12, day: 21)!, secondOfDay: hour * 3_600 + minute * 60 + second, utcOffset: 3_600)
  }

  @Test("Percent: English 67%, the others 67 % with a no-break space")
  func percent() {
    #expect(English().percent("67") == "67%")
    for language in Languages.all where language.code != "en" {
      #expect(language.percent("67") == "67\u{00A0}%", "\(language.code)")
    }
  }

  @Test("Negative durations: U+2212 outside English; the bare minutes/seconds numbers stay ASCII")
  func minus() {
    #expect(DurationText.format(-240, .human, signed: true, language: English()) == "-4 min")
    #expect(DurationText.format(-240, .human, signed: true, language: NorwegianBokmal()) == "\u{2212}4 min")
    #expect(DurationText.format(-240, .hm, signed: true, language: German()) == "\u{2212}4 Min.")
    #expect(DurationText.format(-240, .clock, signed: true, language: Swedish()) == "\u{2212}00:04")
    #expect(DurationText.format(-240, .minutes, signed: true, language: Finnish()) == "-4")
    #expect(DurationText.format(-5, .seconds, signed: true, language: Danish()) == "-5")
    #expect(German().minusMarked("-5 Std.") == "\u{2212}5 Std." && English().minusMarked("-5 h") == "-5 h")
  }

  @Test("Times with seconds and the 12-hour clock in each language's form")
  func times() {
    let morning = Self.local(5, 58, 23)
    #expect(English().timeWithSeconds(morning) == "05:58:23")
    #expect(Danish().timeWithSeconds(morning) == "05.58.23")
    #expect(Finnish().timeWithSeconds(morning) == "05.58.23")
    #expect(German().timeWithSeconds(morning) == "05:58:23")
    let evening = Self.local(21, 50)
    let twelve = Languages.all.map { "\($0.code) \($0.time(evening, clock: .twelveHour))" }
    #expect(twelve == ["en 9:50 PM", "nb 9:50 p.m.", "sv 9:50 em", "da 9.50 PM", "fi 9.50 ip.", "de 9:50 PM"])
    #expect(Swedish().time(Self.local(8, 31), clock: .twelveHour) == "8:31 fm")
    #expect(Finnish().dateAndTime(date: "21.12.2026", time: "21.50") == "21.12.2026 klo 21.50")
    #expect(German().dateAndTime(date: "21. Dez. 2026", time: "21:50") == "21. Dez. 2026 21:50")
  }

  @Test("Zone abbreviations: German MEZ/MESZ (CLDR metazones), the others tzdata's")
  func zoneNames() {
    #expect(German().zoneAbbreviation("CET") == "MEZ" && German().zoneAbbreviation("CEST") == "MESZ")
    #expect(German().zoneAbbreviation("EET") == "OEZ" && German().zoneAbbreviation("JST") == "JST")
    for language in Languages.all where language.code != "de" {
      #expect(language.zoneAbbreviation("CET") == "CET", "\(language.code)")
    }
  }

  @Test("{progress_percent} and %p in the language; {progress} stays a bare number")
  func templates() throws {
    let snapshot = AfterSunsetTests.at("2026-11-22T17:00", AfterSunsetTests.oslo, language: NorwegianBokmal())
    let text = snapshot.render(try Template("{progress}|{progress_percent}|{progress_percent:.1}|{time:%p}"))
    #expect(text == "67|67\u{00A0}%|67,4\u{00A0}%|p.m.", "\(text)")
    let english = AfterSunsetTests.at("2026-11-22T17:00", AfterSunsetTests.oslo)
    #expect(english.render(try Template("{progress_percent:.1}|{time:%p}")) == "67.4%|PM")
  }

  @Test("A day exactly as long as yesterday says so: never '+0 sec today'")
  func sameLength() {
    for language in Languages.all {
      let text = DaylightMessage.text(
        deltaToday: 0, deltaSinceSolstice: 600, solsticeDate: CivilDate(year: 2026, month: 12, day: 21)!, solsticeToday: nil,
        polar: nil, parts: .all, language: language)
      #expect(text.contains(language.sameLengthAsYesterday) && !text.contains("+0"), "\(language.code): \(text)")
    }
  }
}
