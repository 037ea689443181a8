import DBusKit
import DBusService
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The `solverv-daemon` process (`solverv-status daemon` runs that binary): owns `io.github.solverv.Solverv1`, keeps the properties equal to the
/// snapshot (emitting PropertiesChanged exactly when values change: at `valid_until`, on config
/// or location change, after resume), sends the daily notification, and answers calls.
///
/// The decisions are `ServiceState`'s (pure: events in, effects out); this class is the loop
/// that turns the world into events and performs the effects. One thread, one `poll`: the session
/// bus, the system bus (logind sleep signals, GeoClue), a signalfd, a wall-clock timerfd (which
/// also reports the clock being set) and inotify on the config and the system time zone. Nothing
/// runs between boundaries; a look once an hour covers what inotify cannot see (every 60 s when
/// inotify is unavailable). If the session bus goes away the daemon reconnects with backoff and
/// takes its name again, for as long as the session exists: once it has looked over for a minute
/// the daemon exits 0. systemd's `Restart=on-failure` covers crashes.
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
  var session: DBusConnection?
  var system: SystemBusWatcher?
  let waker = WakeSource(readsInput: false)
  var changes: ChangeWatcher?
  /// The wall clock, or under `--at` the simulated one.
  var clock: any TimeSource = WallClockTimeSource()
  var state = ServiceState()
  /// `state.toml`, or under time travel the separate `state-time-travel.toml`.
  var statePath = ""
  /// The manual light/dark choice: `theme.toml`, or under time travel `theme-time-travel.toml`.
  lazy var themeChoicePath = ThemeOverrideStore.path(timeTravel: options.at != nil)
  /// When `state` next wants a tick.
  var wakeAt: Instant?

  /// What the bus answers from, as last published by `state`.
  var snapshot: SolarSnapshot?
  var properties: [(String, DBusValue)]?
  var snapshotReply: DBusMessage?
  let cache = ReplyCache()
  /// What the calls change (the config, the place, the theme choice) and read of the machine,
  /// made once: its paths and clock stay for the process's life, and making it for every batch
  /// of calls cost more than answering a Get. Made at the first call, after `run` set the clock.
  lazy var responderEffects = ResponderEffects.daemon(
    configPath: options.configPath ?? Paths.configFile, themeChoicePath: themeChoicePath, clock: clock,
    requestRefresh: { [unowned self] in refreshWanted = true })
  /// Whether a call of the batch being answered asked for a refresh (done once the batch is).
  var refreshWanted = false
  /// Render calls waiting their turn, so they cannot hold up cheap calls.
  var slowCalls = SlowCallQueue()
  /// Whether the log has said that auto-location has no system bus to ask (said once).
  var saidNoSystemBus = false
  /// Config writes waiting for another writer's lock, tried again from the loop.
  var configWrites = ConfigWriteQueue()
  /// Connecting to the session bus again after it went away.
  var reconnector = SessionReconnector()
  /// The light/dark hooks (`hooks/dark/`, `hooks/light/` beside the config).
  lazy var hooks = HookRunner(directory: HookRunner.defaultDirectory, log: Self.log)

  public init(options: Options) {
    self.options = options
  }

  /// Runs until SIGTERM/SIGINT or the name is taken over; returns the exit status.
  public func run() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let realStart = SystemClock.now()
    var start: Instant?
    if let at = options.at {
      // The place's zone reads dates like 2027-06-21 (a broken config is logged by the refresh).
      let zone =
        ((try? Plan(configPath: options.configPath, now: realStart)) ?? Plan(defaultsAt: realStart))
        .location.zone
      do { start = try TimeSpecification.instant(from: at, now: realStart, zone: zone) } catch {
        log("invalid --at '\(printable(at))': \(error)")
        return 64
      }
    }
    clock = SystemClock.timeSource(startingAt: start, realStart: realStart)
    state = ServiceState(sessionGrace: SessionPresence.graceSeconds)
    // Time travel keeps its own state: simulated days must never silence real notifications.
    statePath = options.at == nil ? options.statePath : NotificationStateStore.timeTravelPath(for: options.statePath)
    if options.at != nil { log("time travel: remembering notifications in \(statePath), not in the real state") }
    let loaded = NotificationStateStore.load(path: statePath)
    if let warning = loaded.warning { log(warning) }
    if let status = dispatch(.loaded(loaded.state)) { return status }

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
    // The theme choice too: `solverv-status theme dark` takes effect at once.
    changes = ChangeWatcher(paths: [
      options.configPath ?? Paths.configFile, "/etc/localtime", "/etc/timezone", themeChoicePath,
    ])
    if changes == nil { log("inotify unavailable: looking for config and time-zone changes every 60 s") }
    if let status = dispatch(.tick(readInputs())) { return status }
    log("serving \(SolvervBusInterface.busName) on \(session?.uniqueName ?? "the session bus")")
    return loop()
  }

  /// Serves the buses and waits for the next event, until the daemon must stop.
  private func loop() -> Int32 {
    while true {
      // Blocking calls (GeoClue, name requests) read and queue what arrived meanwhile, which poll
      // cannot see: serve the queues first. (Notify does not block: its reply is served here.)
      if let status = serveSession() { return status }
      if let change = system?.serve() {
        let inputs = readInputs()
        if let status = dispatch(change == .resumed ? .resumed(inputs) : .locationUpdated(inputs)) { return status }
      }
      // Serving can itself make blocking calls (a refresh asks GeoClue) that queue new
      // requests: go round again rather than sleep on a socket that is already drained.
      if session?.hasPendingMessages == true || system?.hasPendingMessages == true { continue }
      let hookLimit = hooks.deadline
      let deadline = min(wakeAt.map(clock.wallClockDeadline(for:)) ?? .infinity, hookLimit ?? .infinity)
      let descriptors =
        [session?.fileDescriptor, system?.fileDescriptor, changes?.fileDescriptor].compactMap { $0 } + hooks.descriptors
      let maximumWait: Double = changes == nil ? 60 : 3_600
      // With slow calls waiting, only look (signals, timers, sockets) and go on answering them;
      // with config writes waiting for a lock, look again at their next try.
      let pause = !slowCalls.isEmpty ? 0.000_2 : (configWrites.isEmpty ? nil : ConfigWriteQueue.retrySeconds)
      let busy = pause != nil
      let until = pause.map { min(deadline, clock.wallClockDeadline(for: clock.now() + $0)) } ?? deadline
      let event: ServiceEvent
      switch waker.wait(until: until, maximumWait: maximumWait, descriptors: descriptors, watchesOutput: false) {
      case .timeout where busy && wakeAt.map({ clock.now() < $0 }) ?? true:
        continue
      case .timeout
      where hookLimit.map({ SystemClock.now().secondsSince1970 >= $0 }) ?? false && wakeAt.map({ clock.now() < $0 }) ?? true:
        // A hook's time limit or output pause, not a boundary: no refresh.
        hooks.tick(now: SystemClock.now().secondsSince1970)
        continue
      case .timeout, .clockChanged, .refresh, .toggle:
        event = .tick(readInputs())
      case .hangup:
        // Every refresh re-reads the config: SIGHUP is `systemctl --user reload solverv`.
        event = .configChanged(readInputs())
      case .terminate:
        if let session { _ = try? session.releaseName(SolvervBusInterface.busName) }
        log("stopping")
        return 0
      case .readable(let descriptor) where descriptor == changes?.fileDescriptor:
        guard changes?.drain() == true else { continue }
        event = .configChanged(readInputs())
      case .readable(let descriptor):
        _ = hooks.serve(descriptor)  // the buses are served at the top of the loop
        continue
      case .input, .outputClosed:
        continue
      }
      if let status = dispatch(event) { return status }
    }
  }

  func log(_ message: String) { Self.log(message) }

  /// One line on stderr (the journal, under systemd).
  static func log(_ message: String) {
    Output.error("solverv-daemon: " + message)
  }
}
