public import SolvervEngine

/// The Finnish words of the text tables (`events`, `sun`, `locate`).
extension Finnish {
  public func tableWord(_ word: TableWord) -> String {
    switch word {
    case .event: return "Tapahtuma"
    case .localTime: return "Paikallinen aika"
    case .utc: return "UTC"
    case .sunAt: return "Aurinko:"
    case .timesIn: return "ajat aikavyöhykkeellä"
    case .date: return "Päivämäärä"
    case .offset: return "UTC±"
    case .astronomicalDawn: return "Täht. aamuhämärä"
    case .nauticalDawn: return "Naut. aamuhämärä"
    case .civilDawn: return "Porv. aamuhämärä"
    case .sunrise: return "Auringonnousu"
    case .noon: return "Korkeimmillaan"
    case .sunset: return "Auringonlasku"
    case .civilDusk: return "Porv. iltahämärä"
    case .nauticalDusk: return "Naut. iltahämärä"
    case .astronomicalDusk: return "Täht. iltahämärä"
    case .dayLength: return "Päivän pituus"
    case .altitudeRise: return "Nousu"
    case .altitudeSet: return "Lasku"
    case .timeAbove: return "Yllä"
    case .upAllDay: return "yläpuolella koko vuorokauden"
    case .downAllDay: return "alapuolella koko vuorokauden"
    case .name: return "Nimi"
    case .region: return "Alue"
    case .country: return "Maa"
    case .latitude: return "Leveysaste"
    case .longitude: return "Pituusaste"
    case .timeZone: return "Aikavyöhyke"
    case .population: return "Väkiluku"
    case .place: return "Paikka"
    }
  }
}
