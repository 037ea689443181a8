/// English words for the refusals of D-Bus calls no settings window makes (``CallRefusal``):
/// the source wording the other languages follow.
extension English {
  func callRefusal(_ refusal: CallRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, let object): return "no object at '\(path)'; the object is \(object)"
    case .unknownInterface(let name, let object): return "no interface '\(name)' on \(object)"
    case .unknownMethod(let name, let interface): return "no method '\(name)' on interface '\(interface)'"
    case .noInterfaceWithProperties(let name): return "no interface '\(name)' with properties here"
    case .unknownProperty(let name, let interface, let hasNone):
      return "no property '\(name)' on \(interface)" + (hasNone ? ": it has no properties" : "")
    case .propertyReadOnly(let name): return "property '\(name)' is read-only"
    case .wrongSignature(let method, let expected, let given): return "\(method ?? "call") takes (\(expected)), not (\(given))"
    case .templateTooLong(let bytes, let limit): return "template is \(bytes) bytes; the limit is \(limit)"
    case .tooManyBarCells(let cells, let limit):
      return "the template's progress bars have \(cells) cells in all; the limit is \(limit)"
    case .renderedTooLong(let bytes, let limit): return "the rendered text is \(bytes) bytes; the limit is \(limit)"
    case .replyTooLarge(let bytes, let limit): return "the reply would be \(bytes) bytes; the limit is \(limit)"
    case .renderQueueFull(let count): return "\(count) Render calls are already waiting; try again when they are answered"
    case .sunTimesDate(let text, let years):
      return "date '\(text)' is not valid: use YYYY-MM-DD in the years \(years.lowerBound)–\(years.upperBound)"
    case .eventYearsOutOfRange(let from, let to, let years):
      return "years \(from)…\(to) are out of range: use years from \(years.lowerBound) to \(years.upperBound)"
    case .eventYearsReversed(let from, let to): return "to_year \(to) is before from_year \(from)"
    case .tooManyEventYears(let count, let maximum): return "\(count) years is too many: ask for at most \(maximum) at a time"
    case .nameTooLong(let count, let maximum): return "name is \(count) characters long: use at most \(maximum)"
    case .cannotSaveLocation(let reason): return "cannot save the location: \(reason)"
    case .themeSwitchOff:
      return #"the light/dark switch is off ([theme] enabled = false): SetSettings({"theme.enabled": <true>}) turns it on"#
    case .cannotSaveTheme(let reason): return "cannot save the theme choice: \(reason)"
    case .nestedTooDeep(let limit): return "value nested deeper than \(limit) containers"
    case .emptyVariant: return "empty variant"
    case .fileDescriptors: return "unix file descriptors are not supported"
    case .unknownTypeCode(let code): return "unknown D-Bus type code \(code)"
    case .unknownPeerMethod(let name, let interface): return "no method \(name) in \(interface)"
    case .noMachineID: return "no machine id"
    }
  }
}
