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

  /// The object, declared once: its methods, its property and its signal; dispatch, signature
  /// checks, error replies and introspection come from here. Handlers answer from the scheme.
  static let object = DBusObject<UInt32>(
    path: objectPath, interfaces: [interface, properties, introspectable, DBusMessage.peerInterface],
    methods: [
      DBusMethod(interface, "ReadAll", in: DBusIn<[String]>("namespaces"), out: [("value", "a{sa{sv}}")]) {
        scheme, message, filters in
        let wanted = filters.isEmpty || filters.contains { matches($0, namespace) }
        let entries: [(DBusValue, DBusValue)] =
          wanted ? [(.string(namespace), .stringVariantDictionary([(key, .uint32(scheme))]))] : []
        return try message.returning([.dictionary(pairs: entries, keySignature: "s", valueSignature: "a{sv}")])
      },
      DBusMethod(interface, "Read", in: DBusIn<String>("namespace"), DBusIn<String>("key"), out: [("value", "v")]) {
        scheme, message, space, name in
        guard space == namespace, name == key else {
          throw DBusError(name: notFound, message: "Requested setting not found: '\(printable(space))' '\(printable(name))'")
        }
        return try message.returning([.variant(.uint32(scheme))])
      },
      DBusMethod(
        properties, "Get", in: DBusIn<String>("interface_name"), DBusIn<String>("property_name"), out: [("value", "v")]
      ) { _, message, owner, name in
        guard owner == interface, name == versionProperty.name else {
          throw DBusError(DBusError.unknownProperty, "no property '\(printable(name))' here; \(interface) has '\(versionProperty.name)'")
        }
        return try message.returning([.variant(.uint32(version))])
      },
      DBusMethod(properties, "GetAll", in: DBusIn<String>("interface_name"), out: [("properties", "a{sv}")]) {
        _, message, owner in
        let all: [(String, DBusValue)] = owner == interface ? [(versionProperty.name, .uint32(version))] : []
        return try message.returning([.stringVariantDictionary(all)])
      },
      DBusMethod(introspectable, "Introspect", out: [("xml_data", "s")]) { _, message in
        try message.returning([.string(introspection)])
      },
      DBusMethod(DBusMessage.peerInterface, "Ping") { _, message in message.methodReturn() },
    ],
    properties: [versionProperty], signals: [settingChangedSignal.declaration], defaultInterface: interface,
    refusesUnknownInterfaces: false, visible: { Escaping.visibleInMessage($0) })

  private static let properties = "org.freedesktop.DBus.Properties"
  private static let introspectable = DBusMessage.introspectableInterface
  private static let versionProperty = DBusPropertyDeclaration(interface, "version", "u", emitsChanged: false)
  private static let settingChangedSignal = DBusSignal(
    at: objectPath, interface, "SettingChanged", DBusIn<String>("namespace"), DBusIn<String>("key"),
    DBusIn<DBusValue>("value", type: "v"))

  /// The `SettingChanged(namespace, key, value)` signal for a new scheme.
  public static func settingChanged(colorScheme: UInt32) throws(DBusError) -> DBusMessage {
    try settingChangedSignal.message(namespace, key, .variant(.uint32(colorScheme)))
  }

  /// The reply to a call on the portal object, or nil when none is due (no reply wanted).
  public static func reply(to message: DBusMessage, colorScheme: UInt32) -> DBusMessage? {
    object.reply(to: message, colorScheme, wording: PortalRefusals())
  }

  static let introspection: String = object.introspection

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
}

/// The portal's words for calls its object does not have (English: the portal speaks to
/// xdg-desktop-portal, not to a user); DBusKit's own for the rest.
struct PortalRefusals: DBusRefusalWording {
  func text(_ refusal: DBusRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, _):
      "no object at '\(printable(path))'; the portal is \(PortalSettings.objectPath)"
    case .unknownMethod(let member, let interface, let object):
      "no method '\(printable(member))' on interface '\(printable(interface))' at \(object)"
    default: EnglishDBusRefusals().text(refusal)
    }
  }
}
