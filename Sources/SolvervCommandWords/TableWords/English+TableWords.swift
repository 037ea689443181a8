public import SolvervEngine

/// The English words of the text tables (`events`, `sun`, `locate`).
extension English {
  public func tableWord(_ word: TableWord) -> String {
    switch word {
    case .event: return "Event"
    case .localTime: return "Local time"
    case .utc: return "UTC"
    case .sunAt: return "Sun at"
    case .timesIn: return "times in"
    case .date: return "Date"
    case .offset: return "Offset"
    case .astronomicalDawn: return "Astro dawn"
    case .nauticalDawn: return "Naut dawn"
    case .civilDawn: return "Civil dawn"
    case .sunrise: return "Sunrise"
    case .noon: return "Noon"
    case .sunset: return "Sunset"
    case .civilDusk: return "Civil dusk"
    case .nauticalDusk: return "Naut dusk"
    case .astronomicalDusk: return "Astro dusk"
    case .dayLength: return "Day length"
    case .altitudeRise: return "Rise"
    case .altitudeSet: return "Set"
    case .timeAbove: return "Above"
    case .upAllDay: return "above all day"
    case .downAllDay: return "below all day"
    case .name: return "Name"
    case .region: return "Region"
    case .country: return "Country"
    case .latitude: return "Latitude"
    case .longitude: return "Longitude"
    case .timeZone: return "Time zone"
    case .population: return "Population"
    case .place: return "Place"
    }
  }
}
