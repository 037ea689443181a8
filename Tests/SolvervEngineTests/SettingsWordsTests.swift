import SolvervEngine
import Testing

/// The settings windows' words (issue 11, items 6 and 7): every language says every word in its
/// own words, and the examples are written by the engine in that language.
struct SettingsWordsTests {
  @Test("Every language has every word, none empty, none left in English (but the shared ones)", arguments: Languages.codes)
  func everyWord(code: String) throws {
    let language = try #require(Languages.named(code))
    let words = Dictionary(uniqueKeysWithValues: language.settingsWords().map { ($0.key, $0.text) })
    let english = Dictionary(uniqueKeysWithValues: English().settingsWords().map { ($0.key, $0.text) })
    #expect(words.count == english.count && words.count == SettingsWord.allCases.count + 7)
    for word in SettingsWord.allCases {
      let text = try #require(words[word.rawValue])
      #expect(!text.isEmpty && !text.contains("\n"), "\(code) \(word)")
      // Words a language may share with English: "Start", and the Scandinavian "Sommerpause".
      if code != "en", !["start"].contains(word.rawValue) {
        #expect(text != english[word.rawValue], "\(code) says \(word) in English: \(text)")
      }
    }
  }

  @Test("The examples come from the engine: the language's daily message parts and both clocks")
  func examples() throws {
    let german = Dictionary(uniqueKeysWithValues: German().settingsWords().map { ($0.key, $0.text) })
    #expect(german["daily_change_example"] == German().dailyChange(seconds: 120))
    #expect(german["clock_24h"] == "24-Stunden-Format (17:05)")
    #expect(german["order_dmy"] == "Tag zuerst (21 Dec 2026)")
    let english = Dictionary(uniqueKeysWithValues: English().settingsWords().map { ($0.key, $0.text) })
    #expect(english["clock_12h"] == "12-hour (5:05 PM)")
    #expect(english["since_solstice_example"] == "+47 min since Dec 21")
    #expect(english["order_mdy"] == "Month first (Dec 21, 2026)" && english["order_ymd"] == "Year first (2026-12-21)")
  }
}
