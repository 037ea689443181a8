/// The user's choices that shape a snapshot (from the config file and flags).
public struct SnapshotSettings: Sendable {
  public var language: any Localization
  /// Forces the season names of one hemisphere; nil follows the location's latitude.
  public var hemisphere: Hemisphere?
  public var clock: ClockStyle
  /// Which parts the daily message carries (at least one is on).
  public var messageParts: MessageParts
  /// How many upcoming events the snapshot lists.
  public var upcomingCount: Int
  /// How many of them the large views list (tooltip, conky, the applets' view): config `events`,
  /// 1–12, default 8.
  public var listCount: Int
  /// The zone of the machine showing the snapshot, to mark a place whose clock differs
  /// (``SolarSnapshot/zoneComparison``); nil when unknown, and nothing is marked.
  public var systemZone: TimeZoneRules?
  /// An altitude of the Sun's centre (degrees) whose crossings the templates show
  /// (`{altitude_rise}`, `{altitude_set}`, `{altitude_above}`); nil: those are absent.
  public var altitude: Double? = nil
  /// The light/dark switch (`[theme]`); off by default, and then no theme is computed.
  public var theme = ThemeSettings()
  /// The manual light/dark choice on file (`theme.toml` in the state folder), if any.
  public var themeOverride: ThemeOverride? = nil

  public init(
    language: any Localization = English(), hemisphere: Hemisphere? = nil,
    clock: ClockStyle = .twentyFourHour, messageParts: MessageParts = .all, upcomingCount: Int = 12,
    systemZone: TimeZoneRules? = nil, listCount: Int = SnapshotSettings.defaultListCount,
    theme: ThemeSettings = ThemeSettings()
  ) {
    self.theme = theme
    self.listCount = min(max(listCount, 1), 12)
    self.language = language
    self.hemisphere = hemisphere
    self.clock = clock
    self.messageParts = messageParts
    self.upcomingCount = upcomingCount
    self.systemZone = systemZone
  }
}

extension SnapshotSettings {
  /// The large views' list length when nothing says otherwise (the main screen of the designs).
  public static let defaultListCount = 8
  /// The allowed list lengths.
  public static let listCounts = 1...12
}

/// The order of a date's parts: month first (en_US), day first (en_GB, de_DE, nb_NO…) or year
/// first (sv_SE, ja_JP, ISO 8601).
public enum DateOrder: String, Sendable, CaseIterable {
  case mdy, dmy, ymd
}

/// 24-hour ("14:46") or 12-hour ("2:46 PM") times.
public enum ClockStyle: String, Sendable, CaseIterable {
  case twentyFourHour = "24h"
  case twelveHour = "12h"
}

/// The switchable parts of the daily daylight message.
public struct MessageParts: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// "+2 min today"
  public static let dailyChange = MessageParts(rawValue: 1)
  /// "+47 min since Dec 21"
  public static let sinceSolstice = MessageParts(rawValue: 2)
  public static let all: MessageParts = [.dailyChange, .sinceSolstice]
}
