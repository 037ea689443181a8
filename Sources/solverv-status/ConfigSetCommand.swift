import ArgumentParser
import SolvervApp
import SolvervEngine

/// `config get [KEY]` and `config set KEY VALUE`: the settings of `SettingKey.all`, the same keys
/// the D-Bus `GetSettings`/`SetSettings` use. Exit 64 for an unknown key or a value not allowed,
/// 78 when the file as it stands is broken, 73 when it cannot be written.
struct ConfigGet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "get", abstract: "Print a setting's value in effect (all settings without KEY).")
  @OptionGroup var file: ConfigFileOption
  @Argument(help: ArgumentHelp("A setting, e.g. notifications.at.", valueName: "key"))
  var key: String?

  func run() throws {
    try file.requireReadable()
    let values: [(key: String, value: SettingValue)]
    do { values = try SettingsWriter.values(path: file.path) } catch { throw ConfigSet.exit(error) }
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
/// (the Plasma settings page reads them; GNOME's asks the daemon's GetSettingsWords).
struct ConfigWords: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "words", abstract: "Print the settings windows' words in the language in effect.")
  @OptionGroup var file: ConfigFileOption

  func run() throws {
    try file.requireReadable()
    let words: [(key: String, text: String)]
    do { words = try SettingsWriter.words(path: file.path) } catch { throw ConfigSet.exit(error) }
    for (key, text) in words { Output.line("\(key) = \(text)") }
  }
}

struct ConfigSet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Change a setting in the config file, keeping its comments (`location auto` for the system's place).",
    discussion: "Keys: " + SettingKey.all.map(\.name).joined(separator: ", "))
  @OptionGroup var file: ConfigFileOption
  @Argument(help: ArgumentHelp("A setting, e.g. notifications.at.", valueName: "key"))
  var key: String
  @Argument(help: ArgumentHelp("Its new value, e.g. 07:30.", valueName: "value"))
  var value: String

  func run() throws {
    let (name, text) = key == "location" && value == "auto" ? ("location.auto", "true") : (key, value)
    guard let setting = SettingKey.named(name) else { throw Self.exit(.unknownKey(key)) }
    let typed: SettingValue
    switch setting.kind {
    case .string: typed = .string(text)
    case .integer:
      guard let number = Int(text) else {
        throw Self.exit(.invalidValue(key: name, message: "'\(name)': '\(Escaping.sanitized(text))' is not \(setting.allowed)"))
      }
      typed = .integer(number)
    case .boolean:
      guard text == "true" || text == "false" else {
        throw Self.exit(.invalidValue(key: name, message: "'\(name)': '\(Escaping.sanitized(text))' is not true or false"))
      }
      typed = .boolean(text == "true")
    }
    do { try SettingsWriter.apply([(name, typed)], path: file.path) } catch { throw Self.exit(error) }
  }

  /// One line on stderr and the exit status for `failure`.
  static func exit(_ failure: SettingsWriter.Failure) -> ExitCode {
    Output.error("solverv-status: config: " + failure.message)
    switch failure {
    case .unknownKey, .invalidValue: return ExitCode(64)
    case .brokenFile: return ExitCode(78)
    case .file: return ExitCode(73)
    }
  }
}
