public import SolvervEngine

/// The user's settings from `$XDG_CONFIG_HOME/solverv/config.toml`, validated.
///
/// Every field is optional: what is missing falls back to flags, the environment, or defaults.
/// Parsing lives in `SolvervConfig+TOML.swift`; this file is the shape.
public struct SolvervConfig: Sendable {
  public var location: ConfiguredLocation?
  /// A language code (`en`, `nb`, `sv`, `da`, `fi`, `de`), already checked against ``Languages``.
  public var language: String?
  /// nil = follow the latitude ("auto").
  public var hemisphere: Hemisphere?
  /// nil = from the locale ("auto").
  public var clock: ClockStyle?
  /// `date_order`: nil = from the locale ("auto").
  public var dateOrder: DateOrder?
  /// `events = N`: how many upcoming events the large views list, 1–12.
  public var eventCount: Int?
  /// Per-format settings, keyed by format name (`[format.waybar]`).
  public var formats: [String: FormatSettings]
  public var notifications: NotificationSettings
  /// `[theme]`: the light/dark switch (off unless `enabled = true`).
  public var theme = ThemeSettings()

  public init(
    location: ConfiguredLocation? = nil, language: String? = nil, hemisphere: Hemisphere? = nil,
    clock: ClockStyle? = nil, formats: [String: FormatSettings] = [:],
    notifications: NotificationSettings = NotificationSettings()
  ) {
    self.location = location
    self.language = language
    self.hemisphere = hemisphere
    self.clock = clock
    self.formats = formats
    self.notifications = notifications
  }

  /// No config file.
  public static let empty = SolvervConfig()

  /// Where each setting was written (dotted key → line), for messages that refer back to the
  /// file (an unknown time zone found later names its line).
  public var lines: [String: Int] = [:]
}

/// `[location]` in the config.
public enum ConfiguredLocation: Sendable, Hashable {
  /// `city = "Oslo"`: looked up in the bundled city table.
  case city(String)
  /// `name`, `latitude`, `longitude`, optional `timezone` (default: the system zone).
  case coordinates(name: String?, coordinate: Coordinate, timezone: String?)
  /// `location = "auto"`: ask the system (GeoClue), falling back to the time zone's city.
  case automatic
}

/// `[format.NAME]`: the size and template a format uses unless the command line says otherwise.
public struct FormatSettings: Sendable {
  public var size: WidgetSize?
  public var template: Template?
  /// Polybar: command for a left click.
  public var click: String?

  public init(size: WidgetSize? = nil, template: Template? = nil, click: String? = nil) {
    self.size = size
    self.template = template
    self.click = click
  }
}

/// A config problem, located: `config.toml:3:12: key 'location.latitude': …`.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  public let path: String
  public let line: Int
  public let column: Int
  public let key: String?
  /// What is wrong, as data each language words (English: ``reason``).
  public let phrase: ErrorPhrase

  public init(path: String, line: Int, column: Int, key: String?, phrase: ErrorPhrase) {
    self.path = path
    self.line = line
    self.column = column
    self.key = key
    self.phrase = phrase
  }

  /// What is wrong, in English.
  public var reason: String { English().errorPhrase(phrase) }

  /// The reason with its key: "key 'clock': '25h' is not a clock: …" as data.
  public var keyedPhrase: ErrorPhrase { key.map { .key($0, phrase) } ?? phrase }

  /// The whole located message as data: "config.toml:3:12: key 'x': …".
  public var located: ErrorPhrase { .located(path: path, line: line, column: column, keyedPhrase) }

  public var description: String { English().errorPhrase(located) }

  /// The message in `language`.
  public func description(in language: any Localization) -> String { language.errorPhrase(located) }
}
