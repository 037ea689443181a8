public import SolvervEngine

/// The Bokmål words of the text tables (`events`, `sun`, `locate`).
extension NorwegianBokmal {
  public func tableWord(_ word: TableWord) -> String {
    switch word {
    case .event: return "Hendelse"
    case .localTime: return "Lokaltid"
    case .utc: return "UTC"
    case .sunAt: return "Sola i"
    case .timesIn: return "tider i"
    case .date: return "Dato"
    case .offset: return "UTC±"
    case .astronomicalDawn: return "Astr. gry"
    case .nauticalDawn: return "Naut. gry"
    case .civilDawn: return "Borg. gry"
    case .sunrise: return "Soloppgang"
    case .noon: return "Høyest"
    case .sunset: return "Solnedgang"
    case .civilDusk: return "Borg. skumring"
    case .nauticalDusk: return "Naut. skumring"
    case .astronomicalDusk: return "Astr. skumring"
    case .dayLength: return "Dagslengde"
    case .altitudeRise: return "Opp"
    case .altitudeSet: return "Ned"
    case .timeAbove: return "Over"
    case .upAllDay: return "over hele døgnet"
    case .downAllDay: return "under hele døgnet"
    case .name: return "Navn"
    case .region: return "Region"
    case .country: return "Land"
    case .latitude: return "Breddegrad"
    case .longitude: return "Lengdegrad"
    case .timeZone: return "Tidssone"
    case .population: return "Folketall"
    case .place: return "Sted"
    }
  }
}
