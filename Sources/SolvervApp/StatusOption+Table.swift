import SolvervEngine

/// The status line's options: the one place to add one. An entry names the option, says what
/// its value is and its field of ``StatusArguments`` (a key path; a test fails while a field has
/// no entry); `StatusCommand` then declares a property of the option's name and type
/// (`@Option(.size) var size: WidgetSize?`) for help and completions, and ``Plan`` uses the
/// field. `--help` lists the options in `StatusCommand`'s declaration order, not this list's.
extension StatusOption {
  public static let all: [StatusOption] = [
    format, size, template, lat, lon, name, tz, location, at, lang, hemisphere, clock, events, altitude, config, click,
    watch,
  ]

  public static let format = value(
    "format", \.format, valueName: "format",
    help: "Output format: \(ProviderRegistry.builtInNames.joined(separator: ", ")) or a user format (see `formats`).")

  public static let size = value(
    "size", \.size, valueName: "size",
    help: "Widget size: small is the countdown, medium adds a progress bar, large today's sun.")

  public static let template = value(
    "template", \.template, valueName: "template",
    help: "Custom template, e.g. '{icon} {days}d to {event}' (see `formats --placeholders`).")

  public static let lat = value(
    "lat", \.latitude, valueName: "degrees", help: "Latitude in degrees, -90…90 (with --lon).",
    hint: .needsNumber(degrees: true, range: -90...90, note: .northPositive), takesDashedValues: true)

  public static let lon = value(
    "lon", \.longitude, valueName: "degrees", help: "Longitude in degrees, -180…180 (with --lat).",
    hint: .needsNumber(degrees: true, range: -180...180, note: .eastPositive), takesDashedValues: true)

  public static let name = value("name", \.name, valueName: "name", help: "Display name for --lat/--lon.")

  public static let tz = value(
    "tz", \.timezone, valueName: "zone",
    help: "IANA time zone (default: the city's; for --lat/--lon the nearest city's; else the system's).")

  public static let location = value(
    "location", \.location, valueName: "city",
    help: "A city from the bundled table, e.g. \"Oslo\", \"Portland, US\" or \"Springfield, IL\", or a US ZIP code "
      + "(\"55401\"); a name several places share means the one in your time zone's country, then your "
      + "locale's ($LANG's de_DE: DE), then the most populous (see `locate`).")

  public static let at = value(
    "at", \.at, valueName: "time", help: "Time travel: 2027-06-21, 2027-06-21T12:00, +30d, -2h, @UNIX.")

  public static let lang = value("lang", \.language, valueName: "code", help: "Language (default: config, then $LANG).")

  public static let hemisphere = value(
    "hemisphere", \.hemisphere, valueName: "hemisphere", help: "Season names for this hemisphere (default: from the latitude).")

  public static let clock = value(
    "clock", \.clock, valueName: "clock",
    help: "Clock: 24 or 12 hours, or auto for the locale's (default: config, then the locale).")

  public static let events = value(
    "events", \.events, valueName: "count",
    help: "How many upcoming events the large views list, 1–12 (default: config, then 8).",
    hint: ListLength.hint, takesDashedValues: true)

  public static let altitude = value(
    "altitude", \.altitude, valueName: "degrees",
    help: "An altitude of the Sun's centre, -90…90 degrees, for {altitude_rise}, {altitude_set}, {altitude_above}.",
    hint: AltitudeDegrees.hint, takesDashedValues: true)

  public static let config = value(
    "config", \.config, valueName: "path", help: "Config file (default: $XDG_CONFIG_HOME/solverv/config.toml).")

  public static let click = value("click", \.click, valueName: "command", help: "Polybar: command to run on left click.")

  public static let watch = flag("watch", \.watch, help: "Keep running: print a new line exactly when the state changes.")
}
