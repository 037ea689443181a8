/// Where "now" sits in the cycle of solstices and equinoxes, in local calendar days.
///
/// - The next event is the first whose instant is after now; the previous one the last at or
///   before now, so progress resets to 0 the moment an event occurs.
/// - Days until an event is the difference of local calendar dates: 0 on the event's own day
///   (before its instant), never `floor(seconds / 86400)`, so 23- and 25-hour days and
///   +5:45 or −9:30 zones count like any other.
/// - Progress is `(today − previous) / (next − previous)` in local days (PRODUCT.md: on
///   2026-01-21 between the 2025-12-21 solstice and the 2026-03-20 equinox it is 31/89).
public struct SeasonCountdown: Sendable, Hashable {
  public let previous: SeasonEvent
  public let next: SeasonEvent
  /// Local calendar days from today to the next event's local date.
  public let daysUntil: Int
  /// 0…1 through the current interval, by local dates.
  public let progress: Double
  /// Local dates of the two events.
  public let previousDate: CivilDate
  public let nextDate: CivilDate

  /// The countdown at `now` for someone living in `zone`.
  public init(at now: Instant, in zone: TimeZoneRules) {
    let (previous, next) = SeasonCalendar.surroundingEvents(of: now)
    self.init(previous: previous, next: next, at: now, in: zone)
  }

  /// The countdown between two known events (`previous` ≤ now < `next`).
  public init(previous: SeasonEvent, next: SeasonEvent, at now: Instant, in zone: TimeZoneRules) {
    self.previous = previous
    self.next = next
    let today = zone.localDate(at: now)
    previousDate = zone.localDate(at: previous.instant)
    nextDate = zone.localDate(at: next.instant)
    daysUntil = today.days(to: nextDate)
    let span = previousDate.days(to: nextDate)
    progress = span > 0 ? Double(previousDate.days(to: today)) / Double(span) : 0
  }
}

/// The events around one instant, each computed once: the last at or before it, and the next ones.
public struct SeasonTimeline: Sendable {
  public let previous: SeasonEvent
  /// In order; the first is the next event.
  public let upcoming: [SeasonEvent]

  /// The most recent June or December solstice whose local date is on or before `date`, reusing
  /// the events already computed when possible.
  public func mostRecentSolstice(onOrBefore date: CivilDate, in zone: TimeZoneRules) -> SeasonEvent {
    // The timeline is contiguous from `previous` on, so the latest match in it is the answer;
    // only when it holds none (previous is an equinox after the last solstice) compute more.
    for event in ([previous] + upcoming).reversed() where event.kind.isSolstice {
      if zone.localDate(at: event.instant) <= date { return event }
    }
    return SeasonCalendar.mostRecentSolstice(onOrBefore: date, in: zone)
  }
}

/// The sequence of events around any instant.
public enum SeasonCalendar {
  /// The previous event and the next `upcoming` ones, computing each event once and no more
  /// than needed: a guess from the date picks the next event, one or two checks confirm it.
  public static func timeline(around now: Instant, upcoming count: Int) -> SeasonTimeline {
    /// Events numbered consecutively: index = year × 4 + kind.
    func event(_ index: Int) -> SeasonEvent {
      let year = Int(floorDivide(Int64(index), 4))
      return SeasonCalculator.event(SeasonEventKind.allCases[index - year * 4], in: year)
    }
    let date = CivilDate(daysSince1970: floorDivide(now.roundedSeconds, 86_400))
    // Mean days of the year of the four events: 20 March, 21 June, 22 September, 21 December.
    let ordinal = date.ordinalDay
    let kindGuess = [79, 172, 265, 355].firstIndex { ordinal <= $0 } ?? 4
    var index = date.year * 4 + kindGuess
    var next = event(index)
    var previous = event(index - 1)
    while next.instant <= now {
      index += 1
      previous = next
      next = event(index)
    }
    while previous.instant > now {
      index -= 1
      next = previous
      previous = event(index - 1)
    }
    var upcoming = [next]
    upcoming.reserveCapacity(max(count, 1))
    for offset in 1..<max(count, 1) { upcoming.append(event(index + offset)) }
    return SeasonTimeline(previous: previous, upcoming: upcoming)
  }

  /// The last event at or before `now` and the first after it.
  public static func surroundingEvents(of now: Instant) -> (previous: SeasonEvent, next: SeasonEvent) {
    let year = CivilDate(daysSince1970: floorDivide(now.roundedSeconds, 86_400)).year
    let candidates = SeasonCalculator.events(in: (year - 1)...(year + 1))
    let nextIndex = candidates.firstIndex { $0.instant > now }!
    return (candidates[nextIndex - 1], candidates[nextIndex])
  }

  /// The next `count` events after `now`, in order.
  public static func upcoming(after now: Instant, count: Int) -> [SeasonEvent] {
    guard count > 0 else { return [] }
    var year = CivilDate(daysSince1970: floorDivide(now.roundedSeconds, 86_400)).year
    var result: [SeasonEvent] = []
    while result.count < count {
      result += SeasonCalculator.events(in: year).filter { $0.instant > now }
      year += 1
    }
    return Array(result.prefix(count))
  }

  /// The most recent June or December solstice whose local date is on or before `date` (so on a
  /// solstice day it is that day's solstice, whatever the hour).
  public static func mostRecentSolstice(onOrBefore date: CivilDate, in zone: TimeZoneRules) -> SeasonEvent {
    var year = date.year
    while true {
      for kind in [SeasonEventKind.decemberSolstice, .juneSolstice] {
        let event = SeasonCalculator.event(kind, in: year)
        if zone.localDate(at: event.instant) <= date { return event }
      }
      year -= 1
    }
  }
}
