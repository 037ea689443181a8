/// The Plasma applet's own sentences for when it has no view: the service gave nothing, the
/// command it falls back to failed or cannot run. `config words` hands them out with the other
/// words (keys `applet_…`); contrib/kde/make-words.py bakes every language's into the applet's
/// `contents/code/words.js`, so they are in the user's language while nothing answers. `{code}`
/// and `{schema}` are filled in by the applet.
public enum AppletProblem: String, CaseIterable, Sendable {
  /// The D-Bus property or the command gave an empty View.
  case noData = "applet_no_data"
  /// No service, and the command cannot run (Plasma's plasma5support module is missing).
  case noDataCannotRun = "applet_no_data_cannot_run"
  /// The settings page or "Compare with…" cannot run the command (same reason).
  case cannotRun = "applet_cannot_run"
  case unknownError = "applet_unknown_error"
  /// A call to the service ("Compare with…") got no answer.
  case noAnswer = "applet_no_answer"
  /// `solverv-status` exited with `{code}` and said nothing the applet could show.
  case commandFailed = "applet_command_failed"
  case compareFailed = "applet_compare_failed"
  /// A View of schema `{schema}`, which this applet cannot read.
  case unsupportedSchema = "applet_unsupported_schema"
  /// The shell did not find `solverv-status` (exit 127), for the view and for "Compare with…".
  case notFound = "applet_not_found"
  case notFoundForCompare = "applet_not_found_compare"
  /// `solverv-status --format view` printed no View.
  case noView = "applet_no_view"
  /// The settings page's calls answered without settings, words or a schema.
  case noSettings = "applet_no_settings", noWords = "applet_no_words", noSchema = "applet_no_schema"
}

extension Localization {
  /// Every ``AppletProblem`` in this language, as key/text pairs (part of ``settingsWords()``).
  public func appletProblems() -> [(key: String, text: String)] {
    AppletProblem.allCases.map { ($0.rawValue, appletProblem($0)) }
  }
}
