public import SolvervEngine
import SolvervConfig

/// The settings as a settings window needs them (`solverv-status config schema`, D-Bus
/// `GetSettingsSchema`): each key with its type, default and choices, every choice with its words
/// in the language in effect, and the rules between settings, all from ``Setting/all``,
/// ``SettingRule/all`` and the engine's lists. A window builds its
/// controls from this, so a new language or choice touches no applet file.
public enum SettingsSchema {
  public static let version = 1

  /// The schema in `language`.
  public static func json(in language: any Localization) -> JSONValue {
    let words = Dictionary(language.settingsWords().map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
    let settings: [JSONValue] = Setting.all.map { setting in
      var members: [(String, JSONValue)] = [
        ("key", .string(setting.name)), ("type", .string(setting.type.rawValue)),
        ("default", json(setting.defaultValue)), ("allowed", .string(setting.allowed(in: language))),
      ]
      if let range = setting.range {
        members += [("min", .int(range.lowerBound)), ("max", .int(range.upperBound))]
      }
      let choices = self.choices(of: setting)
      if !choices.isEmpty {
        members.append(
          (
            "choices",
            .array(
              choices.map { value in
                var choice: [(String, JSONValue)] = [("value", .string(value))]
                if let label = label(setting, value, words) { choice.append(("label", .string(label))) }
                return .object(choice)
              })
          ))
      }
      return .object(members + (setting.window.map(json) ?? []))
    }
    return .object([
      ("schema", .int(version)), ("language", .string(language.code)), ("settings", .array(settings)),
      ("rules", .array(SettingRule.all.map(json))), ("groups", .array(Setting.Group.allCases.map(json))),
    ])
  }

  /// Where a window shows a setting (``Setting/Window``), after the setting's other members:
  /// `"group": "display", "title": "date_order", "hint": "date_order_hint"`, and where they
  /// apply `example`, `needs` (a switch that must be on), `shown_when` ({key, value}) and
  /// `stays_on` (the word a window says instead of switching it off). The words are settings-word
  /// keys; a setting without `group` is not shown.
  static func json(_ window: Setting.Window) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [
      ("group", .string(window.group.rawValue)), ("title", .string(window.title.rawValue)),
    ]
    if let hint = window.hint { members.append(("hint", .string(hint.rawValue))) }
    if let example = window.example { members.append(("example", .string(example))) }
    if let needs = window.needs { members.append(("needs", .string(needs))) }
    if let (key, value) = window.shownWhen {
      members.append(("shown_when", .object([("key", .string(key)), ("value", .string(value))])))
    }
    if let word = window.staysOn { members.append(("stays_on", .string(word.rawValue))) }
    return members
  }

  /// A window's section, in the order shown: `{"key": "place", "title": "place"}` (no title:
  /// no heading).
  static func json(_ group: Setting.Group) -> JSONValue {
    .object([("key", .string(group.rawValue))] + (group.title.map { [("title", .string($0.rawValue))] } ?? []))
  }

  /// A rule between settings (``SettingRule``), for a window to keep by locking a control:
  /// `{"rule": "one_on", "keys": ["notifications.daily_change", …]}`.
  static func json(_ rule: SettingRule) -> JSONValue {
    .object([("rule", .string(rule.kind.rawValue)), ("keys", .array(rule.keys.map(JSONValue.string)))])
  }

  /// The values a window offers: a choice's own, and a moment's three kinds (`HH:MM` stands for
  /// any time of day).
  static func choices(of setting: Setting) -> [String] {
    switch setting.type {
    case .choice: setting.choices
    case .moment: ["sunrise", "sunset", "HH:MM"]
    case .integer, .boolean, .city, .time: []
    }
  }

  /// The words for one choice, where the setting says Solverv has them (``Setting/words``): a
  /// language's own name, the clock and date order with an example, the moments; `auto` is
  /// "Automatic".
  static func label(_ setting: Setting, _ value: String, _ words: [String: String]) -> String? {
    if value == "auto" { return words["automatic"] }
    switch setting.words {
    case .none: return nil
    case .languageNames: return Languages.named(value)?.nativeName
    case .settingsWords(let prefix): return words[prefix + (value == "HH:MM" ? "time" : value)]
    }
  }

  static func json(_ value: SettingValue) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .integer(let number): .int(number)
    case .boolean(let flag): .bool(flag)
    }
  }
}

extension SettingsFile {
  /// The schema in the language the config file chooses, else the locale's (as ``words(path:)``).
  public static func schema(path: String) throws(Failure) -> JSONValue {
    try schema(of: try readForReading(path), path: path)
  }

  /// The schema for `bytes`, the file at `path` as already read (``ConfigLoader``).
  public static func schema(of bytes: [UInt8], path: String) throws(Failure) -> JSONValue {
    let config = try parse(bytes, path: path)
    return SettingsSchema.json(in: Plan.language(for: config))
  }
}
