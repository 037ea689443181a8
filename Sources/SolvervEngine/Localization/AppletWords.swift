/// The words an applet shows when there is no view to show: the service is not running, or a
/// call to it failed. The GNOME extension ships them for every language (`contrib/gnome/
/// make-words.sh` writes them from `config words`), so its panel speaks the user's language
/// while the daemon that would say them is away.
public enum AppletWord: String, CaseIterable, Sendable {
  /// The panel text, after a sun: "solverv: not running".
  case panelNotRunning = "panel_not_running"
  /// What the panel shows, under the not-running title.
  case notRunningBody = "not_running_body"
  /// Before the command that starts the service: "Start it:".
  case startIt = "start_it"
  /// Before the other command: "or run:".
  case orRun = "or_run"
  case comesBack = "comes_back"
  /// The menu item that asks the bus to start the service.
  case tryStart = "try_start"
  case errorNotInstalled = "error_not_installed"
  case errorNoAnswer = "error_no_answer"
  case errorCannotStart = "error_cannot_start"
  case errorCallFailed = "error_call_failed"
  /// A time field's placeholder, in the letters the language's `time_of_day` label uses
  /// ("HH:MM", "TT:MM"); the value typed is always 24-hour HH:MM.
  case timePattern = "time_pattern"
}

extension Localization {
  /// Every ``AppletWord`` in this language, as key/text pairs (part of ``settingsWords()``).
  public func appletWords() -> [(key: String, text: String)] {
    AppletWord.allCases.map { ($0.rawValue, appletWord($0)) }
  }
}
