import ArgumentParser
import SolvervApp
import SolvervConfig
import SolvervEngine

/// The language of a message written before (or without) a parsed command: `--lang` among the
/// arguments, else the config's (`--config`'s file, else the default one), else the locale's.
enum CommandLanguage {
  static func of(_ arguments: [String]) -> any Localization {
    if let code = value(of: "--lang", in: arguments), let language = Languages.named(code) { return language }
    return Plan.messageLanguage(configPath: value(of: "--config", in: arguments))
  }

  /// The language of this run's messages, from its own arguments (read once).
  static let current: any Localization = of(DashedValues.normalized(Array(CommandLine.arguments.dropFirst())))

  /// Render options for an error state: its short form ("c4.toml Zeile 2") in this run's language.
  static var errorOptions: RenderOptions {
    var options = RenderOptions()
    options.language = current
    return options
  }

  /// A usage error (exit 64) worded in this run's language.
  static func error(_ phrase: ErrorPhrase) -> ValidationError { ValidationError(current.errorPhrase(phrase)) }

  /// The value of `--name value` or `--name=value` (the last one given), before any `--`.
  static func value(of name: String, in arguments: [String]) -> String? {
    var found: String?
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      if arguments[index] == name, index + 1 < arguments.count { found = arguments[index + 1] }
      if arguments[index].hasPrefix(name + "=") { found = String(arguments[index].dropFirst(name.count + 1)) }
      index += 1
    }
    return found
  }
}
