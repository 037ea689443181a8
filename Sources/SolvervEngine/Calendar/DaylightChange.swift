/// How day length changes between dates at one place: the "+2 min today | +47 min since
/// Dec 21" of the daily notification, and the time-travel comparisons of the explorer.
public struct DaylightChange: Sendable, Hashable {
  /// Day length on the later date minus day length on the earlier one, seconds.
  public let seconds: Double
  public let from: CivilDate
  public let to: CivilDate

  /// Positive when days are getting longer.
  public var isGaining: Bool { seconds > 0 }

  /// Day length on `to` minus day length on `from` (either order; time travel both ways).
  public init(from: CivilDate, to: CivilDate, using sun: SunCalculator) {
    self.from = from
    self.to = to
    seconds = sun.daylength(on: to) - sun.daylength(on: from)
  }

  /// Today compared with yesterday.
  public static func sinceYesterday(_ date: CivilDate, using sun: SunCalculator) -> DaylightChange {
    DaylightChange(from: date.adding(days: -1), to: date, using: sun)
  }

  /// Today compared with the day of the most recent solstice (0 on the solstice day itself).
  public static func sinceSolstice(_ date: CivilDate, using sun: SunCalculator)
    -> (change: DaylightChange, solstice: SeasonEvent)
  {
    let solstice = SeasonCalendar.mostRecentSolstice(onOrBefore: date, in: sun.zone)
    let solsticeDate = sun.zone.localDate(at: solstice.instant)
    return (DaylightChange(from: solsticeDate, to: date, using: sun), solstice)
  }
}
