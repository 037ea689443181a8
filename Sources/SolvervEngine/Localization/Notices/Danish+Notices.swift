/// Danish notices and report lines (``NoticePhrase``).
extension Danish {
  public func noticePhrase(_ phrase: NoticePhrase) -> String {
    switch phrase {
    case .automaticNotAsked(let place, let zone):
      return "`location = \"auto\"`: stedet findes af Solverv-tjenesten (GeoClue), som en enkelt kommando ikke spørger; "
        + "viser \(place) (\(zone)) ud fra tidszonen (`solverv-status doctor` fortæller, om tjenesten finder stedet)"
    case .zoneCityShown(let place, let zone):
      return "viser \(place) (\(zone)) som standard; vælg dit sted med --location eller `solverv-status config init`"
    case .equatorShown(let zone, let coordinates):
      return "tidszonen \(zone) angiver intet sted, så solen vises for ækvator på zonens meridian, "
        + "\(self.coordinates(coordinates)) (standard); vælg dit sted med --location eller `solverv-status config init --city STED`"
    case .ambiguous(let the):
      let source = the.configPath.map { " (`location.city` i \($0))" } ?? ""
      var text = "\(quoted(the.query))\(source) er flertydigt; bruger \(the.used.text(in: code)) (\(grouped(the.population)) indb.)"
      if !the.others.isEmpty {
        text += "; andre: " + the.others.map { $0.text(in: code) }.joined(separator: "; ")
        if the.more > 0 { text += " og \(the.more) til" }
      }
      return text + " – tilføj ', REGION' eller ', landekode', f.eks. \(quoted(the.example.text(in: code))) (se `solverv-status locate`)"
    case .nearestZone(let zone, let city, let configPath):
      let source = configPath.map { " (`[location]` i \($0) har ingen `timezone`)" } ?? " (--tz vælger en anden)"
      return "tidszone: \(zone), fra nærmeste by, \(city)\(source)"
    case .unchanged(let key, let value): return "\(key): \(value) (uændret)"
    case .sameValueWritten(let key, let value): return "\(key): \(value) (samme værdi, nu skrevet i filen)"
    case .readAs(let typed, let canonical, let name, let nynorsk):
      return "bemærk: \(quoted(typed)) læses som \(canonical) (\(name))" + (nynorsk ? "; Solverv kan endnu ikke nynorsk" : "")
    case .otherHardLinks(let path, let count):
      return "bemærk: \(path) havde \(count) andre hårde links; de beholder den gamle tekst "
        + "(link med `ln -s` for at dele en konfiguration)"
    case .noConfigFile(let path):
      return "ingen konfigurationsfil i \(path): standardværdierne bruges (opret en med `solverv-status config init`)"
    case .configValid(let path): return "\(path): gyldig"
    case .defaultLocationLine(let place, let zone, let source): return "sted: \(place) (\(zone), \(sourceWord(source)))"
    case .locationLine(let place, let zone, let source): return "sted: \(place) \(zone) (\(sourceWord(source)))"
    case .formatLine(let name, let size, let template):
      return "format \(name): størrelse \(size ?? "standard")" + (template.map { ", skabelon \($0)" } ?? "")
    case .noValue: return "(tom)"
    case .wrote(let path): return "skrev \(path)"
    case .placeLeftEmpty(let zone, _):
      return "tidszonen \(zone) angiver intet sted: `[location]` står tom, så du kan udfylde den "
        + "(eller kør `config init --location STED --force`)"
    }
  }

  private func sourceWord(_ source: LocationSource) -> String {
    switch source {
    case .commandLine: return "kommandolinjen"
    case .config: return "konfigurationsfilen"
    case .system: return "systemet"
    case .timeZone: return "tidszonen"
    case .fallback: return "standard"
    }
  }
}
