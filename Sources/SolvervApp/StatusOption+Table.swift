import SolvervEngine

/// The status line's options: the one place to add one. An entry names the option, says what
/// its value is and where it goes; `StatusCommand` then declares a property of that name and
/// type (`@Option(.size) var size: WidgetSize?`) for help and completions, and ``Plan`` uses the
/// field. `--help` lists the options in `StatusCommand`'s declaration order, not this list's.
extension StatusOption {
  public static let all: [StatusOption] = [
    format, size, template, lat, lon, name, tz, location, at, lang, hemisphere, clock, events, altitude, config, click,
    watch,
  ]

  public static let format = value(
    "format", valueName: "format",
    help: "Output format: \(ProviderRegistry.builtInNames.joined(separator: ", ")) or a user format (see `formats`)."
  ) { (arguments, value: FormatChoice) in arguments.format = value }

  public static let size = value(
    "size", valueName: "size",
    help: "Widget size: small is the countdown, medium adds a progress bar, large today's sun."
  ) { (arguments, value: WidgetSize) in arguments.size = value }

  public static let template = value(
    "template", valueName: "template",
    help: "Custom template, e.g. '{icon} {days}d to {event}' (see `formats --placeholders`)."
  ) { (arguments, value: String) in arguments.template = value }

  public static let lat = value(
    "lat", valueName: "degrees", help: "Latitude in degrees, -90…90 (with --lon).",
    hint: .needsNumber(degrees: true, range: -90...90, note: .northPositive), takesDashedValues: true
  ) { (arguments, value: Double) in arguments.latitude = value }

  public static let lon = value(
    "lon", valueName: "degrees", help: "Longitude in degrees, -180…180 (with --lat).",
    hint: .needsNumber(degrees: true, range: -180...180, note: .eastPositive), takesDashedValues: true
  ) { (arguments, value: Double) in arguments.longitude = value }

  public static let name = value("name", valueName: "name", help: "Display name for --lat/--lon.") {
    (arguments, value: String) in arguments.name = value
  }

  public static let tz = value(
    "tz", valueName: "zone", help: "IANA time zone (default: the city's; for --lat/--lon the nearest city's; else the system's)."
  ) { (arguments, value: String) in arguments.timezone = value }

  public static let location = value(
    "location", valueName: "city",
    help: "A city from the bundled table, e.g. \"Oslo\", \"Portland, US\" or \"Springfield, IL\", or a US ZIP code "
      + "(\"55401\"); a name several places share means the one in your time zone's country, then your "
      + "locale's ($LANG's de_DE: DE), then the most populous (see `locate`)."
  ) { (arguments, value: String) in arguments.location = value }

  public static let at = value(
    "at", valueName: "time", help: "Time travel: 2027-06-21, 2027-06-21T12:00, +30d, -2h, @UNIX."
  ) { (arguments, value: String) in arguments.at = value }

  public static let lang = value("lang", valueName: "code", help: "Language (default: config, then $LANG).") {
    (arguments, value: LanguageChoice) in arguments.language = value
  }

  public static let hemisphere = value(
    "hemisphere", valueName: "hemisphere", help: "Season names for this hemisphere (default: from the latitude)."
  ) { (arguments, value: Hemisphere) in arguments.hemisphere = value }

  public static let clock = value(
    "clock", valueName: "clock", help: "Clock: 24 or 12 hours, or auto for the locale's (default: config, then the locale)."
  ) {
    (arguments, value: ClockChoice) in arguments.clock = value
  }

  public static let events = value(
    "events", valueName: "count", help: "How many upcoming events the large views list, 1–12 (default: config, then 8).",
    hint: ListLength.hint, takesDashedValues: true
  ) { (arguments, value: ListLength) in arguments.events = value }

  public static let altitude = value(
    "altitude", valueName: "degrees",
    help: "An altitude of the Sun's centre, -90…90 degrees, for {altitude_rise}, {altitude_set}, {altitude_above}.",
    hint: AltitudeDegrees.hint, takesDashedValues: true
  ) { (arguments, value: AltitudeDegrees) in arguments.altitude = value }

  public static let config = value(
    "config", valueName: "path", help: "Config file (default: $XDG_CONFIG_HOME/solverv/config.toml)."
  ) { (arguments, value: String) in arguments.config = value }

  public static let click = value("click", valueName: "command", help: "Polybar: command to run on left click.") {
    (arguments, value: String) in arguments.click = value
  }

  public static let watch = flag("watch", help: "Keep running: print a new line exactly when the state changes.") {
    $0.watch = true
  }
}
