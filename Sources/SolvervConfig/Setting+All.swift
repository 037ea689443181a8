public import SolvervEngine

extension Setting {
  /// The switches that make the notification's and the theme's other controls usable.
  private static let notifying = "notifications.enabled", theming = "theme.enabled"

  /// Every setting, in the order of `config init`'s template and `config check`'s summary. The
  /// choices come from the engine's own lists (`Languages.all`, `ClockStyle`, `DateOrder`,
  /// `Hemisphere`, the list lengths), so a new language or choice needs no edit here; each
  /// default is the model's own (``Field``), and rules between settings are ``SettingRule``s.
  public static let all: [Setting] = [
    Setting(
      "language", .choice, choices: ["auto"] + Languages.codes, noun: .language, note: .language,
      words: .languageNames, synonyms: ["no": "nb", "nn": "nb"], window: .init(.display, .language), field: .auto(\.language)),
    Setting(
      "clock", .choice, choices: ["auto"] + ClockStyle.allCases.map(\.rawValue), noun: .clock, note: .clock,
      words: .settingsWords(prefix: "clock_"), window: .init(.display, .clock), field: .auto(\.clock)),
    Setting(
      "date_order", .choice, choices: ["auto"] + DateOrder.allCases.map(\.rawValue), noun: .dateOrder,
      note: .dateOrder, words: .settingsWords(prefix: "order_"),
      window: .init(.display, .dateOrder, hint: .dateOrderHint), field: .auto(\.dateOrder)),
    Setting(
      "hemisphere", .choice, choices: ["auto"] + Hemisphere.allCases.map(\.rawValue), noun: .hemisphere,
      note: .hemisphere, words: .settingsWords(prefix: "hemisphere_"), field: .auto(\.hemisphere)),
    Setting(
      "events", .integer, range: SnapshotSettings.listCounts, noun: .listLength, note: .events,
      window: .init(.display, .events, hint: .eventsHint),
      field: .number(\.eventCount, unset: SnapshotSettings.defaultListCount)),
    Setting(
      "location.city", .city, noun: .city,
      window: .init(.place, .searchCity),
      field: .place {
        if case .city(let name)? = $0.location { return .string(name) }
        return .string("")
      }),
    Setting(
      "location.auto", .boolean, noun: .switchValue, allowed: .onlyTrue,
      window: .init(.place, .useLocation, hint: .useLocationHint, staysOn: .leaveLocation),
      field: .place { .boolean($0.location == .automatic) }),
    Setting(
      "notifications.enabled", .boolean, noun: .switchValue, note: .notificationsEnabled,
      window: .init(.notification, .notification, hint: .notificationHint),
      field: .flag(\.notifications.enabled)),
    Setting(
      "notifications.at", .moment, noun: .time, words: .settingsWords(prefix: "at_"),
      window: .init(.notification, .when, needs: notifying),
      field: .moment(\.notifications.at)),
    Setting(
      "notifications.daily_change", .boolean, noun: .switchValue, note: .dailyChange,
      window: .init(.notification, .dailyChange, example: "daily_change_example", needs: notifying),
      field: .part(.dailyChange)),
    Setting(
      "notifications.since_solstice", .boolean, noun: .switchValue, note: .sinceSolstice,
      window: .init(.notification, .sinceSolstice, example: "since_solstice_example", needs: notifying),
      field: .part(.sinceSolstice)),
    Setting(
      "notifications.summer_mode", .boolean, noun: .switchValue, note: .summerMode,
      window: .init(.notification, .summerPause, hint: .summerPauseHint, needs: notifying),
      field: .flag(\.notifications.summerMode)),
    Setting(
      "notifications.sad", .boolean, noun: .switchValue, note: .sad,
      window: .init(.notification, .sadPause, hint: .sadPauseHint, needs: notifying),
      field: .flag(\.notifications.sad)),
    Setting(
      "theme.enabled", .boolean, noun: .switchValue, note: .themeEnabled, window: .init(.theme, .theme, hint: .themeHint),
      field: .flag(\.theme.enabled)),
    Setting(
      "theme.switch", .choice, choices: ThemeRule.names, noun: .switchRule, note: .themeSwitch,
      words: .settingsWords(prefix: "switch_"), window: .init(.theme, .themeSwitch, needs: theming),
      field: .choice(\.theme.rule)),
    Setting(
      "theme.elevation", .integer, range: ThemeSettings.elevations, noun: .elevation, note: .themeElevation,
      window: .init(.theme, .elevation, needs: theming, shownWhen: ("theme.switch", "elevation")),
      field: .degrees(\.theme.elevation)),
    Setting(
      "theme.morning_offset", .integer, range: ThemeSettings.offsetMinutes, noun: .offset, note: .morningOffset,
      window: .init(.morning, .offset, needs: theming),
      field: .number(\.theme.morningOffsetMinutes)),
    Setting(
      "theme.evening_offset", .integer, range: ThemeSettings.offsetMinutes, noun: .offset, note: .eveningOffset,
      window: .init(.evening, .offset, needs: theming),
      field: .number(\.theme.eveningOffsetMinutes)),
    Setting(
      "theme.morning_not_before", .time, noun: .time, note: .morningNotBefore,
      window: .init(.morning, .notBefore, needs: theming),
      field: .limit(\.theme.morningLimits.notBefore)),
    Setting(
      "theme.morning_not_after", .time, noun: .time, note: .morningNotAfter,
      window: .init(.morning, .notAfter, needs: theming),
      field: .limit(\.theme.morningLimits.notAfter)),
    Setting(
      "theme.evening_not_before", .time, noun: .time, note: .eveningNotBefore,
      window: .init(.evening, .notBefore, needs: theming),
      field: .limit(\.theme.eveningLimits.notBefore)),
    Setting(
      "theme.evening_not_after", .time, noun: .time, note: .eveningNotAfter,
      window: .init(.evening, .notAfter, needs: theming),
      field: .limit(\.theme.eveningLimits.notAfter)),
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
    // Keys are at most one table deep (`notifications.enabled`); compared without building arrays.
    all.filter { setting in
      guard let table else { return setting.path.count == 1 }
      return setting.path.count == 2 && setting.path[0] == table
    }
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
