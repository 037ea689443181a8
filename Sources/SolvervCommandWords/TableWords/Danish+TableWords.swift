public import SolvervEngine

/// The Danish words of the text tables (`events`, `sun`, `locate`).
extension Danish {
  public func tableWord(_ word: TableWord) -> String {
    switch word {
    case .event: return "Begivenhed"
    case .localTime: return "Lokal tid"
    case .utc: return "UTC"
    case .sunAt: return "Solen i"
    case .timesIn: return "tider i"
    case .date: return "Dato"
    case .offset: return "UTC±"
    case .astronomicalDawn: return "Astr. daggry"
    case .nauticalDawn: return "Naut. daggry"
    case .civilDawn: return "Borg. daggry"
    case .sunrise: return "Solopgang"
    case .noon: return "Højest"
    case .sunset: return "Solnedgang"
    case .civilDusk: return "Borg. tusmørke"
    case .nauticalDusk: return "Naut. tusmørke"
    case .astronomicalDusk: return "Astr. tusmørke"
    case .dayLength: return "Dagslængde"
    case .altitudeRise: return "Op"
    case .altitudeSet: return "Ned"
    case .timeAbove: return "Over"
    case .upAllDay: return "over hele døgnet"
    case .downAllDay: return "under hele døgnet"
    case .name: return "Navn"
    case .region: return "Region"
    case .country: return "Land"
    case .latitude: return "Breddegrad"
    case .longitude: return "Længdegrad"
    case .timeZone: return "Tidszone"
    case .population: return "Indbyggertal"
    case .place: return "Sted"
    }
  }
}
