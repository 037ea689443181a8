/// Finnish sentences of the Plasma applet (``AppletProblem``).
extension Finnish {
  public func appletProblem(_ problem: AppletProblem) -> String {
    switch problem {
    case .noData: return "Solverv-palvelulta ei tullut tietoja"
    case .noDataCannotRun:
      return
        "Solverv-palvelulta ei tullut tietoja, eikä solverv-statusta voi suorittaa täällä (Plasman moduuli org.kde.plasma.plasma5support puuttuu)"
    case .cannotRun: return "solverv-statusta ei voi suorittaa täällä (Plasman moduuli plasma5support puuttuu)"
    case .unknownError: return "Tuntematon virhe"
    case .noAnswer: return "Solverv-palvelu ei vastannut"
    case .commandFailed: return "solverv-status epäonnistui (paluuarvo {code})"
    case .compareFailed: return "solverv-status compare epäonnistui (paluuarvo {code})"
    case .unsupportedSchema: return "Näkymän skeemaa {schema} ei tueta: tämä sovelma lukee skeemaa 1"
    case .notFound: return "solverv-statusta ei löytynyt: asenna Solverv tai käynnistä palvelu"
    case .notFoundForCompare: return "solverv-statusta ei löytynyt: asenna Solverv"
    case .noView: return "solverv-status ei tulostanut näkymää"
    case .noSettings: return "Solverv-palvelu ei lähettänyt asetuksia"
    case .noWords: return "Solverv-palvelu ei lähettänyt sanoja"
    case .noSchema: return "Solverv-palvelu ei lähettänyt asetusten skeemaa"
    }
  }
}
