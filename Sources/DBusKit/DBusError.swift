/// A D-Bus error: a dotted error name and a human-readable message.
///
/// Errors come from three places, all with the same shape: error replies from the peer or the bus
/// (`org.freedesktop.DBus.Error.ServiceUnknown`, or a service's own names), failures libdbus
/// reports through its `DBusError` out-parameter (`Disconnected`, `NoServer`, …), and this layer's
/// own validation, which rejects what libdbus would warn or abort on (`InvalidArgs`).
///
/// Matching: the standard names are `DBusError.Name` values, and `~=` compares a name with an
/// error, so both typed and untyped `catch` clauses (and `switch`, `if case`) read naturally:
///
///     do { try connection.call(message) }
///     catch DBusError.serviceUnknown, DBusError.nameHasNoOwner { /* nobody there */ }
///     catch "org.example.Error.Busy" { /* a service's own name, as a literal */ }
///     catch { print(error) }
public struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A D-Bus error name, such as `org.freedesktop.DBus.Error.InvalidArgs`.
  ///
  /// A separate type (rather than `String`) so that `catch DBusError.invalidArgs` is an
  /// expression pattern matched by `~=`, without making every string match every error.
  public struct Name: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }

    /// Whether `error` is a `DBusError` with this name: `catch DBusError.noReply` on an untyped
    /// `throws`.
    public static func ~= (pattern: Self, error: any Error) -> Bool {
      (error as? DBusError)?.name == pattern.rawValue
    }
  }

  /// The error name, e.g. `org.freedesktop.DBus.Error.InvalidArgs`.
  public let name: String
  /// The human-readable explanation (may be empty).
  public let message: String

  public init(name: String, message: String) {
    self.name = name
    self.message = message
  }

  public init(_ name: Name, _ message: String) {
    self.init(name: name.rawValue, message: message)
  }

  public var description: String { message.isEmpty ? name : "\(name): \(message)" }

  /// Whether this error has the given name.
  public func `is`(_ name: Name) -> Bool { self.name == name.rawValue }

  /// Whether `error` has the name `pattern`: `catch DBusError.invalidArgs` on a typed
  /// `throws(DBusError)`.
  public static func ~= (pattern: Name, error: DBusError) -> Bool { error.name == pattern.rawValue }

  // The standard names (dbus-protocol.h, DBUS_ERROR_*).
  public static let failed: Name = "org.freedesktop.DBus.Error.Failed"
  public static let noMemory: Name = "org.freedesktop.DBus.Error.NoMemory"
  public static let serviceUnknown: Name = "org.freedesktop.DBus.Error.ServiceUnknown"
  public static let nameHasNoOwner: Name = "org.freedesktop.DBus.Error.NameHasNoOwner"
  public static let noReply: Name = "org.freedesktop.DBus.Error.NoReply"
  public static let ioError: Name = "org.freedesktop.DBus.Error.IOError"
  public static let badAddress: Name = "org.freedesktop.DBus.Error.BadAddress"
  public static let notSupported: Name = "org.freedesktop.DBus.Error.NotSupported"
  public static let limitsExceeded: Name = "org.freedesktop.DBus.Error.LimitsExceeded"
  public static let accessDenied: Name = "org.freedesktop.DBus.Error.AccessDenied"
  public static let authFailed: Name = "org.freedesktop.DBus.Error.AuthFailed"
  public static let noServer: Name = "org.freedesktop.DBus.Error.NoServer"
  public static let timeout: Name = "org.freedesktop.DBus.Error.Timeout"
  public static let noNetwork: Name = "org.freedesktop.DBus.Error.NoNetwork"
  public static let addressInUse: Name = "org.freedesktop.DBus.Error.AddressInUse"
  public static let disconnected: Name = "org.freedesktop.DBus.Error.Disconnected"
  public static let invalidArgs: Name = "org.freedesktop.DBus.Error.InvalidArgs"
  public static let fileNotFound: Name = "org.freedesktop.DBus.Error.FileNotFound"
  public static let fileExists: Name = "org.freedesktop.DBus.Error.FileExists"
  public static let unknownMethod: Name = "org.freedesktop.DBus.Error.UnknownMethod"
  public static let unknownObject: Name = "org.freedesktop.DBus.Error.UnknownObject"
  public static let unknownInterface: Name = "org.freedesktop.DBus.Error.UnknownInterface"
  public static let unknownProperty: Name = "org.freedesktop.DBus.Error.UnknownProperty"
  public static let propertyReadOnly: Name = "org.freedesktop.DBus.Error.PropertyReadOnly"
  public static let timedOut: Name = "org.freedesktop.DBus.Error.TimedOut"
  public static let matchRuleNotFound: Name = "org.freedesktop.DBus.Error.MatchRuleNotFound"
  public static let matchRuleInvalid: Name = "org.freedesktop.DBus.Error.MatchRuleInvalid"
  public static let invalidSignature: Name = "org.freedesktop.DBus.Error.InvalidSignature"
  public static let inconsistentMessage: Name = "org.freedesktop.DBus.Error.InconsistentMessage"
  public static let objectPathInUse: Name = "org.freedesktop.DBus.Error.ObjectPathInUse"
  public static let unixProcessIdUnknown: Name = "org.freedesktop.DBus.Error.UnixProcessIdUnknown"
}
