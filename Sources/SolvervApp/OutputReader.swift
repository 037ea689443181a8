/// Who reads a format's output, and so where an error must show. Each registry entry says it
/// (``ProviderRegistry/Entry/reader``); the CLI's `ProviderPolicy` turns it into exit statuses.
public enum OutputReader: Sendable, Equatable {
  /// A status bar, where nobody reads stderr: every error — a bad argument as much as a broken
  /// config — shows as the error state and the module stays: exit `exitStatus` (0: Waybar keeps
  /// the module; i3blocks shows 33 as urgent), and `--watch` keeps running.
  case bar(exitStatus: Int32)
  /// A script reading JSON: the error object on stdout too, and the failure's own status.
  case script
  /// A person at a terminal, or tmux: the failure's own status; the error on stdout too only
  /// when stdout is not a terminal.
  case terminal
}
