import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `solverv-status chart --year 2027 --output daylight.svg`.
struct ChartCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chart",
    abstract: "Draw the year's daylight as an SVG: night, twilights and day for every date.",
    discussion: """
      Uses the same location options as the status line (default: your configured place). The \
      marker for today and the names of the solstices and equinoxes are in your language \
      (--lang); --at moves "today" (time travel), e.g. --at 2027-03-01.

      Exit status: 0; 64 a bad argument; 73 the file could not be written; 78 an invalid config.
      """)

  @Option(
    parsing: .unconditional, help: ArgumentHelp("The year, 1000…3000 (default: this year).", valueName: "year"),
    transform: NumberArgument.integer(SeasonCalculator.supportedYears))
  var year: Int?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Write the SVG here (default, or -: standard output). A symbolic link is followed to its target; a FIFO,"
        + " a device and /dev/stdout or /dev/fd/N are written into as `>` would.",
      valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "dark, light, or auto: the light/dark switch's mode now when [theme] is enabled, else light.",
      valueName: "style"))
  var style: ChartStyleChoice = .dark

  // Not named `size`: the status line's `--size` (small, medium, large) is another option.
  @Option(
    name: .customLong("size"),
    help: ArgumentHelp(
      "The picture's size in px, WIDTHxHEIGHT: width \(ChartAppearance.widths.lowerBound)–\(ChartAppearance.widths.upperBound),"
        + " height \(ChartAppearance.heights.lowerBound)–\(ChartAppearance.heights.upperBound) (default:"
        + " \(ChartAppearance.defaultWidth)x\(ChartAppearance.defaultHeight)). The plot grows; the text keeps its size.",
      valueName: "WxH"),
    transform: ChartSize.parse)
  var pictureSize: ChartSize?

  @Flag(
    name: .customLong("today"), inversion: .prefixedNo,
    help: "Mark today's date with a line and a label.")
  var todayMarker = true

  // Not named `events`: the status line's `--events` (a list length) is another option.
  @Flag(
    name: .customLong("events"), inversion: .prefixedNo,
    help: "Mark the year's solstices and equinoxes with a line, their name and date.")
  var eventMarkers = true

  @Option(.at) var at: String?

  // The status line's own options: a place as the status line resolves it, and its words.
  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?
  @Option(.hemisphere) var hemisphere: Hemisphere?

  func validate() throws {
    if let year, !SeasonCalculator.supportedYears.contains(year) {
      throw CommandLanguage.error(.yearOutOfRange(year, option: nil, years: SeasonCalculator.supportedYears))
    }
  }

  func run() throws {
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let zone = plan.location.zone
    let today = zone.localDate(at: plan.start)
    let chart = DaylightChart(
      calculator: SunCalculator(coordinate: plan.location.coordinate, zone: zone), year: year ?? today.year,
      placeName: plan.location.name(in: plan.settings.language), language: plan.settings.language,
      hemisphere: plan.settings.hemisphere ?? plan.location.coordinate.hemisphere, today: today)
    let appearance = ChartAppearance(
      style: style.style(for: plan), width: pictureSize?.width ?? ChartAppearance.defaultWidth,
      height: pictureSize?.height ?? ChartAppearance.defaultHeight, showsToday: todayMarker, showsEvents: eventMarkers)
    let svg = chart.svg(appearance)
    if let output, output != "-" {
      // Into a FIFO, device or open descriptor as `> file` would; a symlink's target is replaced, not the link.
      do { try AtomicFile.write(Array(svg.utf8), to: output, specialFiles: .writeInto) } catch {
        Output.error("solverv-status: " + plan.settings.language.errorPhrase(.file(.cannotWrite(path: output, reason: error.reason))))
        throw ExitCode(73)
      }
    } else {
      Output.line(svg)
    }
  }
}
