/// German notices and report lines (``NoticePhrase``).
extension German {
  public func noticePhrase(_ phrase: NoticePhrase) -> String {
    switch phrase {
    case .automaticNotAsked(let place, let zone):
      return "`location = \"auto\"`: Den Ort findet der Solverv-Dienst (GeoClue), den ein einzelner Befehl nicht fragt; "
        + "gezeigt wird \(place) (\(zone)) nach der Zeitzone (`solverv-status doctor` sagt, ob der Dienst den Ort findet)"
    case .zoneCityShown(let place, let zone):
      return "gezeigt wird \(place) (\(zone)) als Vorgabe; wählen Sie Ihren Ort mit --location oder `solverv-status config init`"
    case .equatorShown(let zone, let coordinates):
      return "die Zeitzone \(zone) nennt keinen Ort, daher wird die Sonne für den Äquator auf ihrem Meridian gezeigt, "
        + "\(self.coordinates(coordinates)) (eine Vorgabe); wählen Sie Ihren Ort mit --location oder `solverv-status config init --city ORT`"
    case .ambiguous(let the):
      let source = the.configPath.map { " (`location.city` in \($0))" } ?? ""
      var text = "\(quoted(the.query))\(source) ist mehrdeutig; verwendet wird \(the.used.text(in: code)) (\(grouped(the.population)) Einw.)"
      if !the.others.isEmpty {
        text += "; andere: " + the.others.map { $0.text(in: code) }.joined(separator: "; ")
        if the.more > 0 { text += " und \(the.more) weitere" }
      }
      return text + " – ergänzen Sie ', REGION' oder ', Ländercode', z. B. \(quoted(the.example.text(in: code))) (siehe `solverv-status locate`)"
    case .nearestZone(let zone, let city, let configPath):
      let source = configPath.map { " (`[location]` in \($0) hat keine `timezone`)" } ?? " (--tz wählt eine andere)"
      return "Zeitzone: \(zone), die der nächstgelegenen Stadt \(city)\(source)"
    case .unchanged(let key, let value): return "\(key): \(value) (unverändert)"
    case .sameValueWritten(let key, let value): return "\(key): \(value) (derselbe Wert, jetzt in die Datei geschrieben)"
    case .readAs(let typed, let canonical, let name, let nynorsk):
      return "Hinweis: \(quoted(typed)) wird als \(canonical) (\(name)) gelesen"
        + (nynorsk ? "; Solverv spricht noch kein Nynorsk" : "")
    case .otherHardLinks(let path, let count):
      return "Hinweis: \(path) hatte \(count) weitere harte Verknüpfung(en); sie behalten den alten Text "
        + "(verknüpfen Sie mit `ln -s`, um eine Konfiguration zu teilen)"
    case .noConfigFile(let path):
      return "keine Konfigurationsdatei unter \(path): es gelten die Vorgaben (anlegen mit `solverv-status config init`)"
    case .configValid(let path): return "\(path): gültig"
    case .defaultLocationLine(let place, let zone, let source): return "Ort: \(place) (\(zone), \(sourceWord(source)))"
    case .locationLine(let place, let zone, let source): return "Ort: \(place) \(zone) (\(sourceWord(source)))"
    case .formatLine(let name, let size, let template):
      return "Format \(name): Größe \(size ?? "Vorgabe")" + (template.map { ", Vorlage \($0)" } ?? "")
    case .noValue: return "(leer)"
    case .wrote(let path): return "geschrieben: \(path)"
    case .placeLeftEmpty(let zone, _):
      return "die Zeitzone \(zone) nennt keinen Ort: `[location]` bleibt leer, zum Ausfüllen "
        + "(oder `config init --location ORT --force` ausführen)"
    }
  }

  private func sourceWord(_ source: LocationSource) -> String {
    switch source {
    case .commandLine: return "Befehlszeile"
    case .config: return "Konfigurationsdatei"
    case .system: return "System"
    case .timeZone: return "Zeitzone"
    case .fallback: return "Vorgabe"
    }
  }
}
