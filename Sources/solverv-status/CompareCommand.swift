import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `solverv-status compare DATE [--with DATE | --vs PLACE]`: the daylight of one day against
/// another (today by default) — "Jun 21, 2027 · 18 hr 50 min of daylight · 11 hr 51 min more than
/// today" — or against the same date at another place ("… less than in Tromsø").
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare a day's daylight, sunrise and sunset with today's (or another day's).",
    discussion: """
      DATE and --with: YYYY-MM-DD (local dates at the place), or a form --at takes (+30d, -30d, \
      -2h, @UNIX, 2027-06-21T12:00: its local date). --with defaults to today at the place (from \
      --at, else the clock). Place, language and clock as on the status line.

      Text: the summary line, then the sunrise and sunset with how much earlier or later they \
      read on the clock. A day without sunrise reads "polar night" or "midnight sun". JSON: \
      \(DayComparison.jsonKeys.joined(separator: ", ")) (times ISO 8601 or always_up, \
      always_down, none; shifts in seconds, null without a sunrise or sunset; lines: the text \
      lines as shown). --template renders the compare_* placeholders (with every status one).

      --vs PLACE: the same date at the place (--location, config) and at PLACE, each in its own \
      zone: the summary, PLACE's daylight, then each place's sunrise and sunset. JSON: \
      \(PlaceComparison.jsonKeys.joined(separator: ", ")).
      """)

  @Argument(help: ArgumentHelp("The day to compare, YYYY-MM-DD (e.g. 2027-06-21).", valueName: "date"))
  var date: String

  @Option(
    name: .customLong("with"), parsing: .unconditional,
    help: ArgumentHelp("The day to compare with (default: today).", valueName: "date"))
  var reference: String?

  @Option(
    name: .customLong("vs"), parsing: .unconditional,
    help: ArgumentHelp("Another place to compare the same date with (\"Oslo vs Tromsø\"), each in its own zone.", valueName: "place"))
  var versus: String?

  @OptionGroup var place: PlaceOptions
  @Option(.at) var at: String?
  @Option(.lang) var lang: LanguageChoice?
  @Option(.clock) var clock: ClockChoice?
  @Option(.template) var template: String?

  // Not the status line's --format (`StatusArguments(parsed:)` reads properties by name).
  @Option(name: .customLong("format"), help: ArgumentHelp("Output format: text or json.", valueName: "format"))
  var inspectionFormat: InspectionFormat = .text

  func run() throws {
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let zone = plan.location.zone
    let today = zone.localDate(at: plan.start)
    let language = plan.settings.language
    let day = try Self.parseDate(date, name: "date", now: plan.start, zone: zone, language: language)
    let other =
      try reference.map { try Self.parseDate($0, name: "--with", now: plan.start, zone: zone, language: language) } ?? today
    if let versus {
      guard reference == nil else { throw CommandLanguage.error(.giveOne(.withOrVs)) }
      let other: Location
      do throws(Plan.Failure) { other = try LocationResolver.place(named: versus, environment: .current()) } catch {
        throw CommandLanguage.error(.forOption("--vs", error.phrase))
      }
      let comparison = PlaceComparison(date: day, place: plan.location, other: other)
      switch inspectionFormat {
      case .json: Output.line(comparison.json(plan.settings).serialized())
      case .text: Output.line(comparison.lines(plan.settings).joined(separator: "\n"))
      }
      return
    }
    let comparison = DayComparison(
      date: day, with: other, today: today, calculator: SunCalculator(coordinate: plan.location.coordinate, zone: zone))
    let settings = plan.settings
    if let template = plan.options.template, template.source == self.template {
      let snapshot = plan.snapshot(at: plan.start)
      Output.line(
        template.render(settings: settings) { comparison.value(of: $0, settings: settings) ?? snapshot.value(of: $0) })
      return
    }
    switch inspectionFormat {
    case .json: Output.line(comparison.json(settings).serialized())
    case .text: Output.line(comparison.lines(settings).joined(separator: "\n"))
    }
  }

  /// A local date at the place: YYYY-MM-DD, or any `--at` form read as its local date there. A
  /// date that cannot be read is explained in `language`, with the format to use.
  static func parseDate(
    _ text: String, name: String, now: Instant, zone: TimeZoneRules, language: any Localization = English()
  ) throws -> CivilDate {
    let date: CivilDate
    if let iso = CivilDate(iso: text), text.utf8.count == 10 {
      date = iso
    } else if let instant = try? TimeSpecification.instant(from: text, now: now, zone: zone) {
      date = zone.localDate(at: instant)
    } else {
      throw ValidationError(language.errorPhrase(.invalidDate(printable(text), option: name == "date" ? nil : name, relative: true)))
    }
    let years = SeasonCalculator.supportedYears
    guard years.contains(date.year) else {
      throw ValidationError(language.errorPhrase(.dateOutOfRange(printable(text), option: name == "date" ? nil : name, years: years)))
    }
    return date
  }
}
