/// Bokmål sentences of the Plasma applet (``AppletProblem``).
extension NorwegianBokmal {
  public func appletProblem(_ problem: AppletProblem) -> String {
    switch problem {
    case .noData: return "Ingen data fra Solverv-tjenesten"
    case .noDataCannotRun:
      return
        "Ingen data fra Solverv-tjenesten, og solverv-status kan ikke kjøres her (Plasma-modulen org.kde.plasma.plasma5support mangler)"
    case .cannotRun: return "solverv-status kan ikke kjøres her (Plasma-modulen plasma5support mangler)"
    case .unknownError: return "Ukjent feil"
    case .noAnswer: return "Solverv-tjenesten svarte ikke"
    case .commandFailed: return "solverv-status mislyktes (avslutningskode {code})"
    case .compareFailed: return "solverv-status compare mislyktes (avslutningskode {code})"
    case .unsupportedSchema: return "Visningsskjema {schema} støttes ikke: denne appleten leser skjema 1"
    case .notFound: return "Fant ikke solverv-status: installer Solverv, eller start tjenesten"
    case .notFoundForCompare: return "Fant ikke solverv-status: installer Solverv"
    case .noView: return "solverv-status skrev ingen visning"
    case .noSettings: return "Solverv-tjenesten sendte ingen innstillinger"
    case .noWords: return "Solverv-tjenesten sendte ingen ord"
    case .noSchema: return "Solverv-tjenesten sendte ikke noe innstillingsskjema"
    }
  }
}
