#if canImport(Glibc)
  import Glibc
#endif
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `--watch`: a line now, then a line exactly when the state changes (the snapshot's
/// `valid_until`), sleeping in between. It wakes at the latest every 60 s to re-read the clock,
/// the config and the system zone, so suspend, clock and zone changes show within a minute; it
/// prints then only if the output changed.
///
/// With `--at`, time runs on from that moment: simulated now = at + real time elapsed.
///
/// Lines go out through ``WakeSource/writeOutput(_:)``, never a blocking write: a bar that
/// stops reading must not keep SIGTERM from ending us.
struct WatchLoop {
  let arguments: StatusArguments
  let provider: any StatusProvider
  /// Simulated − real seconds: `--at` minus the moment the run started (0 without `--at`).
  let offset: Double
  /// The longest sleep between clock checks.
  static let maximumWait = 60.0

  func run() -> Int32 {
    WatchLoop.closeInheritedDescriptors()
    let waker = WakeSource(readsInput: ProviderPolicy(provider).readsClicks)
    let realStart = SystemClock.now()
    var sizeOverride: WidgetSize? = nil
    var updates = 0
    var lastLine: String? = nil
    var deadline = realStart.secondsSince1970  // render at once

    if let header = provider.streamStart() {
      if let status = StatusRunner.exitStatus(after: waker.writeOutput(header + "\n")) { return status }
    }

    var force = true
    while true {
      let realNow = SystemClock.now()
      let now = realNow + offset
      var line: String
      var nextDeadline: Double
      var planArguments = arguments
      planArguments.at = nil  // the simulated clock already carries the offset
      do throws(Plan.Failure) {
        var plan = try Plan(planArguments, format: provider.name, now: now)
        if let size = sizeOverride {
          plan.options.size = size
          plan.options.template = nil
        }
        let snapshot = plan.snapshot(at: now)
        line = provider.render(snapshot, options: plan.options)
        // Sleep until the boundary, in real time.
        nextDeadline = snapshot.validUntil.secondsSince1970 - offset
      } catch {
        line = provider.renderError(error.message, options: RenderOptions())
        nextDeadline = .infinity
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
      deadline = nextDeadline

      switch waker.wait(until: deadline, maximumWait: WatchLoop.maximumWait) {
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
        continue
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

  private func currentSize() -> WidgetSize {
    arguments.size ?? .small
  }

  /// An i3bar click event on our block: `{"name":"solverv",…}` (with a leading `,` or `[`).
  private func isClick(_ line: String) -> Bool {
    line.contains("\"name\":\"solverv\"") || line.contains("\"name\": \"solverv\"")
  }
}
