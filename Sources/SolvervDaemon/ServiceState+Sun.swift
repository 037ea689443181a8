import DBusService
import SolvervEngine

/// What the state remembers for `SunEvent`: the next daily sun event not yet signalled, for
/// which place. The `SunPhase` property itself is a row of ``SnapshotProperties``, so its
/// PropertiesChanged comes from the ordinary diff at the wake this asks for.
struct SunEventMemory {
  /// A crossing is still signalled this late (a busy loop, a timer a little behind); after a
  /// suspend or a clock jump the ones long past are not replayed: `SunPhase` says where the sky is.
  static let lateness = 60.0
  var pending: (kind: SunEventKind, instant: Instant)?
  var place: Coordinate?
}

extension ServiceState {
  /// Signals the daily sun events (dawns, sunrise, solar noon, sunset, dusks) due by `now` and
  /// returns the next one's instant: a wake for the daemon only. The snapshot's `validUntil` (and
  /// so every bar's refresh) is untouched: a bar refreshes only when what it shows changes.
  mutating func sunEvents(location: Location, now: Instant, into effects: inout [ServiceEffect]) -> Instant? {
    let calculator = SunCalculator(coordinate: location.coordinate, zone: location.zone)
    if sun.place == location.coordinate, let pending = sun.pending, pending.instant <= now {
      let oldest = now - SunEventMemory.lateness
      var event =
        pending.instant >= oldest ? pending : calculator.nextEvent(of: SunEventKind.daily, after: oldest, within: now - oldest)
      while let due = event, due.instant <= now {
        if connected { effects.append(.emitSunEvent(kind: due.kind.busName, instant: due.instant.roundedSeconds)) }
        event = calculator.nextEvent(of: SunEventKind.daily, after: due.instant, within: now - due.instant)
      }
    }
    // A new place (or the first refresh) starts from now: nothing is replayed for it.
    sun.place = location.coordinate
    sun.pending = calculator.nextEvent(of: SunEventKind.daily, after: now)
    return sun.pending?.instant
  }
}
