import ArgumentParser
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// `solverv-status theme [dark|light|auto]`: the light/dark switch's state (mode, why, the next
/// switch), or a manual choice that holds until the next switch.
struct ThemeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "theme",
    abstract: "Show the light/dark switch, or choose dark or light until the next switch.",
    discussion: """
      With [theme] enabled = true in config.toml, the daemon (solverv-daemon) serves the \
      desktop's color-scheme (the xdg-desktop-portal Settings interface, 1 = dark, 2 = light), \
      runs the hooks in $XDG_CONFIG_HOME/solverv/hooks/dark/ and …/light/ at each switch, and \
      bars and applets show it (Waybar classes dark/light, {theme}, D-Bus Theme).

      When: the Sun's centre crossing the rule's altitude — switch = "sun" (sunrise and sunset, \
      −0.833°, the default), "civil" (−6°), "nautical" (−12°) or "elevation" (elevation = N \
      degrees, −18…10) — rising turns light, setting turns dark; morning_offset and \
      evening_offset move each switch (minutes, −240…240); morning_not_before/morning_not_after \
      and evening_not_before/evening_not_after ("HH:MM") keep it inside clock limits on its day. \
      A switch that an offset or a limit would put at or after the next opposite one is dropped \
      with it: that spell never shows.

      Polar night and midnight sun: a day without a crossing has no switch, so it is dark all \
      day while the Sun stays below the altitude (the polar night under "sun") and light all day \
      while it stays above (the midnight sun) — unless the rule's altitude is still crossed: \
      under "civil" the polar night's twilight noon still turns light.

      Without an argument: the mode now, why, and the next switch. dark or light: a manual \
      choice, kept in $XDG_STATE_HOME/solverv/theme.toml (time travel with --at: \
      theme-time-travel.toml), that lasts until the schedule's next switch; then the sun \
      decides again. auto: back to the sun at once. The daemon follows the file at once.

      Exit status: 0; 64 a bad argument; 78 an invalid config, or a choice while the switch is \
      off (turn it on: solverv-status config set theme.enabled true); 73 the choice could not \
      be saved.
      """)

  @Argument(
    help: ArgumentHelp("dark or light until the next switch, or auto: the sun decides.", valueName: "choice"),
    completion: .list(["dark", "light", "auto"]))
  var choice: String?

  // Not the status line's --format (`StatusArguments(parsed:)` reads properties by name).
  @Option(
    name: .customLong("format"),
    help: ArgumentHelp("text (default) or json (the snapshot's \"theme\" object).", valueName: "format"))
  var inspectionFormat: String = "text"

  @Option(.at) var at: String?
  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?

  // Before the plan: the language from --lang, else the config's, else the locale's.
  func validate() throws {
    let language = CommandLanguage.of(Array(CommandLine.arguments.dropFirst()))
    if let choice, !["dark", "light", "auto"].contains(choice) {
      throw ValidationError(language.themePhrase(.notAChoice(choice)))
    }
    guard ["text", "json"].contains(inspectionFormat) else {
      throw ValidationError(language.themePhrase(.notAFormat(inspectionFormat)))
    }
  }

  func run() throws {
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let language = plan.settings.language
    guard plan.config.theme.enabled else {
      if choice == nil, inspectionFormat == "text" {
        Output.line(language.themePhrase(.switchOff))
        return
      }
      if choice == nil {
        Output.line(#"{"enabled":false}"#)
        return
      }
      Output.error("solverv-status: " + language.themePhrase(.choiceWhileOff))
      throw ExitCode(78)
    }
    var settings = plan.settings
    if let choice {
      let path = ThemeOverrideStore.path(timeTravel: at != nil)
      let made = ThemeMode(rawValue: choice).map { ThemeOverride(mode: $0, chosenAt: plan.start) }
      do throws(AtomicFile.Failure) { try ThemeOverrideStore.save(made, path: path) } catch {
        Output.error("solverv-status: " + language.themePhrase(.cannotSave(path: path, reason: error.reason)))
        throw ExitCode(73)
      }
      settings.themeOverride = made
    }
    let schedule = ThemeSchedule(location: plan.location, settings: settings.theme)
    let state = schedule.state(at: plan.start, override: settings.themeOverride)
    if inspectionFormat == "json" {
      Output.line(state.json(in: plan.location.zone).serialized())
      return
    }
    for line in ThemeDescription.lines(
      state, settings: settings.theme, now: plan.start, zone: plan.location.zone, language: language,
      // The plan's clock, as every surface: `auto` is the locale's (the language's own when
      // the text is in another language).
      clock: settings.clock)
    {
      Output.line(line)
    }
  }
}
