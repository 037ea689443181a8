/// Danish sentences of the Plasma applet (``AppletProblem``).
extension Danish {
  public func appletProblem(_ problem: AppletProblem) -> String {
    switch problem {
    case .noData: return "Ingen data fra Solverv-tjenesten"
    case .noDataCannotRun:
      return
        "Ingen data fra Solverv-tjenesten, og solverv-status kan ikke køre her (Plasma-modulet org.kde.plasma.plasma5support mangler)"
    case .cannotRun: return "solverv-status kan ikke køre her (Plasma-modulet plasma5support mangler)"
    case .unknownError: return "Ukendt fejl"
    case .noAnswer: return "Solverv-tjenesten svarede ikke"
    case .commandFailed: return "solverv-status mislykkedes (slutkode {code})"
    case .compareFailed: return "solverv-status compare mislykkedes (slutkode {code})"
    case .unsupportedSchema: return "Visningsskema {schema} understøttes ikke: denne applet læser skema 1"
    case .notFound: return "solverv-status blev ikke fundet: installér Solverv, eller start tjenesten"
    case .notFoundForCompare: return "solverv-status blev ikke fundet: installér Solverv"
    case .noView: return "solverv-status skrev ingen visning"
    case .noSettings: return "Solverv-tjenesten sendte ingen indstillinger"
    case .noWords: return "Solverv-tjenesten sendte ingen ord"
    case .noSchema: return "Solverv-tjenesten sendte intet indstillingsskema"
    }
  }
}
