/// Bokmål words for the refusals of D-Bus calls no settings window makes (``CallRefusal``).
extension NorwegianBokmal {
  func callRefusal(_ refusal: CallRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, let object): return "det finnes ikke noe objekt på «\(path)»; objektet er \(object)"
    case .unknownInterface(let name, let object): return "grensesnittet «\(name)» finnes ikke på \(object)"
    case .unknownMethod(let name, let interface): return "metoden «\(name)» finnes ikke i grensesnittet «\(interface)»"
    case .noInterfaceWithProperties(let name): return "her finnes ikke noe grensesnitt «\(name)» med egenskaper"
    case .unknownProperty(let name, let interface, let hasNone):
      return "egenskapen «\(name)» finnes ikke i \(interface)" + (hasNone ? ": det har ingen egenskaper" : "")
    case .propertyReadOnly(let name): return "egenskapen «\(name)» kan bare leses"
    case .wrongSignature(let method, let expected, let given): return "\(method ?? "kallet") tar (\(expected)), ikke (\(given))"
    case .templateTooLong(let bytes, let limit): return "malen er på \(bytes) byte; grensen er \(limit)"
    case .tooManyBarCells(let cells, let limit):
      return "fremdriftslinjene i malen har \(cells) celler til sammen; grensen er \(limit)"
    case .renderedTooLong(let bytes, let limit): return "den ferdige teksten er på \(bytes) byte; grensen er \(limit)"
    case .replyTooLarge(let bytes, let limit): return "svaret ville blitt på \(bytes) byte; grensen er \(limit)"
    case .renderQueueFull(let count): return "\(count) Render-kall venter allerede; prøv igjen når de er besvart"
    case .sunTimesDate(let text, let years):
      return "«\(text)» er ikke en gyldig dato: skriv ÅÅÅÅ-MM-DD i årene \(years.lowerBound)–\(years.upperBound)"
    case .eventYearsOutOfRange(let from, let to, let years):
      return "årene \(from)…\(to) er utenfor området: bruk år fra \(years.lowerBound) til \(years.upperBound)"
    case .eventYearsReversed(let from, let to): return "to_year \(to) er før from_year \(from)"
    case .tooManyEventYears(let count, let maximum): return "\(count) år er for mange: be om høyst \(maximum) om gangen"
    case .nameTooLong(let count, let maximum): return "navnet er \(count) tegn langt: bruk høyst \(maximum)"
    case .cannotSaveLocation(let reason): return "kan ikke lagre stedet: \(reason)"
    case .themeSwitchOff:
      return #"lys/mørk-bryteren er av ([theme] enabled = false): SetSettings({"theme.enabled": <true>}) slår den på"#
    case .cannotSaveTheme(let reason): return "kan ikke lagre temavalget: \(reason)"
    case .nestedTooDeep(let limit): return "verdien er nøstet dypere enn \(limit) nivåer"
    case .emptyVariant: return "tom variant"
    case .fileDescriptors: return "Unix-fildeskriptorer støttes ikke"
    case .unknownTypeCode(let code): return "ukjent D-Bus-typekode \(code)"
    case .unknownPeerMethod(let name, let interface): return "metoden \(name) finnes ikke i \(interface)"
    case .noMachineID: return "ingen maskin-ID"
    }
  }
}
