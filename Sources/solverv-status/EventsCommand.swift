import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `solverv-status events`: solstice and equinox instants for a range of years.
struct EventsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "events",
    abstract: "List solstices and equinoxes with their UTC and local times.",
    discussion: """
      Each event is the instant the Sun's apparent ecliptic longitude reaches 0°, 90°, 180° or \
      270°, in UT with the Espenak–Meeus ΔT model, to the second. Years \(SeasonCalculator.supportedYears.lowerBound)–\(SeasonCalculator.supportedYears.upperBound).

      Local times are at the place: --location, or --lat/--lon (with --tz, else the nearest \
      city's zone), else the config's, else the time zone's city — as on the status line.

      JSON: an array of {"kind","utc","local","name"}; kind is march_equinox, june_solstice, \
      september_equinox or december_solstice. Names follow the place's hemisphere (or \
      --hemisphere): in the south the June solstice is the winter solstice.
      """)

  @Option(
    parsing: .unconditional, help: ArgumentHelp("First year (default: this year).", valueName: "year"),
    transform: NumberArgument.integer(SeasonCalculator.supportedYears))
  var from: Int?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Last year (default: the --from year).", valueName: "year"),
    transform: NumberArgument.integer(SeasonCalculator.supportedYears))
  var to: Int?

  // The status line's own options: a place (and its zone) as the status line resolves it.
  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?
  @Option(.hemisphere) var hemisphere: Hemisphere?

  // Not the status line's --format (`StatusArguments(parsed:)` reads properties by name).
  @Option(name: .customLong("format"), help: ArgumentHelp("Output format: json or text.", valueName: "format"))
  var inspectionFormat: InspectionFormat = .json

  func validate() throws {
    let years = SeasonCalculator.supportedYears
    for (name, value) in [("--from", from), ("--to", to)] {
      if let value, !years.contains(value) {
        throw CommandLanguage.error(.yearOutOfRange(value, option: name, years: years))
      }
    }
    if let from, let to, to < from {
      throw CommandLanguage.error(.rangeBackwards(to: to, from: from, defaultFrom: false))
    }
  }

  func run() throws {
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let zone = plan.location.zone
    let language = plan.settings.language
    let thisYear = zone.localDate(at: plan.start).year
    let first = from ?? min(max(thisYear, SeasonCalculator.supportedYears.lowerBound), SeasonCalculator.supportedYears.upperBound)
    let last = to ?? first
    // validate() can only compare the years given; the default --from (this year) is known here.
    guard first <= last else {
      throw CommandLanguage.error(.rangeBackwards(to: last, from: first, defaultFrom: true))
    }
    let hemisphere = plan.settings.hemisphere ?? plan.location.coordinate.hemisphere
    let events = SeasonCalculator.events(in: first...last)
    switch inspectionFormat {
    case .json:
      let array = JSONValue.array(
        events.map {
          $0.json(in: zone, name: language.name(of: $0.kind, in: hemisphere))
        })
      Output.line(array.serialized())
    case .text:
      Output.line(TextTable.events(events, zone: zone, language: language, hemisphere: hemisphere))
    }
  }
}
