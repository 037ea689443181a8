import DBusService
import SolvervDaemon
import SolvervEngine
import SolvervSystem

/// Runs a `ServiceState` the way the daemon's loop does, on a `ManualTimeSource`: it sleeps to
/// the state's wake instant, ticks, and records what came out, so a day of boundaries takes
/// milliseconds. Follow-up events (a Notify's serial) are the test's to hand in.
struct ServiceStateDriver {
  /// One event's outcome: when it was handled and what the state asked for.
  struct Step {
    let now: Instant
    let effects: [ServiceEffect]
  }

  var state: ServiceState
  let clock: ManualTimeSource
  var config: ServiceConfig
  var steps: [Step] = []
  var wakeAt: Instant?

  init(at start: Instant, config: ServiceConfig, sessionGrace: Double = 60) {
    state = ServiceState(sessionGrace: sessionGrace)
    clock = ManualTimeSource(start)
    self.config = config
  }

  var inputs: ServiceInputs { ServiceInputs(config: .success(config)) }

  /// Hands `event` to the state at the clock's now; returns (and records) the effects.
  @discardableResult
  mutating func send(_ event: ServiceEvent) -> [ServiceEffect] {
    let effects = state.handle(event, now: clock.now())
    for case .wake(let at) in effects { wakeAt = at }
    steps.append(Step(now: clock.now(), effects: effects))
    return effects
  }

  /// Sleeps to each wake instant and ticks there, until the clock passes `end`.
  mutating func run(until end: Instant) {
    while let next = wakeAt, next <= end {
      clock.sleep(until: next)
      send(.tick(inputs))
    }
  }
}

/// A place and settings for state tests: Oslo, English, notifications as given.
enum StatePlace {
  static let oslo: Location = {
    // Both always succeed: the coordinate is in range and the zone is in the bundled database.
    let coordinate = try! Coordinate(latitude: 59.9139, longitude: 10.7522)
    let zone = try! TimeZoneDatabase.zone(named: "Europe/Oslo")
    return Location(name: "Oslo", coordinate: coordinate, zone: zone, source: .config)
  }()

  static func config(notifications: NotificationSettings = NotificationSettings(enabled: false)) -> ServiceConfig {
    ServiceConfig(location: oslo, settings: SnapshotSettings(), notifications: notifications)
  }

  static func instant(_ text: String) -> Instant {
    try! TimeSpecification.instant(from: text, now: Instant(secondsSince1970: 0), zone: .utc)
  }
}

extension ServiceEffect {
  /// The names in a PropertiesChanged effect, else nil.
  var changedNames: [String]? {
    if case .emitPropertiesChanged(let changed) = self { return changed.map(\.0) }
    return nil
  }

  var eventReached: (kind: String, instant: Int64)? {
    if case .emitEventReached(let kind, let instant) = self { return (kind, instant) }
    return nil
  }

  var sunEvent: (kind: String, instant: Int64)? {
    if case .emitSunEvent(let kind, let instant) = self { return (kind, instant) }
    return nil
  }

  var dayChanged: String? {
    if case .emitDayChanged(let date) = self { return date }
    return nil
  }

  var notificationDate: CivilDate? {
    if case .sendNotification(_, _, let date) = self { return date }
    return nil
  }

  var saved: NotificationState? {
    if case .saveNotificationState(let state) = self { return state }
    return nil
  }

  var logLine: String? {
    if case .log(let line) = self { return line }
    return nil
  }

  var wake: Instant? {
    if case .wake(let at) = self { return at }
    return nil
  }

  var isReconnect: Bool {
    if case .reconnect = self { return true }
    return false
  }

  var stopStatus: Int32? {
    if case .stop(let status) = self { return status }
    return nil
  }
}
