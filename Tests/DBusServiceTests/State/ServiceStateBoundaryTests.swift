import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// The daemon's boundaries, run against `ServiceState` on a manual clock: each signal comes at
/// its instant (the state wakes exactly there), never early, and a whole day takes milliseconds.
@Suite struct ServiceStateBoundaryTests {
  @Test("EventReached is emitted at the solstice instant, not a tick before")
  func eventReachedAtTheSolstice() throws {
    let before = StatePlace.instant("2026-12-21T12:00:00Z")
    let solstice = SeasonCountdown(at: before, in: .utc).next
    #expect(solstice.kind == .decemberSolstice)
    var driver = ServiceStateDriver(at: before, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.run(until: solstice.instant + 3_600)
    let reached = driver.steps.filter { $0.effects.contains { $0.eventReached != nil } }
    try #require(reached.count == 1, "EventReached \(reached.count) times")
    // The tick that reports it is the solstice itself (to the second), with the event's data.
    #expect(abs(reached[0].now - solstice.instant) < 1, "reported at \(reached[0].now), solstice \(solstice.instant)")
    let event = try #require(reached[0].effects.compactMap(\.eventReached).first)
    #expect(event.kind == "december_solstice" && event.instant == solstice.instant.roundedSeconds)
    #expect(reached[0].effects.contains { $0.changedNames?.contains("NextEventKind") == true })
    // Every earlier tick saw the event still to come.
    #expect(driver.steps.allSatisfy { $0.now >= solstice.instant || !$0.effects.contains { $0.eventReached != nil } })
  }

  @Test("sunset and midnight change the properties at their instant; at sunrise only SunPhase changes")
  func sunriseSunsetAndMidnight() throws {
    let zone = StatePlace.oslo.zone
    let date = try #require(CivilDate(iso: "2027-03-10"))
    let sun = SunCalculator(coordinate: StatePlace.oslo.coordinate, zone: zone)
    let sunrise = try #require(sun.day(date).sunrise.instant)
    let sunset = try #require(sun.day(date).sunset.instant)
    let midnight = zone.startOfDay(date.adding(days: 1))
    var driver = ServiceStateDriver(at: zone.startOfDay(date) + 60, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.run(until: midnight + 60)
    func step(at instant: Instant) -> ServiceStateDriver.Step? {
      driver.steps.first { abs($0.now - instant) < 1 }
    }
    // The state woke at each instant and announced the change there.
    let atSunset = try #require(step(at: sunset), "no wake at sunset \(sunset)")
    // After sunset the shown sun times are tomorrow's.
    let sunsetChanges = atSunset.effects.compactMap(\.changedNames).joined()
    #expect(sunsetChanges.contains("Sunset") && sunsetChanges.contains("ShownSunDate"), "\(Array(sunsetChanges))")
    let atMidnight = try #require(step(at: midnight), "no wake at midnight \(midnight)")
    #expect(atMidnight.effects.compactMap(\.dayChanged) == ["2027-03-11"])
    #expect(atMidnight.effects.contains { $0.changedNames?.contains("DayLength") == true })
    // DayChanged comes once, at midnight only.
    #expect(driver.steps.filter { $0.effects.contains { $0.dayChanged != nil } }.count == 1)
    // Sunrise changes nothing a bar shows (the shown sun turns at sunset): the daemon wakes there
    // only for SunEvent and SunPhase, and a look either side of it announces nothing else.
    let atSunrise = try #require(step(at: sunrise), "no wake at sunrise \(sunrise)")
    #expect(atSunrise.effects.compactMap(\.changedNames) == [["SunPhase"]])
    var around = ServiceStateDriver(at: sunrise - 1, config: StatePlace.config())
    around.send(.tick(around.inputs))
    around.clock.advance(by: 2)
    let afterSunrise = around.send(.tick(around.inputs))
    #expect(afterSunrise.compactMap(\.changedNames) == [["SunPhase"]])
  }

  @Test("a simulated day of boundaries runs in milliseconds")
  func aDayIsFast() throws {
    let start = StatePlace.instant("2027-03-10T00:00:00Z")
    let began = Date()
    var driver = ServiceStateDriver(at: start, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.run(until: start + 86_400)
    let took = Date().timeIntervalSince(began)
    // The first look, the nine daily sun events (each a SunEvent; sunset among them), midnight.
    #expect(driver.steps.count == 11, "\(driver.steps.count) ticks in a day")
    #expect(took < 1, "a simulated day took \(took) s")
  }

  @Test("nothing is emitted while the bus is away; reconnecting announces every property")
  func reconnectAnnouncesAll() throws {
    let start = StatePlace.instant("2027-03-10T12:00:00Z")
    var driver = ServiceStateDriver(at: start, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.send(.busDisconnected)
    driver.clock.advance(by: 86_400)  // a day away: midnight and a sunset passed
    let away = driver.send(.tick(driver.inputs))
    #expect(!away.contains { $0.changedNames != nil || $0.dayChanged != nil })
    #expect(away.contains { $0.isReconnect })
    let back = driver.send(.busReconnected(uniqueName: ":1.9", driver.inputs))
    let names = try #require(back.compactMap(\.changedNames).first)
    #expect(names.count == SnapshotProperties.definitions.count)
    #expect(back.contains { $0.logLine == "reconnected to the session bus as :1.9" })
  }

  @Test("a broken config is logged once and the last good place kept; its recovery is logged")
  func brokenConfigKeepsTheLastGood() throws {
    let start = StatePlace.instant("2027-03-10T12:00:00Z")
    var driver = ServiceStateDriver(at: start, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    var elsewhere = StatePlace.config()
    elsewhere.location = Location(
      name: "Nowhere", coordinate: try Coordinate(latitude: 0, longitude: 0), zone: .utc, source: .timeZone)
    let problem = ServiceConfigProblem("line 1: bad", defaults: elsewhere)
    let first = driver.send(.configChanged(ServiceInputs(config: .failure(problem))))
    let second = driver.send(.configChanged(ServiceInputs(config: .failure(problem))))
    #expect(first.compactMap(\.logLine) == ["config problem, keeping the last good settings: line 1: bad"])
    #expect(second.compactMap(\.logLine).isEmpty)
    #expect(driver.state.snapshot?.location.name == "Oslo")
    let fixed = driver.send(.configChanged(driver.inputs))
    #expect(fixed.compactMap(\.logLine) == ["config is valid again"])
  }

  @Test("another instance taking the name stops the daemon with status 0")
  func nameLostStops() {
    var driver = ServiceStateDriver(at: StatePlace.instant("2027-03-10T12:00:00Z"), config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    let effects = driver.send(.nameLost)
    #expect(effects.compactMap(\.stopStatus) == [0])
    #expect(effects.contains { $0.logLine?.contains("took over io.github.solverv.Solverv1") == true })
  }
}
