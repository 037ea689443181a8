import SolvervApp
import SolvervCommandWords
import SolvervConfig
import SolvervEngine
import Testing

/// The words only `solverv-status` shows live outside ``Localization`` (so the daemon does not
/// carry them); these checks keep every language and every name covered there.
@Suite struct CommandLineWordsTests {
  @Test(arguments: Languages.all.map(\.code))
  func everyLanguageHasItsCommandLineWords(code: String) throws {
    let language = try #require(Languages.named(code))
    let words = try #require(language as? any CommandLineWords, "\(code) has no CommandLineWords conformance")
    #expect(words.code == code)
    for word in TableWord.allCases { #expect(!words.tableWord(word).isEmpty, "\(code) \(word)") }
    for heading in FormatsListHeading.allCases {
      #expect(!words.formatsListPhrase(.heading(heading)).isEmpty, "\(code) \(heading)")
    }
    for note in SettingNote.allCases { #expect(!words.configFilePhrase(.note(note)).isEmpty, "\(code) \(note)") }
  }

  @Test(arguments: Languages.all.map(\.code))
  func everyPlaceholderHasALine(code: String) throws {
    let language = try #require(Languages.named(code))
    for field in TemplateField.allCases { #expect(!field.summary(in: language).isEmpty, "\(code) \(field)") }
  }

  /// A new provider needs its line in ``BuiltInFormat`` and the six `FormatsList/` tables.
  @Test func everyRegisteredFormatHasALineInEveryLanguage() {
    for provider in ProviderRegistry.builtIn {
      #expect(BuiltInFormat(rawValue: provider.name) != nil, "\(provider.name) is not a BuiltInFormat")
      for language in Languages.all {
        let line = provider.summary(in: language)
        #expect(line?.isEmpty == false, "\(language.code) \(provider.name)")
      }
    }
    #expect(Set(BuiltInFormat.allCases.map(\.rawValue)) == Set(ProviderRegistry.builtIn.map(\.name)))
  }

  /// The words of one language are its own: a Bokmål table word is not the English one.
  @Test func theTablesAreTranslated() {
    #expect(NorwegianBokmal().tableWord(.sunrise) != English().tableWord(.sunrise))
    #expect(German().commandLineWords.formatsListPhrase(.heading(.placeholder)) != English().formatsListPhrase(.heading(.placeholder)))
  }
}
