/// The refusals DBusKit makes itself — a received message it cannot read, a `Peer` call it does
/// not know — as data. Their text comes from a ``DBusRefusalWording``: English by default, or the
/// words of a service that answers its users in their language (this library knows none).
public enum DBusRefusal: Sendable, Equatable {
  /// "value nested deeper than 64 containers".
  case nestedTooDeep(limit: Int)
  /// "empty variant".
  case emptyVariant
  /// "unix file descriptors are not supported".
  case fileDescriptors
  /// "unknown D-Bus type code 120".
  case unknownTypeCode(Int)
  /// "no method Foo in org.freedesktop.DBus.Peer".
  case unknownPeerMethod(String, interface: String)
  /// "no machine id".
  case noMachineID
  /// A call to a path with no object: the path, and the object that is there.
  case unknownObject(String, object: String)
  /// A call naming an interface the object lacks.
  case unknownInterface(String, object: String)
  /// A call naming a member its interface lacks (`interface` as the call gave it, maybe "").
  case unknownMethod(String, interface: String, object: String)
  /// A call whose arguments do not have the declared signature.
  case wrongSignature(method: String?, expected: String, given: String)
}

/// Words for DBusKit's own refusals (the error *names* stay the standard ones).
public protocol DBusRefusalWording: Sendable {
  func text(_ refusal: DBusRefusal) -> String
}

/// DBusKit's own English words.
public struct EnglishDBusRefusals: DBusRefusalWording {
  public init() {}

  public func text(_ refusal: DBusRefusal) -> String {
    switch refusal {
    case .nestedTooDeep(let limit): "value nested deeper than \(limit) containers"
    case .emptyVariant: "empty variant"
    case .fileDescriptors: "unix file descriptors are not supported"
    case .unknownTypeCode(let code): "unknown D-Bus type code \(code)"
    case .unknownPeerMethod(let member, let interface): "no method \(member) in \(interface)"
    case .noMachineID: "no machine id"
    case .unknownObject(let path, let object): "no object at '\(path)'; the object is \(object)"
    case .unknownInterface(let name, let object): "no interface '\(name)' on \(object)"
    case .unknownMethod(let name, let interface, _): "no method '\(name)' on interface '\(interface)'"
    case .wrongSignature(let method, let expected, let given): "\(method ?? "call") takes (\(expected)), not (\(given))"
    }
  }
}
