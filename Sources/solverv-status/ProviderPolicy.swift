import SolvervApp
import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// What the `solverv-status` process does around a provider: where an error goes, the exit
/// status after it, and whether stdin carries clicks. The one place for these rules; providers
/// only render and stream (``StatusProvider``).
struct ProviderPolicy {
  let reader: OutputReader
  /// i3bar's protocol sends click events on stdin in `--watch` (its header says so).
  let readsClicks: Bool

  /// The policy for `provider`, from its registry entry; a user's own format feeds a bar.
  init(_ provider: any StatusProvider) {
    let entry = ProviderRegistry.entry(named: provider.name)
    reader = entry?.reader ?? .bar(exitStatus: 0)
    readsClicks = entry?.readsClicks ?? false
  }

  var isBar: Bool {
    if case .bar = reader { return true }
    return false
  }

  /// The exit status after an error whose own status is `status` (64 usage, 78 config).
  func exitStatus(afterError status: Int32) -> Int32 {
    if case .bar(let exitStatus) = reader { return exitStatus }
    return status
  }

  /// Whether the error state is printed on stdout as well as the line on stderr.
  var showsErrorsOnStdout: Bool {
    switch reader {
    case .bar, .script: true
    case .terminal: isatty(STDOUT_FILENO) == 0
    }
  }
}
