public import DBusKit
import DBusService
public import SolvervEngine
import StandardProviders

/// The daemon's whole state, as a value: events go in with the clock's `now`, effects come out
/// (``ServiceEvent``, ``ServiceEffect``). No I/O and no clock here, so boundaries, retries,
/// backoff and the once-a-day rule are tested on a simulated clock in milliseconds; `Daemon`
/// is the thin loop that reads the world into events and performs the effects.
public struct ServiceState {
  /// The snapshot the properties are computed from, and those properties (nil before the first
  /// refresh).
  public private(set) var snapshot: SolarSnapshot?
  public private(set) var properties: [(String, DBusValue)]?
  /// The next boundary (`valid_until`), or earlier when the notification's moment comes first.
  public private(set) var nextRefresh: Instant?
  /// Whether the session bus is there: without it nothing is emitted or sent.
  public private(set) var connected = true
  /// The last good config (nil until there is one: then a problem's defaults are used).
  private var config: ServiceConfig?
  private var lastConfigProblem: String?
  /// The same problem as data, shown in the language in effect.
  private var lastConfigPhrase: ErrorPhrase?

  /// The daily notification's memory (see `ServiceState+Notification`).
  var notification = NotificationMemory()
  /// The next `SunEvent` to signal (see `ServiceState+Sun`).
  var sun = SunEventMemory()
  /// The light/dark mode last published (see `ServiceState+Theme`).
  var theme = ThemeMemory()
  /// Getting the bus back (see `ServiceState+Reconnect`).
  var reconnection = ReconnectBackoff()
  /// How long the session must look over before the daemon gives up reconnecting.
  let sessionGrace: Double

  /// - Parameter sessionGrace: seconds the session must look gone before the daemon stops.
  public init(sessionGrace: Double = 60) {
    self.sessionGrace = sessionGrace
  }

  /// Whether the loop should ask GeoClue for this reading (`location = "auto"`; with a broken
  /// config, the last good one decides).
  public func wantsAutomaticLocation(_ config: Result<ServiceConfig, ServiceConfigProblem>) -> Bool {
    (try? config.get())?.automaticLocation ?? self.config?.automaticLocation ?? false
  }

  /// The earliest instant something is due: a boundary, a notification retry, a reconnection.
  public var wakeAt: Instant? {
    [nextRefresh, notification.retryAt, connected ? nil : reconnection.nextAttempt].compactMap { $0 }.min()
  }

  /// Takes one event at `now`; returns what the loop must do, in order.
  public mutating func handle(_ event: ServiceEvent, now: Instant) -> [ServiceEffect] {
    var effects: [ServiceEffect] = []
    switch event {
    case .loaded(let state):
      notification.state = state
      notification.forgetFutureDay(now: now, into: &effects)
    case .tick(let inputs), .configChanged(let inputs), .resumed(let inputs), .locationUpdated(let inputs),
      .refreshRequested(let inputs):
      refresh(inputs, now: now, announceAll: false, into: &effects)
      if !connected, let at = reconnection.nextAttempt, now >= at { effects.append(.reconnect) }
    case .notificationSent(let serial):
      notification.sent(serial: serial)
    case .notificationSendFailed(let reason):
      notification.failed(because: reason, now: now, into: &effects)
    case .notificationAnswered(let serial, let answer):
      notification.answered(serial: serial, answer, now: now, into: &effects)
    case .nameLost:
      effects.append(.log("another instance took over \(SolvervBusInterface.busName); stopping"))
      effects.append(.stop(0))
      return effects
    case .busDisconnected:
      connected = false
      notification.connectionLost(into: &effects)
      reconnection.lost(now: now)
      effects.append(.log("lost the session bus; reconnecting"))
    case .busReconnected(let uniqueName, let inputs):
      connected = true
      reconnection.reconnected()
      refresh(inputs, now: now, announceAll: true, into: &effects)  // a new bus: its clients have seen nothing yet
      effects.append(.log("reconnected to the session bus as \(uniqueName ?? "?")"))
    case .reconnectFailed(let gone):
      if let over = reconnection.failed(now: now, sessionGone: gone, grace: sessionGrace) {
        effects.append(.log("the session is over (\(over)); stopping"))
        effects.append(.stop(0))
        return effects
      }
    }
    if let wakeAt { effects.append(.wake(at: wakeAt)) }
    return effects
  }

  /// Recomputes the snapshot; emits what changed (everything with `announceAll`), EventReached
  /// when the previous event moved on, DayChanged when the local date did and SunEvent at each
  /// daily sun event; sends the
  /// notification when due.
  private mutating func refresh(_ inputs: ServiceInputs, now: Instant, announceAll: Bool, into effects: inout [ServiceEffect]) {
    let config = take(inputs.config, into: &effects)
    var location = config.location
    if config.automaticLocation, let found = inputs.automaticLocation { location = found }
    let snapshot = SolarSnapshot(at: now, location: location, settings: config.settings)
    let text = TextProvider().render(snapshot, options: RenderOptions())
    let problem = lastConfigPhrase.map(config.settings.language.errorPhrase) ?? lastConfigProblem ?? ""
    let properties = SnapshotProperties.values(
      of: snapshot, text: text, tooltip: ViewLines.pango(snapshot, configError: problem), configError: problem)
    let changed = SnapshotProperties.changes(from: announceAll ? nil : self.properties, to: properties)
    let previous = self.snapshot
    self.snapshot = snapshot
    self.properties = properties
    effects.append(.publish(snapshot, properties))
    if connected {
      if !changed.isEmpty { effects.append(.emitPropertiesChanged(changed)) }
      if let previous {
        if previous.countdown.previous != snapshot.countdown.previous {
          let event = snapshot.countdown.previous
          effects.append(.emitEventReached(kind: event.kind.rawValue, instant: event.instant.roundedSeconds))
        }
        if previous.today != snapshot.today { effects.append(.emitDayChanged(snapshot.today.description)) }
      }
    }
    themeChanges(snapshot, announceAll: announceAll, into: &effects)
    nextRefresh = snapshot.validUntil
    if let sunWake = sunEvents(location: location, now: now, into: &effects) {
      nextRefresh = min(snapshot.validUntil, sunWake)
    }
    let wait = notification.notify(
      now: now, location: location, settings: config.notifications, snapshotSettings: config.settings,
      connected: connected, into: &effects)
    if let wait, let current = nextRefresh { nextRefresh = min(current, wait) }
  }

  /// The config to use: a good reading replaces the last one; a broken one is logged once and
  /// the last good kept (the defaults while there has never been one).
  private mutating func take(_ reading: Result<ServiceConfig, ServiceConfigProblem>, into effects: inout [ServiceEffect])
    -> ServiceConfig
  {
    switch reading {
    case .success(let config):
      if lastConfigProblem != nil { effects.append(.log("config is valid again")) }
      lastConfigProblem = nil
      lastConfigPhrase = nil
      self.config = config
      return config
    case .failure(let problem):
      if problem.message != lastConfigProblem {
        effects.append(.log("config problem, keeping the last good settings: \(problem.message)"))
      }
      lastConfigProblem = problem.message
      lastConfigPhrase = problem.phrase
      return config ?? problem.defaults
    }
  }
}
