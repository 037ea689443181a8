/// "When next?" and "how light now?": what `solverv-status wait` sleeps until and what the
/// daemon's `SunEvent` signal and `SunPhase` property report. Pure: "now" is passed in.
extension SunCalculator {
  /// How far ahead a search looks: a year and a day, so an event that happens once a year is
  /// always found and one that does not happen (sunset at a pole in summer) ends the search.
  public static let searchHorizon: Double = 366 * 86_400

  /// The first instant strictly after `instant` of `kind`, or nil when there is none within
  /// `horizon` seconds (or beyond the supported years of the season events).
  public func next(_ kind: SunEventKind, after instant: Instant, within horizon: Double = searchHorizon) -> Instant? {
    if let season = kind.season {
      let year = zone.localDate(at: instant).year
      for y in (year - 1)...(year + 1) where SeasonCalculator.supportedYears.contains(y) {
        let event = SeasonCalculator.event(season, in: y).instant
        if event > instant { return event - instant <= horizon ? event : nil }
      }
      return nil
    }
    return nextEvent(of: [kind], after: instant, within: horizon)?.instant
  }

  /// The first of the daily `kinds` strictly after `instant`, with its kind. Local days are
  /// scanned in order from the day before (a dusk after midnight belongs to the previous
  /// evening's date, see the reference rules); their windows do not overlap, so the first day
  /// with a later instant holds the earliest.
  public func nextEvent(
    of kinds: [SunEventKind], after instant: Instant, within horizon: Double = searchHorizon
  ) -> (kind: SunEventKind, instant: Instant)? {
    let end = instant + horizon
    var date = zone.localDate(at: instant).adding(days: -1)
    while zone.startOfDay(date) <= end {
      let day = self.day(date)
      var best: (kind: SunEventKind, instant: Instant)?
      for kind in kinds {
        guard let t = kind.instant(in: day), t > instant, t <= end else { continue }
        if best == nil || t < best!.instant { best = (kind, t) }
      }
      if let best { return best }
      date = date.adding(days: 1)
    }
    return nil
  }

  /// The crossings that change the ``SunPhase`` (the eight daily ones without solar noon).
  public static let phaseBoundaries: [SunEventKind] = SunEventKind.daily.filter { $0.phaseAfter != nil }

  /// The next instant the ``SunPhase`` changes, with the phase it changes to; nil when it does
  /// not change within a year (the poles' long days and nights end within that).
  public func nextPhaseChange(after instant: Instant) -> (instant: Instant, phase: SunPhase)? {
    guard let event = nextEvent(of: SunCalculator.phaseBoundaries, after: instant),
      let phase = event.kind.phaseAfter
    else { return nil }
    return (event.instant, phase)
  }

  /// The sky's phase at `instant`. Within a minute of a crossing the crossing decides (at the
  /// instant and after it: the phase it enters), so the phase changes exactly when `SunEvent`
  /// says, whatever millisecond the altitude and the crossing's root differ by; elsewhere the
  /// Sun's altitude decides, which is also right where no crossing happens (polar day or night).
  public func phase(at instant: Instant) -> SunPhase {
    let near = 60.0
    if let previous = nextEvent(of: SunCalculator.phaseBoundaries, after: instant - near, within: 2 * near),
      let phase = previous.kind.phaseAfter
    {
      if previous.instant <= instant {
        // The latest crossing at or before `instant` within the minute decides.
        var latest = (previous.instant, phase)
        while let more = nextEvent(of: SunCalculator.phaseBoundaries, after: latest.0, within: instant - latest.0),
          let p = more.kind.phaseAfter
        {
          latest = (more.instant, p)
        }
        return latest.1
      }
      // A crossing is just ahead: the phase is the one before it, read well clear of it.
      return SunPhase(altitude: HorizontalPosition(sunAt: previous.instant - near, from: coordinate).altitude)
    }
    return SunPhase(altitude: HorizontalPosition(sunAt: instant, from: coordinate).altitude)
  }
}
