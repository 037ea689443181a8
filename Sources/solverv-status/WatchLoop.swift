import SolvervApp
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `--watch`: a line now, then a line exactly when the state changes (the snapshot's
/// `valid_until`), sleeping in between. A change to the config file or the system zone wakes it
/// at once (inotify, ``ChangeWatcher``, as the daemon); it also wakes at the latest every 60 s to
/// re-read the clock, the config and the system zone — the safety net where inotify is missing
/// or misses — and prints then only if the output changed.
///
/// With `--at`, time runs on from that moment: the loop reads and waits on its ``TimeSource``.
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
    let waker = WakeSource(readsInput: ProviderPolicy(provider).readsClicks)
    // After closing inherited descriptors: the watch's own must stay open.
    let changes = ChangeWatcher(paths: [
      WatchLoop.absolute(arguments.config ?? Paths.configFile), "/etc/localtime", "/etc/timezone",
    ])
    let watched = changes.map { [$0.fileDescriptor] } ?? []
    var sizeOverride: WidgetSize? = nil
    var updates = 0
    var lastLine: String? = nil

    if let header = provider.streamStart() {
      if let status = StatusRunner.exitStatus(after: waker.writeOutput(header + "\n")) { return status }
    }

    var force = true
    while true {
      let now = clock.now()
      var line: String
      var nextBoundary: Instant?
      var planArguments = arguments
      planArguments.at = nil  // the clock already runs from `--at`
      do throws(Plan.Failure) {
        var plan = try Plan(planArguments, format: provider.name, now: now)
        if let size = sizeOverride {
          plan.options.size = size
          plan.options.template = nil
        }
        let snapshot = plan.snapshot(at: now)
        line = provider.render(snapshot, options: plan.options)
        nextBoundary = snapshot.validUntil
      } catch {
        line = provider.renderError(error.message, options: RenderOptions())
        nextBoundary = nil
      }
      // Only a changed line, or an explicit refresh (start, SIGUSR1, a toggle), is printed: a
      // boundary whose change shows nowhere in this line (a sunset under the small size) prints
      // nothing. JSON lines carry `generated_at`, so they still come at every boundary.
      if force || line != lastLine {
        if let status = StatusRunner.exitStatus(after: waker.writeOutput(provider.streamUpdate(line, index: updates) + "\n")) {
          return status
        }
        updates += 1
        lastLine = line
      }
      force = false
      // Sleep until the boundary, in real time.
      let deadline = nextBoundary.map(clock.wallClockDeadline(for:)) ?? .infinity

      var event = waker.wait(until: deadline, maximumWait: WatchLoop.maximumWait, descriptors: watched)
      // Other files in the watched directories (or an ancestor, before the config's exists)
      // change too: only one of ours is worth a render.
      while case .readable = event, changes?.drain() == false {
        event = waker.wait(until: deadline, maximumWait: WatchLoop.maximumWait, descriptors: watched)
      }
      switch event {
      case .timeout, .clockChanged:
        continue
      case .refresh:
        force = true
      case .toggle:
        sizeOverride = (sizeOverride ?? currentSize()).toggled
        force = true
      case .input(let text):
        if isClick(text) {
          sizeOverride = (sizeOverride ?? currentSize()).toggled
          force = true
        }
      case .terminate, .hangup, .outputClosed:
        return 0
      case .readable:
        continue  // the config or the zone changed: render again (printed only if the line changed)
      }
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

  private func currentSize() -> WidgetSize {
    arguments.size ?? .small
  }

  /// An i3bar click event on our block: `{"name":"solverv",…}` (with a leading `,` or `[`).
  private func isClick(_ line: String) -> Bool {
    line.firstOccurrence(of: "\"name\":\"solverv\"") != nil || line.firstOccurrence(of: "\"name\": \"solverv\"") != nil
  }
}
