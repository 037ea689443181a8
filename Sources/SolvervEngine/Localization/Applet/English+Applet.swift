/// English sentences of the Plasma applet (``AppletProblem``).
extension English {
  public func appletProblem(_ problem: AppletProblem) -> String {
    switch problem {
    case .noData: return "No data from the Solverv service"
    case .noDataCannotRun:
      return
        "No data from the Solverv service, and solverv-status cannot run here (Plasma's org.kde.plasma.plasma5support module is missing)"
    case .cannotRun: return "solverv-status cannot run here (Plasma's plasma5support module is missing)"
    case .unknownError: return "Unknown error"
    case .noAnswer: return "No answer from the Solverv service"
    case .commandFailed: return "solverv-status failed (exit {code})"
    case .compareFailed: return "solverv-status compare failed (exit {code})"
    case .unsupportedSchema: return "Unsupported view schema {schema}: this applet reads schema 1"
    case .notFound: return "solverv-status was not found: install Solverv, or start its daemon"
    case .notFoundForCompare: return "solverv-status was not found: install Solverv"
    case .noView: return "solverv-status printed no view"
    case .noSettings: return "The Solverv service sent no settings"
    case .noWords: return "The Solverv service sent no words"
    case .noSchema: return "The Solverv service sent no settings schema"
    }
  }
}
