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
  ///   - outlook: on such a day, what is changing (the days until the Sun returns or sets again…);
  ///     without it the polar line says only that the Sun does not rise or set.
  public static func text(
    deltaToday: Int, deltaSinceSolstice: Int, solsticeDate: CivilDate, solsticeToday: Season?,
    polar: Bool?, outlook: PolarOutlook? = nil, parts: MessageParts, language: any Localization
  ) -> String {
    if let season = solsticeToday { return language.solsticeGreeting(season) }
    if let outlook { return language.polarOutlook(outlook) }
    if let polarNight = polar { return language.polarMessage(polarNight: polarNight) }
    // Both halves in one tone: near the equator today can gain while the season loses ("+1 sec
    // today | 5 sec shorter since Jun 21" read as a contradiction). When the two signs differ,
    // both are written signed: "+1 sec today | -5 sec since Jun 21".
    let both = parts.contains(.dailyChange) && parts.contains(.sinceSolstice)
    let signed = both && (deltaToday < 0) != (deltaSinceSolstice < 0)
    var pieces: [String] = []
    if parts.contains(.dailyChange) {
      // Exactly as long as yesterday: said in words, never "+0 sec today".
      let today = { (seconds: Int) in
        seconds == 0 ? language.sameLengthAsYesterday : language.dailyChange(seconds: seconds)
      }
      pieces.append(signed ? signedForm(deltaToday, today, minus: language.minusSign) ?? today(deltaToday) : today(deltaToday))
    }
    if parts.contains(.sinceSolstice) {
      let since = { (seconds: Int) in language.changeSinceSolstice(seconds: seconds, solsticeDate: solsticeDate) }
      pieces.append(
        signed
          ? signedForm(deltaSinceSolstice, since, minus: language.minusSign) ?? since(deltaSinceSolstice)
          : since(deltaSinceSolstice))
    }
    let gaining = parts.contains(.dailyChange) ? deltaToday >= 0 : deltaSinceSolstice >= 0
    return (gaining ? "☀️ " : "🌅 ") + pieces.joined(separator: " | ")
  }

  /// The language's gaining form ("+5 sec since Jun 21") with `minus` for a loss, or nil when
  /// that form does not start with `+` (a language phrased otherwise keeps its own words).
  static func signedForm(_ seconds: Int, _ phrase: (Int) -> String, minus: String = "-") -> String? {
    let gaining = phrase(abs(seconds))
    guard gaining.hasPrefix("+") else { return nil }
    return seconds < 0 ? minus + gaining.dropFirst() : gaining
  }
}
