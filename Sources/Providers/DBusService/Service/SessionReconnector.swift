import DBusKit

/// Getting the session bus back after it went away, for as long as the session exists.
///
/// Attempts back off from 0.1 s, doubling to 5 s, and go to the address first connected to
/// without its `guid` (which names one bus instance, so a restarted bus would be refused). Each
/// failed attempt also asks `SessionPresence` whether the session is over; once it has looked
/// over for `SessionPresence.graceSeconds` without a break, the attempts end.
struct SessionReconnector {
  enum Attempt {
    /// Connected (the caller claims its name and announces itself).
    case connected(DBusConnection)
    /// Not yet; try again at `nextAttempt`.
    case failed
    /// The session is over, for this reason: stop.
    case sessionOver(String)
  }

  /// The address first connected to.
  private(set) var address: String?
  private var presence = SessionPresence(address: nil)
  /// When to try next (real seconds); nil while connected.
  private(set) var nextAttempt: Double?
  private var delay = 0.1
  private var goneSince: Double?

  /// The first connection: remembers where it went.
  mutating func connected(to address: String?) {
    self.address = address
    presence = SessionPresence(address: address)
  }

  /// The bus went away at `now`: the first attempt comes 0.1 s later.
  mutating func lost(now: Double) {
    delay = 0.1
    goneSince = nil
    nextAttempt = now + delay
  }

  /// One attempt: connects and runs `claim` on the new connection (taking the name); any error
  /// counts as a failed attempt.
  mutating func attempt(now: Double, claim: (DBusConnection) throws -> Void) -> Attempt {
    do {
      let bus: DBusConnection.Bus = address.map { .address(DBusConnection.addressWithoutGUID($0)) } ?? .session
      let connection = try DBusConnection.connect(to: bus)
      try claim(connection)
      nextAttempt = nil
      return .connected(connection)
    } catch {
      if let reason = presence.goneReason {
        let since = goneSince ?? now
        goneSince = since
        let grace = SessionPresence.graceSeconds
        if now - since >= grace { return .sessionOver("\(reason), for \(Int(grace.rounded())) s now") }
      } else {
        goneSince = nil
      }
      delay = min(delay * 2, 5)
      nextAttempt = now + delay
      return .failed
    }
  }
}
