import ArgumentParser
import SolvervApp
import SolvervCommandWords
import SolvervConfig
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-status toggle [--format F] [--refresh]`: the click of a bar's module. Switches every
/// running `--watch` of this user (of format F) between small and large by sending it SIGUSR2, or
/// with --refresh makes it print again now (SIGUSR1: the right click) — found by
/// the PID it recorded, checked to be solverv-status, so neither the order of the watcher's
/// arguments nor a shell with a similar command line matters (as they did for `pkill -f`).
struct ToggleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "toggle",
    abstract: "Switch the running --watch between small and large (a bar's click), or refresh it.",
    discussion: """
      Each `solverv-status --watch` records its PID in $XDG_RUNTIME_DIR/solverv/watch/; toggle \
      sends SIGUSR2 to each one still running solverv-status, or only to those of --format; \
      --refresh sends SIGUSR1 instead, so it prints again at once (a bar's right click). \
      Exit status: 0 at least one reached; 1 none is running (one line says so).
      """)

  @Option(help: ArgumentHelp("Only the watchers of this format (waybar, polybar, …).", valueName: "format"))
  var format: String?

  @Flag(help: "Refresh instead: the watcher prints again now (SIGUSR1), keeping its size.")
  var refresh = false

  @Option(.lang) var lang: LanguageChoice?
  @OptionGroup var file: ConfigFileOption

  func run() throws {
    let targets = WatcherRegistry.watchers().filter { format == nil || $0.format == format }
    let signal = refresh ? SIGUSR1 : SIGUSR2
    let reached = targets.filter { LibProcess.send(signal, to: $0.pid) }
    guard reached.isEmpty else { return }
    // A broken config still names its language (`CommandLanguage`).
    let language = lang?.localization ?? CommandLanguage.current
    Output.error("solverv-status: " + language.commandPhrase(.noWatcher(format: format)))
    throw ExitCode(1)
  }
}
