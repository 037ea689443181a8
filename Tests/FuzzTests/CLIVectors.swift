/// One random command line with its environment and sandbox — reproducible from (seed, index).
struct CLIVector: Sendable {
  let index: Int
  var arguments: [Argument]
  /// TZ, LANG and friends on top of the sandbox's environment.
  var environment: [String: String]
  let sandbox: CLISandbox
  /// The subcommand, for the statistics.
  let label: String
  /// Whether the command may write a file (config init/set, chart): others must change none.
  var writes = false
  /// Built from valid values only, with no mutation: on a valid config the command must
  /// succeed (exit 0 with output) — the net for "a valid input refused" (`compare -30d`,
  /// `wait sunset --at -2h`, `config set` on an inline table); on one `config check` refuses it
  /// must exit 78 as check does.
  var clean = false
  /// For a clean `config set`: the key and the value `config get KEY` must print afterwards.
  var setting: (key: String, value: String)?

  /// The bar format the command line asks for, if the `--format` option survived the mutations
  /// intact: bars must never see a non-zero exit (i3blocks: 33) or an empty output. `--lat` and
  /// `--lon` take the next word whatever it is (negative numbers), so `--lat --format` is no format.
  var barFormat: String? {
    guard label == "status" else { return nil }
    var format: String?
    var index = 0
    while index < arguments.count {
      let word = arguments[index].text ?? ""
      if word == "--" { break }
      if word == "--lat" || word == "--lon" {
        index += 1
      } else if word == "--format" {
        format = index + 1 < arguments.count ? arguments[index + 1].text : nil
        index += 1
      } else if word.hasPrefix("--format=") {
        format = String(word.dropFirst("--format=".count))
      }
      index += 1
    }
    return format.flatMap { CLIValues.barFormats.contains($0) ? $0 : nil }
  }

  /// Whether a word asks for help (`help`, `--help…`, `-h`, `-xh`, but not a relative time
  /// such as `-2h`): then printing the help and exiting 0 is right.
  var asksForHelp: Bool {
    label == "help" || label == "daemon --help"
      || arguments.contains { argument in
        guard let word = argument.text else { return false }
        if word == "help" || word.hasPrefix("--help") { return true }
        guard word.hasPrefix("-"), !word.hasPrefix("--"), word.contains("h") else { return false }
        let digits = word.dropFirst().dropLast()
        let relative =
          !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber) && "smhdw".contains(word.last!)
        return !relative
      }
  }

  /// The reproduction: environment and command line, with the sandbox written `$SANDBOX`.
  var shellLine: String {
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Argument.quote(Array($0.value.utf8)))" }
    let line = (["env"] + variables + ["solverv-status", arguments.shellLine]).joined(separator: " ")
    let reader =
      arguments.contains { $0.text?.contains(sandbox.pipeSentinel) == true } ? "(reader: cat $SANDBOX/files/pipe.svg &) " : ""
    return "(config: \(sandbox.config.rawValue)\(clean ? ", clean" : "")) " + reader
      + line.replacing(sandbox.root, with: "$SANDBOX")
  }
}

/// A subcommand's options: what the generator picks from.
struct CommandShape: Sendable {
  let label: String
  let prefix: [Argument]
  let options: [(flag: String, kind: ValueKind?)]
  let required: [(flag: String, kind: ValueKind?)]
  /// Whether the command writes files (config init, chart): then no argument may name a path
  /// outside the sandbox.
  let writes: Bool

  static let statusOptions: [(String, ValueKind?)] = [
    ("--size", .size), ("--template", .template), ("--lat", .latitude), ("--lon", .longitude),
    ("--name", .name), ("--tz", .zone), ("--location", .place), ("--at", .at), ("--lang", .language),
    ("--hemisphere", .hemisphere), ("--clock", .clock), ("--config", .configPath), ("--click", .click),
  ]

  static func waitOptions(long: Bool) -> [(String, ValueKind?)] {
    [
      ("--offset", .offset), ("--within", .within(long: long)), ("--at", .at), ("--location", .place), ("--lat", .latitude),
      ("--lon", .longitude), ("--name", .name), ("--tz", .zone), ("--config", .configPath),
    ]
  }

  static let all: [(weight: Int, shape: CommandShape)] = [
    (45, CommandShape(label: "status", prefix: [], options: statusOptions, required: [], writes: false)),
    (5, CommandShape(label: "status", prefix: ["status"], options: statusOptions, required: [], writes: false)),
    (
      8,
      CommandShape(
        label: "events", prefix: ["events"],
        options: [
          ("--from", .year), ("--to", .year), ("--tz", .zone), ("--lang", .language), ("--hemisphere", .hemisphere),
          ("--format", .inspectionFormat), ("--location", .place), ("--lat", .latitude), ("--lon", .longitude),
          ("--config", .configPath),
        ], required: [], writes: false)
    ),
    (
      8,
      CommandShape(
        label: "sun", prefix: ["sun"],
        options: [
          ("--tz", .zone), ("--date", .date), ("--days", .days), ("--altitude", .altitude), ("--format", .inspectionFormat),
          ("--location", .place), ("--name", .name), ("--config", .configPath),
        ], required: [("--lat", .latitude), ("--lon", .longitude)], writes: false)
    ),
    (
      5,
      CommandShape(
        label: "locate", prefix: ["locate"], options: [("--limit", .limit), ("--format", .inspectionFormat)],
        required: [("", .place)], writes: false)
    ),
    (3, CommandShape(label: "formats", prefix: ["formats"], options: [("--placeholders", nil)], required: [], writes: false)),
    (
      3,
      CommandShape(
        label: "config path", prefix: ["config", "path"], options: [("--config", .configPath)], required: [], writes: false)
    ),
    (
      4,
      CommandShape(
        label: "config check", prefix: ["config", "check"], options: [("--config", .configPath)], required: [], writes: false)
    ),
    (
      5,
      CommandShape(
        label: "config init", prefix: ["config", "init"],
        options: [
          ("--config", .configPath), ("--city", .place), ("--force", nil),
        ], required: [], writes: true)
    ),
    (
      6,
      CommandShape(
        label: "chart", prefix: ["chart"],
        options: [
          ("--year", .year), ("-o", .outputPath), ("--output", .outputPath), ("--lat", .latitude), ("--lon", .longitude),
          ("--name", .name), ("--tz", .zone), ("--location", .place), ("--lang", .language), ("--config", .configPath),
          ("--hemisphere", .hemisphere),
        ], required: [], writes: true)
    ),
    (
      5,
      CommandShape(
        label: "notify", prefix: ["notify"],
        options: [
          ("--at", .at), ("--config", .configPath), ("--location", .place), ("--lat", .latitude), ("--lon", .longitude),
          ("--tz", .zone), ("--lang", .language),
        ], required: [("--preview", nil)], writes: false)
    ),
    (
      4,
      CommandShape(
        label: "config get", prefix: ["config", "get"], options: [("--config", .configPath)],
        required: [("", .settingKey)], writes: false)
    ),
    (
      8,
      CommandShape(
        label: "config set", prefix: ["config", "set"], options: [("--config", .configPath)],
        required: [("", .setting)], writes: true)
    ),
    (
      2,
      CommandShape(
        label: "config words", prefix: ["config", "words"], options: [("--config", .configPath)], required: [],
        writes: false)
    ),
    (
      6,
      CommandShape(
        label: "compare", prefix: ["compare"],
        options: [
          ("--with", .compareDate), ("--at", .at), ("--location", .place), ("--lat", .latitude), ("--lon", .longitude),
          ("--name", .name), ("--tz", .zone), ("--config", .configPath), ("--lang", .language), ("--clock", .clock),
          ("--template", .template), ("--format", .inspectionFormat),
        ], required: [("", .compareDate)], writes: false)
    ),
    // `wait` sleeps until its event: every fuzz `wait` carries --print, or a --within of at
    // most 2 s (FuzzHarnessTests checks it), so none outlives the hang guard.
    (
      3,
      CommandShape(
        label: "wait", prefix: ["wait", "--print"], options: waitOptions(long: true), required: [("", .event)], writes: false)
    ),
    (
      2,
      CommandShape(
        label: "wait", prefix: ["wait", "--within", "1s"], options: waitOptions(long: false), required: [("", .event)],
        writes: false)
    ),
    (2, CommandShape(label: "daemon --help", prefix: ["daemon", "--help"], options: [], required: [], writes: false)),
    (1, CommandShape(label: "help", prefix: [], options: [], required: [], writes: false)),
  ]
}
