import SolvervConfig
public import SolvervEngine

extension Plan {
  /// The language a message about a config is written in, from the file's bytes (nil: no file,
  /// or one that cannot be read): the config's own, else the locale's. A config that is refused
  /// for another key still names its language when the file parses as TOML (`clock = "25h"`
  /// beside `language = "de"`), so its error comes in German; in a file that is not TOML
  /// (`clock =` with no value), a top-level line `language = "de"` is still read. Pure: the edge
  /// (``messageLanguage(configPath:)``) reads the file.
  public static func messageLanguage(configBytes bytes: [UInt8]?, messagesLocale: String?) -> any Localization {
    let localeLanguage = language(messagesLocale: messagesLocale)
    guard let bytes else { return localeLanguage }
    if let config = try? SolvervConfig.parse(bytes: bytes, path: "") {
      return language(for: config, messagesLocale: messagesLocale)
    }
    let code: String?
    if let document = try? TOMLDocument.parse(bytes: bytes) {
      code = document["language"]?.stringValue
    } else {
      code = languageLine(in: String(decoding: bytes, as: UTF8.self))
    }
    return code.flatMap(Languages.named) ?? localeLanguage
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
