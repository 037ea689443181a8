/// Swedish sentences of the Plasma applet (``AppletProblem``).
extension Swedish {
  public func appletProblem(_ problem: AppletProblem) -> String {
    switch problem {
    case .noData: return "Inga data från Solverv-tjänsten"
    case .noDataCannotRun:
      return
        "Inga data från Solverv-tjänsten, och solverv-status kan inte köras här (Plasma-modulen org.kde.plasma.plasma5support saknas)"
    case .cannotRun: return "solverv-status kan inte köras här (Plasma-modulen plasma5support saknas)"
    case .unknownError: return "Okänt fel"
    case .noAnswer: return "Solverv-tjänsten svarade inte"
    case .commandFailed: return "solverv-status misslyckades (slutstatus {code})"
    case .compareFailed: return "solverv-status compare misslyckades (slutstatus {code})"
    case .unsupportedSchema: return "Vyschema {schema} stöds inte: den här appleten läser schema 1"
    case .notFound: return "solverv-status hittades inte: installera Solverv, eller starta tjänsten"
    case .notFoundForCompare: return "solverv-status hittades inte: installera Solverv"
    case .noView: return "solverv-status skrev ingen vy"
    case .noSettings: return "Solverv-tjänsten skickade inga inställningar"
    case .noWords: return "Solverv-tjänsten skickade inga ord"
    case .noSchema: return "Solverv-tjänsten skickade inget inställningsschema"
    }
  }
}
