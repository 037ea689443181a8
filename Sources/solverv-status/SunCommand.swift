import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `solverv-status sun`: sunrise, sunset, twilight, solar noon and day length per local day.
struct SunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sun",
    abstract: "Sun times for a place, by local date.",
    discussion: """
      The place: --location, or --lat/--lon (with --tz, else the nearest city's zone), else the \
      config's, else the time zone's city — as on the status line.

      A day is the local calendar date at the place, midnight to midnight (23 or 25 hours when \
      daylight-saving time changes). Sunrise and sunset are the Sun's centre at −0.8333°; \
      civil, nautical and astronomical twilight at −6°, −12°, −18°; no refraction model beyond \
      that convention, observer at sea level.

      JSON: an array of day objects with date, sunrise, sunset, civil_dawn, civil_dusk, \
      nautical_dawn, nautical_dusk, astronomical_dawn, astronomical_dusk, solar_noon (ISO 8601 \
      with the zone's offset, or always_up, always_down, none) and daylength_s (seconds). \
      always_up: the Sun stays above that altitude all day (midnight sun); always_down: it stays \
      below (polar night); none: it crosses only the other way that day.

      --altitude N adds that altitude's crossings: in JSON altitude, altitude_rising, \
      altitude_setting and altitude_above_s; in text the columns "Rise N°", "Set N°" and \
      "Above N°". The status line takes --altitude N too, for its {altitude_rise}, \
      {altitude_set} and {altitude_above} placeholders.
      """)

  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?

  @Option(help: ArgumentHelp("First local date, YYYY-MM-DD (default: today at the place).", valueName: "date"))
  var date: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Number of days, 1…\(SunCommand.maximumDays).", valueName: "n"),
    transform: NumberArgument.integer(1...SunCommand.maximumDays))
  var days: Int = 1

  // Not the status line's --format or --altitude (`StatusArguments(parsed:)` reads properties
  // by name), so named apart from them.
  @Option(
    name: .customLong("altitude"), parsing: .unconditional,
    help: ArgumentHelp(
      "Also report crossings of this altitude of the Sun's centre, -90…90 degrees (e.g. 6 for golden hour).",
      valueName: "degrees"), transform: NumberArgument.degrees(-90...90))
  var crossingAltitude: Double?

  @Option(name: .customLong("format"), help: ArgumentHelp("Output format: json or text.", valueName: "format"))
  var inspectionFormat: InspectionFormat = .json

  /// A hundred years of days: enough for any table, small enough to answer in well under a second.
  static let maximumDays = 36_600

  func validate() throws {
    guard (1...SunCommand.maximumDays).contains(days) else {
      throw CommandLanguage.error(.optionOutOfRange(option: "--days", value: String(days), range: 1...SunCommand.maximumDays, degrees: false))
    }
    if let altitude = crossingAltitude, !(altitude.isFinite && (-90...90).contains(altitude)) {
      throw CommandLanguage.error(.optionOutOfRange(option: "--altitude", value: "\(altitude)", range: -90...90, degrees: true))
    }
    if let date { _ = try SunCommand.parseDate(date) }
  }

  static func parseDate(_ text: String) throws -> CivilDate {
    guard let date = CivilDate(iso: text) else {
      throw CommandLanguage.error(.invalidDate(printable(text), option: nil, relative: false))
    }
    let years = SeasonCalculator.supportedYears
    guard years.contains(date.year) else {
      throw CommandLanguage.error(.dateOutOfRange(printable(text), option: nil, years: years))
    }
    return date
  }

  func run() throws {
    // The place as the status line resolves it: --location, --lat/--lon (the nearest city's zone
    // without --tz), the config, the zone's city.
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let zone = plan.location.zone
    let coordinate = plan.location.coordinate
    let first = try date.map(SunCommand.parseDate) ?? zone.localDate(at: plan.start)
    let lastSupported = CivilDate(year: SeasonCalculator.supportedYears.upperBound, month: 12, day: 31)!
    let allowed = first.days(to: lastSupported) + 1
    guard days <= allowed else {
      throw CommandLanguage.error(.daysPastEnd(days: days, first: "\(first)", last: "\(lastSupported)", allowed: allowed))
    }
    let calculator = SunCalculator(coordinate: coordinate, zone: zone)
    let dates = (0..<days).map { first.adding(days: $0) }
    let sunDays = dates.map(calculator.day)
    let extra = crossingAltitude.map { a in dates.map { calculator.crossings(on: $0, altitude: a) } }
    switch inspectionFormat {
    case .json:
      var objects: [JSONValue] = []
      objects.reserveCapacity(days)
      for (i, day) in sunDays.enumerated() {
        var object = day.json(in: zone)
        if let altitude = crossingAltitude, let crossings = extra?[i], case .object(var members) = object {
          members.append(("altitude", .double(altitude)))
          members.append(("altitude_rising", crossings.rising.json(in: zone)))
          members.append(("altitude_setting", crossings.setting.json(in: zone)))
          members.append(("altitude_above_s", .int(Int(crossings.secondsAbove.rounded()))))
          object = .object(members)
        }
        objects.append(object)
      }
      Output.line(JSONValue.array(objects).serialized())
    case .text:
      // The zone marker as at the first day's noon, so a table for a fixed --date reads the same
      // whatever the day it is printed.
      let comparison = ZoneComparison(
        place: zone, system: plan.settings.systemZone ?? zone, at: zone.instant(for: first, secondOfDay: 43_200))
      Output.line(
        TextTable.sunDays(
          sunDays, place: plan.location, zoneMarker: comparison.marker(plan.settings.language),
          language: plan.settings.language, custom: crossingAltitude.flatMap { a in extra.map { (a, $0) } }))
    }
  }
}
