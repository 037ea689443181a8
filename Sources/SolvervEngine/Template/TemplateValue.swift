/// A placeholder's value before formatting.
public enum TemplateValue: Sendable {
  case text(String)
  case number(Double, decimals: Int)
  /// A fraction 0…1 shown as a percentage.
  case percent(Double)
  /// A fraction 0…1 shown as a percentage with its sign, in the language's form: "67%", "67 %",
  /// "67,5 %".
  case percentSign(Double)
  case date(Instant, TimeZoneRules)
  case time(Instant, TimeZoneRules)
  /// A sun time of the day `CivilDate`: as ``time``, with ``SunDay/dayMark(_:)`` when it falls on
  /// another date (a sunset after midnight: "00:37 +1"). A pattern spec prints the pattern only.
  case sunTime(Instant, TimeZoneRules, of: CivilDate)
  case duration(seconds: Int)
  case signedDuration(seconds: Int)
  /// A true flag (false flags are absent).
  case flag

  /// The text of the value under `spec`, in the settings' language and clock.
  func formatted(_ spec: TemplateSpec?, settings: SnapshotSettings) -> String {
    let language = settings.language
    switch self {
    case .text(let text):
      if case .width(let width) = spec, text.count > width {
        return String(text.prefix(max(0, width - 1))) + "…"
      }
      return text
    case .number(let value, let decimals):
      if case .decimals(let d) = spec { return fixed(value, d) }
      return fixed(value, decimals)
    case .percent(let fraction):
      if case .decimals(let d) = spec { return fixed(fraction * 100, d) }
      return String(Int((fraction * 100).rounded()))
    case .percentSign(let fraction):
      let decimals: Int
      if case .decimals(let d) = spec { decimals = d } else { decimals = 0 }
      return language.percent(language.decimalMarked(fixed(fraction * 100, decimals)))
    case .date(let instant, let zone):
      if case .pattern(let pattern) = spec {
        return TimeFormat.format(instant, in: zone, pattern: pattern, language: language)
      }
      return language.shortDate(zone.localDate(at: instant))
    case .time(let instant, let zone):
      if case .pattern(let pattern) = spec {
        return TimeFormat.format(instant, in: zone, pattern: pattern, language: language)
      }
      return language.time(zone.localDateTimeToTheMinute(at: instant), clock: settings.clock)
    case .sunTime(let instant, let zone, let day):
      if case .pattern(let pattern) = spec {
        return TimeFormat.format(instant, in: zone, pattern: pattern, language: language)
      }
      let local = zone.localDateTimeToTheMinute(at: instant)
      return language.time(local, clock: settings.clock) + SunDay.dayMark(day.days(to: local.date))
    case .duration(let seconds):
      let style: DurationStyle
      if case .duration(let chosen) = spec { style = chosen } else { style = .hm }
      return DurationText.format(seconds, style, signed: false, language: language)
    case .signedDuration(let seconds):
      let style: DurationStyle
      if case .duration(let chosen) = spec { style = chosen } else { style = .human }
      return DurationText.format(seconds, style, signed: true, language: language)
    case .flag:
      return ""
    }
  }
}

/// `value` with exactly `decimals` digits after the point, rounded half away from zero.
func fixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "—" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int64(scaled / scale)
  let fraction = Int64(scaled) - whole * Int64(scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  if decimals == 0 { return sign + String(whole) }
  return sign + String(whole) + "." + pad(Int(fraction), decimals)
}

/// A progress bar of `width` cells: filled █, empty ░.
func progressBar(_ fraction: Double, width: Int) -> String {
  let filled = max(0, min(width, Int((fraction * Double(width)).rounded())))
  return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
}
