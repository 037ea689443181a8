public import SolvervEngine

/// The Swedish words of the text tables (`events`, `sun`, `locate`).
extension Swedish {
  public func tableWord(_ word: TableWord) -> String {
    switch word {
    case .event: return "Händelse"
    case .localTime: return "Lokal tid"
    case .utc: return "UTC"
    case .sunAt: return "Solen i"
    case .timesIn: return "tider i"
    case .date: return "Datum"
    case .offset: return "UTC±"
    case .astronomicalDawn: return "Astr. gryning"
    case .nauticalDawn: return "Naut. gryning"
    case .civilDawn: return "Borg. gryning"
    case .sunrise: return "Soluppgång"
    case .noon: return "Högst"
    case .sunset: return "Solnedgång"
    case .civilDusk: return "Borg. skymning"
    case .nauticalDusk: return "Naut. skymning"
    case .astronomicalDusk: return "Astr. skymning"
    case .dayLength: return "Dagslängd"
    case .altitudeRise: return "Upp"
    case .altitudeSet: return "Ned"
    case .timeAbove: return "Över"
    case .upAllDay: return "över hela dygnet"
    case .downAllDay: return "under hela dygnet"
    case .name: return "Namn"
    case .region: return "Region"
    case .country: return "Land"
    case .latitude: return "Latitud"
    case .longitude: return "Longitud"
    case .timeZone: return "Tidszon"
    case .population: return "Folkmängd"
    case .place: return "Ort"
    }
  }
}
