import DBusKit
import DBusService
import SolvervApp
import SolvervDaemon
import SolvervEngine
import SolvervSystem

/// The command line of `solverv-daemon`: the same options, spellings and exit statuses as
/// `solverv-status daemon` (which swift-argument-parser parses and which execs this binary), so
/// D-Bus activation files and systemd units may call either. This binary does not link
/// swift-argument-parser (the daemon stays small), hence this hand-written parser.
enum DaemonArguments {
  enum Parsed {
    case run(Daemon.Options)
    case help
    case version
    /// `--probe-bus`: `solverv-status doctor`'s questions to the buses (``BusQuestions``).
    case probe
    /// `--send-notification SUMMARY BODY`: `solverv-status notify --send`.
    case sendNotification(summary: String, body: String)
  }

  /// A usage error: one line for stderr, worded as `solverv-status` words the parser's own (in
  /// English its very sentences); the exit status is 64, as swift-argument-parser's.
  struct UsageError: Error {
    let phrase: ErrorPhrase
    /// `--at <time>` as English names it; the other languages name the option alone.
    var valueName: String? = nil

    func message(in language: any Localization) -> String {
      guard language.code == "en", case .missingValue(let option) = phrase, let valueName else { return language.errorPhrase(phrase) }
      return language.errorPhrase(.missingValue("\(option) <\(valueName)>"))
    }
  }

  /// The language of a usage error: the config's (`--config`'s file, else the default one), else
  /// the locale's — as `solverv-status` chooses it without `--lang`, which this binary has not.
  static func messageLanguage(_ arguments: [String]) -> any Localization {
    var path: String?
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      if arguments[index] == "--config", index + 1 < arguments.count { path = arguments[index + 1] }
      if arguments[index].hasPrefix("--config=") { path = String(arguments[index].dropFirst("--config=".count)) }
      index += 1
    }
    return Plan.messageLanguage(configPath: path)
  }

  static let help = """
    OVERVIEW: Run the D-Bus service io.github.solverv.Solverv1 and the daily notification.

    Owns io.github.solverv.Solverv1 on the session bus (object /io/github/solverv/Solverv1). A
    second instance exits with a message unless --replace is given. If the bus goes away the
    service reconnects with backoff; once the session is over (its runtime directory or bus socket
    gone for a minute) it exits 0. Usually started by D-Bus activation or the systemd user unit in
    contrib/ (solverv.service). The same as `solverv-status daemon`.

    With [theme] enabled = true it also owns org.freedesktop.impl.portal.desktop.solverv and
    serves the xdg-desktop-portal Settings backend (org.freedesktop.appearance color-scheme:
    1 dark, 2 light; contrib/portal/solverv.portal), and at start-up and at each switch runs the
    executable files in $XDG_CONFIG_HOME/solverv/hooks/dark/ or .../light/, in name order, with
    SOLVERV_THEME=dark|light; their output goes to this log, prefixed with the hook's name. A
    hook still running after 30 s gets SIGTERM, 5 s later SIGKILL. Nothing from the bus names a
    command: SetTheme(dark|light|auto) only makes the manual choice.

    Exit status: 0 stopped (SIGTERM, taken over by --replace, session over), 1 another instance
    owns the name, 64 invalid argument, 69 no session bus, 74 cannot write this help.

    USAGE: solverv-daemon [--replace] [--at <time>] [--config <path>]

    OPTIONS:
      --replace               Take the name over from a running instance.
      --at <time>             Time travel: start the clock at this moment and let it run
                              (notifications are then remembered apart from the real state).
      --config <path>         Config file (default: $XDG_CONFIG_HOME/solverv/config.toml).
      --version               Show the version.
      -h, --help              Show help information.

    """

  /// Like swift-argument-parser: `--help`/`-h` anywhere wins, then `--version`; `--name value`
  /// and `--name=value`; the last of a repeated option counts; a separate value may not start
  /// with `-`, except `--at`'s (`--at -2h`, as `solverv-status` reads it).
  static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") { return .help }
    if options.contains("--version") { return .version }
    // The status binary's helpers (it does not link libdbus): not for people, so not in the help.
    if arguments == ["--probe-bus"] { return .probe }
    if arguments.count == 3, arguments[0] == "--send-notification" {
      return .sendNotification(summary: arguments[1], body: arguments[2])
    }
    var result = Daemon.Options()
    var index = 0
    var afterTerminator = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if afterTerminator || !argument.hasPrefix("-") || argument == "-" {
        if argument == "--", !afterTerminator {
          afterTerminator = true
          continue
        }
        throw UsageError(phrase: .unexpectedArguments([printable(argument)]))
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      let inline = argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
      switch name {
      case "--replace":
        if let inline {
          throw UsageError(phrase: .takesNoValue(option: "--replace", value: printable(inline)))
        }
        result.replace = true
      case "--at", "--config":
        var value = inline
        // `--at -2h`: a relative time back from now is a value, as on every solverv-status
        // command (`DashedValues`); only a word that is an option (`--replace`) is not.
        if value == nil, index < arguments.count,
          !arguments[index].hasPrefix("-") || arguments[index] == "-"
            || (name == "--at" && !arguments[index].hasPrefix("--"))
        {
          value = arguments[index]
          index += 1
        }
        guard let value, !value.isEmpty else {
          throw UsageError(phrase: .missingValue(name), valueName: name == "--at" ? "time" : "path")
        }
        if name == "--at" { result.at = value } else { result.configPath = value }
      default:
        throw UsageError(phrase: .unknownOption(printable(name), suggestion: nil))
      }
    }
    return .run(result)
  }
}
