import SolvervEngine
import Testing

/// `wait` and the daemon's `SunEvent`/`SunPhase`: the next instant of an event after a fixed
/// instant, and the sky's phase, against ../shared/reference (suntimes.csv, seasons.csv; the
/// reference rounds to whole seconds, so ±1 s).
struct SunEventSearchTests {
  let oslo = SunCalculator(coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"))
  let longyearbyen = SunCalculator(coordinate: coordinate(78.2232, 15.6267), zone: zone("Arctic/Longyearbyen"))

  @Test("each daily event after a fixed instant is the reference's instant that day (Oslo, 2024-12-20)")
  func nextDailyEventsMatchTheReference() throws {
    let start = utc("2024-12-20T00:00:00Z")
    let expected: [(SunEventKind, String)] = [
      (.astronomicalDawn, "2024-12-20T05:32:10Z"), (.nauticalDawn, "2024-12-20T06:23:35Z"),
      (.civilDawn, "2024-12-20T07:20:17Z"), (.sunrise, "2024-12-20T08:17:49Z"),
      (.solarNoon, "2024-12-20T11:14:46Z"), (.sunset, "2024-12-20T14:11:42Z"),
      (.civilDusk, "2024-12-20T15:09:14Z"), (.nauticalDusk, "2024-12-20T16:05:56Z"),
      (.astronomicalDusk, "2024-12-20T16:57:21Z"),
    ]
    for (kind, text) in expected {
      let found = try #require(oslo.next(kind, after: start), "\(kind)")
      #expect(abs(found - utc(text)) <= 1, "\(kind): \(found) vs \(text)")
    }
  }

  @Test("strictly after: from the instant of a sunset the next one is the following day's")
  func nextIsStrictlyAfter() throws {
    let sunset = try #require(oslo.next(.sunset, after: utc("2024-12-20T12:00:00Z")))
    let following = try #require(oslo.next(.sunset, after: sunset))
    #expect(abs(following - utc("2024-12-21T14:12:10Z")) <= 1)
  }

  @Test("a dusk after local midnight belongs to the previous evening and is still found (Oslo, June)")
  func duskAfterMidnightIsFound() throws {
    // 00:00 local on 2024-06-20; the reference gives that date's civil dusk as 22:27:36Z the day before.
    let found = try #require(oslo.next(.civilDusk, after: utc("2024-06-19T22:00:00Z")))
    #expect(abs(found - utc("2024-06-19T22:27:36Z")) <= 1)
  }

  @Test("midnight sun: the next sunset is when the reference's sunsets resume (Longyearbyen)")
  func polarSummerSunsetIsAfterTheMidnightSun() throws {
    let start = utc("2024-06-01T12:00:00Z")
    let found = try #require(longyearbyen.next(.sunset, after: start))
    // always_up on 2024-08-15, a sunset again on 2024-09-01.
    #expect(found > utc("2024-08-15T12:00:00Z") && found < utc("2024-09-01T20:06:22Z"))
    #expect(longyearbyen.next(.sunset, after: start, within: 30 * 86_400) == nil)
  }

  @Test("season events are the reference's instants (seasons.csv, within its 30 s tolerance for recent years)")
  func seasonEventsMatchTheReference() throws {
    let found = try #require(oslo.next(.decemberSolstice, after: utc("2024-06-01T00:00:00Z")))
    #expect(abs(found - utc("2024-12-21T09:20:21Z")) <= 30)
    let nextYear = try #require(oslo.next(.juneSolstice, after: utc("2024-06-20T20:51:04Z")))
    #expect(abs(nextYear - utc("2025-06-21T02:42:19Z")) <= 30)
    #expect(oslo.next(.marchEquinox, after: utc("2024-03-20T04:00:00Z"), within: 300 * 86_400) == nil)
  }

  @Test("the phase changes exactly at each crossing, in the order of the day")
  func phaseChangesAtTheCrossings() throws {
    var t = utc("2024-12-20T00:00:00Z")
    #expect(oslo.phase(at: t) == .night)
    let order: [SunPhase] = [
      .astronomicalTwilight, .nauticalTwilight, .civilTwilight, .day,
      .civilTwilight, .nauticalTwilight, .astronomicalTwilight, .night,
    ]
    for phase in order {
      let change = try #require(oslo.nextPhaseChange(after: t))
      #expect(change.phase == phase)
      #expect(oslo.phase(at: change.instant - 0.001) != phase)
      #expect(oslo.phase(at: change.instant) == phase)
      #expect(oslo.phase(at: change.instant + 600) == phase)
      t = change.instant
    }
    #expect(abs(t - utc("2024-12-20T16:57:21Z")) <= 1)
  }

  @Test("polar phases: midnight sun is day all day, polar night at Longyearbyen still has twilight at noon")
  func polarPhases() {
    #expect(longyearbyen.phase(at: utc("2024-06-21T23:00:00Z")) == .day)
    #expect(longyearbyen.phase(at: utc("2024-06-21T11:00:00Z")) == .day)
    // Noon on the December solstice: the Sun at about −11.6°, nautical twilight; midnight: night.
    #expect(longyearbyen.phase(at: utc("2024-12-21T11:00:00Z")) == .nauticalTwilight)
    #expect(longyearbyen.phase(at: utc("2024-12-21T23:00:00Z")) == .night)
  }
}
