/// Bokmål notices and report lines (``NoticePhrase``).
extension NorwegianBokmal {
  public func noticePhrase(_ phrase: NoticePhrase) -> String {
    switch phrase {
    case .automaticNotAsked(let place, let zone):
      return "`location = \"auto\"`: stedet finnes av Solverv-tjenesten (GeoClue), som en enkelt kommando ikke spør; "
        + "viser \(place) (\(zone)) ut fra tidssonen (`solverv-status doctor` forteller om tjenesten finner stedet)"
    case .zoneCityShown(let place, let zone):
      return "viser \(place) (\(zone)) som standard; velg stedet ditt med --location eller `solverv-status config init`"
    case .equatorShown(let zone, let coordinates):
      return "tidssonen \(zone) viser ikke til noe sted, så solen vises for ekvator på sonens meridian, "
        + "\(self.coordinates(coordinates)) (standard); velg stedet ditt med --location eller `solverv-status config init --city STED`"
    case .ambiguous(let the):
      let source = the.configPath.map { " (`location.city` i \($0))" } ?? ""
      var text = "\(quoted(the.query))\(source) er flertydig; bruker \(the.used.text(in: code)) (\(grouped(the.population)) innb.)"
      if !the.others.isEmpty {
        text += "; andre: " + the.others.map { $0.text(in: code) }.joined(separator: "; ")
        if the.more > 0 { text += " og \(the.more) til" }
      }
      return text + " – legg til ', REGION' eller ', landkode', f.eks. \(quoted(the.example.text(in: code))) (se `solverv-status locate`)"
    case .nearestZone(let zone, let city, let configPath):
      let source = configPath.map { " (`[location]` i \($0) har ingen `timezone`)" } ?? " (--tz velger en annen)"
      return "tidssone: \(zone), fra nærmeste by, \(city)\(source)"
    case .unchanged(let key, let value): return "\(key): \(value) (uendret)"
    case .sameValueWritten(let key, let value): return "\(key): \(value) (samme verdi, nå skrevet i filen)"
    case .readAs(let typed, let canonical, let name, let nynorsk):
      return "merk: \(quoted(typed)) leses som \(canonical) (\(name))" + (nynorsk ? "; Solverv kan ikke nynorsk ennå" : "")
    case .otherHardLinks(let path, let count):
      return "merk: \(path) hadde \(count) andre harde lenker; de beholder den gamle teksten "
        + "(lenk med `ln -s` for å dele en konfigurasjon)"
    case .noConfigFile(let path):
      return "ingen konfigurasjonsfil i \(path): bruker standardverdiene (lag en med `solverv-status config init`)"
    case .configValid(let path): return "\(path): gyldig"
    case .defaultLocationLine(let place, let zone, let source): return "sted: \(place) (\(zone), \(sourceWord(source)))"
    case .locationLine(let place, let zone, let source): return "sted: \(place) \(zone) (\(sourceWord(source)))"
    case .formatLine(let name, let size, let template):
      return "format \(name): størrelse \(size ?? "standard")" + (template.map { ", mal \($0)" } ?? "")
    case .noValue: return "(tom)"
    case .wrote(let path): return "skrev \(path)"
    case .placeLeftEmpty(let zone, _):
      return "tidssonen \(zone) viser ikke til noe sted: `[location]` står tom til du fyller den ut "
        + "(eller kjør `config init --location STED --force`)"
    }
  }

  private func sourceWord(_ source: LocationSource) -> String {
    switch source {
    case .commandLine: return "kommandolinjen"
    case .config: return "konfigurasjonsfilen"
    case .system: return "systemet"
    case .timeZone: return "tidssonen"
    case .fallback: return "standard"
    }
  }
}
