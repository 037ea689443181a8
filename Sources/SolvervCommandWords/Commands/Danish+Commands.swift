public import SolvervEngine

/// Danish sentences of the setup commands (``CommandPhrase``).
extension Danish {
  public func commandPhrase(_ phrase: CommandPhrase) -> String {
    switch phrase {
    case .optionNotFor(let option, let command):
      return "\(option) gælder ikke for »\(command)«: flyt det (solverv-status \(command) --help viser, hvad \(command) tager)"
    case .noWatcher(let format?): return "ingen solverv-status --watch kører for \(format)"
    case .noWatcher(nil): return "ingen solverv-status --watch kører"
    case .noNotificationServer(let reason): return "ingen notifikationsserver på sessionsbussen: \(reason)"
    case .notificationFailed(let reason): return "notifikationsserveren afviste notifikationen: \(reason)"
    case .notSent(let wait, let next): return "(ikke sendt nu: \(notificationWait(wait)); næste \(next))"
    case .doctor(let finding): return doctorLine(finding)
    }
  }

  private func notificationWait(_ wait: NotificationWait) -> String {
    switch wait {
    case .off: return "notifikationerne er slået fra"
    case .alreadySent: return "allerede sendt i dag"
    case .summerPause: return "sommerpause til vintersolhverv"
    case .shorterDays: return "pause mens dagene bliver kortere"
    case .beforeMoment(.sunrise): return "venter på dagens solopgang"
    case .beforeMoment(.sunset): return "venter på dagens solnedgang"
    case .beforeMoment(.timeOfDay(let seconds)): return "venter til kl. \(noteClock(secondOfDay: seconds)) i dag"
    }
  }

  private func doctorLine(_ finding: DoctorFinding) -> String {
    let setPlace = "solverv-status config set location.city \"Din by\""
    switch finding {
    case .serviceRunning: return "Tjenesten: kører (io.github.solverv.Solverv1 på sessionsbussen)"
    case .serviceStopped: return "Tjenesten: kører ikke – start den: systemctl --user enable --now solverv"
    case .noSessionBus(let reason): return "Tjenesten: ingen sessionsbus (\(reason)) – kør dette i din skrivebordssession"
    case .notificationsOn: return "Notifikationer: til"
    case .notificationsOff: return "Notifikationer: fra – slå dem til: solverv-status config set notifications.enabled true"
    case .placeSet(let name): return "Sted: \(name)"
    case .placeAutomatic: return "Sted: automatisk (GeoClue)"
    case .placeNotSet(let fallback): return "Sted: ikke valgt (viser \(fallback)) – vælg det: \(setPlace)"
    case .autoNotUsed: return "Automatisk sted: bruges ikke"
    case .autoGeoClueThere: return "Automatisk sted: GeoClue findes på systembussen"
    case .autoNoGeoClue:
      return "Automatisk sted: GeoClue findes ikke på systembussen – installér GeoClue (apt install geoclue-2.0) eller vælg et sted: \(setPlace)"
    case .placesFileFound(let path): return "Stedfilen: \(path)"
    case .placesFileMissing(let path):
      return "Stedfilen: mangler\(path.map { " (\($0))" } ?? "") – kun byer med mindst 15.000 indbyggere findes; geninstallér Solverv eller sæt SOLVERV_PLACES til filens sti"
    case .placesFileRefused(let path, let problem):
      let reason = errorPhrase(.placesFileProblem(problem))
      return "Stedfilen: \(path) bruges ikke: \(reason) – geninstallér Solverv eller sæt SOLVERV_PLACES"
    case .portalNotUsed: return "Portalen: bruges ikke (theme.enabled er fra)"
    case .portalClaimed: return "Portalen: org.freedesktop.impl.portal.desktop.solverv er taget"
    case .portalNotClaimed:
      return "Portalen: org.freedesktop.impl.portal.desktop.solverv er ikke taget – genstart tjenesten: systemctl --user restart solverv"
    case .configInvalid(let message): return "Indstillingsfilen: \(message) – ret den, og se solverv-status config check"
    }
  }
}
