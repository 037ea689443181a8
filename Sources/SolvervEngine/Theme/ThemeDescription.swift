/// The words of `solverv-status theme`: the mode and why, the next switch, the rule in force, in
/// the user's language (``ThemePhrase``; times in the language's form, on the 24-hour clock unless
/// the user chose the 12-hour one).
public enum ThemeDescription {
  public static func lines(
    _ state: ThemeState, settings: ThemeSettings, now: Instant, zone: TimeZoneRules, language: any Localization = English(),
    clock: ClockStyle = .twentyFourHour
  ) -> [String] {
    let words = Words(language: language, settings: settings, now: now, zone: zone, clockStyle: clock)
    let mode = state.mode
    var lines: [String] = []
    switch state.cause {
    case .scheduled(let since):
      lines.append(language.themePhrase(.since(mode, when: words.when(since), crossing: words.crossing(mode))))
    case .allDay(let since?):
      lines.append(language.themePhrase(.allDaySince(mode, when: words.when(since))))
    case .allDay(nil):
      lines.append(language.themePhrase(.allYear(mode, altitude: words.degrees(settings.altitude))))
    case .limitsLeaveNoSwitch:
      lines.append(language.themePhrase(.limitsLeaveNoSwitch(mode)))
    case .manual(let until?):
      lines.append(language.themePhrase(.chosenUntil(mode, when: words.when(until))))
    case .manual(nil):
      lines.append(language.themePhrase(.chosenWithoutEnd(mode)))
    }
    if let next = state.next {
      lines.append(language.themePhrase(.next(next.mode, when: words.when(next.instant), crossing: words.crossing(next.mode))))
    } else if state.cause == .limitsLeaveNoSwitch || (settings.limitsDropEverySwitch && state.override != nil) {
      lines.append(language.themePhrase(.nextNoneByLimits))
    } else {
      lines.append(language.themePhrase(.nextNoneWithinYear))
    }
    lines.append(language.themePhrase(.rule(light: words.crossing(.light), dark: words.crossing(.dark))))
    return lines
  }

  /// The pieces the lines quote, written in one language.
  struct Words {
    let language: any Localization
    let settings: ThemeSettings
    let now: Instant
    let zone: TimeZoneRules
    /// The clock the times are written on: the 24-hour one unless the user chose.
    let clockStyle: ClockStyle

    /// "sunset", "civil dawn + 15 min, not before 07:00", "the Sun rising through −3°".
    func crossing(_ mode: ThemeMode) -> String {
      let light = mode == .light
      var text = language.themePhrase(.crossing(settings.rule, rising: light, elevation: degrees(settings.elevation)))
      let minutes = light ? settings.morningOffsetMinutes : settings.eveningOffsetMinutes
      if minutes != 0 { text += (minutes > 0 ? " + " : " − ") + language.themePhrase(.minutes(abs(minutes))) }
      let limits = light ? settings.morningLimits : settings.eveningLimits
      if let first = limits.notBefore { text += ", " + language.themePhrase(.notBefore(clock(first))) }
      if let last = limits.notAfter { text += ", " + language.themePhrase(.notAfter(clock(last))) }
      return text
    }

    /// "16:12" today, "08:47 tomorrow", "08:47 on 2027-01-15".
    func when(_ instant: Instant) -> String {
      let local = zone.localDateTimeToTheMinute(at: instant)
      let today = zone.localDate(at: now)
      let days = today.days(to: local.date)
      return language.themePhrase(
        .when(clock: clock(local.secondOfDay), date: local.date, days: days, otherYear: local.date.year != today.year))
    }

    func clock(_ secondOfDay: Int) -> String {
      let date = zone.localDate(at: now)
      return language.time(LocalDateTime(date: date, secondOfDay: secondOfDay, utcOffset: 0), clock: clockStyle)
    }

    /// "−0.833°", "6°": the sign a true minus, the mark the language's.
    func degrees(_ value: Double) -> String {
      let magnitude = (abs(value) * 1_000).rounded() / 1_000
      let text = magnitude == magnitude.rounded() ? String(Int(magnitude)) : String(magnitude)
      return (value < 0 && magnitude > 0 ? "−" : "") + language.decimalMarked(text) + "°"
    }
  }
}
