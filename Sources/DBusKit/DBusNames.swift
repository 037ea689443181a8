/// D-Bus names as validated value types (zbus style): holding an `ObjectPath` means the string
/// passed `dbus_validate_path`, so it can be handed to libdbus without the warning or abort that
/// libdbus gives invalid arguments.
///
/// Each has a failable `init?(rawValue:)` and a throwing `init(validating:)` that explains the
/// rejection as `DBusError.invalidArgs`. A string with an embedded NUL is always rejected (C
/// would silently cut it short).

/// An object path such as `/org/solverv/Status`.
///
/// The corresponding libdbus function is `dbus_validate_path`.
public struct ObjectPath: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init?(rawValue: String) {
    guard DBusSyntax.isCString(rawValue), LibDBus.isValidPath(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  public init(validating string: String) throws(DBusError) {
    guard let path = Self(rawValue: string) else { throw DBusSyntax.invalid("object path", string) }
    self = path
  }

  public var description: String { rawValue }
}

/// A bus name: unique (`:1.42`, assigned by the bus) or well-known (`org.solverv.Status`).
///
/// The corresponding libdbus function is `dbus_validate_bus_name`.
public struct BusName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init?(rawValue: String) {
    guard DBusSyntax.isCString(rawValue), LibDBus.isValidBusName(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  public init(validating string: String) throws(DBusError) {
    guard let name = Self(rawValue: string) else { throw DBusSyntax.invalid("bus name", string) }
    self = name
  }

  /// A connection's unique name (`:1.42`), which cannot be requested.
  public var isUnique: Bool { rawValue.hasPrefix(":") }

  public var description: String { rawValue }
}

/// An interface name such as `org.solverv.Status1`.
///
/// The corresponding libdbus function is `dbus_validate_interface`.
public struct InterfaceName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init?(rawValue: String) {
    guard DBusSyntax.isCString(rawValue), LibDBus.isValidInterface(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  public init(validating string: String) throws(DBusError) {
    guard let name = Self(rawValue: string) else {
      throw DBusSyntax.invalid("interface name", string)
    }
    self = name
  }

  public var description: String { rawValue }
}

/// A method or signal name such as `GetAll` or `PropertiesChanged`.
///
/// The corresponding libdbus function is `dbus_validate_member`.
public struct MemberName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init?(rawValue: String) {
    guard DBusSyntax.isCString(rawValue), LibDBus.isValidMember(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  public init(validating string: String) throws(DBusError) {
    guard let name = Self(rawValue: string) else { throw DBusSyntax.invalid("member name", string) }
    self = name
  }

  public var description: String { rawValue }
}

/// Shared checks for the name types and for message arguments.
enum DBusSyntax {
  /// No embedded NUL: the string survives the trip through a C string unchanged.
  static func isCString(_ string: String) -> Bool { !string.utf8.contains(0) }

  /// A string argument libdbus will accept: no NUL and valid UTF-8 by libdbus's own rules.
  ///
  /// The corresponding libdbus function is `dbus_validate_utf8`.
  static func isValidString(_ string: String) -> Bool {
    isCString(string) && LibDBus.isValidUTF8(string)
  }

  /// An error name (same syntax as an interface name).
  ///
  /// The corresponding libdbus function is `dbus_validate_error_name`.
  static func isValidErrorName(_ name: String) -> Bool {
    isCString(name) && LibDBus.isValidErrorName(name)
  }

  static func invalid(_ what: String, _ string: String) -> DBusError {
    DBusError(DBusError.invalidArgs, "invalid \(what): \(quoted(string))")
  }

  /// `string` for an error message: quoted, NULs shown, cut to a readable length.
  static func quoted(_ string: String) -> String {
    // By hand: `replacing(_:with:)` is _StringProcessing's, which would link it (~1 MB).
    var shown = ""
    for character in string {
      if character == "\0" { shown += "\\0" } else { shown.append(character) }
    }
    return shown.count > 80 ? "\"\(shown.prefix(80))…\"" : "\"\(shown)\""
  }
}
