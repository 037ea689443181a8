public import SolvervEngine

extension Setting {
  /// Every setting, in the order of `config init`'s template and `config check`'s summary. The
  /// choices come from the engine's own lists (`Languages.all`, `ClockStyle`, `DateOrder`,
  /// `Hemisphere`, the list lengths), so a new language or choice needs no edit here.
  public static let all: [Setting] = [
    Setting(
      "language", .choice, choices: ["auto"] + Languages.codes, default: .string("auto"), noun: .language,
      note: .language, words: .languageNames, synonyms: ["no": "nb", "nn": "nb"]
    ) { .string($0.language ?? "auto") },
    Setting(
      "clock", .choice, choices: ["auto"] + ClockStyle.allCases.map(\.rawValue), default: .string("auto"),
      noun: .clock, note: .clock, words: .settingsWords(prefix: "clock_")
    ) { .string($0.clock?.rawValue ?? "auto") },
    Setting(
      "date_order", .choice, choices: ["auto"] + DateOrder.allCases.map(\.rawValue), default: .string("auto"),
      noun: .dateOrder, note: .dateOrder,
      words: .settingsWords(prefix: "order_")
    ) { .string($0.dateOrder?.rawValue ?? "auto") },
    Setting(
      "hemisphere", .choice, choices: ["auto"] + Hemisphere.allCases.map(\.rawValue), default: .string("auto"),
      noun: .hemisphere, note: .hemisphere, words: .settingsWords(prefix: "hemisphere_")
    ) { .string($0.hemisphere?.rawValue ?? "auto") },
    Setting(
      "events", .integer, range: SnapshotSettings.listCounts, default: .integer(SnapshotSettings.defaultListCount),
      noun: .listLength, note: .events
    ) { .integer($0.eventCount ?? SnapshotSettings.defaultListCount) },
    Setting("location.city", .city, default: .string(""), noun: .city) {
      if case .city(let name)? = $0.location { return .string(name) }
      return .string("")
    },
    Setting(
      "location.auto", .boolean, default: .boolean(false), noun: .switchValue, allowed: .onlyTrue
    ) { .boolean($0.location == .automatic) },
    Setting("notifications.enabled", .boolean, default: .boolean(true), noun: .switchValue, note: .notificationsEnabled) {
      .boolean($0.notifications.enabled)
    },
    Setting("notifications.at", .moment, default: .string("sunrise"), noun: .time, words: .settingsWords(prefix: "at_")) {
      .string(NotificationMomentText.text($0.notifications.at))
    },
    Setting(
      "notifications.daily_change", .boolean, default: .boolean(true), noun: .switchValue,
      allowed: .trueOrFalseOnePartOn, note: .dailyChange
    ) { .boolean($0.notifications.parts.contains(.dailyChange)) },
    Setting(
      "notifications.since_solstice", .boolean, default: .boolean(true), noun: .switchValue,
      allowed: .trueOrFalseOnePartOn, note: .sinceSolstice
    ) { .boolean($0.notifications.parts.contains(.sinceSolstice)) },
    Setting(
      "notifications.summer_mode", .boolean, default: .boolean(false), noun: .switchValue,
      note: .summerMode
    ) { .boolean($0.notifications.summerMode) },
    Setting(
      "notifications.sad", .boolean, default: .boolean(false), noun: .switchValue,
      note: .sad
    ) { .boolean($0.notifications.sad) },
    Setting(
      "theme.enabled", .boolean, default: .boolean(false), noun: .switchValue,
      note: .themeEnabled
    ) { .boolean($0.theme.enabled) },
    Setting(
      "theme.switch", .choice, choices: ThemeRule.names, default: .string("sun"), noun: .switchRule,
      note: .themeSwitch,
      words: .settingsWords(prefix: "switch_")
    ) { .string($0.theme.rule.rawValue) },
    Setting(
      "theme.elevation", .integer, range: ThemeSettings.elevations, default: .integer(0), noun: .elevation,
      note: .themeElevation
    ) { .integer(Int($0.theme.elevation.rounded())) },
    Setting(
      "theme.morning_offset", .integer, range: ThemeSettings.offsetMinutes, default: .integer(0), noun: .offset,
      note: .morningOffset
    ) { .integer($0.theme.morningOffsetMinutes) },
    Setting(
      "theme.evening_offset", .integer, range: ThemeSettings.offsetMinutes, default: .integer(0), noun: .offset,
      note: .eveningOffset
    ) { .integer($0.theme.eveningOffsetMinutes) },
    Setting("theme.morning_not_before", .time, default: .string(""), noun: .time, note: .morningNotBefore) {
      .string(ClockTimeText.text($0.theme.morningLimits.notBefore))
    },
    Setting("theme.morning_not_after", .time, default: .string(""), noun: .time, note: .morningNotAfter) {
      .string(ClockTimeText.text($0.theme.morningLimits.notAfter))
    },
    Setting("theme.evening_not_before", .time, default: .string(""), noun: .time, note: .eveningNotBefore) {
      .string(ClockTimeText.text($0.theme.eveningLimits.notBefore))
    },
    Setting("theme.evening_not_after", .time, default: .string(""), noun: .time, note: .eveningNotAfter) {
      .string(ClockTimeText.text($0.theme.eveningLimits.notAfter))
    },
  ]

  /// The settings but the place's, grouped as the file groups them: the top level, then each
  /// table (`config check`'s summary lines).
  public static var summaryGroups: [[Setting]] {
    let shown = all.filter { $0.path.first != "location" }
    var groups: [[Setting]] = []
    for setting in shown {
      if let last = groups.last?.last, last.path.dropLast() == setting.path.dropLast() {
        groups[groups.count - 1].append(setting)
      } else {
        groups.append([setting])
      }
    }
    return groups
  }

  /// The settings of one table of the file (`notifications`), or of its top level (nil), in
  /// ``all``'s order: the reader's key checks and `config init`'s template group them so.
  public static func settings(in table: String?) -> [Setting] {
    all.filter { $0.path.dropLast() == (table.map { [$0] } ?? []) }
  }

  /// The top-level keys of the settings (`language`, …), for the reader's key check.
  static var topLevelNames: [String] { settings(in: nil).map(\.name) }

  /// The keys of the settings under `table` (`notifications` → `enabled`, `at`, …).
  static func names(in table: String) -> [String] { settings(in: table).map { $0.path.last! } }
}

/// `HH:MM` for a limit, "" for none.
public enum ClockTimeText {
  public static func text(_ secondOfDay: Int?) -> String {
    secondOfDay.map { NotificationMomentText.text(.timeOfDay($0)) } ?? ""
  }

  /// Seconds past midnight of `HH:MM` (24-hour), nil for anything else.
  public static func seconds(_ text: String) -> Int? {
    if case .timeOfDay(let seconds)? = NotificationSettings.Moment(text) { return seconds }
    return nil
  }
}

/// `sunrise`, `sunset` or `HH:MM`, as the config writes a notification moment.
public enum NotificationMomentText {
  public static func text(_ moment: NotificationSettings.Moment) -> String {
    switch moment {
    case .sunrise: return "sunrise"
    case .sunset: return "sunset"
    case .timeOfDay(let seconds):
      let (hours, minutes) = (seconds / 3600, seconds % 3600 / 60)
      return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }
  }
}
