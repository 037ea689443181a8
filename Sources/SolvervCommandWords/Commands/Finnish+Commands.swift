public import SolvervEngine

/// Finnish sentences of the setup commands (``CommandPhrase``).
extension Finnish {
  public func commandPhrase(_ phrase: CommandPhrase) -> String {
    switch phrase {
    case .optionNotFor(let option, let command):
      return "\(option) ei koske komentoa \(command): siirrä se (solverv-status \(command) --help luettelee komennon valitsimet)"
    case .noWatcher(let format?): return "yksikään solverv-status --watch ei ole käynnissä muodolle \(format)"
    case .noWatcher(nil): return "yksikään solverv-status --watch ei ole käynnissä"
    case .noNotificationServer(let reason): return "istuntoväylällä ei ole ilmoituspalvelinta: \(reason)"
    case .notificationFailed(let reason): return "ilmoituspalvelin hylkäsi ilmoituksen: \(reason)"
    case .notSent(let wait, let next): return "(ei lähetetty nyt: \(notificationWait(wait)); seuraava \(next))"
    case .doctor(let finding): return doctorLine(finding)
    }
  }

  private func notificationWait(_ wait: NotificationWait) -> String {
    switch wait {
    case .off: return "ilmoitukset ovat pois päältä"
    case .alreadySent: return "lähetetty jo tänään"
    case .summerPause: return "kesätauko talvipäivänseisaukseen asti"
    case .shorterDays: return "tauko päivien lyhetessä"
    case .beforeMoment(.sunrise): return "odottaa tämänpäiväistä auringonnousua"
    case .beforeMoment(.sunset): return "odottaa tämänpäiväistä auringonlaskua"
    case .beforeMoment(.timeOfDay(let seconds)): return "odottaa tänään klo \(noteClock(secondOfDay: seconds)) asti"
    }
  }

  private func doctorLine(_ finding: DoctorFinding) -> String {
    let setPlace = "solverv-status config set location.city \"Kotikuntasi\""
    switch finding {
    case .serviceRunning: return "Palvelu: käynnissä (io.github.solverv.Solverv1 istuntoväylällä)"
    case .serviceStopped: return "Palvelu: ei käynnissä – käynnistä se: systemctl --user enable --now solverv"
    case .noSessionBus(let reason): return "Palvelu: ei istuntoväylää (\(reason)) – suorita tämä työpöytäistunnossasi"
    case .notificationsOn: return "Ilmoitukset: päällä"
    case .notificationsOff: return "Ilmoitukset: pois – ota ne käyttöön: solverv-status config set notifications.enabled true"
    case .placeSet(let name): return "Paikka: \(name)"
    case .placeAutomatic: return "Paikka: automaattinen (GeoClue)"
    case .placeNotSet(let fallback): return "Paikka: ei valittu (näytetään \(fallback)) – valitse se: \(setPlace)"
    case .autoNotUsed: return "Automaattinen paikka: ei käytössä"
    case .autoGeoClueThere: return "Automaattinen paikka: GeoClue on järjestelmäväylällä"
    case .autoNoGeoClue:
      return "Automaattinen paikka: GeoClue puuttuu järjestelmäväylältä – asenna GeoClue (apt install geoclue-2.0) tai valitse paikka: \(setPlace)"
    case .placesFileFound(let path): return "Paikkatiedosto: \(path)"
    case .placesFileMissing(let path):
      return "Paikkatiedosto: puuttuu\(path.map { " (\($0))" } ?? "") – vain vähintään 15 000 asukkaan kaupungit löytyvät; asenna Solverv uudelleen tai aseta SOLVERV_PLACES tiedoston poluksi"
    case .placesFileRefused(let path, let problem):
      let reason = errorPhrase(.placesFileProblem(problem))
      return "Paikkatiedosto: \(path) ei ole käytössä: \(reason) – asenna Solverv uudelleen tai aseta SOLVERV_PLACES"
    case .portalNotUsed: return "Portaali: ei käytössä (theme.enabled on pois)"
    case .portalClaimed: return "Portaali: org.freedesktop.impl.portal.desktop.solverv on varattu"
    case .portalNotClaimed:
      return "Portaali: org.freedesktop.impl.portal.desktop.solverv ei ole varattu – käynnistä palvelu uudelleen: systemctl --user restart solverv"
    case .configInvalid(let message): return "Asetustiedosto: \(message) – korjaa se ja katso solverv-status config check"
    }
  }
}
