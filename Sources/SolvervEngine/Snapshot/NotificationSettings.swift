/// The daily daylight notification of the "Longer Days" design: when, what, and when to pause.
/// A plain value: `SolvervConfig` reads it from `[notifications]` in config.toml.
public struct NotificationSettings: Sendable, Hashable {
  public enum Moment: Sendable, Hashable {
    case sunrise
    case sunset
    /// Seconds after local midnight.
    case timeOfDay(Int)
  }

  public var enabled: Bool
  public var at: Moment
  public var parts: MessageParts
  /// Pause after the summer solstice, resume at the winter solstice.
  public var summerMode: Bool
  /// No notifications while days are getting shorter.
  public var sad: Bool

  public init(
    enabled: Bool = true, at: Moment = .sunrise, parts: MessageParts = .all, summerMode: Bool = false, sad: Bool = false
  ) {
    self.enabled = enabled
    self.at = at
    self.parts = parts
    self.summerMode = summerMode
    self.sad = sad
  }
}

extension NotificationSettings.Moment {
  /// `sunrise`, `sunset` or `HH:MM`.
  public init?(_ text: String) {
    switch text {
    case "sunrise": self = .sunrise
    case "sunset": self = .sunset
    default:
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }),
        let h = parseDigits(ArraySlice(parts[0].utf8)), let m = parseDigits(ArraySlice(parts[1].utf8)),
        h < 24, m < 60
      else { return nil }
      self = .timeOfDay(h * 3_600 + m * 60)
    }
  }
}
