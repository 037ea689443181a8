/// The daily line of the "Longer Days" design: "☀️ +2 min today | +47 min since Dec 21".
///
/// One builder for the bar, the JSON, the D-Bus property and the notification, so they can never
/// disagree. On a solstice day the greeting replaces the numbers; on a day without sunrise or
/// sunset a polar line does.
public enum DaylightMessage {
  /// - Parameters:
  ///   - deltaToday: day length today minus yesterday, seconds.
  ///   - deltaSinceSolstice: day length today minus on the solstice day, seconds.
  ///   - solsticeDate: local date of that solstice.
  ///   - solsticeToday: the season a solstice today begins (summer or winter), if today is one.
  ///   - polar: polar night (true) / midnight sun (false) today, or nil.
  public static func text(
    deltaToday: Int, deltaSinceSolstice: Int, solsticeDate: CivilDate, solsticeToday: Season?,
    polar: Bool?, parts: MessageParts, language: any Localization
  ) -> String {
    if let season = solsticeToday { return language.solsticeGreeting(season) }
    if let polarNight = polar { return language.polarMessage(polarNight: polarNight) }
    var pieces: [String] = []
    if parts.contains(.dailyChange) { pieces.append(language.dailyChange(seconds: deltaToday)) }
    if parts.contains(.sinceSolstice) {
      pieces.append(language.changeSinceSolstice(seconds: deltaSinceSolstice, solsticeDate: solsticeDate))
    }
    let gaining = parts.contains(.dailyChange) ? deltaToday >= 0 : deltaSinceSolstice >= 0
    return (gaining ? "☀️ " : "🌅 ") + pieces.joined(separator: " | ")
  }
}
