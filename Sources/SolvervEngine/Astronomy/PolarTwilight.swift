/// The light a polar-night day still has: the design's fallback order is civil, then nautical,
/// then astronomical twilight, and darkness when the Sun stays below −18° all day.
public struct PolarTwilight: Hashable, Sendable {
  /// `.civilTwilight`, `.nauticalTwilight` or `.astronomicalTwilight`; `.night` when dark all day.
  public let phase: SunPhase
  /// The lightest phase's start and end; both nil when it lasts all day (or it is `.night`).
  /// One may be nil alone when the crossing falls on another date.
  public let start: Instant?
  public let end: Instant?

  /// True when the phase covers the whole day (no crossing of its lower altitude).
  public var isAllDay: Bool { start == nil && end == nil }
}

extension SunDay {
  /// On a day of polar night, the lightest twilight that happens; nil on any other day.
  public var polarTwilight: PolarTwilight? {
    guard isPolarNight else { return nil }
    let candidates: [(SunPhase, SunEvent, SunEvent)] = [
      (.civilTwilight, civilDawn, civilDusk),
      (.nauticalTwilight, nauticalDawn, nauticalDusk),
      (.astronomicalTwilight, astronomicalDawn, astronomicalDusk),
    ]
    for (phase, dawn, dusk) in candidates {
      if dawn.instant != nil || dusk.instant != nil {
        return PolarTwilight(phase: phase, start: dawn.instant, end: dusk.instant)
      }
      // Above this altitude all day (and below the horizon): this twilight lasts all day.
      if dawn == .alwaysUp || dusk == .alwaysUp {
        return PolarTwilight(phase: phase, start: nil, end: nil)
      }
    }
    return PolarTwilight(phase: .night, start: nil, end: nil)
  }
}
