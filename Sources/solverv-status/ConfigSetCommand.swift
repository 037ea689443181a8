import ArgumentParser
import SolvervApp
import SolvervConfig
import SolvervEngine

/// `config get [KEY]` and `config set KEY VALUE`: the settings of `Setting.all`, the same keys
/// the D-Bus `GetSettings`/`SetSettings` use. Exit 64 for an unknown key or a value not allowed,
/// 78 when the file as it stands is refused (as `config check` refuses it), 73 when it cannot be
/// written, 75 when another writer held it for the whole wait (try again).
struct ConfigGet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "get", abstract: "Print a setting's value in effect (all settings without KEY).")
  @OptionGroup var file: ConfigFileOption
  @Argument(help: ArgumentHelp("A setting, e.g. notifications.at.", valueName: "key"), completion: Completions.settingKeys)
  var key: String?

  func run() throws {
    let bytes = try file.readBytes()
    let values: [(key: String, value: SettingValue)]
    do { values = try SettingsFile.values(of: bytes, path: file.path) } catch { throw ConfigSet.exit(error) }
    guard let key else {
      for (name, value) in values { Output.line("\(name) = \(value)") }
      return
    }
    guard let value = values.first(where: { $0.key == key })?.value else {
      throw ConfigSet.exit(.unknownKey(key))
    }
    Output.line(value.description)
  }
}

/// `config words`: the settings windows' words in the language in effect, `key = text` lines
/// (the Plasma settings page reads them; GNOME's asks the daemon's GetSettingsWords, and ships
/// every language's from `--lang` for when the daemon is away).
struct ConfigWords: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "words", abstract: "Print the settings windows' words in the language in effect.",
    discussion: "The language in effect is the config's, else the locale's, or --lang's.")
  @OptionGroup var file: ConfigFileOption
  @Option(.lang) var lang: LanguageChoice?

  func run() throws {
    let bytes = try file.readBytes()
    let words: [(key: String, text: String)]
    if let lang {
      words = lang.localization.settingsWords()
    } else {
      do { words = try SettingsFile.words(of: bytes, path: file.path) } catch { throw ConfigSet.exit(error) }
    }
    for (key, text) in words { Output.line("\(key) = \(text)") }
  }
}

struct ConfigSet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Change a setting in the config file, keeping its comments (`location auto` for the system's place).",
    discussion: "Keys: " + Setting.all.map(\.name).joined(separator: ", ")
      + ". Prints what changed (clock: 24h → 12h). Exit 64 for a key or value not allowed, 78 for a config"
      + " `config check` refuses (nothing written), 73 when it cannot be written, 75 when another writer"
      + " kept it locked for 5 s (nothing written; try again).")
  @OptionGroup var file: ConfigFileOption
  @Argument(help: ArgumentHelp("A setting, e.g. notifications.at.", valueName: "key"), completion: Completions.settingKeys)
  var key: String
  @Argument(help: ArgumentHelp("Its new value, e.g. 07:30.", valueName: "value"), completion: Completions.settingValues)
  var value: String

  func run() throws {
    // The language of the file before the change (`config set language de` reports in the old one).
    let language = CommandLanguage.current
    let (name, text) = key == "location" && value == "auto" ? ("location.auto", "true") : (key, value)
    guard let setting = Setting.named(name) else { throw Self.exit(.unknownKey(key)) }
    let typed: SettingValue
    switch setting.kind {
    case .string: typed = .string(text)
    case .integer:
      guard let number = Int(text) else {
        throw Self.exit(
          .invalidValue(key: name, phrase: .setting(name, .isNot(shown: "'\(Escaping.sanitized(text))'", allowed: setting.allowedValues))))
      }
      typed = .integer(number)
    case .boolean:
      guard text == "true" || text == "false" else {
        throw Self.exit(.invalidValue(key: name, phrase: .setting(name, .isNot(shown: "'\(Escaping.sanitized(text))'", allowed: .trueOrFalse))))
      }
      typed = .boolean(text == "true")
    }
    let applied: SettingsFile.Applied
    do { applied = try SettingsFile.apply([(name, typed)], path: file.path) } catch { throw Self.exit(error) }
    for change in applied.changes {
      let (old, new) = (Self.shown(change.old, in: language), Self.shown(change.new, in: language))
      Output.line(
        old != new
          ? "\(change.key): \(old) → \(new)"
          : language.noticePhrase(
            applied.written.contains(change.key)
              ? .sameValueWritten(key: change.key, value: new) : .unchanged(key: change.key, value: new)))
    }
    if let canonical = setting.synonyms[text] {
      let name = Languages.named(canonical)?.nativeName ?? canonical
      Output.error(
        "solverv-status: "
          + language.noticePhrase(.readAs(typed: text, canonical: canonical, nativeName: name, nynorsk: text == "nn")))
    }
    if applied.otherLinks > 0 {
      Output.error("solverv-status: " + language.noticePhrase(.otherHardLinks(path: file.path, count: applied.otherLinks)))
    }
  }

  /// A value for "clock: 24h → 12h": printable, and `(none)` for an empty one (no city).
  static func shown(_ value: SettingValue, in language: any Localization) -> String {
    let text = Escaping.sanitized(value.description)
    return text.isEmpty ? language.noticePhrase(.noValue) : text
  }

  /// One line on stderr and the exit status for `failure`.
  static func exit(_ failure: SettingsFile.Failure) -> ExitCode {
    Output.error("solverv-status: config: " + failure.message(in: CommandLanguage.current))
    switch failure {
    case .unknownKey, .invalidValue: return ExitCode(64)
    case .brokenFile: return ExitCode(78)
    case .file: return ExitCode(73)
    case .busy: return ExitCode(75)
    }
  }
}

struct ConfigSchema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print every setting as JSON: key, type, default, allowed values, choices with their words.",
    discussion: """
      The words are in the language in effect (the config's, else the locale's), or --lang's. \
      The settings windows of the GNOME extension and the Plasma applet build their lists from it \
      (D-Bus GetSettingsSchema gives the same).
      """)
  @OptionGroup var file: ConfigFileOption
  @Option(.lang) var lang: LanguageChoice?

  func run() throws {
    let bytes = try file.readBytes()
    if let lang {
      Output.line(SettingsSchema.json(in: lang.localization).serialized())
      return
    }
    do { Output.line(try SettingsFile.schema(of: bytes, path: file.path).serialized()) } catch { throw ConfigSet.exit(error) }
  }
}
