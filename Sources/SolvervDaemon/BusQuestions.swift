import DBusKit
import DBusService

/// What `solverv-status doctor` and `notify --send` need from the buses, answered by this binary
/// (the status binary never loads libdbus). Nothing here waits for a service: the bus daemon
/// itself answers whether a name is owned, and the one call made is the notification asked for.
public enum BusQuestions {
  /// `key=value` lines for `doctor`: `session` (`ok` or why the session bus cannot be reached),
  /// `service`, `portal` (the names owned now: `yes`/`no`), `geoclue` (`yes` when GeoClue2 is owned
  /// or can be started on the system bus). Always exit 0: every answer is in the lines.
  public static func probe() -> [String] {
    var lines: [String] = []
    do {
      let session = try DBusConnection.connect(to: .session)
      defer { session.close() }
      lines.append("session=ok")
      lines.append("service=\(try owned(SolvervBusInterface.busName, on: session) ? "yes" : "no")")
      lines.append("portal=\(try owned(PortalSettings.busName, on: session) ? "yes" : "no")")
    } catch {
      lines.append("session=" + oneLine("\(error)"))
    }
    let geoclue = "org.freedesktop.GeoClue2"
    if let system = try? DBusConnection.connect(to: .system) {
      defer { system.close() }
      let there = ((try? owned(geoclue, on: system)) ?? false) || ((try? activatable(on: system).contains(geoclue)) ?? false)
      lines.append("geoclue=\(there ? "yes" : "no")")
    } else {
      lines.append("geoclue=no")
    }
    return lines
  }

  /// The outcome of sending one notification now.
  public enum Sent: Equatable {
    case shown
    /// Nothing owns org.freedesktop.Notifications and the bus cannot start it (or no session bus).
    case noServer(String)
    /// The server answered with an error.
    case refused(String)
  }

  /// Sends `summary`/`body` as the daemon's daily notification does (``NotificationSender``).
  public static func sendNotification(summary: String, body: String) -> Sent {
    let session: DBusConnection
    do { session = try DBusConnection.connect(to: .session) } catch { return .noServer(oneLine("\(error)")) }
    defer { session.close() }
    do {
      let call = try NotificationSender.call(summary: summary, body: body)
      _ = try session.call(call, timeoutMilliseconds: 25_000)
      return .shown
    } catch {
      if error.is(DBusError.serviceUnknown) || error.is(DBusError.nameHasNoOwner) { return .noServer(oneLine("\(error)")) }
      return .refused(oneLine("\(error)"))
    }
  }

  private static func owned(_ name: String, on connection: DBusConnection) throws(DBusError) -> Bool {
    try busCall("NameHasOwner", [.string(name)], on: connection).first?.boolValue ?? false
  }

  private static func activatable(on connection: DBusConnection) throws(DBusError) -> [String] {
    (try busCall("ListActivatableNames", [], on: connection).first?.arrayValue ?? []).compactMap(\.stringValue)
  }

  private static func busCall(_ member: String, _ arguments: [DBusValue], on connection: DBusConnection) throws(DBusError)
    -> [DBusValue]
  {
    let message = try DBusMessage.methodCall(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: member)
    try message.append(arguments)
    return try connection.call(message, timeoutMilliseconds: 5_000).arguments()
  }

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
