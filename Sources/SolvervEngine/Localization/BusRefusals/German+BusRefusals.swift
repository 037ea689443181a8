/// German words for the refusals of D-Bus calls no settings window makes (``CallRefusal``).
extension German {
  func callRefusal(_ refusal: CallRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, let object): return "unter „\(path)“ gibt es kein Objekt; das Objekt ist \(object)"
    case .unknownInterface(let name, let object): return "\(object) hat keine Schnittstelle „\(name)“"
    case .unknownMethod(let name, let interface): return "die Schnittstelle „\(interface)“ hat keine Methode „\(name)“"
    case .noInterfaceWithProperties(let name): return "hier gibt es keine Schnittstelle „\(name)“ mit Eigenschaften"
    case .unknownProperty(let name, let interface, let hasNone):
      return "\(interface) hat keine Eigenschaft „\(name)“" + (hasNone ? ": die Schnittstelle hat gar keine Eigenschaften" : "")
    case .propertyReadOnly(let name): return "die Eigenschaft „\(name)“ kann nur gelesen werden"
    case .wrongSignature(let method, let expected, let given):
      return "\(method ?? "der Aufruf") erwartet (\(expected)), nicht (\(given))"
    case .templateTooLong(let bytes, let limit): return "die Vorlage hat \(bytes) Byte; die Grenze liegt bei \(limit)"
    case .tooManyBarCells(let cells, let limit):
      return "die Fortschrittsbalken der Vorlage haben zusammen \(cells) Zellen; die Grenze liegt bei \(limit)"
    case .renderedTooLong(let bytes, let limit): return "der fertige Text hat \(bytes) Byte; die Grenze liegt bei \(limit)"
    case .replyTooLarge(let bytes, let limit): return "die Antwort hätte \(bytes) Byte; die Grenze liegt bei \(limit)"
    case .renderQueueFull(let count):
      return "\(count) Render-Aufrufe warten bereits; versuchen Sie es erneut, wenn sie beantwortet sind"
    case .sunTimesDate(let text, let years):
      return "„\(text)“ ist kein gültiges Datum: bitte JJJJ-MM-TT in den Jahren \(years.lowerBound)–\(years.upperBound) angeben"
    case .eventYearsOutOfRange(let from, let to, let years):
      return "die Jahre \(from)…\(to) liegen außerhalb des Bereichs: verwenden Sie Jahre von \(years.lowerBound) bis \(years.upperBound)"
    case .eventYearsReversed(let from, let to): return "to_year \(to) liegt vor from_year \(from)"
    case .tooManyEventYears(let count, let maximum): return "\(count) Jahre sind zu viele: fragen Sie höchstens \(maximum) auf einmal ab"
    case .nameTooLong(let count, let maximum): return "der Name ist \(count) Zeichen lang: höchstens \(maximum) sind möglich"
    case .cannotSaveLocation(let reason): return "der Ort kann nicht gespeichert werden: \(reason)"
    case .themeSwitchOff:
      return #"die Hell/Dunkel-Umschaltung ist aus ([theme] enabled = false): SetSettings({"theme.enabled": <true>}) schaltet sie ein"#
    case .cannotSaveTheme(let reason): return "die Auswahl kann nicht gespeichert werden: \(reason)"
    case .nestedTooDeep(let limit): return "der Wert ist tiefer als \(limit) Ebenen verschachtelt"
    case .emptyVariant: return "leere Variante"
    case .fileDescriptors: return "Unix-Dateideskriptoren werden nicht unterstützt"
    case .unknownTypeCode(let code): return "unbekannter D-Bus-Typcode \(code)"
    case .unknownPeerMethod(let name, let interface): return "\(interface) hat keine Methode \(name)"
    case .noMachineID: return "keine Maschinen-ID"
    }
  }
}
