import SolvervEngine
import TestSupport

/// Command lines built only from valid values, never mutated, run on a valid config: each must
/// succeed with output. They guard what hostile vectors cannot — that a valid input is taken:
/// `compare -30d`, `wait sunset --at -2h` and `config set` on an inline table or a CRLF file
/// were once refused or crashed.
enum CleanVectors {
  static let labels: Set<String> = ["compare", "wait", "config get", "config words", "config set"]

  /// Valid configs (or none) as the sandbox writes them; not the 1 MiB one (an edit may not grow it).
  static let configs = CLISandbox.Config.allCases.filter(\.isValid)
  static let brokenConfigs = CLISandbox.Config.allCases.filter(\.isBroken)

  /// The config for a clean vector: a valid one, or for the `config` commands now and then one
  /// that `config check` refuses (then the command must exit 78, as check does).
  static func config(_ label: String, _ random: inout SeededRandom) -> CLISandbox.Config {
    label.hasPrefix("config ") && random.chance(0.3) ? random.pick(brokenConfigs) : random.pick(configs)
  }

  static let places = ["Oslo", "Tromsø", "Tokyo", "Sydney, AU", "Reykjavik", "Ushuaia", "Kolkata"]

  /// The arguments for `label` and, for `config set`, the key and the value `config get` must
  /// then print.
  static func arguments(_ label: String, _ random: inout SeededRandom) -> ([Argument], (key: String, value: String)?) {
    switch label {
    case "compare":
      var options: [[Argument]] = []
      if random.chance(0.4) { options.append(["--with", Argument(CLIValues.cleanDate(&random))]) }
      time(&options, &random)
      place(&options, &random)
      if random.chance(0.3) { options.append(["--format", Argument(random.pick(["json", "text"]))]) }
      if random.chance(0.3) { options.append(["--lang", Argument(random.pick(Languages.codes))]) }
      if random.chance(0.2) { options.append(["--clock", Argument(random.pick(["24h", "12h", "auto"]))]) }
      options.shuffle(using: &random)
      let date = CLIValues.cleanDate(&random)
      // A date back from today is a word starting with '-': as it is, or after `--`.
      if date.hasPrefix("-"), random.chance(0.5) { return (["compare"] + options.flatMap { $0 } + ["--", Argument(date)], nil) }
      return (["compare", Argument(date)] + options.flatMap { $0 }, nil)
    case "wait":
      var options: [[Argument]] = []
      if random.chance(0.3) { options.append(["--offset", Argument(random.pick(Array(CLIValues.offsets.prefix(8))))]) }
      time(&options, &random)
      place(&options, &random)
      options.shuffle(using: &random)
      return (["wait", "--print", Argument(random.pick(CLIValues.events))] + options.flatMap { $0 }, nil)
    case "config get":
      return (["config", "get"] + (random.chance(0.7) ? [Argument(random.pick(SettingValues.keys).name)] : []), nil)
    case "config words":
      return (["config", "words"], nil)
    default:
      if random.chance(0.08) { return (["config", "set", "location", "auto"], ("location.auto", "true")) }
      let key = random.pick(SettingValues.keys)
      let value = random.pick(key.valid)
      return (["config", "set", Argument(key.name), Argument(value)], (key.name, value))
    }
  }

  /// `--at` (half the time), as two words or `--at=`.
  private static func time(_ options: inout [[Argument]], _ random: inout SeededRandom) {
    guard random.chance(0.5) else { return }
    let at = CLIValues.cleanTime(&random)
    options.append(random.chance(0.25) ? [Argument("--at=" + at)] : ["--at", Argument(at)])
  }

  /// A city, coordinates (|latitude| < 89), or the config's place.
  private static func place(_ options: inout [[Argument]], _ random: inout SeededRandom) {
    switch random.int(0...4) {
    case 0: options.append(["--location", Argument(random.pick(places))])
    case 1:
      let lat = Double(random.int(-890_000...890_000)) / 10_000
      let lon = Double(random.int(-1_800_000...1_800_000)) / 10_000
      options.append(["--lat", Argument("\(lat)")])
      options.append(["--lon", Argument("\(lon)")])
    default: break
    }
  }

  /// A real zone (the place of a config without one comes from it) and a real locale.
  static func environment(_ random: inout SeededRandom) -> [String: String] {
    [
      "TZ": random.pick(["Europe/Oslo", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "Asia/Tokyo"]),
      "LANG": random.pick(["C.UTF-8", "nb_NO.UTF-8", "en_US.UTF-8", "de_DE.UTF-8"]),
    ]
  }
}
