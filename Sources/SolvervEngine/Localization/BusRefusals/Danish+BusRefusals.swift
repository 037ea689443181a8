/// Danish words for the refusals of D-Bus calls no settings window makes (``CallRefusal``).
extension Danish {
  func callRefusal(_ refusal: CallRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, let object): return "der findes intet objekt på »\(path)«; objektet er \(object)"
    case .unknownInterface(let name, let object): return "grænsefladen »\(name)« findes ikke på \(object)"
    case .unknownMethod(let name, let interface): return "metoden »\(name)« findes ikke i grænsefladen »\(interface)«"
    case .noInterfaceWithProperties(let name): return "her findes ingen grænseflade »\(name)« med egenskaber"
    case .unknownProperty(let name, let interface, let hasNone):
      return "egenskaben »\(name)« findes ikke i \(interface)" + (hasNone ? ": den har ingen egenskaber" : "")
    case .propertyReadOnly(let name): return "egenskaben »\(name)« kan kun læses"
    case .wrongSignature(let method, let expected, let given): return "\(method ?? "kaldet") tager (\(expected)), ikke (\(given))"
    case .templateTooLong(let bytes, let limit): return "skabelonen fylder \(bytes) byte; grænsen er \(limit)"
    case .tooManyBarCells(let cells, let limit):
      return "skabelonens statuslinjer har \(cells) celler i alt; grænsen er \(limit)"
    case .renderedTooLong(let bytes, let limit): return "den færdige tekst fylder \(bytes) byte; grænsen er \(limit)"
    case .replyTooLarge(let bytes, let limit): return "svaret ville fylde \(bytes) byte; grænsen er \(limit)"
    case .renderQueueFull(let count): return "\(count) Render-kald venter allerede; prøv igen, når de er besvaret"
    case .sunTimesDate(let text, let years):
      return "»\(text)« er ikke en gyldig dato: skriv ÅÅÅÅ-MM-DD i årene \(years.lowerBound)–\(years.upperBound)"
    case .eventYearsOutOfRange(let from, let to, let years):
      return "årene \(from)…\(to) ligger uden for intervallet: brug år fra \(years.lowerBound) til \(years.upperBound)"
    case .eventYearsReversed(let from, let to): return "to_year \(to) ligger før from_year \(from)"
    case .tooManyEventYears(let count, let maximum): return "\(count) år er for mange: bed om højst \(maximum) ad gangen"
    case .nameTooLong(let count, let maximum): return "navnet er \(count) tegn langt: brug højst \(maximum)"
    case .cannotSaveLocation(let reason): return "kan ikke gemme stedet: \(reason)"
    case .themeSwitchOff:
      return #"lys/mørk-kontakten er slået fra ([theme] enabled = false): SetSettings({"theme.enabled": <true>}) slår den til"#
    case .cannotSaveTheme(let reason): return "kan ikke gemme temavalget: \(reason)"
    case .nestedTooDeep(let limit): return "værdien er indlejret dybere end \(limit) niveauer"
    case .emptyVariant: return "tom variant"
    case .fileDescriptors: return "Unix-fildeskriptorer understøttes ikke"
    case .unknownTypeCode(let code): return "ukendt D-Bus-typekode \(code)"
    case .unknownPeerMethod(let name, let interface): return "metoden \(name) findes ikke i \(interface)"
    case .noMachineID: return "intet maskine-id"
    }
  }
}
