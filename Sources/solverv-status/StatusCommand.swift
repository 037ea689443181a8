import SolvervApp
import ArgumentParser

/// `solverv-status [--format F] …`: the state now, in a bar's own format. The default command.
///
/// The one-shot bar refresh normally never gets here: `StatusArguments.fastParse` handles it. This
/// declaration exists for `--help`, shell completions, error messages, and anything unusual.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Show the state now: the next solstice or equinox, today's sun, the daily change.",
    discussion: """
      Formats: text (default), json, waybar, polybar, conky, i3bar, i3blocks, and your own in \
      $XDG_CONFIG_HOME/solverv/formats/NAME.toml (see `solverv-status formats`).

      Location, in order: --location or --lat/--lon; the config file; the principal city of \
      the time zone, old names such as US/Pacific followed to their zone (marked as a default); \
      for a zone that names no place (UTC, Etc/GMT+5), the equator on its meridian.

      --watch prints a line now and again exactly when something shown changes (midnight, \
      today's sunset, an event), re-reading the clock at least every 60 s. SIGUSR1 refreshes at \
      once, SIGUSR2 switches small/large, SIGTERM or a closed output ends it.

      Errors: a bar format shows them in the bar (see `solverv-status --help`). text and json \
      exit 64 (invalid argument) or 78 (invalid config) with one line on stderr; when the \
      arguments parse but a value or the config is wrong, the error is also printed on stdout \
      (json: always, as an error object; text: when stdout is not a terminal, e.g. in tmux).
      """)

  @Option(help: "Output format: text, json, waybar, polybar, conky, i3bar, i3blocks or a user format.")
  var format: String?

  @Option(help: "Widget size: small (countdown), medium (+ progress bar), large (+ sun).")
  var size: String?

  @Option(help: ArgumentHelp("Custom template, e.g. '{icon} {days}d to {event}' (see `formats --placeholders`).", valueName: "template"))
  var template: String?

  @OptionGroup var coordinates: CoordinateOptions

  @Option(name: .customLong("tz"), help: ArgumentHelp("IANA time zone (default: the city's, else the system's).", valueName: "zone"))
  var timezone: String?

  @Option(help: ArgumentHelp("A city from the bundled table, e.g. \"Oslo\", \"Portland, US\" or \"Springfield, IL\" (see `locate`).", valueName: "city"))
  var location: String?

  @Option(help: ArgumentHelp("Time travel: 2027-06-21, 2027-06-21T12:00, +30d, -2h, @UNIX.", valueName: "time"))
  var at: String?

  @Option(name: .customLong("lang"), help: ArgumentHelp("Language: en or nb (default: config, then $LANG).", valueName: "code"))
  var language: String?

  @Option(help: ArgumentHelp("Season names for: north or south (default: from the latitude).", valueName: "hemisphere"))
  var hemisphere: String?

  @Option(help: ArgumentHelp("Clock: 24h or 12h.", valueName: "clock"))
  var clock: String?

  @OptionGroup var file: ConfigFileOption

  @Option(help: ArgumentHelp("Polybar: command to run on left click.", valueName: "command"))
  var click: String?

  @Flag(help: "Keep running: print a new line exactly when the state changes.")
  var watch = false

  var arguments: StatusArguments {
    StatusArguments(
      format: format, size: size, template: template, latitude: coordinates.lat, longitude: coordinates.lon,
      name: coordinates.name, timezone: timezone, location: location, at: at, language: language,
      hemisphere: hemisphere, clock: clock, config: file.config, click: click, watch: watch)
  }

  func run() throws {
    let status = StatusRunner.run(arguments)
    if status != 0 { throw ExitCode(status) }
  }
}
