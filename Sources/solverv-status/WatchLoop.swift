import SolvervApp
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `--watch`: a line now, then a line exactly when the state changes (the snapshot's
/// `valid_until`), sleeping in between. A change to the config file, the system zone, the manual
/// light/dark choice or the user format's file wakes it at once (inotify, ``ChangeWatcher``, as
/// the daemon); it also wakes at the latest every 60 s to
/// re-read the clock, the config and the system zone — the safety net where inotify is missing
/// or misses — and prints then only if the output changed.
///
/// With `--at`, time runs on from that moment: the loop reads "now" from its ``TimeSource`` and
/// waits in its ``WakeSource`` for the wall-clock deadline the clock gives.
///
/// Lines go out through ``WakeSource/writeOutput(_:)``, never a blocking write: a bar that
/// stops reading must not keep SIGTERM from ending us.
struct WatchLoop {
  let arguments: StatusArguments
  let provider: any StatusProvider
  /// The wall clock, or under `--at` the simulated clock that runs on from that moment.
  let clock: any TimeSource
  /// The longest sleep between clock checks.
  static let maximumWait = 60.0

  func run() -> Int32 {
    WatchLoop.closeInheritedDescriptors()
    // After closing inherited descriptors: the watch's own must stay open.
    // The manual light/dark choice (`theme dark`) and a user format's file count as the config
    // does: the daemon follows them at once, so must a bar.
    let themeChoicePath = ThemeOverrideStore.path(timeTravel: arguments.at != nil)
    let formatFile = UserFormats.watchedFile(named: arguments.formatName)
    let changes = ChangeWatcher(
      paths: [
        WatchLoop.absolute(arguments.config ?? Paths.configFile), "/etc/localtime", "/etc/timezone", themeChoicePath,
      ] + (formatFile.map { [WatchLoop.absolute($0)] } ?? []))
    var planArguments = arguments
    planArguments.at = nil  // the clock already runs from `--at`
    let render: WatchState.Render = { [provider, arguments] now, size in
      // A user format is read again at each render: a fixed file ends its error state, a broken
      // edit shows one (both are small files, and renders come at boundaries and changes only).
      var provider = provider
      if formatFile != nil {
        do throws(UserFormats.Failure) { provider = try UserFormats.provider(named: arguments.formatName) } catch {
          return ((error.brokenFormat ?? provider).renderError(error.message(in: CommandLanguage.current), options: CommandLanguage.errorOptions), nil)
        }
      }
      do throws(Plan.Failure) {
        var plan = try Plan(planArguments, format: provider.name, now: now, themeChoicePath: themeChoicePath)
        if let size {
          plan.options.size = size
          plan.options.template = nil
        }
        let snapshot = plan.snapshot(at: now)
        return (provider.render(snapshot, options: plan.options), snapshot.validUntil)
      } catch {
        return (provider.renderError(error.message(in: CommandLanguage.current), options: CommandLanguage.errorOptions), nil)
      }
    }
    return WatchLoop.drive(provider: provider, size: arguments.size, clock: clock, changes: changes, render: render)
  }

  /// The loop around ``WatchState``: hands it each event with the clock's now, writes what it
  /// says, sleeps as it says, until it says to end. `--watch` and the bars' error state share it.
  static func drive(
    provider: any StatusProvider, size: WidgetSize?, clock: any TimeSource, changes: ChangeWatcher?,
    render: WatchState.Render
  ) -> Int32 {
    let waker = WakeSource(readsInput: ProviderPolicy(provider).readsClicks)
    // `toggle` finds us here (after the signals are taken: a click never kills us).
    let registration = WatcherRegistry.register(format: provider.name)
    defer { registration.map(WatcherRegistry.unregister) }
    let watched = changes.map { [$0.fileDescriptor] } ?? []
    if let header = provider.streamStart() {
      if let status = StatusRunner.exitStatus(after: waker.writeOutput(header + "\n")) { return status }
    }
    var state = WatchState(size: size)
    var event = WatchState.Event.start
    while true {
      var deadline = Double.infinity
      for effect in state.handle(event, now: clock.now(), render: render) {
        switch effect {
        case .write(let line, let index):
          if let status = StatusRunner.exitStatus(after: waker.writeOutput(provider.streamUpdate(line, index: index) + "\n")) {
            return status
          }
        case .sleep(let until):
          deadline = until.map(clock.wallClockDeadline(for:)) ?? .infinity
        case .exit(let status):
          return status
        }
      }
      var wake = waker.wait(until: deadline, maximumWait: WatchLoop.maximumWait, descriptors: watched)
      // Other files in the watched directories (or an ancestor, before the config's exists)
      // change too: only one of ours is worth a render.
      while case .readable = wake, changes?.drain() == false {
        wake = waker.wait(until: deadline, maximumWait: WatchLoop.maximumWait, descriptors: watched)
      }
      event = WatchLoop.event(wake)
    }
  }

  /// What a wake-up means to the watch.
  static func event(_ wake: WakeSource.Event) -> WatchState.Event {
    switch wake {
    case .timeout, .clockChanged, .readable: .recheck
    case .refresh: .refresh
    case .toggle: .toggle
    case .input(let text): isClick(text) ? .toggle : .recheck
    case .terminate, .hangup, .outputClosed: .finish
    }
  }

  /// A long-running child must not hold pipes its parent meant for others: Waybar 0.9.17 leaks
  /// other modules' pipes into commands, and an interval module then waits on us forever.
  static func closeInheritedDescriptors() {
    for name in FileReader.directoryEntries("/proc/self/fd") {
      if let fd = Int32(name), fd > 2 { close(fd) }
    }
  }

  /// `path` made absolute against the working directory (inotify watches need a directory).
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let cwd = getcwd(nil, 0) else { return path }
    defer { free(cwd) }
    return String(cString: cwd) + "/" + path
  }

  /// An i3bar click event on our block: `{"name":"solverv",…}` (with a leading `,` or `[`).
  static func isClick(_ line: String) -> Bool {
    line.firstOccurrence(of: "\"name\":\"solverv\"") != nil || line.firstOccurrence(of: "\"name\": \"solverv\"") != nil
  }
}
