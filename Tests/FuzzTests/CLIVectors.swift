/// One random command line with its environment and sandbox — reproducible from (seed, index).
struct CLIVector: Sendable {
  let index: Int
  var arguments: [Argument]
  /// TZ, LANG and friends on top of the sandbox's environment.
  var environment: [String: String]
  let sandbox: CLISandbox
  /// The subcommand, for the statistics.
  let label: String

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

  /// The reproduction: environment and command line, with the sandbox written `$SANDBOX`.
  var shellLine: String {
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Argument.quote(Array($0.value.utf8)))" }
    let line = (["env"] + variables + ["solverv-status", arguments.shellLine]).joined(separator: " ")
    let reader =
      arguments.contains { $0.text?.contains(sandbox.pipeSentinel) == true } ? "(reader: cat $SANDBOX/files/pipe.svg &) " : ""
    return "(config: \(sandbox.config.rawValue)) " + reader + line.replacing(sandbox.root, with: "$SANDBOX")
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
    (2, CommandShape(label: "daemon --help", prefix: ["daemon", "--help"], options: [], required: [], writes: false)),
    (1, CommandShape(label: "help", prefix: [], options: [], required: [], writes: false)),
  ]
}
