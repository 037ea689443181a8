/// Values that start with `-` — relative times (`--at -2h`, `compare -30d`, `--offset -1h`) and
/// negative numbers (`--lat -33.9`) — read as values on every command, before any parser sees them.
///
/// swift-argument-parser splits `-2h` into the short flags `-2` and `-h` wherever it stands, so
/// `compare -2h` printed the help and exited 0, and even an option declared `.unconditional`
/// could not take `-1h` (it asked for help instead). The fast status parser already reads
/// `--at -2h` as a value; this is the one rule for everything else: a `-`-led word after an
/// option (`--at -2h`, `--lat -33.9`) is joined to it (`--at=-2h`, which no parser splits), and
/// any other such word is put after `--`: `compare`'s date is then its argument, and a stray one
/// (`wait --at dawn -349h`, `solverv-status -2h`) an unexpected argument (exit 64), never help.
enum DashedValues {
  /// Every flag of every command (all other options take a value): `--name value` skips the
  /// value only after an option that takes one.
  static let flags: Set<String> = [
    "--help", "--version", "--watch", "--force", "--placeholders", "--preview", "--print", "--replace", "--send",
    "--today", "--no-today", "--no-events",
  ]

  static func normalized(_ arguments: [String]) -> [String] {
    var joined: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        joined += arguments[(index - 1)...]
        break
      }
      // Any `--name`: after a flag such a word was a mistake anyway, and now says so (`--watch`
      // takes no value) instead of printing the help.
      if argument.hasPrefix("--"), !argument.contains("="), index < arguments.count, looksLikeValue(arguments[index]) {
        joined.append(argument + "=" + arguments[index])
        index += 1
      } else {
        joined.append(argument)
      }
    }
    return movingDates(joined)
  }

  /// A single-dash word that is not a short flag (`-h`): `-2h`, `-30d`, `-33.9`, `-`.
  private static func looksLikeValue(_ text: String) -> Bool {
    guard text.hasPrefix("-"), !text.hasPrefix("--") else { return false }
    return text.count == 1 || text.dropFirst().first.map { $0.isNumber || $0 == "." } == true
  }

  /// `compare -2h --location Oslo` → `compare --location Oslo -- -2h`: a `-`-led word that is no
  /// option's value moves after `--`, where it can only be an argument.
  private static func movingDates(_ arguments: [String]) -> [String] {
    var kept: [String] = []
    var moved: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        kept += arguments[(index - 1)...]
        break
      }
      if argument.hasPrefix("--") {
        kept.append(argument)
        // `--name value`: the value is the option's, whatever it looks like.
        if !argument.contains("="), !flags.contains(argument), index < arguments.count {
          kept.append(arguments[index])
          index += 1
        }
      } else if argument != "-", looksLikeValue(argument) {
        moved.append(argument)
      } else {
        kept.append(argument)
      }
    }
    guard !moved.isEmpty else { return arguments }
    if let terminator = kept.firstIndex(of: "--") {
      kept.insert(contentsOf: moved, at: terminator + 1)
      return kept
    }
    return kept + ["--"] + moved
  }
}
