/// Durations as people read them.
public enum DurationText {
  /// `12h 07m 12s` (in `language`: "12 t 7 min 12 sek"); negative durations get a leading minus.
  public static func hms(_ seconds: Int, language: any Localization = English()) -> String {
    format(seconds, .hms, signed: false, language: language)
  }

  /// `seconds` in `style`; `signed` puts `+` before non-negative values. Negative values carry
  /// the language's minus sign (U+2212, English "-"), except the bare numbers of `minutes` and
  /// `seconds`, which scripts read: ASCII "-".
  public static func format(
    _ seconds: Int, _ style: DurationStyle, signed: Bool, language: any Localization
  ) -> String {
    let plainNumber = style == .minutes || style == .seconds
    let sign = seconds < 0 ? (plainNumber ? "-" : language.minusSign) : (signed ? "+" : "")
    let s = abs(seconds)
    switch style {
    case .hm:
      let minutes = (s + 30) / 60
      return sign + language.lengthOfTime(hours: minutes / 60, minutes: minutes % 60, seconds: nil, hoursAlways: true)
    case .hms:
      return sign + language.lengthOfTime(hours: s / 3_600, minutes: s / 60 % 60, seconds: s % 60, hoursAlways: true)
    case .clock:
      let minutes = (s + 30) / 60
      return "\(sign)\(pad(minutes / 60, 2)):\(pad(minutes % 60, 2))"
    case .human:
      return sign + language.duration(seconds: s)
    case .minutes:
      return sign + String((s + 30) / 60)
    case .seconds:
      return sign + String(s)
    }
  }
}
