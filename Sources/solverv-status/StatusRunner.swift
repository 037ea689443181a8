#if canImport(Glibc)
  import Glibc
#endif
import SolvervApp
import SolvervEngine
import SolvervSystem

/// The status command: resolve the provider, config, place and settings, then print once or
/// keep printing on every change (`--watch`). Returns the exit status.
enum StatusRunner {
  static func run(_ arguments: StatusArguments) -> Int32 {
    signal(SIGPIPE, SIG_IGN)  // a closed output is a write error we handle, not a kill
    let formatName = arguments.format ?? "text"
    let provider: any StatusProvider
    do {
      provider = try UserFormats.provider(named: formatName)
    } catch {
      return usageError(error.description)
    }
    let plan: Plan
    do throws(Plan.Failure) {
      plan = try Plan(arguments, provider: provider)
    } catch {
      switch error {
      case .usage(let message):
        // Bars that show output see the problem in place; the exit status tells scripts.
        if provider.errorExitStatus == 0 {
          _ = Output.write(provider.renderError(message, options: RenderOptions()) + "\n", to: STDOUT_FILENO)
        }
        return usageError(message)
      case .config(let error):
        // A watching bar keeps running and recovers when the file is fixed.
        if arguments.watch { return WatchLoop(arguments: arguments, provider: provider).run() }
        return configError(error, provider: provider)
      }
    }
    if arguments.watch { return WatchLoop(arguments: arguments, provider: provider).run() }
    if plan.location.isDefault, isatty(STDERR_FILENO) == 1 {
      // People at a terminal learn that the place is a guess; bars (stderr not a terminal) are
      // told by the output itself (class default-location, is_default, the tooltip).
      Output.error("solverv-status: showing \(plan.location.name) (\(plan.location.zone.identifier)), a default; set your place with --location or `solverv-status config init`")
    }
    let line = provider.render(plan.snapshot(at: plan.start), options: plan.options)
    return Output.write(line + "\n", to: STDOUT_FILENO) ? 0 : 74
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("solverv-status: " + message)
    return 64
  }

  /// A broken config: the bar's own error state on stdout (a module must not vanish), the full
  /// message on stderr, and the provider's error status (0 for bars).
  static func configError(_ error: ConfigError, provider: any StatusProvider) -> Int32 {
    let message = error.description
    Output.error("solverv-status: " + message)
    if provider.errorExitStatus != 78 || provider.name == "json" {
      _ = Output.write(provider.renderError(message, options: RenderOptions()) + "\n", to: STDOUT_FILENO)
    }
    return provider.errorExitStatus
  }
}

