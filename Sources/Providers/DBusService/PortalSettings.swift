public import DBusKit
import SolvervEngine
import SolvervSystem

/// The freedesktop Settings portal backend (`org.freedesktop.impl.portal.Settings`), served when
/// `theme.enabled` is on so that `xdg-desktop-portal` hands Solverv's light/dark choice to every
/// app (libadwaita, GTK 4, Qt 6, Firefox, Electron) on desktops that have no color-scheme source
/// of their own (sway, Hyprland, niri). One key: `org.freedesktop.appearance` `color-scheme`
/// (1 prefer dark, 2 prefer light). Pure: a call in, a reply out, from the scheme given.
public enum PortalSettings {
  public static let busName = "org.freedesktop.impl.portal.desktop.solverv"
  public static let objectPath = "/org/freedesktop/portal/desktop"
  public static let interface = "org.freedesktop.impl.portal.Settings"
  public static let namespace = "org.freedesktop.appearance"
  public static let key = "color-scheme"
  /// The backend interface's version (its XML in xdg-desktop-portal 1.20 and 1.22 is version 1).
  public static let version: UInt32 = 1
  /// What the spec answers for an unknown namespace or key.
  public static let notFound = "org.freedesktop.portal.Error.NotFound"

  /// The `SettingChanged(namespace, key, value)` signal for a new scheme.
  public static func settingChanged(colorScheme: UInt32) throws(DBusError) -> DBusMessage {
    let signal = try DBusMessage.signal(path: objectPath, interface: interface, member: "SettingChanged")
    try signal.append([.string(namespace), .string(key), .variant(.uint32(colorScheme))])
    return signal
  }

  /// The reply to a call on the portal object, or nil when none is due (no reply wanted).
  public static func reply(to message: DBusMessage, colorScheme: UInt32) -> DBusMessage? {
    guard message.kind == .methodCall, message.expectsReply else { return nil }
    do {
      return try answer(message, colorScheme: colorScheme)
    } catch let error as DBusError {
      return message.errorReply(name: error.name, message: Escaping.visibleInMessage(error.message))
    } catch {
      return message.errorReply(name: DBusError.failed.rawValue, message: Escaping.visibleInMessage("\(error)"))
    }
  }

  /// Whether `pattern` (a ReadAll filter) takes `namespace`, as xdg-desktop-portal's own
  /// `namespace_matches` decides (apps send their filters to every backend): "" takes all, a
  /// trailing `*` takes every namespace starting with what precedes it (`org.free*`,
  /// `org.freedesktop.app*`, `org.freedesktop.*`), anything else only itself. Bytes are compared,
  /// as `strncmp` does.
  static func matches(_ pattern: String, _ namespace: String) -> Bool {
    if pattern.isEmpty { return true }
    if pattern.hasSuffix("*") { return namespace.utf8.starts(with: pattern.utf8.dropLast()) }
    return pattern.utf8.elementsEqual(namespace.utf8)
  }

  private static func answer(_ message: DBusMessage, colorScheme: UInt32) throws -> DBusMessage {
    let member = message.member ?? ""
    guard message.path == objectPath else {
      throw DBusError(DBusError.unknownObject, "no object at '\(printable(message.path ?? ""))'; the portal is \(objectPath)")
    }
    let value = DBusValue.uint32(colorScheme)
    switch (message.interface ?? interface, member) {
    case (interface, "ReadAll"):
      let filters = try arguments(message, "as")[0].arrayValue?.compactMap(\.stringValue) ?? []
      let wanted = filters.isEmpty || filters.contains { matches($0, namespace) }
      let entries: [(DBusValue, DBusValue)] =
        wanted ? [(.string(namespace), .stringVariantDictionary([(key, value)]))] : []
      return try returning(message, [.dictionary(pairs: entries, keySignature: "s", valueSignature: "a{sv}")])
    case (interface, "Read"):
      let args = try arguments(message, "ss")
      let (space, name) = (args[0].stringValue ?? "", args[1].stringValue ?? "")
      guard space == namespace, name == key else {
        throw DBusError(name: notFound, message: "Requested setting not found: '\(printable(space))' '\(printable(name))'")
      }
      return try returning(message, [.variant(value)])
    case ("org.freedesktop.DBus.Properties", "Get"):
      let args = try arguments(message, "ss")
      guard args[0].stringValue == interface, args[1].stringValue == "version" else {
        throw DBusError(DBusError.unknownProperty, "no property '\(printable(args[1].stringValue ?? ""))' here; \(interface) has 'version'")
      }
      return try returning(message, [.variant(.uint32(version))])
    case ("org.freedesktop.DBus.Properties", "GetAll"):
      let args = try arguments(message, "s")
      let all: [(String, DBusValue)] = args[0].stringValue == interface ? [("version", .uint32(version))] : []
      return try returning(message, [.stringVariantDictionary(all)])
    case ("org.freedesktop.DBus.Introspectable", "Introspect"):
      _ = try arguments(message, "")
      return try returning(message, [.string(introspection)])
    case (DBusMessage.peerInterface, "Ping"):
      return message.methodReturn()
    default:
      throw DBusError(
        DBusError.unknownMethod, "no method '\(printable(member))' on interface '\(printable(message.interface ?? ""))' at \(objectPath)")
    }
  }

  private static func arguments(_ message: DBusMessage, _ signature: String) throws -> [DBusValue] {
    guard message.signature == signature else {
      throw DBusError(DBusError.invalidArgs, "\(message.member ?? "call") takes (\(signature)), not (\(message.signature))")
    }
    return try message.arguments()
  }

  private static func returning(_ message: DBusMessage, _ values: [DBusValue]) throws -> DBusMessage {
    let reply = message.methodReturn()
    try reply.append(values)
    return reply
  }

  static let introspection = """
    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
    <node name="\(objectPath)">
      <interface name="\(interface)">
        <method name="ReadAll">
          <arg name="namespaces" type="as" direction="in"/>
          <arg name="value" type="a{sa{sv}}" direction="out"/>
        </method>
        <method name="Read">
          <arg name="namespace" type="s" direction="in"/>
          <arg name="key" type="s" direction="in"/>
          <arg name="value" type="v" direction="out"/>
        </method>
        <signal name="SettingChanged">
          <arg name="namespace" type="s"/>
          <arg name="key" type="s"/>
          <arg name="value" type="v"/>
        </signal>
        <property name="version" type="u" access="read"/>
      </interface>
      <interface name="org.freedesktop.DBus.Properties">
        <method name="Get">
          <arg name="interface_name" type="s" direction="in"/>
          <arg name="property_name" type="s" direction="in"/>
          <arg name="value" type="v" direction="out"/>
        </method>
        <method name="GetAll">
          <arg name="interface_name" type="s" direction="in"/>
          <arg name="properties" type="a{sv}" direction="out"/>
        </method>
      </interface>
      <interface name="org.freedesktop.DBus.Introspectable">
        <method name="Introspect"><arg name="xml_data" type="s" direction="out"/></method>
      </interface>
      <interface name="\(DBusMessage.peerInterface)">
        <method name="Ping"/>
      </interface>
    </node>

    """
}
