/// The words of the applets' settings windows (GNOME's prefs.js, the Plasma settings page), so
/// they speak the language the rest of Solverv speaks. Each language says them in its own file;
/// ``Localization/settingsWords()`` adds the examples the engine can write itself (a time on
/// each clock, a date in each order, the daily message's two parts) and hands all of it out as
/// key/text pairs: D-Bus `GetSettingsWords`, `solverv-status config words`.
public enum SettingsWord: String, CaseIterable, Sendable {
  case place, showing
  case useLocation = "use_location", useLocationHint = "use_location_hint", leaveLocation = "leave_location"
  case searchCity = "search_city"
  case display, language, clock
  case dateOrder = "date_order", dateOrderHint = "date_order_hint"
  case events, eventsHint = "events_hint"
  case automatic
  case hour24 = "hour_24", hour12 = "hour_12"
  case monthFirst = "month_first", dayFirst = "day_first", yearFirst = "year_first"
  case notification, notificationHint = "notification_hint", when
  case atSunrise = "at_sunrise", atTime = "at_time", atSunset = "at_sunset"
  case timeOfDay = "time_of_day", set
  case dailyChange = "daily_change", sinceSolstice = "since_solstice"
  case summerPause = "summer_pause", summerPauseHint = "summer_pause_hint"
  case sadPause = "sad_pause", sadPauseHint = "sad_pause_hint"
  case notRunning = "not_running", notRunningHint = "not_running_hint", start
  // The light/dark switch (`[theme]`).
  case theme, themeHint = "theme_hint", themeSwitch = "theme_switch"
  case switchSun = "switch_sun", switchCivil = "switch_civil", switchNautical = "switch_nautical"
  case switchElevation = "switch_elevation", elevation
  case morning, evening, offset
  case notBefore = "not_before", notAfter = "not_after", noLimit = "no_limit"
  case dark, light, followSun = "follow_sun"
  // `hemisphere`'s choices.
  case hemisphereNorth = "hemisphere_north", hemisphereSouth = "hemisphere_south"
}

extension Localization {
  /// Every ``SettingWord`` in this language, then the examples: `clock_24h` "24-hour (17:05)",
  /// `clock_12h`, `order_mdy` "Month first (Dec 21, 2026)", `order_dmy`, `order_ymd` (English
  /// dates, or the order in digits elsewhere: only English follows it), `daily_change_example`
  /// "+2 min today", `since_solstice_example` "+47 min since Dec 21", the quotation marks
  /// `quote_open` and `quote_close` (the Plasma page quotes the examples); last the applets' own
  /// sentences.
  public func settingsWords() -> [(key: String, text: String)] {
    // Dec 21, 2026 (day 20808 since 1970) at 17:05: a winter solstice evening for the examples.
    let solstice = CivilDate(daysSince1970: 20_808)
    let evening = LocalDateTime(date: solstice, secondOfDay: 17 * 3_600 + 5 * 60, utcOffset: 0)
    var words: [(key: String, text: String)] = SettingsWord.allCases.map { ($0.rawValue, settingsWord($0)) }
    words.append(("clock_24h", settingsWord(.hour24) + " (" + time(evening, clock: .twentyFourHour) + ")"))
    words.append(("clock_12h", settingsWord(.hour12) + " (" + time(evening, clock: .twelveHour) + ")"))
    let orders: [(key: String, word: SettingsWord, order: DateOrder)] = [
      ("order_mdy", .monthFirst, .mdy), ("order_dmy", .dayFirst, .dmy), ("order_ymd", .yearFirst, .ymd),
    ]
    for (key, word, order) in orders {
      words.append((key, settingsWord(word) + " (" + dateOrderExample(solstice, order) + ")"))
    }
    words.append(("daily_change_example", dailyChange(seconds: 120)))
    words.append(("since_solstice_example", changeSinceSolstice(seconds: 47 * 60, solsticeDate: solstice)))
    words.append(("quote_open", quotationMarks.open))
    words.append(("quote_close", quotationMarks.close))
    return words + appletWords() + appletProblems()
  }

  /// The date order's example: English's own date ("Dec 21, 2026"); in the other languages, whose
  /// dates the order does not touch, the same order in digits ("12/21/2026"): no English month.
  private func dateOrderExample(_ date: CivilDate, _ order: DateOrder) -> String {
    guard code != "en" else { return English(dateOrder: order).longDate(date) }
    let (day, month) = (pad(date.day, 2), pad(date.month, 2))
    switch order {
    case .mdy: return "\(month)/\(day)/\(date.year)"
    case .dmy: return "\(day)/\(month)/\(date.year)"
    case .ymd: return "\(date.year)-\(month)-\(day)"
    }
  }
}
