import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `solverv-status chart --year 2027 --output daylight.svg`.
struct ChartCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chart",
    abstract: "Draw the year's daylight as an SVG: night, twilights and day for every date.",
    discussion: "Uses the same location options as the status line (default: your configured place).")

  @Option(
    parsing: .unconditional, help: ArgumentHelp("The year, 1000…3000 (default: this year).", valueName: "year"),
    transform: NumberArgument.integer("from 1000 to 3000"))
  var year: Int?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Write the SVG here (default, or -: standard output). A symbolic link is followed to its target; a FIFO,"
        + " a device and /dev/stdout or /dev/fd/N are written into as `>` would.",
      valueName: "file"))
  var output: String?

  // The status line's own options: a place as the status line resolves it, and its words.
  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?
  @Option(.hemisphere) var hemisphere: Hemisphere?

  func validate() throws {
    if let year, !SeasonCalculator.supportedYears.contains(year) {
      throw ValidationError("year \(year) is out of range: use a year from 1000 to 3000")
    }
  }

  func run() throws {
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let zone = plan.location.zone
    let today = zone.localDate(at: plan.start)
    let chart = DaylightChart(
      calculator: SunCalculator(coordinate: plan.location.coordinate, zone: zone), year: year ?? today.year,
      placeName: plan.location.name, language: plan.settings.language,
      hemisphere: plan.settings.hemisphere ?? plan.location.coordinate.hemisphere, today: today)
    let svg = chart.svg()
    if let output, output != "-" {
      // Into a FIFO, device or open descriptor as `> file` would; a symlink's target is replaced, not the link.
      do { try AtomicFile.write(Array(svg.utf8), to: output, specialFiles: .writeInto) } catch {
        Output.error("solverv-status: cannot write \(output): \(error)")
        throw ExitCode(73)
      }
    } else {
      Output.line(svg)
    }
  }
}
