/// The words of `solverv-status theme`: the mode and why, the next switch, the rule in force.
/// (English, like the other terminal tables' explanations; the bars and applets show the mode.)
public enum ThemeDescription {
  public static func lines(_ state: ThemeState, settings: ThemeSettings, now: Instant, zone: TimeZoneRules) -> [String] {
    let mode = state.mode.rawValue.prefix(1).uppercased() + state.mode.rawValue.dropFirst()
    var lines: [String] = []
    switch state.cause {
    case .scheduled(let since):
      lines.append("\(mode) since \(time(since, now: now, zone: zone)) (\(crossing(state.mode, settings)))")
    case .allDay(let since?):
      lines.append("\(mode) all day: no switch since \(time(since, now: now, zone: zone))")
    case .allDay(nil):
      let side = state.mode == .light ? "above" : "below"
      lines.append("\(mode) all day: the Sun stays \(side) \(degrees(settings.altitude)) all year")
    case .limitsLeaveNoSwitch:
      lines.append("\(mode) all day: your limits leave no switch (dark comes no later than light would)")
    case .manual(let until?):
      lines.append("\(mode) by choice until \(time(until, now: now, zone: zone)) (the next switch; `theme auto` ends it now)")
    case .manual(nil):
      lines.append("\(mode) by choice: no switch comes, so it holds until `theme auto`")
    }
    if let next = state.next {
      lines.append("Next: \(next.mode.rawValue) at \(time(next.instant, now: now, zone: zone)) (\(crossing(next.mode, settings)))")
    } else if state.cause == .limitsLeaveNoSwitch || (settings.limitsDropEverySwitch && state.override != nil) {
      lines.append("Next: no switch while your limits leave none")
    } else {
      lines.append("Next: no switch within a year")
    }
    lines.append("Rule: " + rule(settings))
    return lines
  }

  /// "sunset", "civil dawn + 15 min", "the Sun rising through −3°".
  static func crossing(_ mode: ThemeMode, _ settings: ThemeSettings) -> String {
    let light = mode == .light
    let name: String
    switch settings.rule {
    case .sun: name = light ? "sunrise" : "sunset"
    case .civil: name = light ? "civil dawn" : "civil dusk"
    case .nautical: name = light ? "nautical dawn" : "nautical dusk"
    case .elevation: name = "the Sun " + (light ? "rising" : "setting") + " through " + degrees(settings.elevation)
    }
    let minutes = light ? settings.morningOffsetMinutes : settings.eveningOffsetMinutes
    let offset = minutes == 0 ? "" : (minutes > 0 ? " + \(minutes) min" : " − \(-minutes) min")
    return name + offset + limitsNote(light ? settings.morningLimits : settings.eveningLimits)
  }

  /// The whole rule, both switches.
  static func rule(_ settings: ThemeSettings) -> String {
    "light at \(crossing(.light, settings)), dark at \(crossing(.dark, settings))"
  }

  private static func limitsNote(_ limits: ThemeLimits) -> String {
    var parts: [String] = []
    if let first = limits.notBefore { parts.append("not before " + clock(first)) }
    if let last = limits.notAfter { parts.append("not after " + clock(last)) }
    return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
  }

  /// "16:12" today, "08:47 tomorrow", "08:47 on 2027-01-15".
  static func time(_ instant: Instant, now: Instant, zone: TimeZoneRules) -> String {
    let local = zone.localDateTimeToTheMinute(at: instant)
    let text = clock(local.secondOfDay)
    let days = zone.localDate(at: now).days(to: local.date)
    switch days {
    case 0: return text
    case 1: return text + " tomorrow"
    case -1: return text + " yesterday"
    default: return text + " on " + local.date.description
    }
  }

  private static func clock(_ secondOfDay: Int) -> String {
    pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay / 60 % 60, 2)
  }

  private static func degrees(_ value: Double) -> String {
    let magnitude = (abs(value) * 1_000).rounded() / 1_000
    let text = magnitude == magnitude.rounded() ? String(Int(magnitude)) : String(magnitude)
    return (value < 0 && magnitude > 0 ? "−" : "") + text + "°"
  }
}
