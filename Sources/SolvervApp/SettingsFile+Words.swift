import SolvervConfig
import SolvervEngine

extension SettingsFile {
  /// The settings windows' words (``Localization/settingsWords()``) in the language the config
  /// file chooses, else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`), as everything else
  /// Solverv shows: `solverv-status config words` and D-Bus `GetSettingsWords`.
  public static func words(path: String) throws(Failure) -> [(key: String, text: String)] {
    try words(of: try readForReading(path), path: path)
  }

  /// The words for `bytes`, the file at `path` as already read (``ConfigLoader``).
  public static func words(of bytes: [UInt8], path: String) throws(Failure) -> [(key: String, text: String)] {
    let config = try parse(bytes, path: path)
    let language = Plan.language(for: config)
    return [("language_code", language.code)] + language.settingsWords()
  }
}
