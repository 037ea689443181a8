import Foundation
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem
import TestSupport
import Testing

/// `Plan` made from values alone: a zone, locale variables, a zone lookup and a theme choice
/// handed in, none of them this machine's — what the daemon and the CLI do after reading them.
@Suite struct PlanFromValuesTests {
  static let noon = Instant(secondsSince1970: 1_796_904_000)  // 2026-12-10T12:00:00Z

  /// A zone from the tzdata files, read here (the test's own edge).
  static func zone(_ name: String) throws -> TimeZoneRules {
    let bytes = try #require(FileManager.default.contents(atPath: TimeZoneDatabase.directory + "/" + name))
    return try TimeZoneRules(identifier: name, tzif: Array(bytes))
  }

  /// An environment in `systemZone` whose lookup knows only `known` (and records what it was
  /// asked), so a plan that read the real tzdata or variables would show it.
  final class Lookups: @unchecked Sendable {
    var asked: [String] = []
  }

  static func environment(
    systemZone: TimeZoneRules, messages: String?, time: String?, known: [TimeZoneRules] = [], lookups: Lookups = Lookups()
  ) -> PlanEnvironment {
    PlanEnvironment(
      systemZone: systemZone, messagesLocale: messages, timeLocale: time,
      zone: { name throws(TimeZoneLookupError) in
        lookups.asked.append(name)
        guard let zone = known.first(where: { $0.identifier == name }) else { throw .unknown(name) }
        return zone
      },
      zoneCountry: { _ in nil })
  }

  static func config(_ text: String) throws -> SolvervConfig { try SolvervConfig.parse(text, path: "handed.toml") }

  @Test("no choices, no config: the handed zone's city, the handed locale's language and clock")
  func theEnvironmentIsTheHandedOne() throws {
    let tokyo = try Self.zone("Asia/Tokyo")
    let environment = Self.environment(systemZone: tokyo, messages: "de_DE.UTF-8", time: "en_US.UTF-8")
    let plan = try Plan(inputs: PlanInputs(config: .empty, configPath: "handed.toml", environment: environment), now: Self.noon)
    #expect(plan.location.name == "Tokyo" && plan.location.zone.identifier == "Asia/Tokyo")
    #expect(plan.settings.language.code == "de")
    // German text keeps the language's own 24-hour clock even on an en_US time locale.
    #expect(plan.settings.clock == .twentyFourHour)
    #expect(plan.start == Self.noon)
    let english = try Plan(
      inputs: PlanInputs(
        config: .empty, configPath: "handed.toml", environment: Self.environment(systemZone: tokyo, messages: nil, time: "en_US.UTF-8")),
      now: Self.noon)
    #expect(english.settings.language.code == "en" && english.settings.clock == .twelveHour)
    #expect(Plan(defaultsAt: Self.noon, environment: environment).location.zone.identifier == "Asia/Tokyo")
  }

  @Test("--tz and a config's zone go through the handed lookup; one it does not know is the usage error")
  func zonesComeFromTheHandedLookup() throws {
    let tokyo = try Self.zone("Asia/Tokyo")
    let lookups = Lookups()
    let environment = Self.environment(systemZone: tokyo, messages: nil, time: nil, known: [tokyo], lookups: lookups)
    let config = try Self.config("[location]\nlatitude = 59.9\nlongitude = 10.75\ntimezone = \"Asia/Tokyo\"\n")
    let plan = try Plan(inputs: PlanInputs(config: config, configPath: "handed.toml", environment: environment), now: Self.noon)
    #expect(plan.location.zone.identifier == "Asia/Tokyo")
    #expect(lookups.asked == ["Asia/Tokyo"])
    var choices = PlanChoices()
    choices.place = PlaceChoice(latitude: 59.9, longitude: 10.75, timezone: "Europe/Oslo")
    do throws(Plan.Failure) {
      _ = try Plan(choices, inputs: PlanInputs(config: .empty, configPath: "handed.toml", environment: environment), now: Self.noon)
      Issue.record("a zone the handed lookup does not know was found")
    } catch {
      #expect(error.exitStatus == 64 && error.message.contains("Europe/Oslo"), "\(error.message)")
    }
    #expect(lookups.asked.last == "Europe/Oslo")
  }

  @Test("the handed theme choice counts while the switch is on, and not when it is off")
  func theThemeChoiceIsHandedIn() throws {
    let tokyo = try Self.zone("Asia/Tokyo")
    let choice = ThemeOverride(mode: .dark, chosenAt: Self.noon)
    let environment = Self.environment(systemZone: tokyo, messages: nil, time: nil)
    let on = try Self.config("[theme]\nenabled = true\n")
    let planOn = try Plan(
      inputs: PlanInputs(config: on, configPath: "handed.toml", themeOverride: choice, environment: environment), now: Self.noon)
    #expect(planOn.settings.themeOverride == choice)
    let planOff = try Plan(
      inputs: PlanInputs(config: .empty, configPath: "handed.toml", themeOverride: choice, environment: environment),
      now: Self.noon)
    #expect(planOff.settings.themeOverride == nil)
  }

  @Test("the command line's choices win over the config's, as values")
  func choicesOverTheConfig() throws {
    let tokyo = try Self.zone("Asia/Tokyo")
    let environment = Self.environment(systemZone: tokyo, messages: nil, time: nil)
    let config = try Self.config("language = \"de\"\nevents = 3\n")
    var choices = PlanChoices()
    choices.language = Languages.named("fi")
    choices.events = 7
    choices.at = "2027-06-21T12:00"
    let plan = try Plan(
      choices, inputs: PlanInputs(config: config, configPath: "handed.toml", environment: environment), now: Self.noon)
    #expect(plan.settings.language.code == "fi")
    #expect(plan.settings.listCount == 7)
    // `--at` is read in the place's zone (Tokyo, UTC+9): 12:00 there is 03:00Z.
    #expect(plan.start == Instant(secondsSince1970: 1_813_546_800))
  }
}
