public import SolvervConfig
import SolvervEngine

/// The settings `config get/set` and D-Bus `GetSettings`/`SetSettings` read and write, one row
/// per key: its dotted name, the kind of value, what is allowed (for messages), and how to read
/// the value in effect (the default when the file is silent). Validation is the config reader's
/// own: a set rewrites the text and parses it again, so the rules live in one place.
public struct SettingKey: Sendable {
  public enum Kind: String, Sendable {
    case string, integer, boolean
  }

  public let name: String
  public let kind: Kind
  public let allowed: String
  public let read: @Sendable (SolvervConfig) -> SettingValue

  /// The key's path in the TOML file.
  public var path: [String] { name.split(separator: ".").map(String.init) }
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
}

extension SettingKey {
  public static let all: [SettingKey] = [
    SettingKey(name: "language", kind: .string, allowed: "auto, " + Languages.codes.joined(separator: ", ")) {
      .string($0.language ?? "auto")
    },
    SettingKey(name: "clock", kind: .string, allowed: "auto, 24h or 12h") { .string($0.clock?.rawValue ?? "auto") },
    SettingKey(name: "date_order", kind: .string, allowed: "auto, mdy, dmy or ymd") {
      .string($0.dateOrder?.rawValue ?? "auto")
    },
    SettingKey(name: "hemisphere", kind: .string, allowed: "auto, north or south") {
      .string($0.hemisphere.map { $0 == .northern ? "north" : "south" } ?? "auto")
    },
    SettingKey(name: "events", kind: .integer, allowed: "a whole number from 1 to 12") {
      .integer($0.eventCount ?? SnapshotSettings.defaultListCount)
    },
    SettingKey(name: "location.city", kind: .string, allowed: "a city of the bundled table (see `locate`)") {
      if case .city(let name)? = $0.location { return .string(name) }
      return .string("")
    },
    SettingKey(name: "location.auto", kind: .boolean, allowed: "true (set location.city to leave it)") {
      .boolean($0.location == .automatic)
    },
    SettingKey(name: "notifications.enabled", kind: .boolean, allowed: "true or false") {
      .boolean($0.notifications.enabled)
    },
    SettingKey(name: "notifications.at", kind: .string, allowed: "sunrise, sunset or HH:MM (24-hour)") {
      .string(NotificationMomentText.text($0.notifications.at))
    },
    SettingKey(name: "notifications.daily_change", kind: .boolean, allowed: "true or false (one of the two parts stays on)") {
      .boolean($0.notifications.parts.contains(.dailyChange))
    },
    SettingKey(
      name: "notifications.since_solstice", kind: .boolean, allowed: "true or false (one of the two parts stays on)"
    ) { .boolean($0.notifications.parts.contains(.sinceSolstice)) },
    SettingKey(name: "notifications.summer_mode", kind: .boolean, allowed: "true or false") {
      .boolean($0.notifications.summerMode)
    },
    SettingKey(name: "notifications.sad", kind: .boolean, allowed: "true or false") { .boolean($0.notifications.sad) },
  ]

  public static func named(_ name: String) -> SettingKey? { all.first { $0.name == name } }
}

/// `sunrise`, `sunset` or `HH:MM`, as the config writes a notification moment.
enum NotificationMomentText {
  static func text(_ moment: NotificationSettings.Moment) -> String {
    switch moment {
    case .sunrise: return "sunrise"
    case .sunset: return "sunset"
    case .timeOfDay(let seconds):
      let (hours, minutes) = (seconds / 3600, seconds % 3600 / 60)
      return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }
  }
}
