import DBusService
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing

/// The light/dark switch in the pure state, on a simulated clock: exactly one SettingChanged and
/// one hook run per switch, at the switch instant; after a resume, a place change and a manual
/// choice; the portal name taken and given up with `theme.enabled`.
@Suite struct ServiceStateThemeTests {
  static let sun = SunCalculator(coordinate: StatePlace.oslo.coordinate, zone: StatePlace.oslo.zone)
  static func day(_ iso: String) -> SunDay { sun.day(CivilDate(iso: iso)!) }

  static func config(enabled: Bool = true, override: ThemeOverride? = nil) -> ServiceConfig {
    var config = StatePlace.config()
    config.settings.theme.enabled = enabled
    config.settings.themeOverride = override
    return config
  }

  /// (instant, color-scheme) of every SettingChanged, and (instant, mode) of every hook run.
  static func switches(_ steps: [ServiceStateDriver.Step]) -> (signals: [(Instant, UInt32)], hooks: [(Instant, String)]) {
    var signals: [(Instant, UInt32)] = []
    var hooks: [(Instant, String)] = []
    for step in steps {
      for effect in step.effects {
        if case .emitSettingChanged(let scheme) = effect { signals.append((step.now, scheme)) }
        if case .runHooks(let mode) = effect { hooks.append((step.now, mode)) }
      }
    }
    return (signals, hooks)
  }

  @Test("a day and a half in Oslo: start-up hooks, then one SettingChanged and one hook run at each sunrise and sunset, exactly then")
  func oneSignalPerSwitch() throws {
    let start = StatePlace.instant("2026-12-01T00:00:00+01:00")
    var driver = ServiceStateDriver(at: start, config: Self.config())
    let first = driver.send(.tick(driver.inputs))
    #expect(first.contains { if case .claimPortal = $0 { true } else { false } })
    #expect(driver.state.colorScheme == 1)
    driver.run(until: StatePlace.instant("2026-12-02T12:00:00+01:00"))
    let (signals, hooks) = Self.switches(driver.steps)
    let sunrise1 = try #require(Self.day("2026-12-01").sunrise.instant)
    let sunset1 = try #require(Self.day("2026-12-01").sunset.instant)
    let sunrise2 = try #require(Self.day("2026-12-02").sunrise.instant)
    #expect(signals.map(\.0) == [sunrise1, sunset1, sunrise2])
    #expect(signals.map(\.1) == [2, 1, 2])
    #expect(hooks.map(\.1) == ["dark", "light", "dark", "light"])
    #expect(hooks.map(\.0) == [start, sunrise1, sunset1, sunrise2])
  }

  @Test("asleep over the sunset: the resume gives one SettingChanged(1) and the dark hooks")
  func resumeAfterSunset() throws {
    var driver = ServiceStateDriver(at: StatePlace.instant("2026-12-01T12:00:00+01:00"), config: Self.config())
    driver.send(.tick(driver.inputs))
    #expect(driver.state.colorScheme == 2)
    driver.clock.set(to: StatePlace.instant("2026-12-01T22:00:00+01:00"))
    let (signals, hooks) = Self.switches([
      ServiceStateDriver.Step(now: driver.clock.now(), effects: driver.send(.resumed(driver.inputs)))
    ])
    #expect(signals.map(\.1) == [1])
    #expect(hooks.map(\.1) == ["dark"])
    #expect(Self.switches([ServiceStateDriver.Step(now: driver.clock.now(), effects: driver.send(.tick(driver.inputs)))]).signals.isEmpty)
  }

  @Test("a manual dark choice at noon holds until the next sunrise: nothing at sunset, light at sunrise")
  func manualChoiceHoldsToSunrise() throws {
    let noon = StatePlace.instant("2026-12-01T12:00:00+01:00")
    var driver = ServiceStateDriver(at: noon, config: Self.config())
    driver.send(.tick(driver.inputs))
    driver.config = Self.config(override: ThemeOverride(mode: .dark, chosenAt: noon))
    driver.steps = []
    driver.send(.configChanged(driver.inputs))
    #expect(driver.state.colorScheme == 1)
    driver.run(until: StatePlace.instant("2026-12-02T12:00:00+01:00"))
    let (signals, hooks) = Self.switches(driver.steps)
    let sunrise2 = try #require(Self.day("2026-12-02").sunrise.instant)
    #expect(signals.map(\.0) == [noon, sunrise2])
    #expect(signals.map(\.1) == [1, 2])
    #expect(hooks.map(\.1) == ["dark", "light"])
  }

  @Test("a place where it is night: one SettingChanged(1) at the change")
  func placeChange() throws {
    var driver = ServiceStateDriver(at: StatePlace.instant("2026-12-01T12:00:00+01:00"), config: Self.config())
    driver.send(.tick(driver.inputs))
    driver.config.location = Location(
      name: "Tokyo", coordinate: try Coordinate(latitude: 35.6895, longitude: 139.6917),
      zone: try TimeZoneDatabase.zone(named: "Asia/Tokyo"), source: .config)
    let effects = driver.send(.configChanged(driver.inputs))
    #expect(Self.switches([ServiceStateDriver.Step(now: driver.clock.now(), effects: effects)]).signals.map(\.1) == [1])
  }

  @Test("switch off: no portal, no signal, no hooks; turned off the name is given up, turned on taken with the hooks")
  func enabledFollowsConfig() throws {
    let start = StatePlace.instant("2026-12-01T00:00:00+01:00")
    var driver = ServiceStateDriver(at: start, config: Self.config(enabled: false))
    driver.send(.tick(driver.inputs))
    driver.run(until: StatePlace.instant("2026-12-02T00:00:00+01:00"))
    #expect(driver.state.colorScheme == nil)
    let all = driver.steps.flatMap(\.effects)
    #expect(!all.contains { if case .claimPortal = $0 { true } else { false } })
    #expect(Self.switches(driver.steps).signals.isEmpty && Self.switches(driver.steps).hooks.isEmpty)
    driver.config = Self.config()
    let on = driver.send(.configChanged(driver.inputs))
    #expect(on.contains { if case .claimPortal = $0 { true } else { false } })
    #expect(Self.switches([ServiceStateDriver.Step(now: driver.clock.now(), effects: on)]).hooks.map(\.1) == ["dark"])
    driver.config = Self.config(enabled: false)
    let off = driver.send(.configChanged(driver.inputs))
    #expect(off.contains { if case .releasePortal = $0 { true } else { false } })
    #expect(driver.state.colorScheme == nil)
  }
}
