/// Swedish words for the refusals of D-Bus calls no settings window makes (``CallRefusal``).
extension Swedish {
  func callRefusal(_ refusal: CallRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, let object): return "det finns inget objekt på ”\(path)”; objektet är \(object)"
    case .unknownInterface(let name, let object): return "gränssnittet ”\(name)” finns inte på \(object)"
    case .unknownMethod(let name, let interface): return "metoden ”\(name)” finns inte i gränssnittet ”\(interface)”"
    case .noInterfaceWithProperties(let name): return "här finns inget gränssnitt ”\(name)” med egenskaper"
    case .unknownProperty(let name, let interface, let hasNone):
      return "egenskapen ”\(name)” finns inte i \(interface)" + (hasNone ? ": det har inga egenskaper" : "")
    case .propertyReadOnly(let name): return "egenskapen ”\(name)” går bara att läsa"
    case .wrongSignature(let method, let expected, let given): return "\(method ?? "anropet") tar (\(expected)), inte (\(given))"
    case .templateTooLong(let bytes, let limit): return "mallen är \(bytes) byte; gränsen är \(limit)"
    case .tooManyBarCells(let cells, let limit):
      return "förloppsstaplarna i mallen har \(cells) celler sammanlagt; gränsen är \(limit)"
    case .renderedTooLong(let bytes, let limit): return "den färdiga texten är \(bytes) byte; gränsen är \(limit)"
    case .replyTooLarge(let bytes, let limit): return "svaret skulle bli \(bytes) byte; gränsen är \(limit)"
    case .renderQueueFull(let count): return "\(count) Render-anrop väntar redan; försök igen när de har besvarats"
    case .sunTimesDate(let text, let years):
      return "”\(text)” är inget giltigt datum: skriv ÅÅÅÅ-MM-DD under åren \(years.lowerBound)–\(years.upperBound)"
    case .eventYearsOutOfRange(let from, let to, let years):
      return "åren \(from)…\(to) ligger utanför intervallet: använd år från \(years.lowerBound) till \(years.upperBound)"
    case .eventYearsReversed(let from, let to): return "to_year \(to) ligger före from_year \(from)"
    case .tooManyEventYears(let count, let maximum): return "\(count) år är för många: be om högst \(maximum) åt gången"
    case .nameTooLong(let count, let maximum): return "namnet är \(count) tecken långt: använd högst \(maximum)"
    case .cannotSaveLocation(let reason): return "kan inte spara platsen: \(reason)"
    case .themeSwitchOff:
      return #"ljus/mörk-växeln är av ([theme] enabled = false): SetSettings({"theme.enabled": <true>}) slår på den"#
    case .cannotSaveTheme(let reason): return "kan inte spara temavalet: \(reason)"
    case .nestedTooDeep(let limit): return "värdet är nästlat djupare än \(limit) nivåer"
    case .emptyVariant: return "tom variant"
    case .fileDescriptors: return "Unix-fildeskriptorer stöds inte"
    case .unknownTypeCode(let code): return "okänd D-Bus-typkod \(code)"
    case .unknownPeerMethod(let name, let interface): return "metoden \(name) finns inte i \(interface)"
    case .noMachineID: return "inget maskin-id"
    }
  }
}
