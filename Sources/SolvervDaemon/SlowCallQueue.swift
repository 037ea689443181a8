import DBusKit
import DBusService
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Calls that take real work wait here and are answered a couple of milliseconds' worth at a
/// time, after everything cheap that arrived with them; between turns the daemon looks at its
/// socket again. So a flood of them cannot hold up Ping, Get or GetSnapshot behind it: those wait
/// at most for the one slow call being answered. Without this, 100 Render calls sent at once
/// kept a Ping waiting for all 100.
///
/// A call is slow when its method is declared so (``SolvervResponder/traits(of:)``): only `Render`
/// is (it parses and renders the caller's template, up to
/// `SolvervBusInterface.maximumTemplateBytes`), and it only reads the current snapshot, so
/// answering it later — and after calls that came behind it — changes nothing but the order of
/// the replies, which D-Bus matches by serial.
struct SlowCallQueue {
  /// The most calls that may wait; beyond it a call is refused with LimitsExceeded at once.
  static let capacity = 1_000
  /// How long one turn answers queued calls (at least one per turn).
  static let turnSeconds = 0.002

  private var calls: [DBusMessage] = []
  private var next = 0

  var isEmpty: Bool { next == calls.count }

  /// Queues a slow call; the error reply when the queue is full. A call that wants no reply is
  /// dropped: Render has no effect but its reply.
  mutating func add(_ call: DBusMessage, language: any Localization = English()) -> DBusMessage? {
    guard call.expectsReply else { return nil }
    guard calls.count - next < Self.capacity else {
      let text = language.errorPhrase(.bus(.call(.renderQueueFull(Self.capacity))))
      return call.errorReply(DBusError(DBusError.limitsExceeded, text))
    }
    calls.append(call)
    return nil
  }

  /// Answers queued calls, oldest first, for one turn.
  mutating func serveTurn(_ answer: (DBusMessage) -> Void) {
    let started = MonotonicClock.seconds()
    while !isEmpty {
      answer(calls[next])
      next += 1
      if MonotonicClock.seconds() - started >= Self.turnSeconds { break }
    }
    if isEmpty || next >= 256 {
      calls.removeFirst(next)
      next = 0
    }
  }

  /// Forgets every waiting call (their bus connection is gone).
  mutating func removeAll() {
    calls.removeAll()
    next = 0
  }

}
