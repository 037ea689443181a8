public import DBusKit
public import SolvervEngine
import SolvervSystem

/// The refusals of calls no settings window makes, in the daemon's language in effect: their
/// D-Bus error names stay the standard ones, their text is the language's (``CallRefusal``).
extension SolvervResponder {
  /// The language the daemon speaks now (the config's, or the locale's).
  var language: any Localization { snapshot.settings.language }

  /// `name` with `refusal` in the daemon's language.
  func refusal(_ name: DBusError.Name, _ refusal: CallRefusal) -> DBusError {
    DBusError(name, language.errorPhrase(.bus(.call(refusal))))
  }

  /// DBusKit's own refusals (a message it cannot read) in the daemon's language.
  var wording: LanguageRefusals { LanguageRefusals(language: language) }
}

/// DBusKit's refusals in a language: DBusKit knows no language, so the daemon words them.
public struct LanguageRefusals: DBusRefusalWording {
  let language: any Localization

  public init(language: any Localization) { self.language = language }

  public func text(_ refusal: DBusRefusal) -> String {
    let call: CallRefusal =
      switch refusal {
      case .nestedTooDeep(let limit): .nestedTooDeep(limit: limit)
      case .emptyVariant: .emptyVariant
      case .fileDescriptors: .fileDescriptors
      case .unknownTypeCode(let code): .unknownTypeCode(code)
      case .unknownPeerMethod(let member, let interface): .unknownPeerMethod(member, interface: interface)
      case .noMachineID: .noMachineID
      case .unknownObject(let path, let object): .unknownObject(printable(path), object: object)
      case .unknownInterface(let name, let object): .unknownInterface(printable(name), object: object)
      case .unknownMethod(let name, let interface, _): .unknownMethod(printable(name), interface: printable(interface))
      case .wrongSignature(let method, let expected, let given): .wrongSignature(method: method, expected: expected, given: given)
      }
    return language.errorPhrase(.bus(.call(call)))
  }
}
