import DBusKit
import DBusService

/// One attempt at getting the session bus back: connects to the address first connected to,
/// without its `guid` (which names one bus instance, so a restarted bus would be refused), and
/// takes the name. When to attempt and when to give up is `ServiceState`'s (`ReconnectBackoff`).
struct SessionReconnector {
  /// The address first connected to.
  private(set) var address: String?
  private var presence = SessionPresence(address: nil)

  /// The first connection: remembers where it went.
  mutating func connected(to address: String?) {
    self.address = address
    presence = SessionPresence(address: address)
  }

  /// Connects and runs `claim` on the new connection (taking the name); on any error, nil and
  /// why the session looks over, if it does.
  func attempt(claim: (DBusConnection) throws -> Void) -> Result<DBusConnection, Failure> {
    do {
      let bus: DBusConnection.Bus = address.map { .address(DBusConnection.addressWithoutGUID($0)) } ?? .session
      let connection = try DBusConnection.connect(to: bus)
      try claim(connection)
      return .success(connection)
    } catch {
      return .failure(Failure(sessionGone: presence.goneReason))
    }
  }

  /// A failed attempt, and why the session looks over (nil while it may come back).
  struct Failure: Error {
    let sessionGone: String?
  }
}
