import SolvervEngine
import SolvervSystem
import Testing

/// The clocks behind the daemon and `--watch`: one for the wall, one for `--at` that starts at
/// the given instant and runs on with real time, one for tests moved by hand.
@Suite struct TimeSourceTests {
  @Test("the --at clock starts at the given instant and maps its instants back to wall-clock deadlines")
  func simulatedClock() {
    let realStart = SystemClock.now()
    let start = Instant(secondsSince1970: 1_813_579_200)  // 2027-06-21
    let clock = SimulatedTimeSource(startingAt: start, realStart: realStart)
    let now = clock.now()
    #expect(now >= start && now - start < 5)
    // An instant an hour ahead on the simulated clock is an hour ahead on the wall clock.
    let deadline = clock.wallClockDeadline(for: now + 3_600)
    #expect(abs(deadline - (SystemClock.now().secondsSince1970 + 3_600)) < 5)
  }

  @Test("the --at clock runs on with real time")
  func simulatedClockRuns() {
    let clock = SimulatedTimeSource(startingAt: Instant(secondsSince1970: 0))
    let first = clock.now()
    SystemClock.sleep(untilWallClock: clock.wallClockDeadline(for: first + 0.05))
    #expect(clock.now() - first >= 0.05)
  }

  @Test("without --at the run's clock is the wall clock")
  func wallClock() {
    let clock = SystemClock.timeSource(startingAt: nil, realStart: SystemClock.now())
    #expect(abs(clock.now() - SystemClock.now()) < 1)
    #expect(clock.wallClockDeadline(for: Instant(secondsSince1970: 42)) == 42)
  }

  @Test("the manual clock moves only when told, and sleeping never turns it back")
  func manualClock() {
    let clock = ManualTimeSource(Instant(secondsSince1970: 100))
    clock.sleep(until: Instant(secondsSince1970: 160))
    #expect(clock.now() == Instant(secondsSince1970: 160))
    clock.sleep(until: Instant(secondsSince1970: 120))
    #expect(clock.now() == Instant(secondsSince1970: 160))
    clock.advance(by: 5)
    clock.set(to: Instant(secondsSince1970: 50))
    #expect(clock.now() == Instant(secondsSince1970: 50))
  }
}
