import DBusKit
import DBusService
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing

/// `SunEvent` at each daily sun event and `SunPhase` changing at the crossings, on a
/// manual clock (Oslo, 2027-03-10: every crossing happens).
@Suite struct ServiceStateSunTests {
  let zone = StatePlace.oslo.zone
  var sun: SunCalculator { SunCalculator(coordinate: StatePlace.oslo.coordinate, zone: zone) }

  func phase(in effects: [ServiceEffect]) -> String? {
    for case .emitPropertiesChanged(let changed) in effects {
      for (name, value) in changed where name == "SunPhase" {
        return value.stringValue
      }
    }
    return nil
  }

  @Test("SunEvent civil_dusk is emitted at the civil dusk instant and SunPhase becomes nautical_twilight there")
  func civilDuskSignalAndPhase() throws {
    let date = try #require(CivilDate(iso: "2027-03-10"))
    let dusk = try #require(sun.day(date).civilDusk.instant)
    var driver = ServiceStateDriver(at: dusk - 600, config: StatePlace.config())
    let first = driver.send(.tick(driver.inputs))
    #expect(phase(in: first) == "civil_twilight")
    driver.run(until: dusk + 60)
    let signalled = driver.steps.filter { $0.effects.contains { $0.sunEvent != nil } }
    let atDusk = try #require(signalled.first { $0.effects.contains { $0.sunEvent?.kind == "civil_dusk" } })
    #expect(atDusk.now == dusk, "woke at \(atDusk.now), dusk \(dusk)")
    #expect(atDusk.effects.compactMap(\.sunEvent).map(\.instant) == [dusk.roundedSeconds])
    #expect(phase(in: atDusk.effects) == "nautical_twilight")
    // Nothing was signalled before the instant.
    #expect(driver.steps.allSatisfy { $0.now >= dusk || !$0.effects.contains { $0.sunEvent != nil } })
  }

  @Test("a day signals the nine sun events once each, in order, and SunPhase runs night → day → night")
  func aDayOfSunEvents() throws {
    let start = zone.startOfDay(try #require(CivilDate(iso: "2027-03-10")))
    var driver = ServiceStateDriver(at: start, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.run(until: start + 86_399)
    let kinds = driver.steps.flatMap { $0.effects.compactMap(\.sunEvent).map(\.kind) }
    #expect(kinds == SunEventKind.daily.map(\.busName))
    let phases = driver.steps.compactMap { phase(in: $0.effects) }
    #expect(
      phases == [
        "night", "astronomical_twilight", "nautical_twilight", "civil_twilight", "day",
        "civil_twilight", "nautical_twilight", "astronomical_twilight", "night",
      ])
    // The snapshot's ValidUntil (what bars refresh on) stays the snapshot's own boundary.
    let first = try #require(driver.state.snapshot)
    #expect(first.validUntil > start)
  }

  @Test("no SunEvent while the bus is away, and none replayed hours late after a suspend")
  func noReplayAfterSuspend() throws {
    let start = StatePlace.instant("2027-03-10T03:00:00Z")
    var driver = ServiceStateDriver(at: start, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.clock.advance(by: 8 * 3_600)  // suspended over dawn, sunrise and noon
    let resumed = driver.send(.resumed(driver.inputs))
    #expect(resumed.compactMap(\.sunEvent).isEmpty)
    #expect(phase(in: resumed) == "day")
    driver.send(.busDisconnected)
    let date = try #require(CivilDate(iso: "2027-03-10"))
    let dusk = try #require(sun.day(date).civilDusk.instant)
    driver.clock.set(to: dusk)
    #expect(driver.send(.tick(driver.inputs)).compactMap(\.sunEvent).isEmpty)
  }

  @Test("midnight sun: SunPhase stays day with no crossing to wake for but solar noon (Longyearbyen, June)")
  func polarDayStaysDay() throws {
    let place = Location(
      name: "Longyearbyen", coordinate: try Coordinate(latitude: 78.2232, longitude: 15.6267),
      zone: try TimeZoneDatabase.zone(named: "Arctic/Longyearbyen"), source: .config)
    var config = StatePlace.config()
    config.location = place
    let start = StatePlace.instant("2027-06-21T00:00:00Z")
    var driver = ServiceStateDriver(at: start, config: config)
    #expect(phase(in: driver.send(.tick(driver.inputs))) == "day")
    driver.run(until: start + 86_400)
    let kinds = driver.steps.flatMap { $0.effects.compactMap(\.sunEvent).map(\.kind) }
    #expect(kinds == ["solar_noon"])
    #expect(driver.steps.dropFirst().allSatisfy { phase(in: $0.effects) == nil })
  }
}
