/// Values that start with `-` — relative times (`--at -2h`, `compare -30d`, `--offset -1h`) and
/// negative numbers (`--lat -33.9`) — read as values on every command, before any parser sees them.
///
/// swift-argument-parser splits `-2h` into the short flags `-2` and `-h` wherever it stands, so
/// `compare -2h` printed the help and exited 0, and even an option declared `.unconditional`
/// could not take `-1h` (it asked for help instead). The fast status parser already reads
/// `--at -2h` as a value; this is the one rule for everything else: a `-`-led word after an
/// option (`--at -2h`, `--lat -33.9`) is joined to it (`--at=-2h`, which no parser splits), and
/// `compare`'s date is put after `--`.
enum DashedValues {
  /// Commands whose date argument may be a relative time back from now (`compare -30d`), and
  /// their flags (every other option takes a value).
  static let datedCommands: [String: Set<String>] = ["compare": ["--help", "--version"]]

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

  /// `compare -2h --location Oslo` → `compare --location Oslo -- -2h`: a `-`-led date argument of
  /// a dated command moves after `--`, where it can only be the argument.
  private static func movingDates(_ arguments: [String]) -> [String] {
    guard let command = arguments.first, let flags = datedCommands[command] else { return arguments }
    var kept = [command]
    var moved: [String] = []
    var index = 1
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
