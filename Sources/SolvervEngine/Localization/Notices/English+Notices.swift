/// English notices and report lines (``NoticePhrase``): the words scripts and tests have always read.
extension English {
  public func noticePhrase(_ phrase: NoticePhrase) -> String {
    switch phrase {
    case .automaticNotAsked(let place, let zone):
      return "location = \"auto\": the place is found by the Solverv service (GeoClue), which one command does not ask; "
        + "showing \(place) (\(zone)), from the time zone (`solverv-status doctor` tells whether the service finds it)"
    case .zoneCityShown(let place, let zone):
      return "showing \(place) (\(zone)), a default; set your place with --location or `solverv-status config init`"
    case .equatorShown(let zone, let coordinates):
      return "time zone \(zone) names no place, so the sun is shown for the equator on its meridian, "
        + "\(coordinates) (a default); set your place with --location or `solverv-status config init --city NAME`"
    case .ambiguous(let the):
      let source = the.configPath.map { " (location.city in \($0))" } ?? ""
      var text = "'\(the.query)'\(source) is ambiguous; using \(the.used.english) (pop. \(Self.grouped(the.population, ",")))"
      if !the.others.isEmpty {
        text += "; others: " + the.others.map(\.english).joined(separator: "; ")
        if the.more > 0 { text += " and \(the.more) more" }
      }
      return text + " — add ', REGION' or ', CC', e.g. '\(the.example.english)' (see `solverv-status locate`)"
    case .nearestZone(let zone, let city, let configPath):
      let source = configPath.map { " ([location] in \($0) has no timezone)" } ?? " (--tz sets another)"
      return "time zone: \(zone), from the nearest city \(city)\(source)"
    case .unchanged(let key, let value): return "\(key): \(value) (unchanged)"
    case .sameValueWritten(let key, let value): return "\(key): \(value) (the same value, now written in the file)"
    case .readAs(let typed, let canonical, let name, let nynorsk):
      return "note: '\(typed)' is read as \(canonical) (\(name))" + (nynorsk ? "; Solverv speaks no Nynorsk yet" : "")
    case .otherHardLinks(let path, let count):
      return "note: \(path) had \(count) other hard link(s); they keep the old text (link with `ln -s` to share a config)"
    case .noConfigFile(let path):
      return "no config file at \(path): using defaults (create one with `solverv-status config init`)"
    case .configValid(let path): return "\(path): OK"
    case .defaultLocationLine(let place, let zone, let source): return "location: \(place) (\(zone), \(source.rawValue))"
    case .locationLine(let place, let zone, let source): return "location: \(place) \(zone) (\(source.rawValue))"
    case .formatLine(let name, let size, let template):
      return "format \(name): size \(size ?? "default")" + (template.map { ", template \($0)" } ?? "")
    case .noValue: return "(none)"
    case .wrote(let path): return "wrote \(path)"
    case .placeLeftEmpty(_, let reason):
      return "\(reason): [location] is left for you to fill in (or run `config init --location NAME --force`)"
    }
  }
}
