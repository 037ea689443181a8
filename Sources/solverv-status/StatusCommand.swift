import ArgumentParser
import SolvervApp
import SolvervEngine

/// `solverv-status [--format F] …`: the state now, in a bar's own format. The default command.
///
/// The one-shot bar refresh normally never gets here: `StatusArguments.fastParse` handles it. This
/// declaration exists for `--help`, shell completions, error messages, and anything unusual.
struct StatusCommand: ParsableCommand, StatusOptionGroup {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Show the state now: the next solstice or equinox, today's sun, the daily change.",
    discussion: """
      Formats: \(StatusCommand.builtInFormats), and your own in \
      $XDG_CONFIG_HOME/solverv/formats/NAME.toml (see `solverv-status formats`).

      Location, in order: --location or --lat/--lon (without --tz, the nearest city's zone); \
      the config file; the principal city of \
      the time zone, old names such as US/Pacific followed to their zone (marked as a default); \
      for a zone that names no place (UTC, Etc/GMT+5), the equator on its meridian.

      --watch prints a line now and again exactly when something shown changes (midnight, \
      today's sunset, an event) or the config is edited, re-reading the clock at least every 60 s. \
      SIGUSR1 refreshes at \
      once, SIGUSR2 switches small/large, SIGTERM or a closed output ends it.

      Errors: a bar format shows them in the bar (see `solverv-status --help`). text and json \
      exit 64 (invalid argument) or 78 (invalid config) with one line on stderr; when the \
      arguments parse but a value or the config is wrong, the error is also printed on stdout \
      (json: always, as an error object; text: when stdout is not a terminal, e.g. in tmux).
      """)

  // The options, each from its entry in the table (`StatusOption+Table.swift`) and named as it:
  // help, completions and typed values come from there, and `StatusArguments(parsed:)` stores
  // every value through it.
  @Option(.format) var format: FormatChoice?
  @Option(.size) var size: WidgetSize?
  @Option(.template) var template: String?
  @OptionGroup var coordinates: CoordinateOptions
  @Option(.tz) var tz: String?
  @Option(.location) var location: String?
  @Option(.at) var at: String?
  @Option(.lang) var lang: LanguageChoice?
  @Option(.hemisphere) var hemisphere: Hemisphere?
  @Option(.clock) var clock: ClockChoice?
  @Option(.events) var events: ListLength?
  @Option(.altitude) var altitude: AltitudeDegrees?
  @OptionGroup var file: ConfigFileOption
  @Option(.click) var click: String?
  @Flag(.watch) var watch = false

  /// The built-in formats as the help lists them, from the registry, the default marked.
  static var builtInFormats: String {
    let standard = StatusArguments().formatName
    return ProviderRegistry.builtInNames.map { $0 == standard ? $0 + " (default)" : $0 }.joined(separator: ", ")
  }

  func run() throws {
    let status = StatusRunner.run(StatusArguments(parsed: self))
    if status != 0 { throw ExitCode(status) }
  }
}
