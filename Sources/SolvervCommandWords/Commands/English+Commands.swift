public import SolvervEngine

/// English sentences of the setup commands (``CommandPhrase``).
extension English {
  public func commandPhrase(_ phrase: CommandPhrase) -> String {
    switch phrase {
    case .optionNotFor(let option, let command):
      return "\(option) does not apply to '\(command)': move it (solverv-status \(command) --help lists what \(command) takes)"
    case .noWatcher(let format?): return "no solverv-status --watch is running for \(format)"
    case .noWatcher(nil): return "no solverv-status --watch is running"
    case .noNotificationServer(let reason): return "no notification server on the session bus: \(reason)"
    case .notificationFailed(let reason): return "the notification server refused the notification: \(reason)"
    case .notSent(let wait, let next): return "(not sent at this moment: \(notificationWait(wait)); next \(next))"
    case .doctor(let finding): return doctorLine(finding)
    }
  }

  private func notificationWait(_ wait: NotificationWait) -> String {
    switch wait {
    case .off: return "notifications are off"
    case .alreadySent: return "already sent today"
    case .summerPause: return "summer pause until the winter solstice"
    case .shorterDays: return "paused while days get shorter"
    case .beforeMoment(let moment): return waitingFor(moment)
    }
  }

  private func doctorLine(_ finding: DoctorFinding) -> String {
    let setPlace = "solverv-status config set location.city \"Your town\""
    switch finding {
    case .serviceRunning: return "Service: running (io.github.solverv.Solverv1 on the session bus)"
    case .serviceStopped: return "Service: not running – start it: systemctl --user enable --now solverv"
    case .noSessionBus(let reason): return "Service: no session bus (\(reason)) – run this in your desktop session"
    case .notificationsOn: return "Notifications: on"
    case .notificationsOff: return "Notifications: off – turn them on: solverv-status config set notifications.enabled true"
    case .placeSet(let name): return "Place: \(name)"
    case .placeAutomatic: return "Place: automatic (GeoClue)"
    case .placeNotSet(let fallback): return "Place: not chosen (showing \(fallback)) – choose it: \(setPlace)"
    case .autoNotUsed: return "Automatic place: not used"
    case .autoGeoClueThere: return "Automatic place: GeoClue is on the system bus"
    case .autoNoGeoClue:
      return "Automatic place: GeoClue is not on the system bus – install GeoClue (apt install geoclue-2.0) or choose a place: \(setPlace)"
    case .placesFileFound(let path): return "Places file: \(path)"
    case .placesFileMissing(let path):
      return "Places file: missing\(path.map { " (\($0))" } ?? "") – only cities of 15,000 people or more are found; reinstall Solverv or set SOLVERV_PLACES to the file's path"
    case .placesFileRefused(let path, let problem):
      let reason = problem.english
      return "Places file: \(path) is not used: \(reason) – reinstall Solverv or set SOLVERV_PLACES"
    case .portalNotUsed: return "Portal: not used (theme.enabled is off)"
    case .portalClaimed: return "Portal: org.freedesktop.impl.portal.desktop.solverv is claimed"
    case .portalNotClaimed:
      return "Portal: org.freedesktop.impl.portal.desktop.solverv is not claimed – restart the service: systemctl --user restart solverv"
    case .configInvalid(let message): return "Config file: \(message) – fix it, then see solverv-status config check"
    }
  }
}
