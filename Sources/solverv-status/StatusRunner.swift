import SolvervApp
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The status command: resolve the provider, config, place and settings, then print once or
/// keep printing on every change (`--watch`). Returns the exit status.
enum StatusRunner {
  static func run(_ arguments: StatusArguments) -> Int32 {
    let provider: any StatusProvider
    do {
      provider = try UserFormats.provider(named: arguments.formatName)
    } catch {
      // A user format whose file is broken is still a bar's format: its error state, exit 0.
      let message = error.message(in: CommandLanguage.current)
      guard let broken = error.brokenFormat else { return usageError(message) }
      guard arguments.watch else { return BarArgumentError.show(message, provider: broken, watch: false) }
      // `--watch` shows the error state until the file is fixed: its loop watches the file.
      Output.error("solverv-status: " + message)
      provider = broken
    }
    let policy = ProviderPolicy(provider)
    let now = SystemClock.now()
    let plan: Plan
    do throws(Plan.Failure) {
      plan = try Plan(arguments, format: provider.name, now: now)
    } catch {
      let message = error.message(in: CommandLanguage.current)
      Output.error("solverv-status: " + message)
      // A bar shows the problem in its own idiom and keeps the module: a watching bar keeps
      // running (and recovers when a config is fixed), a one-shot exits with the bar's status.
      if policy.isBar, arguments.watch {
        return WatchLoop(arguments: arguments, provider: provider, clock: WallClockTimeSource()).run()
      }
      let status = policy.exitStatus(afterError: error.exitStatus)
      guard policy.showsErrorsOnStdout else { return status }
      return emitOrReport(provider.renderError(message, options: CommandLanguage.errorOptions), provider: provider, status: status)
    }
    if arguments.watch {
      // With --at, the watch's simulated clock runs on from that moment.
      let clock = SystemClock.timeSource(startingAt: arguments.at == nil ? nil : plan.start, realStart: now)
      return WatchLoop(arguments: arguments, provider: provider, clock: clock).run()
    }
    if let notice = plan.locationNotice, isatty(STDERR_FILENO) == 1 {
      // People at a terminal learn that the place is a guess or a choice among namesakes; bars
      // (stderr not a terminal) are told by the output itself (class default-location,
      // is_default, the tooltip).
      Output.error("solverv-status: " + notice)
    }
    var options = plan.options
    options.terminal = isatty(STDOUT_FILENO) == 1
    let line = provider.render(plan.snapshot(at: plan.start), options: options)
    return emitOrReport(line, provider: provider, status: 0)
  }

  /// Emits `line`; returns `status`, or after one line on stderr 74 when stdout cannot be
  /// written (a full disk, a closed pipe) — never a silent failure.
  static func emitOrReport(_ line: String, provider: any StatusProvider, status: Int32) -> Int32 {
    guard !emit(line, provider: provider) else { return status }
    return writeFailed(errno, status: status)
  }

  /// Reports a failed write of stdout; the status to exit with (74 unless already a failure).
  static func writeFailed(_ code: Int32, status: Int32 = 0) -> Int32 {
    Output.error("solverv-status: " + Output.writeFailureMessage(code))
    return status == 0 ? Output.writeFailureStatus : status
  }

  /// One update as the provider's protocol wants it: i3bar's header and array opening first.
  static func emit(_ line: String, provider: any StatusProvider) -> Bool {
    var text = ""
    if let header = provider.streamStart() { text = header + "\n" }
    return Output.write(text + provider.streamUpdate(line, index: 0) + "\n", to: STDOUT_FILENO)
  }

  /// How a long-running writer (`--watch`, a bar's error state) ends after a write: nil to go
  /// on, 0 when the reader went (a bar restarting closes the pipe) or a signal asked us to stop,
  /// 74 with one line for any other write error.
  static func exitStatus(after result: OutputWriteResult) -> Int32? {
    switch result {
    case .written: nil
    case .finished: 0
    case .failed(let code): watchWriteFailed(code)
    }
  }

  static func watchWriteFailed(_ code: Int32) -> Int32 {
    code == EPIPE ? 0 : writeFailed(code)
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("solverv-status: " + message)
    return 64
  }

}
