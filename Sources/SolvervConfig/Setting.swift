public import SolvervEngine

/// One setting of `config.toml`, described once. The config reader's checks and messages,
/// `config get/set`, D-Bus `GetSettings`/`SetSettings`/`GetSettingsSchema`, `config init`'s
/// template, `config check`'s summary and `config schema` all read this description, so a new
/// setting is one entry in ``Setting/all`` plus the code that uses its value.
public struct Setting: Sendable {
  /// How the value travels (`config set` parses it so; D-Bus carries it as s, i or b).
  public enum Kind: String, Sendable {
    case string, integer, boolean

    /// The kind as messages name it in each language.
    public var valueKind: ValueKind {
      switch self {
      case .string: .string
      case .integer: .integer
      case .boolean: .boolean
      }
    }
  }

  /// What the value is, for a settings window: one of `choices`, a whole number in `range`, on or
  /// off, a city of the bundled table, a notification moment (sunrise, sunset or HH:MM), or a
  /// clock time that may be left empty ("HH:MM" or "" for none: the theme's limits).
  public enum SchemaType: String, Sendable {
    case choice, integer, boolean, city, moment, time
  }

  /// The dotted key, `clock` or `notifications.at`.
  public let name: String
  public let type: SchemaType
  /// Every allowed value of a `choice`, `auto` first where the setting has it.
  public let choices: [String]
  /// The allowed whole numbers of an `integer`.
  public let range: ClosedRange<Int>?
  /// The value in effect when the file is silent: what the setting reads from the empty model.
  public var defaultValue: SettingValue { field.read(SolvervConfig()) }
  /// What a value is, for "'25h' is not a clock: use …".
  public let noun: ValueNoun
  /// What `config init` writes beside the key, after its allowed values (nil: nothing).
  public let note: SettingNote?
  /// Where the value lives in the config model (``Field``).
  public let field: Field
  /// Where a settings window finds the words for each choice (``ChoiceWords``).
  public let words: ChoiceWords
  /// Overrides the allowed values said in messages where `choices` cannot say them (`location
  /// = "auto"`); a rule's own words (``SettingRule``) come next.
  let allowedOverride: AllowedValues?
  /// Other words taken for a choice, and the choice each stands for: `language = "no"` (the
  /// locale code many systems use) and `"nn"` (Nynorsk, until it is translated) are Bokmål.
  public let synonyms: [String: String]
  /// Where the settings windows show it (nil: they do not; `config.toml` sets it).
  public let window: Window?

  /// Where a choice's words come from: each language's own name, or the settings words of the
  /// language in effect under `prefix + value` (`clock_24h`, `order_dmy`, `at_sunset`; a moment's
  /// time of day is `at_time`). `auto` is always the word `automatic`.
  public enum ChoiceWords: Sendable, Equatable {
    case none
    case languageNames
    case settingsWords(prefix: String)
  }

  init(
    _ name: String, _ type: SchemaType, choices: [String] = [], range: ClosedRange<Int>? = nil,
    noun: ValueNoun, allowed: AllowedValues? = nil, note: SettingNote? = nil,
    words: ChoiceWords = .none, synonyms: [String: String] = [:], window: Window? = nil, field: Field
  ) {
    self.window = window
    self.words = words
    self.synonyms = synonyms
    self.name = name
    self.type = type
    self.choices = choices
    self.range = range
    path = Self.keys(of: name)
    self.noun = noun
    self.allowedOverride = allowed
    self.note = note
    self.field = field
  }

  /// The value in effect in a config (the default where it is silent).
  public func read(_ config: SolvervConfig) -> SettingValue { field.read(config) }

  /// The rules the setting is in (``SettingRule/all``).
  public var rules: [SettingRule] { SettingRule.all.filter { $0.keys.contains(name) } }

  /// How the value travels.
  public var kind: Kind {
    switch type {
    case .choice, .city, .moment, .time: .string
    case .integer: .integer
    case .boolean: .boolean
    }
  }

  /// The key's path in the TOML file.
  public let path: [String]

  /// `notifications.enabled` → `["notifications", "enabled"]`: made once per setting, and
  /// by bytes: the generic `split` (or a search by `Character`) cost 3 % of a status line's
  /// start-up for 22 names.
  static func keys(of name: String) -> [String] {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return [name] }
    return [String(name[..<dot])] + keys(of: String(name[name.utf8.index(after: dot)...]))
  }

  /// The allowed values as data, for each language's words (``allowed(in:)``).
  public var allowedValues: AllowedValues {
    if let allowed = allowedOverride ?? SettingRule.allowed(for: name) { return allowed }
    switch type {
    case .choice: return .choices(choices)
    case .integer: return .wholeNumber(range)
    case .boolean: return .trueOrFalse
    case .city: return .bundledCity
    case .moment: return .moment
    case .time: return .limitTime
    }
  }

  /// The allowed values as messages say them: "auto, 24h or 12h", "a whole number from 1 to 12".
  public var allowed: String { allowed(in: English()) }

  /// The allowed values in `language`: "auto, 24h oder 12h", "eine ganze Zahl von 1 bis 12".
  public func allowed(in language: any Localization) -> String { language.errorPhrase(.allowed(allowedValues)) }

  /// The reader's message for a value that is not allowed: "'25h' is not a clock: use auto, 24h or 12h".
  public func refusal(_ shown: String) -> ErrorPhrase { refusal(.shown(shown)) }

  /// The same for a value as the reader found it (an array or a table is named in the language).
  public func refusal(_ found: Found) -> ErrorPhrase {
    .notAllowed(shown: found, noun: noun, allowed: allowedValues)
  }

  /// The setting named `name`, or nil.
  public static func named(_ name: String) -> Setting? { all.first { $0.name == name } }
}

/// A setting's value, typed as D-Bus carries it.
public enum SettingValue: Sendable, Equatable, CustomStringConvertible {
  case string(String)
  case integer(Int)
  case boolean(Bool)

  public var description: String {
    switch self {
    case .string(let text): text
    case .integer(let number): String(number)
    case .boolean(let flag): flag ? "true" : "false"
    }
  }

  /// The value as TOML writes it: `"24h"`, `8`, `true`.
  public var tomlText: String {
    switch self {
    case .string(let text): Escaping.quoted(text, as: .toml)
    case .integer, .boolean: description
    }
  }
}
