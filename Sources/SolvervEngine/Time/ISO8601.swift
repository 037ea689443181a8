/// ISO 8601 / RFC 3339 text for instants, to the whole second.
public enum ISO8601 {
  /// `2026-03-20T14:46:00Z`.
  public static func utcString(_ instant: Instant) -> String {
    string(LocalDateTime(utc: instant), zulu: true)
  }

  /// `2026-03-20T15:46:00+01:00`: the wall time in `zone` with that zone's offset.
  public static func string(_ instant: Instant, in zone: TimeZoneRules) -> String {
    string(zone.localDateTime(at: instant), zulu: false)
  }

  /// `+01:00`, `+05:45`, `-09:30`; seconds are added only when the offset has them (local mean
  /// time before 1900, `+00:19:32`).
  public static func offsetString(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    var text = "\(sign)\(pad(magnitude / 3_600, 2)):\(pad(magnitude / 60 % 60, 2))"
    if magnitude % 60 != 0 { text += ":\(pad(magnitude % 60, 2))" }
    return text
  }

  /// `HH:MM:SS`.
  public static func timeString(_ local: LocalDateTime) -> String {
    "\(pad(local.hour, 2)):\(pad(local.minute, 2)):\(pad(local.second, 2))"
  }

  static func string(_ local: LocalDateTime, zulu: Bool) -> String {
    let zone = zulu && local.utcOffset == 0 ? "Z" : offsetString(local.utcOffset)
    return "\(local.date)T\(timeString(local))\(zone)"
  }
}

extension LocalDateTime {
  /// The UTC reading of `instant`.
  init(utc instant: Instant) {
    let seconds = instant.roundedSeconds
    self.init(
      date: CivilDate(daysSince1970: floorDivide(seconds, 86_400)),
      secondOfDay: Int(floorModulo(seconds, 86_400)), utcOffset: 0)
  }
}
