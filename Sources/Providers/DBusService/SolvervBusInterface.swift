import DBusKit

/// The whole service, declared in one place: names, properties, methods, signals, introspection.
///
/// Bus name `io.github.solverv.Solverv1`, object `/io/github/solverv/Solverv1`, interface
/// `io.github.solverv.Solverv1` (versioned, so a future incompatible interface can be `…2`).
public enum SolvervBusInterface {
  public static let busName = "io.github.solverv.Solverv1"
  public static let objectPath = "/io/github/solverv/Solverv1"
  public static let interface = "io.github.solverv.Solverv1"

  public static let properties = "org.freedesktop.DBus.Properties"
  public static let introspectable = DBusMessage.introspectableInterface
  public static let peer = DBusMessage.peerInterface
  /// Every interface the object has: its own first, then the standard ones.
  public static let interfaces = [interface, properties, introspectable, peer]

  /// The longest template Render takes, in UTF-8 bytes (longer: InvalidArgs naming the limit).
  /// Far more than any bar needs (the large built-in template is about 100), and small enough
  /// that the worst template renders in about a millisecond rather than stalling every other
  /// caller (solverv-bench `render-flood` measures it).
  public static let maximumTemplateBytes = 4_096
  /// The longest text Render returns, in UTF-8 bytes (longer: InvalidArgs naming the limit).
  /// Within the template limit wide specs still multiply the text: `{progress_bar:500}` is 18
  /// bytes that become 1,500.
  public static let maximumRenderedBytes = 65_536
  /// The most progress-bar cells a Render template may ask for in all (`{progress_bar:500}`
  /// twice is 1,000), checked before rendering: bars are what multiplies a template's size, and
  /// building and escaping a third of a megabyte of them took the daemon about 100 ms (debug).
  public static let maximumBarCells = 2_000

  /// Every read-only property: name, D-Bus type, and what it holds (from
  /// ``SnapshotProperties/definitions``, which also computes the values).
  public static let propertyList: [(name: String, type: String, summary: String)] =
    SnapshotProperties.definitions.map { ($0.name, $0.type, $0.summary) }

  /// The introspection document of the object, made from its declaration (``ServiceMethods``:
  /// the methods, the signals and the property table ``SnapshotProperties/definitions``).
  public static let introspection: String = ServiceMethods.object.introspection
}
