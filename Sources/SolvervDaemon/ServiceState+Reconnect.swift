import DBusKit
import DBusService
import SolvervEngine

/// When to try the session bus again after it went away, and when to give up.
///
/// Attempts back off from 0.1 s, doubling to 5 s. Each failed attempt says whether the session
/// looks over (`SessionPresence`); once it has looked over for the grace period without a
/// break, the attempts end and the daemon stops. The attempt itself (connect, take the name) is
/// the loop's (`SessionReconnector`).
struct ReconnectBackoff {
  /// When to try next; nil while connected.
  private(set) var nextAttempt: Instant?
  private(set) var delay = 0.1
  private var goneSince: Instant?

  static let firstDelay = 0.1
  static let longestDelay = 5.0

  /// The bus went away at `now`: the first attempt comes 0.1 s later.
  mutating func lost(now: Instant) {
    delay = Self.firstDelay
    goneSince = nil
    nextAttempt = now + delay
  }

  mutating func reconnected() {
    nextAttempt = nil
  }

  /// An attempt failed at `now`; the reason the session is over when it has looked so for
  /// `grace` seconds, else nil (and the next attempt is scheduled).
  mutating func failed(now: Instant, sessionGone: String?, grace: Double) -> String? {
    if let reason = sessionGone {
      let since = goneSince ?? now
      goneSince = since
      if now - since >= grace { return "\(reason), for \(Int(grace.rounded())) s now" }
    } else {
      goneSince = nil
    }
    delay = min(delay * 2, Self.longestDelay)
    nextAttempt = now + delay
    return nil
  }
}
