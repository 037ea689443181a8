/// Which local days the daily notification is paused on (summer mode, the SAD setting), and the
/// first day after a pause on which it may go out again.
///
/// A day is judged by its date alone, exactly as the day's snapshot judges it, so the preview, the
/// daemon and the status line agree whatever the hour:
/// - summer mode goes by the calendar: it pauses the days after the summer solstice's local date
///   and before the winter solstice's (both solstice days send their greeting), the midnight sun's
///   last weeks and the polar night included;
/// - the SAD setting goes by the daylight: it pauses the days shorter than the day before (whole
///   seconds), except a solstice day. Under the midnight sun and in the polar night the length
///   stands still, so those days are sent (where the sun rises and sets every day, the two pause
///   the same days).
struct NotificationPause {
  /// Why a day is paused.
  enum Reason: Equatable {
    case summerMode, shrinking

    var wait: NotificationWait {
      switch self {
      case .summerMode: return .summerPause
      case .shrinking: return .shorterDays
      }
    }
  }

  let settings: NotificationSettings
  let hemisphere: Hemisphere
  let sun: SunCalculator
  /// Day lengths in whole seconds, by date: the SAD scan needs each day once, twice over.
  private var lengths: [CivilDate: Int] = [:]

  init(settings: NotificationSettings, hemisphere: Hemisphere, sun: SunCalculator) {
    self.settings = settings
    self.hemisphere = hemisphere
    self.sun = sun
  }

  /// Why nothing is sent on `date`, or nil when it may be.
  mutating func reason(on date: CivilDate) -> Reason? {
    guard settings.summerMode || settings.sad else { return nil }
    let zone = sun.zone
    let solstice = SeasonCalendar.mostRecentSolstice(onOrBefore: date, in: zone)
    if zone.localDate(at: solstice.instant) == date { return nil }
    if settings.summerMode, Season(beginningAt: solstice.kind, in: hemisphere) == .summer {
      return .summerMode
    }
    if settings.sad, length(date) < length(date.adding(days: -1)) {
      return .shrinking
    }
    return nil
  }

  /// The first date after `date` that is not paused. A solstice day is never paused, so this is
  /// at most the next winter solstice's date (half a year of SAD checks at worst); summer mode
  /// jumps straight to that date.
  mutating func firstDay(after date: CivilDate) -> CivilDate {
    var day = date.adding(days: 1)
    for _ in 0..<400 {
      guard let why = reason(on: day) else { return day }
      if why == .summerMode {
        day = nextWinterSolsticeDate(after: day)
      } else {
        day = day.adding(days: 1)
      }
    }
    return day  // unreachable: a solstice day ends every pause
  }

  /// The local date of the first winter solstice (for this hemisphere) on or after `date`.
  private func nextWinterSolsticeDate(after date: CivilDate) -> CivilDate {
    let kind: SeasonEventKind = hemisphere == .northern ? .decemberSolstice : .juneSolstice
    var year = date.year
    while true {
      let day = sun.zone.localDate(at: SeasonCalculator.event(kind, in: year).instant)
      if day >= date { return day }
      year += 1
    }
  }

  private mutating func length(_ date: CivilDate) -> Int {
    if let known = lengths[date] { return known }
    let seconds = Int(sun.daylength(on: date).rounded())
    lengths[date] = seconds
    return seconds
  }
}
