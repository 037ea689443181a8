/// Durations as people read them.
public enum DurationText {
  /// `12h 07m 12s`; negative durations get a leading `-`.
  public static func hms(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : ""
    let s = abs(seconds)
    return "\(sign)\(s / 3_600)h \(pad(s / 60 % 60, 2))m \(pad(s % 60, 2))s"
  }
}
