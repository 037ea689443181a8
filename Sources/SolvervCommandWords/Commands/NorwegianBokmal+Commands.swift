public import SolvervEngine

/// Bokmål sentences of the setup commands (``CommandPhrase``).
extension NorwegianBokmal {
  public func commandPhrase(_ phrase: CommandPhrase) -> String {
    switch phrase {
    case .optionNotFor(let option, let command):
      return "\(option) gjelder ikke for «\(command)»: flytt det (solverv-status \(command) --help viser valgene til \(command))"
    case .noWatcher(let format?): return "ingen solverv-status --watch kjører for \(format)"
    case .noWatcher(nil): return "ingen solverv-status --watch kjører"
    case .noNotificationServer(let reason): return "ingen varslingstjener på øktbussen: \(reason)"
    case .notificationFailed(let reason): return "varslingstjeneren avviste varselet: \(reason)"
    case .notSent(let wait, let next): return "(ikke sendt nå: \(notificationWait(wait)); neste \(next))"
    case .doctor(let finding): return doctorLine(finding)
    }
  }

  private func notificationWait(_ wait: NotificationWait) -> String {
    switch wait {
    case .off: return "varslene er slått av"
    case .alreadySent: return "allerede sendt i dag"
    case .summerPause: return "sommerpause til vintersolverv"
    case .shorterDays: return "pause mens dagene blir kortere"
    case .beforeMoment(.sunrise): return "venter på dagens soloppgang"
    case .beforeMoment(.sunset): return "venter på dagens solnedgang"
    case .beforeMoment(.timeOfDay(let seconds)): return "venter til kl. \(noteClock(secondOfDay: seconds)) i dag"
    }
  }

  private func doctorLine(_ finding: DoctorFinding) -> String {
    let setPlace = "solverv-status config set location.city \"Byen din\""
    switch finding {
    case .serviceRunning: return "Tjenesten: kjører (io.github.solverv.Solverv1 på øktbussen)"
    case .serviceStopped: return "Tjenesten: kjører ikke – start den: systemctl --user enable --now solverv"
    case .noSessionBus(let reason): return "Tjenesten: ingen øktbuss (\(reason)) – kjør dette i skrivebordsøkten din"
    case .notificationsOn: return "Varsler: på"
    case .notificationsOff: return "Varsler: av – slå dem på: solverv-status config set notifications.enabled true"
    case .placeSet(let name): return "Sted: \(name)"
    case .placeAutomatic: return "Sted: automatisk (GeoClue)"
    case .placeNotSet(let fallback): return "Sted: ikke valgt (viser \(fallback)) – velg det: \(setPlace)"
    case .autoNotUsed: return "Automatisk sted: ikke i bruk"
    case .autoGeoClueThere: return "Automatisk sted: GeoClue finnes på systembussen"
    case .autoNoGeoClue:
      return "Automatisk sted: GeoClue finnes ikke på systembussen – installer GeoClue (apt install geoclue-2.0) eller velg et sted: \(setPlace)"
    case .placesFileFound(let path): return "Stedsfilen: \(path)"
    case .placesFileMissing(let path):
      return "Stedsfilen: mangler\(path.map { " (\($0))" } ?? "") – bare byer med minst 15 000 innbyggere finnes; installer Solverv på nytt eller sett SOLVERV_PLACES til filens sti"
    case .placesFileRefused(let path, let problem):
      let reason = errorPhrase(.placesFileProblem(problem))
      return "Stedsfilen: \(path) brukes ikke: \(reason) – installer Solverv på nytt eller sett SOLVERV_PLACES"
    case .portalNotUsed: return "Portalen: ikke i bruk (theme.enabled er av)"
    case .portalClaimed: return "Portalen: org.freedesktop.impl.portal.desktop.solverv er tatt"
    case .portalNotClaimed:
      return "Portalen: org.freedesktop.impl.portal.desktop.solverv er ikke tatt – start tjenesten på nytt: systemctl --user restart solverv"
    case .configInvalid(let message): return "Oppsettsfilen: \(message) – rett den, og se solverv-status config check"
    }
  }
}
