public import SolvervEngine

/// `--watch`'s decisions, pure as the daemon's `ServiceState`: an event and "now" in, effects out.
/// The loop around it (`WatchLoop` in solverv-status) only waits, renders and writes, so every
/// rule — print only a changed line, a refresh or a toggle prints at once, sleep until the
/// snapshot's boundary — is tested on a ``ManualTimeSource`` in microseconds. The bars' error
/// state is the same state with a render that always gives the error line.
public struct WatchState: Sendable {
  /// What woke the loop.
  public enum Event: Sendable, Equatable {
    /// The first render.
    case start
    /// The deadline or the longest wait passed, the clock was set, a watched file changed, or
    /// input that is not a click arrived: render again; print only a changed line.
    case recheck
    /// SIGUSR1: print now, changed or not.
    case refresh
    /// SIGUSR2 or a click on our i3bar block: switch small/large and print.
    case toggle
    /// SIGTERM, SIGINT, SIGHUP or the reader gone: end.
    case finish
  }

  public enum Effect: Sendable, Equatable {
    /// Write this update: the line, and how many were written before it (i3bar's protocol
    /// puts a comma before every update but the first).
    case write(line: String, index: Int)
    /// Sleep until this instant (nil: until something wakes us).
    case sleep(until: Instant?)
    /// End with this status.
    case exit(Int32)
  }

  /// One render: the line at `now` for `size` (nil: the arguments' own size or template), and
  /// the instant it stops holding (nil: nothing but an event changes it).
  public typealias Render = (_ now: Instant, _ size: WidgetSize?) -> (line: String, validUntil: Instant?)

  /// The size the arguments asked for, which the first toggle switches from.
  let baseSize: WidgetSize
  public private(set) var sizeOverride: WidgetSize?
  public private(set) var lastLine: String?
  public private(set) var updates = 0

  public init(size: WidgetSize?) {
    baseSize = size ?? .small
  }

  public mutating func handle(_ event: Event, now: Instant, render: Render) -> [Effect] {
    let force: Bool
    switch event {
    case .finish: return [.exit(0)]
    case .start, .refresh: force = true
    case .recheck: force = false
    case .toggle:
      sizeOverride = (sizeOverride ?? baseSize).toggled
      force = true
    }
    let (line, validUntil) = render(now, sizeOverride)
    var effects: [Effect] = []
    // Only a changed line, or an explicit refresh (start, SIGUSR1, a toggle), is printed: a
    // boundary whose change shows nowhere in this line (a sunset under the small size) prints
    // nothing. JSON lines carry `generated_at`, so they still come at every boundary.
    if force || line != lastLine {
      effects.append(.write(line: line, index: updates))
      updates += 1
      lastLine = line
    }
    effects.append(.sleep(until: validUntil))
    return effects
  }
}
