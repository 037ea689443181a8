public import SolvervEngine

/// The German words of the text tables (`events`, `sun`, `locate`).
extension German {
  public func tableWord(_ word: TableWord) -> String {
    switch word {
    case .event: return "Ereignis"
    case .localTime: return "Ortszeit"
    case .utc: return "UTC"
    case .sunAt: return "Sonne in"
    case .timesIn: return "Zeiten in"
    case .date: return "Datum"
    case .offset: return "UTC±"
    case .astronomicalDawn: return "Astr. Morgendämmerung"
    case .nauticalDawn: return "Naut. Morgendämmerung"
    case .civilDawn: return "Bürg. Morgendämmerung"
    case .sunrise: return "Sonnenaufgang"
    case .noon: return "Höchststand"
    case .sunset: return "Sonnenuntergang"
    case .civilDusk: return "Bürg. Abenddämmerung"
    case .nauticalDusk: return "Naut. Abenddämmerung"
    case .astronomicalDusk: return "Astr. Abenddämmerung"
    case .dayLength: return "Tageslänge"
    case .altitudeRise: return "Aufgang"
    case .altitudeSet: return "Untergang"
    case .timeAbove: return "Über"
    case .upAllDay: return "ganztägig darüber"
    case .downAllDay: return "ganztägig darunter"
    case .name: return "Name"
    case .region: return "Region"
    case .country: return "Land"
    case .latitude: return "Breitengrad"
    case .longitude: return "Längengrad"
    case .timeZone: return "Zeitzone"
    case .population: return "Einwohner"
    case .place: return "Ort"
    }
  }
}
