import DBusKit
import DBusService
import SolvervSystem

/// Config writes (SetSettings, SetLocation) that found the config's lock held by another writer
/// (`config set`, an editor's helper): kept here and tried again from the loop every
/// ``retrySeconds``, never waited for on it, so Ping, Get, the portal and the timers go on. A
/// call still refused after ``ConfigLock/timeout`` gets `Failed` "the config is busy", as the CLI
/// says after the same wait. Writes keep their order: one arriving while others wait queues
/// behind them.
struct ConfigWriteQueue {
  /// The pause between two tries.
  static let retrySeconds = 0.02

  private var calls: [(message: DBusMessage, since: Double)] = []

  var isEmpty: Bool { calls.isEmpty }

  /// When the loop should next call ``retry(now:responder:send:)``.
  var nextTry: Double? { isEmpty ? nil : MonotonicClock.seconds() + Self.retrySeconds }

  /// Queues a write that found the lock held at `now` (monotonic seconds).
  mutating func add(_ message: DBusMessage, now: Double) {
    calls.append((message, now))
  }

  /// Tries the waiting writes, oldest first, until one still finds the lock held; answers those
  /// that have waited ``ConfigLock/timeout`` with the busy error.
  mutating func retry(now: Double, responder: SolvervResponder, send: (DBusMessage) -> Void) {
    while let (message, since) = calls.first {
      switch responder.outcome(of: message) {
      case .reply(let reply):
        if let reply { send(reply) }
      case .configBusy(let busy):
        guard now - since >= ConfigLock.timeout else { return }
        if message.expectsReply { send(responder.busyReply(to: message, busy, waited: ConfigLock.timeout)) }
      }
      calls.removeFirst()
    }
  }

  /// Forgets every waiting call (their bus connection is gone).
  mutating func removeAll() { calls.removeAll() }
}
