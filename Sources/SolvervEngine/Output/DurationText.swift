/// Durations as people read them.
public enum DurationText {
  /// `12h 07m 12s`; negative durations get a leading `-`.
  public static func hms(_ seconds: Int) -> String {
    format(seconds, .hms, signed: false, language: English())
  }

  /// `seconds` in `style`; `signed` puts `+` before non-negative values (negative values always
  /// carry `-`).
  public static func format(_ seconds: Int, _ style: DurationStyle, signed: Bool, language: any Localization) -> String {
    let sign = seconds < 0 ? "-" : (signed ? "+" : "")
    let s = abs(seconds)
    switch style {
    case .hm:
      let minutes = (s + 30) / 60
      return "\(sign)\(minutes / 60)h \(pad(minutes % 60, 2))m"
    case .hms:
      return "\(sign)\(s / 3_600)h \(pad(s / 60 % 60, 2))m \(pad(s % 60, 2))s"
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
