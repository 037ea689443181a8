import SolvervEngine
import Testing

/// The settings windows' words: every language says every word in its
/// own words, and the examples are written by the engine in that language.
struct SettingsWordsTests {
  @Test("Every language has every word, none empty, none left in English (but the shared ones)", arguments: Languages.codes)
  func everyWord(code: String) throws {
    let language = try #require(Languages.named(code))
    let words = Dictionary(uniqueKeysWithValues: language.settingsWords().map { ($0.key, $0.text) })
    let english = Dictionary(uniqueKeysWithValues: English().settingsWords().map { ($0.key, $0.text) })
    #expect(
      words.count == english.count
        && words.count == SettingsWord.allCases.count + 9 + AppletWord.allCases.count + AppletProblem.allCases.count)
    for word in SettingsWord.allCases {
      let text = try #require(words[word.rawValue])
      #expect(!text.isEmpty && !text.contains("\n"), "\(code) \(word)")
      // Words a language may share with English: "Start", and the Scandinavian "Sommerpause".
      if code != "en", !["start"].contains(word.rawValue) {
        #expect(text != english[word.rawValue], "\(code) says \(word) in English: \(text)")
      }
    }
  }

  @Test("The applet's words for when there is no view: every language, none empty, none in English", arguments: Languages.codes)
  func appletWords(code: String) throws {
    let language = try #require(Languages.named(code))
    let words = Dictionary(uniqueKeysWithValues: language.settingsWords().map { ($0.key, $0.text) })
    for word in AppletWord.allCases {
      let text = try #require(words[word.rawValue], "\(code) \(word) is not among config words")
      #expect(!text.isEmpty && !text.contains("\n"), "\(code) \(word)")
      if code != "en", word != .timePattern {
        #expect(text != English().appletWord(word), "\(code) says \(word) in English: \(text)")
      }
    }
    // The error sentences end as sentences; the panel text names the program in lower case.
    for word in [AppletWord.errorNotInstalled, .errorNoAnswer, .errorCannotStart, .errorCallFailed, .comesBack] {
      #expect(language.appletWord(word).hasSuffix("."), "\(code) \(word)")
    }
    #expect(language.appletWord(.panelNotRunning).hasPrefix("solverv: "))
    // A time field's placeholder is written as the label beside it writes the time.
    #expect(language.settingsWord(.timeOfDay).contains(language.appletWord(.timePattern)), "\(code)")
  }

  @Test("The examples come from the engine: the language's daily message parts and both clocks")
  func examples() throws {
    let german = Dictionary(uniqueKeysWithValues: German().settingsWords().map { ($0.key, $0.text) })
    #expect(german["daily_change_example"] == German().dailyChange(seconds: 120))
    #expect(german["clock_24h"] == "24-Stunden-Format (17:05)")
    // The order shapes English dates only: the other languages show it in digits, no English month.
    #expect(german["order_dmy"] == "Tag zuerst (21/12/2026)" && german["order_mdy"] == "Monat zuerst (12/21/2026)")
    let english = Dictionary(uniqueKeysWithValues: English().settingsWords().map { ($0.key, $0.text) })
    #expect(english["clock_12h"] == "12-hour (5:05 PM)")
    #expect(english["since_solstice_example"] == "+47 min since Dec 21")
    #expect(english["order_mdy"] == "Month first (Dec 21, 2026)" && english["order_ymd"] == "Year first (2026-12-21)")
  }
}
