/// Finnish notices and report lines (``NoticePhrase``).
extension Finnish {
  public func noticePhrase(_ phrase: NoticePhrase) -> String {
    switch phrase {
    case .automaticNotAsked(let place, let zone):
      return "`location = \"auto\"`: paikan löytää Solverv-palvelu (GeoClue), jolta yksittäinen komento ei kysy; "
        + "näytetään \(place) (\(zone)) aikavyöhykkeen mukaan (`solverv-status doctor` kertoo, löytääkö palvelu paikan)"
    case .zoneCityShown(let place, let zone):
      return
        "näytetään oletuksena \(place) (\(zone)); valitse paikkasi valitsimella --location tai komennolla `solverv-status config init`"
    case .equatorShown(let zone, let coordinates):
      return "aikavyöhyke \(zone) ei nimeä paikkaa, joten aurinko näytetään päiväntasaajalta vyöhykkeen pituuspiiriltä, "
        + "\(self.coordinates(coordinates)) (oletus); valitse paikkasi valitsimella --location tai komennolla `solverv-status config init --city PAIKKA`"
    case .ambiguous(let the):
      let source = the.configPath.map { " (`location.city` tiedostossa \($0))" } ?? ""
      var text = "\(quoted(the.query))\(source) on monitulkintainen; käytetään: \(the.used.text(in: code)) (\(grouped(the.population)) as.)"
      if !the.others.isEmpty {
        text += "; muut: " + the.others.map { $0.text(in: code) }.joined(separator: "; ")
        if the.more > 0 { text += " ja \(the.more) muuta" }
      }
      return text + " – lisää ', ALUE' tai ', maakoodi', esim. \(quoted(the.example.text(in: code))) (katso `solverv-status locate`)"
    case .nearestZone(let zone, let city, let configPath):
      let source =
        configPath.map { " (tiedoston \($0) osiossa `[location]` ei ole avainta `timezone`)" } ?? " (--tz valitsee toisen)"
      return "aikavyöhyke: \(zone), lähimmän kaupungin mukaan: \(city)\(source)"
    case .unchanged(let key, let value): return "\(key): \(value) (ennallaan)"
    case .sameValueWritten(let key, let value): return "\(key): \(value) (sama arvo, nyt kirjoitettu tiedostoon)"
    case .readAs(let typed, let canonical, let name, let nynorsk):
      return "huom.: \(quoted(typed)) luetaan koodiksi \(canonical) (\(name))" + (nynorsk ? "; Solverv ei vielä osaa uusnorjaa" : "")
    case .otherHardLinks(let path, let count):
      return "huom.: tiedostolla \(path) oli \(count) muuta kovaa linkkiä; niihin jää vanha teksti "
        + "(jaa asetukset linkillä `ln -s`)"
    case .noConfigFile(let path):
      return "asetustiedostoa \(path) ei ole: käytetään oletuksia (luo se komennolla `solverv-status config init`)"
    case .configValid(let path): return "\(path): kunnossa"
    case .defaultLocationLine(let place, let zone, let source): return "paikka: \(place) (\(zone), \(sourceWord(source)))"
    case .locationLine(let place, let zone, let source): return "paikka: \(place) \(zone) (\(sourceWord(source)))"
    case .formatLine(let name, let size, let template):
      return "muoto \(name): koko \(size ?? "oletus")" + (template.map { ", malli \($0)" } ?? "")
    case .noValue: return "(tyhjä)"
    case .wrote(let path): return "kirjoitettu: \(path)"
    case .placeLeftEmpty(let zone, _):
      return "aikavyöhyke \(zone) ei nimeä paikkaa: `[location]` jätetään sinun täytettäväksesi "
        + "(tai aja `config init --location PAIKKA --force`)"
    }
  }

  private func sourceWord(_ source: LocationSource) -> String {
    switch source {
    case .commandLine: return "komentorivi"
    case .config: return "asetustiedosto"
    case .system: return "järjestelmä"
    case .timeZone: return "aikavyöhyke"
    case .fallback: return "oletus"
    }
  }
}
