extension SolarSnapshot {
  /// "polar night" or "midnight sun" for a day without sunrise or without sunset, else nil: what
  /// the bar text and the large views say instead of "0h 00m" or "24h 00m".
  public func polarName(of day: SunDay) -> String? {
    if day.isPolarNight { return settings.language.label(.polarNight) }
    if day.isPolarDay { return settings.language.label(.midnightSun) }
    return nil
  }

  /// On a polar-night day, the twilight that does happen, in the design's fallback order:
  /// "civil twilight 10:47–12:59", "nautical twilight all day", "dark all day". Nil otherwise.
  public func polarTwilightText(of day: SunDay) -> String? {
    guard let twilight = day.polarTwilight else { return nil }
    let language = settings.language
    func time(_ instant: Instant?) -> String {
      instant.map { language.time(location.zone.localDateTimeToTheMinute(at: $0), clock: settings.clock) } ?? "…"
    }
    let window = twilight.isAllDay ? nil : "\(time(twilight.start))–\(time(twilight.end))"
    return language.polarTwilight(twilight.phase, window: window)
  }
}
