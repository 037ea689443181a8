public import SolvervEngine

/// Swedish sentences of the setup commands (``CommandPhrase``).
extension Swedish {
  public func commandPhrase(_ phrase: CommandPhrase) -> String {
    switch phrase {
    case .optionNotFor(let option, let command):
      return "\(option) gäller inte för ”\(command)”: flytta det (solverv-status \(command) --help visar vad \(command) tar)"
    case .noWatcher(let format?): return "ingen solverv-status --watch körs för \(format)"
    case .noWatcher(nil): return "ingen solverv-status --watch körs"
    case .noNotificationServer(let reason): return "ingen aviseringsserver på sessionsbussen: \(reason)"
    case .notificationFailed(let reason): return "aviseringsservern avvisade aviseringen: \(reason)"
    case .notSent(let wait, let next): return "(inte skickad nu: \(notificationWait(wait)); nästa \(next))"
    case .doctor(let finding): return doctorLine(finding)
    }
  }

  private func notificationWait(_ wait: NotificationWait) -> String {
    switch wait {
    case .off: return "aviseringarna är avstängda"
    case .alreadySent: return "redan skickad i dag"
    case .summerPause: return "sommaruppehåll till vintersolståndet"
    case .shorterDays: return "paus medan dagarna blir kortare"
    case .beforeMoment(.sunrise): return "väntar på dagens soluppgång"
    case .beforeMoment(.sunset): return "väntar på dagens solnedgång"
    case .beforeMoment(.timeOfDay(let seconds)): return "väntar till kl. \(noteClock(secondOfDay: seconds)) i dag"
    }
  }

  private func doctorLine(_ finding: DoctorFinding) -> String {
    let setPlace = "solverv-status config set location.city \"Din ort\""
    switch finding {
    case .serviceRunning: return "Tjänsten: körs (io.github.solverv.Solverv1 på sessionsbussen)"
    case .serviceStopped: return "Tjänsten: körs inte – starta den: systemctl --user enable --now solverv"
    case .noSessionBus(let reason): return "Tjänsten: ingen sessionsbuss (\(reason)) – kör detta i din skrivbordssession"
    case .notificationsOn: return "Aviseringar: på"
    case .notificationsOff: return "Aviseringar: av – slå på dem: solverv-status config set notifications.enabled true"
    case .placeSet(let name): return "Plats: \(name)"
    case .placeAutomatic: return "Plats: automatisk (GeoClue)"
    case .placeNotSet(let fallback): return "Plats: inte vald (visar \(fallback)) – välj den: \(setPlace)"
    case .autoNotUsed: return "Automatisk plats: används inte"
    case .autoGeoClueThere: return "Automatisk plats: GeoClue finns på systembussen"
    case .autoNoGeoClue:
      return "Automatisk plats: GeoClue finns inte på systembussen – installera GeoClue (apt install geoclue-2.0) eller välj en plats: \(setPlace)"
    case .placesFileFound(let path): return "Platsfilen: \(path)"
    case .placesFileMissing(let path):
      return "Platsfilen: saknas\(path.map { " (\($0))" } ?? "") – bara städer med minst 15 000 invånare hittas; installera om Solverv eller sätt SOLVERV_PLACES till filens sökväg"
    case .placesFileRefused(let path, let problem):
      let reason = errorPhrase(.placesFileProblem(problem))
      return "Platsfilen: \(path) används inte: \(reason) – installera om Solverv eller sätt SOLVERV_PLACES"
    case .portalNotUsed: return "Portalen: används inte (theme.enabled är av)"
    case .portalClaimed: return "Portalen: org.freedesktop.impl.portal.desktop.solverv är tagen"
    case .portalNotClaimed:
      return "Portalen: org.freedesktop.impl.portal.desktop.solverv är inte tagen – starta om tjänsten: systemctl --user restart solverv"
    case .configInvalid(let message): return "Inställningsfilen: \(message) – rätta den och se solverv-status config check"
    }
  }
}
