import SolvervApp
import SolvervEngine
import Testing

/// The language of a message about a config, from the file's bytes and the locale alone.
@Suite struct MessageLanguageTests {
  static func code(_ text: String?, locale: String?) -> String {
    Plan.messageLanguage(configBytes: text.map { Array($0.utf8) }, messagesLocale: locale).code
  }

  @Test func theConfigsLanguageWinsOverTheLocale() {
    #expect(Self.code("language = \"de\"\n", locale: "sv_SE.UTF-8") == "de")
    #expect(Self.code("", locale: "sv_SE.UTF-8") == "sv")
  }

  /// A config refused for another key still names its language (TOML parses).
  @Test func aRefusedConfigStillNamesItsLanguage() {
    #expect(Self.code("clock = \"25h\"\nlanguage = \"fi\"\n", locale: "en_US.UTF-8") == "fi")
  }

  /// A file that is not TOML: a top-level `language` line is still read, one under a table not.
  @Test func aBrokenFilesLanguageLine() {
    #expect(Self.code("clock =\nlanguage = 'da'\n", locale: nil) == "da")
    #expect(Self.code("clock =\n[location]\nlanguage = \"da\"\n", locale: "nb_NO.UTF-8") == "nb")
  }

  /// No file (or one that cannot be read) leaves the locale's language, else English.
  @Test func noFile() {
    #expect(Self.code(nil, locale: "de_AT.UTF-8") == "de")
    #expect(Self.code(nil, locale: nil) == "en")
    #expect(Self.code("language = \"xx\"\n", locale: nil) == "en")
  }
}
