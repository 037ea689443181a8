/// Swedish notices and report lines (``NoticePhrase``).
extension Swedish {
  public func noticePhrase(_ phrase: NoticePhrase) -> String {
    switch phrase {
    case .automaticNotAsked(let place, let zone):
      return "`location = \"auto\"`: platsen hittas av Solverv-tjänsten (GeoClue), som ett enskilt kommando inte frågar; "
        + "visar \(place) (\(zone)) utifrån tidszonen (`solverv-status doctor` visar om tjänsten hittar platsen)"
    case .zoneCityShown(let place, let zone):
      return "visar \(place) (\(zone)) som standard; välj din plats med --location eller `solverv-status config init`"
    case .equatorShown(let zone, let coordinates):
      return "tidszonen \(zone) anger ingen plats, så solen visas för ekvatorn på zonens meridian, "
        + "\(self.coordinates(coordinates)) (standard); välj din plats med --location eller `solverv-status config init --city PLATS`"
    case .ambiguous(let the):
      let source = the.configPath.map { " (`location.city` i \($0))" } ?? ""
      var text = "\(quoted(the.query))\(source) är tvetydigt; använder \(the.used.text(in: code)) (\(grouped(the.population)) inv.)"
      if !the.others.isEmpty {
        text += "; andra: " + the.others.map { $0.text(in: code) }.joined(separator: "; ")
        if the.more > 0 { text += " och \(the.more) till" }
      }
      return text + " – lägg till ', REGION' eller ', landskod', t.ex. \(quoted(the.example.text(in: code))) (se `solverv-status locate`)"
    case .nearestZone(let zone, let city, let configPath):
      let source = configPath.map { " (`[location]` i \($0) har ingen `timezone`)" } ?? " (--tz väljer en annan)"
      return "tidszon: \(zone), från närmaste stad, \(city)\(source)"
    case .unchanged(let key, let value): return "\(key): \(value) (oförändrat)"
    case .sameValueWritten(let key, let value): return "\(key): \(value) (samma värde, nu skrivet i filen)"
    case .readAs(let typed, let canonical, let name, let nynorsk):
      return "obs: \(quoted(typed)) läses som \(canonical) (\(name))" + (nynorsk ? "; Solverv kan ännu inte nynorska" : "")
    case .otherHardLinks(let path, let count):
      return "obs: \(path) hade \(count) andra hårda länkar; de behåller den gamla texten "
        + "(länka med `ln -s` för att dela en konfiguration)"
    case .noConfigFile(let path):
      return "ingen konfigurationsfil i \(path): standardvärdena används (skapa en med `solverv-status config init`)"
    case .configValid(let path): return "\(path): giltig"
    case .defaultLocationLine(let place, let zone, let source): return "plats: \(place) (\(zone), \(sourceWord(source)))"
    case .locationLine(let place, let zone, let source): return "plats: \(place) \(zone) (\(sourceWord(source)))"
    case .formatLine(let name, let size, let template):
      return "format \(name): storlek \(size ?? "standard")" + (template.map { ", mall \($0)" } ?? "")
    case .noValue: return "(tomt)"
    case .wrote(let path): return "skrev \(path)"
    case .placeLeftEmpty(let zone, _):
      return "tidszonen \(zone) anger ingen plats: `[location]` lämnas tom för dig att fylla i "
        + "(eller kör `config init --location PLATS --force`)"
    }
  }

  private func sourceWord(_ source: LocationSource) -> String {
    switch source {
    case .commandLine: return "kommandoraden"
    case .config: return "konfigurationsfilen"
    case .system: return "systemet"
    case .timeZone: return "tidszonen"
    case .fallback: return "standard"
    }
  }
}
