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
    var refreshWanted = false
    // One request handler for the batch: the state only changes in the refresh after the loop.
    let requests: ServiceRequests? = snapshot.flatMap { snapshot in
      properties.map { properties in
        ServiceRequests(
          snapshot: snapshot, properties: properties, snapshotReply: snapshotReply, cache: cache,
          requestRefresh: { refreshWanted = true },
          setLocation: { [options] name, coordinate, zone in
            try ConfigEditor.setLocation(
              name: name, coordinate: coordinate, timezone: zone, path: options.configPath ?? Paths.configFile)
          }, configPath: options.configPath ?? Paths.configFile,
          setTheme: { [clock, themeChoicePath] mode in
            try ThemeOverrideStore.save(mode.map { ThemeOverride(mode: $0, chosenAt: clock.now()) }, path: themeChoicePath)
          })
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
      } else if SlowCallQueue.isSlow(message) {
        if let refusal = slowCalls.add(message) { _ = try? connection.send(refusal) }
      } else if let reply = requests?.reply(to: message) {
        _ = try? connection.send(reply)
      }
    }
    if let requests {
      slowCalls.serveTurn { call in
        if let reply = requests.reply(to: call) { _ = try? connection.send(reply) }
      }
    }
    connection.flush()
    if refreshWanted, let status = dispatch(.refreshRequested(readInputs())) { return status }
    if !connection.isConnected {
      // From now on the state schedules reconnection attempts; signals are still served
      // meanwhile (SIGTERM stops a daemon with no bus).
      session = nil
      slowCalls.removeAll()
      return dispatch(.busDisconnected)
    }
    return nil
  }
}
