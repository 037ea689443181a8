/// German sentences of the Plasma applet (``AppletProblem``), with *Sie*.
extension German {
  public func appletProblem(_ problem: AppletProblem) -> String {
    switch problem {
    case .noData: return "Keine Daten vom Solverv-Dienst"
    case .noDataCannotRun:
      return
        "Keine Daten vom Solverv-Dienst, und solverv-status kann hier nicht laufen (das Plasma-Modul org.kde.plasma.plasma5support fehlt)"
    case .cannotRun: return "solverv-status kann hier nicht laufen (das Plasma-Modul plasma5support fehlt)"
    case .unknownError: return "Unbekannter Fehler"
    case .noAnswer: return "Keine Antwort vom Solverv-Dienst"
    case .commandFailed: return "solverv-status ist fehlgeschlagen (Exit-Status {code})"
    case .compareFailed: return "solverv-status compare ist fehlgeschlagen (Exit-Status {code})"
    case .unsupportedSchema: return "Ansichtsschema {schema} wird nicht unterstützt: Dieses Applet liest Schema 1"
    case .notFound: return "solverv-status wurde nicht gefunden: Installieren Sie Solverv, oder starten Sie den Dienst"
    case .notFoundForCompare: return "solverv-status wurde nicht gefunden: Installieren Sie Solverv"
    case .noView: return "solverv-status hat keine Ansicht ausgegeben"
    case .noSettings: return "Der Solverv-Dienst hat keine Einstellungen gesendet"
    case .noWords: return "Der Solverv-Dienst hat keine Wörter gesendet"
    case .noSchema: return "Der Solverv-Dienst hat kein Einstellungsschema gesendet"
    }
  }
}
