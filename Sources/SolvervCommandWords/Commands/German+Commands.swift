public import SolvervEngine

/// German sentences of the setup commands (``CommandPhrase``).
extension German {
  public func commandPhrase(_ phrase: CommandPhrase) -> String {
    switch phrase {
    case .optionNotFor(let option, let command):
      return "\(option) gilt nicht für „\(command)“: verschieben Sie es (solverv-status \(command) --help zeigt, was \(command) annimmt)"
    case .noWatcher(let format?): return "kein solverv-status --watch läuft für \(format)"
    case .noWatcher(nil): return "kein solverv-status --watch läuft"
    case .noNotificationServer(let reason): return "kein Benachrichtigungsdienst auf dem Sitzungsbus: \(reason)"
    case .notificationFailed(let reason): return "der Benachrichtigungsdienst hat die Benachrichtigung abgelehnt: \(reason)"
    case .notSent(let wait, let next): return "(jetzt nicht gesendet: \(notificationWait(wait)); als Nächstes \(next))"
    case .doctor(let finding): return doctorLine(finding)
    }
  }

  private func notificationWait(_ wait: NotificationWait) -> String {
    switch wait {
    case .off: return "Benachrichtigungen sind aus"
    case .alreadySent: return "heute schon gesendet"
    case .summerPause: return "Sommerpause bis zur Wintersonnenwende"
    case .shorterDays: return "Pause, solange die Tage kürzer werden"
    case .beforeMoment(.sunrise): return "wartet auf den heutigen Sonnenaufgang"
    case .beforeMoment(.sunset): return "wartet auf den heutigen Sonnenuntergang"
    case .beforeMoment(.timeOfDay(let seconds)): return "wartet bis heute \(noteClock(secondOfDay: seconds)) Uhr"
    }
  }

  private func doctorLine(_ finding: DoctorFinding) -> String {
    let setPlace = "solverv-status config set location.city \"Ihr Ort\""
    switch finding {
    case .serviceRunning: return "Dienst: läuft (io.github.solverv.Solverv1 auf dem Sitzungsbus)"
    case .serviceStopped: return "Dienst: läuft nicht – starten Sie ihn: systemctl --user enable --now solverv"
    case .noSessionBus(let reason): return "Dienst: kein Sitzungsbus (\(reason)) – führen Sie dies in Ihrer Desktop-Sitzung aus"
    case .notificationsOn: return "Benachrichtigungen: an"
    case .notificationsOff: return "Benachrichtigungen: aus – einschalten: solverv-status config set notifications.enabled true"
    case .placeSet(let name): return "Ort: \(name)"
    case .placeAutomatic: return "Ort: automatisch (GeoClue)"
    case .placeNotSet(let fallback): return "Ort: nicht gewählt (gezeigt wird \(fallback)) – wählen Sie ihn: \(setPlace)"
    case .autoNotUsed: return "Automatischer Ort: nicht benutzt"
    case .autoGeoClueThere: return "Automatischer Ort: GeoClue ist auf dem Systembus"
    case .autoNoGeoClue:
      return "Automatischer Ort: GeoClue fehlt auf dem Systembus – installieren Sie GeoClue (apt install geoclue-2.0) oder wählen Sie einen Ort: \(setPlace)"
    case .placesFileFound(let path): return "Ortsdatei: \(path)"
    case .placesFileMissing(let path):
      return "Ortsdatei: fehlt\(path.map { " (\($0))" } ?? "") – nur Städte ab 15.000 Einwohnern werden gefunden; installieren Sie Solverv neu oder setzen Sie SOLVERV_PLACES auf den Pfad der Datei"
    case .placesFileRefused(let path, let problem):
      let reason = errorPhrase(.placesFileProblem(problem))
      return "Ortsdatei: \(path) wird nicht benutzt: \(reason) – installieren Sie Solverv neu oder setzen Sie SOLVERV_PLACES"
    case .portalNotUsed: return "Portal: nicht benutzt (theme.enabled ist aus)"
    case .portalClaimed: return "Portal: org.freedesktop.impl.portal.desktop.solverv ist belegt"
    case .portalNotClaimed:
      return "Portal: org.freedesktop.impl.portal.desktop.solverv ist nicht belegt – starten Sie den Dienst neu: systemctl --user restart solverv"
    case .configInvalid(let message): return "Konfigurationsdatei: \(message) – korrigieren Sie sie und lesen Sie solverv-status config check"
    }
  }
}
