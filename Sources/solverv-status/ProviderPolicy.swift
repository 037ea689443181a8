import SolvervEngine
import StandardProviders

#if canImport(Glibc)
  import Glibc
#endif

/// What the `solverv-status` process does around a provider: where an error goes, the exit
/// status after it, and whether stdin carries clicks. The one place for these rules; providers
/// only render and stream (``StatusProvider``).
struct ProviderPolicy {
  /// Who reads the output, and so where an error must show.
  enum Reader {
    /// A status bar, where nobody reads stderr: every error — a bad argument as much as a broken
    /// config — shows as the error state and the module stays: exit `exitStatus` (0: Waybar
    /// keeps the module; i3blocks shows 33 as urgent), and `--watch` keeps running.
    case bar(exitStatus: Int32)
    /// A script reading JSON: the error object on stdout too, and the failure's own status.
    case script
    /// A person at a terminal, or tmux: the failure's own status; the error on stdout too only
    /// when stdout is not a terminal.
    case terminal
  }

  let reader: Reader
  /// i3bar's protocol sends click events on stdin in `--watch` (its header says so).
  let readsClicks: Bool

  /// The policy for `provider`: text and JSON are for people and scripts; every other format,
  /// a user's own too, feeds a bar.
  init(_ provider: any StatusProvider) {
    switch provider {
    case is TextProvider: self.init(reader: .terminal, readsClicks: false)
    case is JSONProvider, is ViewProvider: self.init(reader: .script, readsClicks: false)
    case is I3blocksProvider: self.init(reader: .bar(exitStatus: 33), readsClicks: false)
    case is I3barProvider: self.init(reader: .bar(exitStatus: 0), readsClicks: true)
    default: self.init(reader: .bar(exitStatus: 0), readsClicks: false)
    }
  }

  private init(reader: Reader, readsClicks: Bool) {
    self.reader = reader
    self.readsClicks = readsClicks
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
