import SolvervConfig
import SolvervSystem
public import SolvervEngine

extension Plan {
  /// The language a message about the config at `path` (nil: the default file) is written in:
  /// the config's own, else the locale's. A config that is refused for another key still names its
  /// language when the file parses as TOML (`clock = "25h"` beside `language = "de"`), so its
  /// error comes in German; in a file that is not TOML (`clock =` with no value), a top-level
  /// line `language = "de"` is still read; else the locale's.
  public static func messageLanguage(configPath path: String?) -> any Localization {
    let locale = PlanEnvironment.messagesLocale()
    let localeLanguage = language(messagesLocale: locale)
    do throws(ConfigError) {
      return language(for: try ConfigLoader.load(path: path).config, messagesLocale: locale)
    } catch {
      guard case .success(let bytes) = ConfigLoader.read(at: path ?? Paths.configFile) else { return localeLanguage }
      let code: String?
      if let document = try? TOMLDocument.parse(bytes: bytes) {
        code = document["language"]?.stringValue
      } else {
        code = languageLine(in: String(decoding: bytes, as: UTF8.self))
      }
      return code.flatMap(Languages.named) ?? localeLanguage
    }
  }

  /// The code of a line `language = "xx"` before the first table header, read line by line.
  static func languageLine(in text: String) -> String? {
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("[") { return nil }
      guard line.hasPrefix("language") else { continue }
      let value = line.dropFirst("language".count).drop { $0 == " " || $0 == "\t" }
      guard value.first == "=" else { continue }
      let quoted = value.dropFirst().drop { $0 == " " || $0 == "\t" }
      guard let quote = quoted.first, quote == "\"" || quote == "'" else { return nil }
      let code = quoted.dropFirst().prefix { $0 != quote }
      return code.count <= 20 ? String(code) : nil
    }
    return nil
  }
}
