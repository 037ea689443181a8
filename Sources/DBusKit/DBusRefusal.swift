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
    }
  }
}
