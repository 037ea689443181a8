import SolvervApp
import SolvervEngine
import Testing
import TestSupport

/// `--watch`'s rules on a manual clock, with the real render (Plan, snapshot, the text format):
/// a day of boundaries in microseconds, no real sleeping.
@Suite struct WatchStateTests {
  static let start = Instant(secondsSince1970: 1_796_904_000)  // 2026-12-10T12:00:00Z, Oslo 13:00

  /// The status line for Oslo at `now` in the given size, as `--watch` renders it.
  static func render(size base: WidgetSize?, config: String) -> WatchState.Render {
    { now, size in
      var arguments = StatusArguments(location: "Oslo", config: config)
      arguments.size = base
      var plan: Plan
      do throws(Plan.Failure) { plan = try Plan(arguments, format: "text", now: now) } catch {
        Issue.record(Comment(rawValue: error.message))
        return ("", nil)
      }
      if let size {
        plan.options.size = size
        plan.options.template = nil
      }
      let snapshot = plan.snapshot(at: now)
      return (ProviderRegistry.builtIn(named: "text")!.render(snapshot, options: plan.options), snapshot.validUntil)
    }
  }

  static func writes(_ effects: [WatchState.Effect]) -> [String] {
    effects.compactMap { if case .write(let line, _) = $0 { line } else { nil } }
  }

  static func sleep(_ effects: [WatchState.Effect]) -> Instant?? {
    for case .sleep(let until) in effects { return until }
    return nil
  }

  @Test("start prints and sleeps until the boundary; a recheck before it prints nothing; the boundary's change prints")
  func printsOnlyAtChanges() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let clock = ManualTimeSource(Self.start)
    let render = Self.render(size: .large, config: try scratch.write("config.toml", ""))
    var state = WatchState(size: .large)
    let first = state.handle(.start, now: clock.now(), render: render)
    #expect(Self.writes(first).count == 1)
    let boundary = try #require(Self.sleep(first) ?? nil)
    #expect(boundary > Self.start)
    // Woken early (the 60 s safety net): same line, nothing printed, same boundary.
    clock.advance(by: 60)
    let early = state.handle(.recheck, now: clock.now(), render: render)
    #expect(Self.writes(early).isEmpty)
    #expect(Self.sleep(early) == boundary)
    // At the boundary (Oslo's sunset, the large line shows sun times) the line changes.
    clock.sleep(until: boundary)
    let at = state.handle(.recheck, now: clock.now(), render: render)
    #expect(Self.writes(at).count == 1 && Self.writes(at) != Self.writes(first), "\(at)")
    #expect(state.updates == 2)
  }

  @Test("a toggle prints the other size at once, a second toggles back; a refresh reprints the same line")
  func toggleAndRefreshPrintAtOnce() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let clock = ManualTimeSource(Self.start)
    let render = Self.render(size: nil, config: try scratch.write("config.toml", ""))
    var state = WatchState(size: nil)
    let small = Self.writes(state.handle(.start, now: clock.now(), render: render))
    let large = Self.writes(state.handle(.toggle, now: clock.now(), render: render))
    #expect(state.sizeOverride == .large)
    #expect(large.count == 1 && large != small && large[0].hasPrefix(small[0].prefix(10)), "\(small) \(large)")
    let back = Self.writes(state.handle(.toggle, now: clock.now(), render: render))
    #expect(back == small && state.sizeOverride == .small)
    let again = state.handle(.refresh, now: clock.now(), render: render)
    #expect(Self.writes(again) == small)
    // Indexes count every update (i3bar's commas).
    #expect(again.contains(.write(line: small[0], index: 3)))
  }

  @Test("the bars' error state: a fixed line never reprints on rechecks, again on refresh, and finish ends with 0")
  func fixedErrorLine() {
    let clock = ManualTimeSource(Self.start)
    var state = WatchState(size: nil)
    let render: WatchState.Render = { _, _ in ("⚠ solverv: --lat 91 is out of range", nil) }
    #expect(state.handle(.start, now: clock.now(), render: render) == [.write(line: "⚠ solverv: --lat 91 is out of range", index: 0), .sleep(until: nil)])
    for _ in 0..<100 {
      clock.advance(by: 3_600)
      #expect(state.handle(.recheck, now: clock.now(), render: render) == [.sleep(until: nil)])
    }
    #expect(Self.writes(state.handle(.refresh, now: clock.now(), render: render)).count == 1)
    #expect(state.handle(.finish, now: clock.now(), render: render) == [.exit(0)])
  }
}
