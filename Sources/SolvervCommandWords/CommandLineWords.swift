public import SolvervEngine

/// The words only `solverv-status` shows, in one language: its text tables, `formats`' lists,
/// the comments of the file `config init` writes, and the setup commands' sentences (`doctor`,
/// `toggle`, `notify --send`).
///
/// They are not requirements of ``Localization`` because a protocol's witness table keeps every
/// requirement in every binary that links a conforming type: as requirements they made up about
/// 0.1 MB of `solverv-daemon`, which never shows them (BENCHMARKS.md, "Issue 32: size"). Every
/// language conforms here, one file per family of words (`Commands/`, `ConfigFile/`,
/// `FormatsList/`, `TableWords/`); `CommandLineWordsTests` checks that none is missing.
public protocol CommandLineWords: Localization {
  /// A word of the inspection commands' text tables (`events`, `sun`, `locate`).
  func tableWord(_ word: TableWord) -> String
  /// A sentence of the setup commands: `doctor`, `toggle`, `notify --send` (`Commands/`).
  func commandPhrase(_ phrase: CommandPhrase) -> String
  /// A word of `solverv-status formats` (``FormatsListPhrase``, `FormatsList/`): the tables'
  /// headings, the built-in formats' lines, the placeholders' meanings and types.
  func formatsListPhrase(_ phrase: FormatsListPhrase) -> String
  /// A comment of the file `config init` writes (``ConfigFilePhrase``, `ConfigFile/`): the
  /// heading, each setting's note, the lines around the place and the formats.
  func configFilePhrase(_ phrase: ConfigFilePhrase) -> String
}

extension English: CommandLineWords {}
extension NorwegianBokmal: CommandLineWords {}
extension Swedish: CommandLineWords {}
extension Danish: CommandLineWords {}
extension Finnish: CommandLineWords {}
extension German: CommandLineWords {}

extension Localization {
  /// This language's command-line words; English for a language that has none (a test keeps
  /// every language in ``Languages/all`` conforming).
  public var commandLineWords: any CommandLineWords { self as? any CommandLineWords ?? English() }

  /// ``CommandLineWords/tableWord(_:)`` in this language.
  public func tableWord(_ word: TableWord) -> String { commandLineWords.tableWord(word) }
  /// ``CommandLineWords/commandPhrase(_:)`` in this language.
  public func commandPhrase(_ phrase: CommandPhrase) -> String { commandLineWords.commandPhrase(phrase) }
  /// ``CommandLineWords/formatsListPhrase(_:)`` in this language.
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String { commandLineWords.formatsListPhrase(phrase) }
  /// ``CommandLineWords/configFilePhrase(_:)`` in this language.
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String { commandLineWords.configFilePhrase(phrase) }
}
