#if canImport(Glibc)
  import Glibc
#endif
import DBusKit
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem
import StandardProviders

/// `solverv-status daemon`: owns `io.github.solverv.Solverv1`, keeps the properties equal to the
/// snapshot (emitting PropertiesChanged exactly when values change: at `valid_until`, on config
/// or location change, after resume), sends the daily notification, and answers calls.
///
/// One thread, one `poll`: the session bus, the system bus (logind sleep signals, GeoClue), a
/// signalfd, a wall-clock timerfd (which also reports the clock being set) and inotify on the
/// config and the system time zone. Nothing runs between boundaries; a look once an hour covers
/// what inotify cannot see (every 60 s when inotify is unavailable). If the session bus goes
/// away the daemon reconnects with backoff and takes its name again, for as long as the session
/// exists: once it has looked over for a minute the daemon exits 0 (`SessionReconnector`).
/// systemd's `Restart=on-failure` covers crashes.
public final class Daemon {
  public struct Options: Sendable {
    public var replace = false
    /// Time travel: the simulated clock starts here and runs on.
    public var at: String?
    public var configPath: String?
    public var statePath: String = NotificationStateStore.defaultPath

    public init() {}
  }

  let options: Options
  private var session: DBusConnection?
  private var system: SystemBusWatcher?
  private let waker = WakeSource(readsInput: false)
  private var changes: ChangeWatcher?
  /// Simulated − real seconds (`--at`).
  private var offset = 0.0

  private var snapshot: SolarSnapshot?
  private var properties: [(String, DBusValue)]?
  private var snapshotReply: DBusMessage?
  private let cache = ReplyCache()
  /// Render calls waiting their turn, so they cannot hold up cheap calls.
  private var slowCalls = SlowCallQueue()
  private var plan: Plan?
  private var configAutomatic = false
  private var lastConfigProblem: String?
  private var nextRefresh = 0.0
  private var notifications = NotificationSettings()
  private var notifier: DailyNotifier?
  /// Getting the session bus back, while the session lasts.
  private var reconnector = SessionReconnector()

  public init(options: Options) {
    self.options = options
  }

  /// Runs until SIGTERM/SIGINT or the name is taken over; returns the exit status.
  public func run() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let realStart = SystemClock.now()
    if let at = options.at {
      // The place's zone reads dates like 2027-06-21 (a broken config is logged by the refresh).
      let zone = ((try? Plan(StatusArguments(config: options.configPath), format: "text", now: realStart)) ?? Plan(defaultsAt: realStart)).location.zone
      do { offset = try TimeSpecification.instant(from: at, now: realStart, zone: zone) - realStart } catch {
        log("invalid --at '\(printable(at))': \(error)")
        return 64
      }
    }
    // Time travel keeps its own state: simulated days must never silence real notifications.
    let statePath = options.at == nil ? options.statePath : NotificationStateStore.timeTravelPath(for: options.statePath)
    if options.at != nil { log("time travel: remembering notifications in \(statePath), not in the real state") }
    let dailyNotifier = DailyNotifier(statePath: statePath, log: Self.log)
    dailyNotifier.load(now: realStart + offset)
    notifier = dailyNotifier

    do {
      let connection = try DBusConnection.connect(to: .session)
      try connection.claimServiceName(replacing: options.replace)
      session = connection
      reconnector.connected(to: connection.address)
    } catch let error as NameTaken {
      log(error.message)
      return error.status
    } catch {
      log("cannot connect to the session bus: \(error)")
      return 69
    }
    system = SystemBusWatcher(log: Self.log)
    changes = ChangeWatcher(paths: [options.configPath ?? Paths.configFile, "/etc/localtime", "/etc/timezone"])
    if changes == nil { log("inotify unavailable: looking for config and time-zone changes every 60 s") }
    refresh()
    log("serving \(SolvervBusInterface.busName) on \(session?.uniqueName ?? "the session bus")")

    while true {
      // Blocking calls (GeoClue, name requests) read and queue what arrived meanwhile, which poll
      // cannot see: serve the queues first. (Notify does not block: its reply is served here.)
      if let status = serveSession() { return status }
      if system?.serve() == true { refresh() }
      // Serving can itself make blocking calls (a refresh asks GeoClue) that queue new
      // requests: go round again rather than sleep on a socket that is already drained.
      if session?.hasPendingMessages == true || system?.hasPendingMessages == true { continue }
      let now = SystemClock.now().secondsSince1970
      if session == nil, let at = reconnector.nextAttempt, now >= at, let status = tryReconnect(now: now) { return status }
      var deadline = nextRefresh
      if let retry = notifier?.retryAt { deadline = min(deadline, retry) }
      if session == nil, let at = reconnector.nextAttempt { deadline = min(deadline, at) }
      let descriptors = [session?.fileDescriptor, system?.fileDescriptor, changes?.fileDescriptor].compactMap { $0 }
      let maximumWait: Double = changes == nil ? 60 : 3_600
      // With slow calls waiting, only look (signals, timers, sockets) and go on answering them.
      let busy = !slowCalls.isEmpty
      let wakeAt = busy ? min(max(deadline, now), now + 0.000_2) : max(deadline, now)
      switch waker.wait(until: wakeAt, maximumWait: maximumWait, descriptors: descriptors, watchesOutput: false) {
      case .timeout where busy && SystemClock.now().secondsSince1970 < deadline:
        continue
      case .timeout, .clockChanged, .refresh, .toggle, .hangup:
        // Every refresh re-reads the config: SIGHUP is `systemctl --user reload solverv`.
        refresh()
      case .terminate:
        if let session { _ = try? session.releaseName(SolvervBusInterface.busName) }
        log("stopping")
        return 0
      case .readable(let descriptor) where descriptor == changes?.fileDescriptor:
        if changes?.drain() == true { refresh() }
      case .readable:
        continue  // served at the top of the loop
      case .input, .outputClosed:
        continue
      }
    }
  }

  // MARK: The session bus

  /// Handles what the session bus delivered; a status when the daemon must stop.
  private func serveSession() -> Int32? {
    guard let connection = session else { return nil }
    // Everything that has arrived, so a cheap call behind a burst of large ones is seen now.
    var messages: [DBusMessage] = []
    repeat { messages += connection.receive() } while (connection.hasPendingMessages || connection.hasUnreadData)
      && messages.count < 10_000
    var refreshWanted = false
    // One request handler for the batch: the state only changes in the refresh after the loop.
    let requests: ServiceRequests? = snapshot.flatMap { snapshot in
      properties.map { properties in
        ServiceRequests(
          snapshot: snapshot, properties: properties, snapshotReply: snapshotReply, cache: cache,
          requestRefresh: { refreshWanted = true },
          setLocation: { [options] name, coordinate, zone in
            try ConfigEditor.setLocation(name: name, coordinate: coordinate, timezone: zone, path: options.configPath ?? Paths.configFile)
          })
      }
    }
    let now = SystemClock.now().secondsSince1970
    for message in messages {
      if message.kind == .methodReturn || message.kind == .error {
        _ = notifier?.handle(reply: message, realNow: now)
        continue
      }
      if message.kind == .signal {
        if message.interface == "org.freedesktop.DBus", message.member == "NameLost",
          (try? message.arguments().first?.stringValue) == SolvervBusInterface.busName
        {
          log("another instance took over \(SolvervBusInterface.busName); stopping")
          return 0
        }
        continue
      }
      if SlowCallQueue.isSlow(message) {
        if let refusal = slowCalls.add(message) { _ = try? connection.send(refusal) }
      } else if let reply = requests?.reply(to: message) {
        _ = try? connection.send(reply)
      }
    }
    if let requests {
      slowCalls.serveTurn { call in
        if let reply = requests.reply(to: call) { _ = try? connection.send(reply) }
      }
    }
    connection.flush()
    if refreshWanted { refresh() }
    if !connection.isConnected { connectionLost() }
    return nil
  }

  /// The bus went away: from now on the main loop tries to reconnect (`SessionReconnector`) and
  /// takes the name again. Signals are still served meanwhile (SIGTERM stops a daemon with no
  /// bus).
  private func connectionLost() {
    session = nil
    slowCalls.removeAll()
    notifier?.connectionLost()
    reconnector.lost(now: SystemClock.now().secondsSince1970)
    log("lost the session bus; reconnecting")
  }

  /// One reconnection attempt; a status when the session is over and the daemon must stop.
  private func tryReconnect(now: Double) -> Int32? {
    switch reconnector.attempt(now: now, claim: { try $0.claimServiceName(replacing: true) }) {
    case .connected(let connection):
      session = connection
      refresh(announceAll: true)  // a new bus: its clients have seen nothing yet
      log("reconnected to the session bus as \(connection.uniqueName ?? "?")")
      return nil
    case .failed:
      return nil
    case .sessionOver(let reason):
      log("the session is over (\(reason)); stopping")
      return 0
    }
  }

  // MARK: State

  /// Recomputes the snapshot; emits what changed (everything with `announceAll`); sends the
  /// notification when due.
  private func refresh(announceAll: Bool = false) {
    let now = SystemClock.now() + offset
    let plan = currentPlan(now: now)
    var location = plan.location
    if configAutomatic {
      if let found = system?.automaticLocation() { location = found }
    }
    let snapshot = SolarSnapshot(at: now, location: location, settings: plan.settings)
    let text = TextProvider().render(snapshot, options: RenderOptions())
    let properties = SnapshotProperties.values(of: snapshot, text: text, tooltip: LargeView.pango(snapshot))
    let changed = SnapshotProperties.changes(from: announceAll ? nil : self.properties, to: properties)
    let previous = self.snapshot
    self.snapshot = snapshot
    self.properties = properties
    snapshotReply = try? DBusMessage.replyTemplate([snapshot.json().dbusValue])
    if !changed.isEmpty { emitPropertiesChanged(changed) }
    if let previous {
      if previous.countdown.previous != snapshot.countdown.previous {
        let event = snapshot.countdown.previous
        emit("EventReached", [.string(event.kind.rawValue), .int64(event.instant.roundedSeconds)])
      }
      if previous.today != snapshot.today { emit("DayChanged", [.string(snapshot.today.description)]) }
    }
    nextRefresh = snapshot.validUntil.secondsSince1970 - offset
    notify(now: now, location: location, plan: plan)
  }

  /// The plan from the config; a broken config is logged once and the last good plan kept.
  private func currentPlan(now: Instant) -> Plan {
    let arguments = StatusArguments(config: options.configPath)
    do {
      let plan = try Plan(arguments, format: "text", now: now)
      // The same read of the file as the plan's: no second parse that could see a newer edit.
      notifications = plan.config.notifications
      configAutomatic = plan.config.location == .automatic
      if lastConfigProblem != nil { log("config is valid again") }
      lastConfigProblem = nil
      self.plan = plan
      return plan
    } catch {
      let problem = error.message
      if problem != lastConfigProblem { log("config problem, keeping the last good settings: \(problem)") }
      lastConfigProblem = problem
      if let plan { return plan }
      // Nothing good yet: the defaults (an empty config).
      return Plan(defaultsAt: now)
    }
  }

  private func emitPropertiesChanged(_ changed: [(String, DBusValue)]) {
    emit("PropertiesChanged", interface: SolvervBusInterface.properties, [
      .string(SolvervBusInterface.interface), .stringVariantDictionary(changed), .array([], elementSignature: "s"),
    ])
  }

  private func emit(_ member: String, interface: String = SolvervBusInterface.interface, _ arguments: [DBusValue]) {
    guard let session, let signal = try? DBusMessage.signal(
      path: SolvervBusInterface.objectPath, interface: interface, member: member)
    else { return }
    do {
      try signal.append(arguments)
      _ = try session.send(signal)
      session.flush()
    } catch {
      log("cannot emit \(member): \(error)")
    }
  }

  /// The daily notification (`DailyNotifier`): sent if due, else the refresh comes back for it.
  private func notify(now: Instant, location: Location, plan: Plan) {
    let wait = notifier?.notify(
      now: now, realNow: SystemClock.now().secondsSince1970, location: location, settings: notifications,
      snapshotSettings: plan.settings, connection: session)
    if let wait { nextRefresh = min(nextRefresh, wait.secondsSince1970 - offset) }
  }

  private func log(_ message: String) { Self.log(message) }

  /// One line on stderr (the journal, under systemd).
  static func log(_ message: String) {
    Output.error("solverv-daemon: " + message)
  }
}
