import TestSupport

/// Builds the command line for case `index`: a subcommand with valid options, then mutations —
/// unknown flags, missing values, `--opt=value`, hostile values, duplicates, stray words.
enum CLIGenerator {
  static let unknownFlags: [Argument] = [
    "--bogus-flag", "--frobnicate", "-x", "-Z", "--FORMAT", "--lat=", "--format", "--at", "-o",
    "--help=no", "---", "--=", "-", "--no-such", "--lat", "--lon", "--version", "--help", "-h", "--tz",
    "--verbose", "--format=", "--at=", "-lat", "—lat",
  ]

  static func vector(seed: UInt64, index: Int, scratch: String) -> CLIVector {
    var random = SeededRandom(seed: seed, index: index, stream: 1)
    let shape = random.weighted(CommandShape.all.map { ($0.weight, $0.shape) })
    // A third of the commands `CleanVectors` lists are built clean: valid values on a valid config.
    let clean = CleanVectors.labels.contains(shape.label) && random.chance(0.3)
    let config = clean ? CleanVectors.config(shape.label, &random) : self.config(for: shape.label, &random)
    let sandbox = CLISandbox(root: scratch + "/cli-\(index)", config: config)
    if clean {
      let (arguments, setting) = CleanVectors.arguments(shape.label, &random)
      var vector = CLIVector(
        index: index, arguments: arguments, environment: CleanVectors.environment(&random), sandbox: sandbox, label: shape.label)
      vector.writes = shape.writes
      vector.clean = true
      vector.setting = setting
      return vector
    }
    var arguments: [Argument]
    if shape.label == "help" {
      arguments = random.pick([
        ["--help"], ["--version"], ["help"], ["help", "events"], ["events", "--help"], ["-h"], ["help", "nope"],
        ["status", "--help"], ["config", "--help"], ["config"], ["config", "nope"], ["nope"], ["chart", "-h"],
        ["config", "set", "--help"], ["compare", "--help"], ["wait", "-h"],
      ])
    } else {
      var groups = optionGroups(shape, &random, sandbox: sandbox)
      if shape.label == "daemon --help" {
        // Only ever after --help: the daemon must not start (and has no bus to start on).
        for _ in 0..<random.int(0...2) {
          groups.append([random.chance(0.5) ? random.pick(unknownFlags) : HostileValues.argument(&random)])
        }
        arguments = shape.prefix + groups.flatMap { $0 }
      } else {
        arguments = shape.prefix + mutate(groups, &random).filter { $0 != "--watch" }
      }
    }
    if shape.writes { arguments = arguments.filter { staysInside($0, sandbox) } }
    var vector = CLIVector(
      index: index, arguments: arguments, environment: environment(&random), sandbox: sandbox, label: shape.label)
    vector.writes = shape.writes
    return vector
  }

  /// The config file's state: the commands that read and edit settings get the odd layouts
  /// (CRLF, inline tables, past 1 MiB…) more often.
  private static func config(for label: String, _ random: inout SeededRandom) -> CLISandbox.Config {
    let settings = label == "config set" || label == "config get" || label == "config words"
    let odd = settings ? 3 : 1
    return random.weighted([
      (8, .none), (8, .city), (4, .coordinates), (4, .hostileName), (3, .brokenTOML), (3, .badValues),
      (3, .unclosedTemplate), (3, .hugeWidth), (3, .notifications), (2, .empty), (2, .invalidUTF8),
      (1, .directory), (3, .symlink), (1, .fifo),
      (2 * odd, .crlf), (odd, .crlfShort), (odd, .mixedEndings), (odd, .inlineTable), (odd, .dottedKeys),
      (odd, .multilineString), (odd, .quotedKeys), (odd, .noFinalNewline), (odd, .byteOrderMark), (odd, .latin1),
      (odd, .nulByte), (odd, .crOnly), (odd, .duplicateKey), (odd, .oneMiB), (odd, .overOneMiB),
    ])
  }

  /// The options in groups (`[flag, value]`, `[flag]`, `[value]`), shuffled.
  private static func optionGroups(_ shape: CommandShape, _ random: inout SeededRandom, sandbox: CLISandbox) -> [[Argument]] {
    var groups: [[Argument]] = []
    if shape.label == "status", random.chance(0.85) {
      let format = random.weighted([
        (3, "text"), (3, "json"), (5, "waybar"), (5, "polybar"), (4, "conky"), (4, "i3bar"), (4, "i3blocks"), (3, "mine"),
      ])
      groups.append(random.chance(0.2) ? [Argument("--format=" + format)] : ["--format", Argument(format)])
    }
    func group(_ flag: String, _ kind: ValueKind?, _ random: inout SeededRandom) -> [Argument] {
      guard let kind else { return [Argument(flag)] }
      let values = kind.values(&random, sandbox: sandbox)
      return flag.isEmpty ? values : [Argument(flag)] + values
    }
    for (flag, kind) in shape.required where random.chance(0.92) { groups.append(group(flag, kind, &random)) }
    // Coordinates come as a pair, and --at often: time travel reaches the most arithmetic.
    let paired = shape.required.isEmpty && shape.options.contains { $0.flag == "--lat" } && random.chance(0.3)
    if paired {
      groups.append(group("--lat", .latitude, &random))
      groups.append(group("--lon", .longitude, &random))
    }
    for (flag, kind) in shape.options where !(paired && (flag == "--lat" || flag == "--lon")) {
      if random.chance(flag == "--at" ? 0.45 : 0.22) { groups.append(group(flag, kind, &random)) }
    }
    groups.shuffle(using: &random)
    return groups
  }

  /// Zero to three mutations, then the flat argument list.
  private static func mutate(_ original: [[Argument]], _ random: inout SeededRandom) -> [Argument] {
    var groups = original
    let count = random.weighted([(55, 0), (30, 1), (12, 2), (3, 3)])
    var flat: [Argument]?
    for _ in 0..<count {
      let pairs = groups.indices.filter { groups[$0].count == 2 }
      let spot = random.int(0...groups.count)
      switch random.int(0...9) {
      case 0: groups.insert([random.pick(unknownFlags)], at: spot)
      case 1: if let i = pairs.randomElement(using: &random) { groups[i].removeLast() }
      case 2:
        if let i = pairs.randomElement(using: &random), let flag = groups[i][0].text, flag.hasPrefix("--") {
          groups[i] = [Argument(bytes: Array((flag + "=").utf8) + groups[i][1].bytes)]
        }
      case 3: if let i = pairs.randomElement(using: &random) { groups[i][1] = HostileValues.argument(&random) }
      case 4: if let i = groups.indices.randomElement(using: &random) { groups.insert(groups[i], at: spot) }
      case 5: groups.insert([HostileValues.argument(&random)], at: spot)
      case 6: if let i = pairs.randomElement(using: &random) { groups[i][1] = "" }
      case 7: groups.insert(["--"], at: spot)
      case 8: flat = Array((flat ?? groups.flatMap { $0 }).dropLast())
      default:
        var words = flat ?? groups.flatMap { $0 }
        if words.count >= 2 {
          let i = random.int(0...(words.count - 2))
          words.swapAt(i, i + 1)
        }
        flat = words
      }
    }
    return flat ?? groups.flatMap { $0 }
  }

  /// For commands that write: a path must be the sandbox's (absolute, no `..`) or a plain name
  /// relative to `work/` — never anywhere else on the machine.
  static func staysInside(_ argument: Argument, _ sandbox: CLISandbox) -> Bool {
    guard argument.bytes.contains(UInt8(ascii: "/")) else { return true }
    guard let text = argument.text, !text.contains("..") else { return false }
    return text.hasPrefix(sandbox.root + "/") || text.hasPrefix("--config=" + sandbox.root + "/")
      || text.hasPrefix("--output=" + sandbox.root + "/")
  }

  /// TZ (real, legacy, POSIX, nonsense, absent), LANG, and which parser runs.
  private static func environment(_ random: inout SeededRandom) -> [String: String] {
    var environment: [String: String] = [:]
    if random.chance(0.85) {
      environment["TZ"] =
        random.chance(0.7)
        ? random.pick(CLIValues.zones)
        : random.pick([":Europe/Oslo", "UTC0", "EST5EDT,M3.2.0,M11.1.0", "<+0530>-5:30", "Nowhere", "", "Europe/Oslo\u{202E}"])
    }
    environment["LANG"] = random.pick([
      "C.UTF-8", "C.UTF-8", "nb_NO.UTF-8", "en_US.UTF-8", "sv_SE.UTF-8", "da_DK.UTF-8", "fi_FI.UTF-8", "de_DE.UTF-8",
      "de_AT", "C", "", "xx_XX", "nb",
    ])
    if random.chance(0.3) { environment["SOLVERV_FULL_PARSER"] = "1" }
    return environment
  }
}
