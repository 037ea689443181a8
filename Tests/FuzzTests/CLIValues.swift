import SolvervEngine
import TestSupport

/// What an option takes, and values for it: mostly plausible (so the run goes deep into the
/// program), sometimes at or past the edges, sometimes hostile.
enum ValueKind: Sendable {
  case latitude, longitude, altitude, at, year, date, days, limit
  case statusFormat, inspectionFormat, size, template, zone, place, language, hemisphere, clock
  case name, click, configPath, outputPath
  /// `config set KEY VALUE` (two words), `config get KEY`, a `compare` date, a `wait` event and
  /// its `--offset`; `--within` for `wait`: `long` only where `--print` keeps it from sleeping.
  case setting, settingKey, compareDate, event, offset, within(long: Bool)

  /// A value of this kind; `sandbox` is the run's folder (paths stay inside it). About one in
  /// ten is hostile, one in six at or past the kind's edges, the rest valid — so most vectors
  /// get past the parser and reach the arithmetic.
  func value(_ random: inout SeededRandom, sandbox: CLISandbox) -> Argument {
    values(&random, sandbox: sandbox)[0]
  }

  /// The words of one value: two for `.setting` (key and value), else one.
  func values(_ random: inout SeededRandom, sandbox: CLISandbox) -> [Argument] {
    if case .setting = self {
      let key = random.chance(0.05) ? "location" : SettingValues.key(&random)
      let value =
        key == "location" ? Argument(random.pick(["auto", "Auto", "true", "Oslo"])) : SettingValues.cliValue(key, &random)
      return [Argument(key), value]
    }
    if random.chance(0.1) { return [HostileValues.argument(&random)] }
    return [single(&random, sandbox: sandbox)]
  }

  private func single(_ random: inout SeededRandom, sandbox: CLISandbox) -> Argument {
    func pick(_ valid: [String], edge: [String]) -> Argument {
      Argument(random.chance(0.8) ? random.pick(valid) : random.pick(edge))
    }
    switch self {
    case .latitude: return Argument(CLIValues.degrees(&random, limit: 90))
    case .longitude: return Argument(CLIValues.degrees(&random, limit: 180))
    case .altitude: return Argument(CLIValues.degrees(&random, limit: 90))
    case .at: return Argument(CLIValues.time(&random))
    case .year: return Argument(CLIValues.year(&random))
    case .date: return Argument(CLIValues.date(&random))
    // The maximum, 36600, takes 10 s in the debug build `swift test` runs: 3660 stands in for it.
    case .days:
      return pick(["1", "2", "7", "31", "366", "400", "3660"], edge: ["36601", "0", "-1", "1000000", "9223372036854775807"])
    case .limit: return pick(["1", "5", "10", "100"], edge: ["101", "0", "-3", "1e2"])
    case .statusFormat: return pick(CLIValues.statusFormats, edge: ["nope", "WAYBAR", "mine.toml", "x/y", "broken"])
    case .inspectionFormat: return pick(["json", "text"], edge: ["waybar", "JSON", "csv"])
    case .size: return pick(["small", "medium", "large"], edge: ["huge", "Small"])
    case .template: return CLIValues.template(&random)
    case .zone: return Argument(random.pick(CLIValues.zones))
    case .place: return Argument(random.pick(CLIValues.places))
    case .language:
      return pick(Languages.codes, edge: ["xx", "EN", "nb_NO", "nn", "zz-ZZ", "sv_FI", "de-AT"])
    case .hemisphere: return pick(["north", "south"], edge: ["auto", "North", "east"])
    case .clock: return pick(["24h", "12h", "auto"], edge: ["13h", "24", "am", "Auto"])
    case .name:
      return pick(
        ["Home", "Hytta", "<b>Home</b>", "%{F#f00}Home", "A & B"], edge: ["\u{202E}emoH", "Oslo\u{200B}", "\u{2066}x\u{2069}"])
    case .click: return pick(["notify-send hi", "echo a:b"], edge: ["%{A1:x:}", "rm -rf ~", "'unclosed"])
    case .configPath: return sandbox.configPathArgument(&random)
    case .outputPath: return sandbox.outputPathArgument(&random)
    case .setting, .settingKey: return Argument(SettingValues.key(&random))
    case .compareDate: return Argument(CLIValues.compareDate(&random))
    case .event: return pick(CLIValues.events, edge: ["Sunset", "dusk", "sunset ", "civil_dusk", "noon", "solstice", ""])
    case .offset: return pick(CLIValues.offsets, edge: ["+8d", "-7d1s", "+", "-", "+1x", "+1h30", "++1h", "+999999999d", "1.5h"])
    case .within(let long):
      // Never longer than 2 s without --print: a fuzz `wait` must not sleep past the hang guard.
      let valid = long ? ["1s", "2s", "12h", "2d", "366d"] : ["1s", "2s"]
      return pick(valid, edge: ["0s", "367d", "-1s", "1", "1x", "", "+1s"])
    }
  }
}

/// The value pools behind `ValueKind`.
enum CLIValues {
  static let barFormats = ["waybar", "polybar", "conky", "i3bar", "i3blocks"]
  static let statusFormats = ["text", "json"] + barFormats + ["mine"]

  /// Real zones, ones with odd offsets, tzdata's backward links, and names that are no zone.
  static let zones = [
    "Europe/Oslo", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "Pacific/Chatham",
    "Asia/Kathmandu", "Antarctica/Troll", "UTC", "Etc/GMT+12", "Etc/GMT-14", "America/St_Johns",
    "Arctic/Longyearbyen", "US/Pacific", "Asia/Calcutta", "Europe/Kiev", "US/Eastern", "EST5EDT",
    "Japan", "Nowhere/City", "Europe/", "europe/oslo", "Europe/Oslo ", "../../etc/passwd",
    "posixrules", "zone.tab", "Factory", "",
  ]

  static let events = [
    "sunrise", "sunset", "civil-dawn", "civil-dusk", "nautical-dawn", "nautical-dusk", "astronomical-dawn",
    "astronomical-dusk", "solar-noon", "march-equinox", "june-solstice", "september-equinox", "december-solstice",
  ]

  /// `wait --offset` values it takes (signed durations up to 7 days).
  static let offsets = ["-30m", "+1h30m", "-45s", "+1d", "+7d", "-7d", "0s", "30m", "\u{2212}30m"]

  /// Relative `--at` forms (the issue-17 ones among them) that every command takes.
  static let relative = ["-2h", "+2h", "+30d", "-30d", "+1w", "-45m", "+0s", "-400d", "+90s", "-1d"]

  static let places = [
    "Oslo", "Tromsø", "Tromso", "Sydney, AU", "Springfield", "Springfield, IL", "Springfield, Illinois",
    "Portland, US", "São Paulo", "Longyearbyen", "Kolkata", "Reykjavik", "Atlantis2", "oslo",
    " Oslo ", "Oslo,", ",", ", ,", "Oslo, XX", "Paris, TX", "McMurdo", "Alert", "Ushuaia", "Null Island",
  ]

  static let placeholders = [
    "days", "countdown", "event", "event_kind", "date", "time", "description", "previous_event",
    "progress", "progress_bar", "season", "icon", "colour", "sunrise", "sunset", "solar_noon",
    "daylength", "delta_today", "delta_since_solstice", "location", "latitude", "message",
    "polar_day", "polar_night", "after_sunset", "default_location", "nope",
  ]

  static func degrees(_ random: inout SeededRandom, limit: Double) -> String {
    switch random.int(0...9) {
    case 0:
      return random.pick([
        "0", "\(limit)", "-\(limit)", "\(limit + 0.0001)", "-0", "59.9139", "69.6496", "-33.87", "78.22", "-77.85",
      ])
    case 1: return random.pick(HostileValues.numbers)
    default:
      let value = Double(random.int(-Int(limit * 10_000)...Int(limit * 10_000))) / 10_000
      return "\(value)"
    }
  }

  static func year(_ random: inout SeededRandom) -> String {
    random.chance(0.6)
      ? "\(random.int(1000...3000))"
      : random.pick([
        "999", "3001", "0", "-1", "1000", "3000", "2026", "२०२६", "2026.0", "9223372036854775807", "-9223372036854775808",
        "2147483648",
      ])
  }

  static func date(_ random: inout SeededRandom) -> String {
    if random.chance(0.6) {
      return "\(random.int(1000...3000))-\(pad(random.int(1...12)))-\(pad(random.int(1...28)))"
    }
    return random.pick([
      "2026-02-29", "2028-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "0999-12-31", "3001-01-01",
      "0000-01-01", "9999-12-31", "-2026-01-01", "2026-6-21", "2026/06/21", "21.06.2026", "today", "",
    ])
  }

  /// Every `--at` form, its edges, and the values that overflowed Int64 arithmetic.
  static func time(_ random: inout SeededRandom) -> String {
    switch random.int(0...9) {
    case 0, 1: return date(&random)
    case 2, 3: return "\(date(&random))T\(pad(random.int(0...23))):\(pad(random.int(0...59)))"
    case 4, 5: return random.pick(["+", "-"]) + "\(random.int(0...400))" + random.pick(["s", "m", "h", "d", "w"])
    case 6:
      return random.pick([
        "@-9223372036854775808", "@9223372036854775807", "@9223372036854775808", "@99999999999999999999",
        "+9223372036854775807d", "-9223372036854775808s", "+99999999999999999999d", "-9223372036854775807w",
      ])
    default:
      return random.pick([
        "@0", "@1781000000", "@-62135596800", "@39999999999", "@-39999999999", "@40000000000", "@1e309",
        "@", "@nan", "@+5", "@ 5", "+1000000w", "+1000001d", "+1e309d", "+d", "+", "-", "2026-06-21T12:00Z",
        "2026-06-21T12:00+05:30", "2026-06-21T12:00-14:00", "2026-06-21T12:00+15:00",
        "2026-06-21T24:00", "2026-06-21T23:59:60", "2026-06-21T12", "2026-06-21 12:00", "2026-06-21T12:00:00.5",
        "3000-12-31T23:59", "1000-01-01T00:00", "now", "tomorrow", "2026-06-21T12:00ZZ",
      ])
    }
  }

  /// A template from random pieces: placeholders with specs (widths up to Int64.max), groups,
  /// alternatives, escapes, markup, and unclosed braces or brackets.
  static func template(_ random: inout SeededRandom) -> Argument {
    if random.chance(0.05) { return HostileValues.long(&random) }
    var text = ""
    for _ in 0..<random.int(1...6) {
      switch random.int(0...19) {
      case 0...7: text += "{\(random.pick(placeholders))}"
      case 8, 9, 10:
        let spec = random.pick([
          "0", "1", "20", "500", "501", "100000", "9223372036854775807", "-1", ".1", ".999", "%H:%M", "%", "hms", "x",
        ])
        text += "{\(random.pick(placeholders)):\(spec)}"
      case 11, 12: text += "[↑{sunrise} ]"
      case 13: text += "{sunrise|'—'}"
      case 14: text += random.pick(["{x", "{", "}", "[", "]", "{days", "{'", "\\", "\\{", "|", "{}", "{:}", "{days|}"])
      case 15, 16: text += random.pick(HostileValues.text)
      default: text += random.pick([" ", " · ", "d to ", "%", "<b>", "&amp;"])
      }
    }
    return Argument(text)
  }

  /// A `compare` date: YYYY-MM-DD, a relative or other `--at` form, or junk.
  static func compareDate(_ random: inout SeededRandom) -> String {
    switch random.int(0...9) {
    case 0...4: return date(&random)
    case 5, 6: return random.pick(relative)
    case 7: return random.pick(["2027-06-21T12:00", "@1781000000", "2027-06-21T23:30+14:00", "+0d"])
    default:
      return random.pick([
        "2027-06-31", "2027-02-30", "0999-12-31", "3001-01-01", "yesterday", "-", "--", "+", "+1e309d", "@nan",
        "2027-6-21", "21/06/2027", "-2", "-h", "2027-06-21x", "+99999999999d",
      ])
    }
  }

  /// An `--at` every command must take: a date or a date and time 1900–2100, or a relative form.
  static func cleanTime(_ random: inout SeededRandom) -> String {
    let day = "\(random.int(1900...2100))-\(pad(random.int(1...12)))-\(pad(random.int(1...28)))"
    switch random.int(0...3) {
    case 0: return day
    case 1: return day + "T\(pad(random.int(0...23))):\(pad(random.int(0...59)))"
    default: return random.pick(relative)
    }
  }

  /// A date `compare` must take: YYYY-MM-DD 1900–2100 or a relative form.
  static func cleanDate(_ random: inout SeededRandom) -> String {
    random.chance(0.6)
      ? "\(random.int(1900...2100))-\(pad(random.int(1...12)))-\(pad(random.int(1...28)))" : random.pick(relative)
  }

  static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
