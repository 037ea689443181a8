import SolvervApp
import SolvervEngine
import Testing
import TestSupport

/// `Plan` in process: the config's choices under the command line's, and the failures' statuses.
@Suite struct PlanTests {
  static let noon = Instant(secondsSince1970: 1_796_904_000)  // 2026-12-10T12:00:00Z

  @Test("a config's place and language reach the plan; the command line's language wins over it")
  func configChoicesAreUnderTheCommandLine() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let config = try scratch.write("config.toml", "language = \"de\"\n[location]\ncity = \"Tromsø\"\n")
    let plan = try Plan(StatusArguments(config: config), format: "text", now: Self.noon)
    #expect(plan.location.name == "Tromsø")
    #expect(plan.location.zone.identifier == "Europe/Oslo")
    #expect(plan.settings.language.code == "de")
    #expect(plan.start == Self.noon)
    let overridden = try Plan(StatusArguments(language: LanguageChoice(optionText: "nb"), config: config), format: "text", now: Self.noon)
    #expect(overridden.settings.language.code == "nb")
  }

  @Test("the daemon's plan is the config's, at now, with no command line")
  func daemonPlanIsTheConfigs() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let config = try scratch.write("config.toml", "[location]\ncity = \"Tokyo\"\n")
    let plan = try Plan(configPath: config, now: Self.noon)
    #expect(plan.location.name == "Tokyo" && plan.location.zone.identifier == "Asia/Tokyo")
    #expect(plan.start == Self.noon)
  }

  @Test("a broken config is exit 78 naming the line; a bad --at is exit 64")
  func failuresCarryTheirExitStatus() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let broken = try scratch.write("broken.toml", "clock = \"25h\"\n")
    do throws(Plan.Failure) {
      _ = try Plan(StatusArguments(config: broken), format: "text", now: Self.noon)
      Issue.record("a clock of 25h was accepted")
    } catch {
      #expect(error.exitStatus == 78)
      #expect(error.message.contains("25h") && error.message.contains(":1:"), "\(error.message)")
    }
    let good = try scratch.write("good.toml", "")
    do throws(Plan.Failure) {
      _ = try Plan(StatusArguments(at: "yesterday-ish", config: good), format: "text", now: Self.noon)
      Issue.record("--at yesterday-ish was accepted")
    } catch {
      #expect(error.exitStatus == 64)
      #expect(error.message.contains("yesterday-ish"), "\(error.message)")
    }
  }
}

/// "auto" has one form: `--clock auto` is a nil style, as the config's `clock = "auto"` is.
@Suite struct ClockChoiceTests {
  @Test("--clock auto is nil, like the config's auto; it overrides the config's clock with the language's rule")
  func autoIsNil() throws {
    #expect(ClockChoice(optionText: "auto")?.style == nil && ClockChoice(optionText: "auto") != nil)
    #expect(ClockChoice(optionText: "12h")?.style == .twelveHour && ClockChoice(optionText: "13h") == nil)
    #expect(ClockChoice.allowedValues == ["auto", "24h", "12h"])
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let config = try scratch.write("config.toml", "clock = \"12h\"\nlanguage = \"fi\"\n[location]\ncity = \"Helsinki\"\n")
    let fromFile = try Plan(StatusArguments(config: config), format: "text", now: PlanTests.noon)
    #expect(fromFile.settings.clock == .twelveHour)
    // Finnish text is on the 24-hour clock whatever the locale's clock (the language rule).
    var arguments = StatusArguments(config: config)
    arguments.clock = ClockChoice(optionText: "auto")
    let auto = try Plan(arguments, format: "text", now: PlanTests.noon)
    #expect(auto.settings.clock == .twentyFourHour)
  }
}
