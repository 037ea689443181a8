import DBusKit
import DBusService
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// The session bus side of the loop: calls answered from the published snapshot, replies and
/// signals turned into `ServiceEvent`s.
extension Daemon {
  /// Handles what the session bus delivered; a status when the daemon must stop.
  func serveSession() -> Int32? {
    guard let connection = session else { return nil }
    // Everything that has arrived, so a cheap call behind a burst of large ones is seen now.
    var messages: [DBusMessage] = []
    repeat {
      messages += connection.receive()
    } while (connection.hasPendingMessages || connection.hasUnreadData)
      && messages.count < 10_000
    refreshWanted = false
    // One responder for the batch: the state only changes in the refresh after the loop.
    let effects = responderEffects
    let responder: SolvervResponder? = snapshot.flatMap { snapshot in
      properties.map { properties in
        SolvervResponder(
          snapshot: snapshot, properties: properties, snapshotReply: snapshotReply, cache: cache, effects: effects)
      }
    }
    for message in messages {
      if message.kind == .methodReturn || message.kind == .error {
        // Only the Notify call is sent without waiting: its answer is the only reply seen here.
        let answer: NotifyAnswer =
          message.error.map { error in
            NotificationSender.mayHaveBeenShown(despite: error) ? .unknown("\(error)") : .failed("\(error)")
          } ?? .shown
        if let status = dispatch(.notificationAnswered(serial: message.replySerial, answer)) { return status }
        continue
      }
      if message.kind == .signal {
        if message.interface == "org.freedesktop.DBus", message.member == "NameLost",
          (try? message.arguments().first?.stringValue) == SolvervBusInterface.busName
        {
          return dispatch(.nameLost) ?? 0
        }
        continue
      }
      if message.path == PortalSettings.objectPath, let scheme = state.colorScheme {
        if let reply = PortalSettings.reply(to: message, colorScheme: scheme) { _ = try? connection.send(reply) }
        continue
      }
      let traits = SolvervResponder.traits(of: message)
      if let responder, traits.contains(.writesConfig) {
        // Behind a write that waits for the lock, a later one waits too: writes keep their order.
        if !configWrites.isEmpty {
          configWrites.add(message, now: MonotonicClock.seconds())
        } else {
          switch responder.outcome(of: message) {
          case .reply(let reply): if let reply { _ = try? connection.send(reply) }
          case .configBusy: configWrites.add(message, now: MonotonicClock.seconds())
          }
        }
      } else if traits.contains(.slow) {
        if let refusal = slowCalls.add(message, language: snapshot?.settings.language ?? English()) { _ = try? connection.send(refusal) }
      } else if let reply = responder?.reply(to: message) {
        _ = try? connection.send(reply)
      }
    }
    if let responder {
      configWrites.retry(now: MonotonicClock.seconds(), responder: responder) { _ = try? connection.send($0) }
      slowCalls.serveTurn { call in
        if let reply = responder.reply(to: call) { _ = try? connection.send(reply) }
      }
    }
    connection.flush()
    if refreshWanted, let status = dispatch(.refreshRequested(readInputs())) { return status }
    if !connection.isConnected {
      // From now on the state schedules reconnection attempts; signals are still served
      // meanwhile (SIGTERM stops a daemon with no bus).
      session = nil
      slowCalls.removeAll()
      configWrites.removeAll()
      return dispatch(.busDisconnected)
    }
    return nil
  }
}
