import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A command-line mistake in a status line meant for a bar (`--format waybar --lat 59,9`).
///
/// swift-argument-parser rejects such a line before any format exists, and an empty stdout with
/// exit 64 makes Waybar and Polybar drop the module without a word. So the format is read from
/// the raw arguments and the mistake is shown the way a bad config already is: the bar's error
/// idiom on stdout, exit 0 (i3blocks 33), the message on stderr too, and `--watch` keeps running.
enum BarArgumentError {
  /// The bar format a status invocation asks for (the last `--format X` or `--format=X`, a
  /// built-in or user format), or nil for text, JSON, an unknown format and other subcommands.
  /// A `--` does not end the scan: it may be an option's (bad) value, as in `--lon -- --format
  /// conky`, and a line that mentions a bar format is meant for that bar either way.
  static func provider(in arguments: [String]) -> (any StatusProvider)? {
    if let first = arguments.first, otherCommands.contains(first) { return nil }
    var name: String? = nil
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--format", index + 1 < arguments.count {
        name = arguments[index + 1]
        index += 1
      } else if argument.hasPrefix("--format=") {
        name = String(argument.dropFirst("--format=".count))
      }
      index += 1
    }
    guard let name else { return nil }
    let provider: any StatusProvider
    do { provider = try UserFormats.provider(named: name) } catch {
      return error.brokenFormat  // a broken user format still shows the bar's error state
    }
    return ProviderPolicy(provider).isBar ? provider : nil
  }

  /// The names of the subcommands besides the status line, from the root's own list.
  private static var otherCommands: [String] {
    SolvervStatus.configuration.subcommands.compactMap { $0.configuration.commandName }.filter { $0 != "status" }
  }

  /// Shows `message` in the bar and on stderr; returns the exit status, or with `--watch` keeps
  /// the error on screen until the bar ends it (as for a broken config).
  static func show(_ message: String, provider: any StatusProvider, watch: Bool) -> Int32 {
    Output.error("solverv-status: " + message)
    let line = provider.renderError(message, options: CommandLanguage.errorOptions)
    guard watch else {
      return StatusRunner.emitOrReport(line, provider: provider, status: ProviderPolicy(provider).exitStatus(afterError: 64))
    }
    return keepShowing(line, provider: provider)
  }

  /// The error line now and again on SIGUSR1/SIGUSR2 (or a click), until SIGTERM, SIGINT,
  /// SIGHUP or the reader goes: `--watch`'s loop with a render that always gives this line —
  /// nothing can change it, the arguments are fixed for the life of the process.
  private static func keepShowing(_ line: String, provider: any StatusProvider) -> Int32 {
    WatchLoop.closeInheritedDescriptors()
    return WatchLoop.drive(provider: provider, size: nil, clock: WallClockTimeSource(), changes: nil) { _, _ in (line, nil) }
  }
}
