import DBusKit
import DBusService
import SolvervApp
import SolvervEngine

/// The daemon's system-bus side: logind's PrepareForSleep (refresh after resume) and, for
/// `location = "auto"`, GeoClue. Without a system bus both are simply unavailable.
final class SystemBusWatcher {
  private var connection: DBusConnection?
  private var geoclue: GeoClueLocator?
  private let log: (String) -> Void

  init(log: @escaping (String) -> Void) {
    self.log = log
    guard let connection = try? DBusConnection.connect(to: .system) else {
      log(
        "no system bus: resume-from-suspend and GeoClue are unavailable (the wall-clock timer still fires on time after a resume)"
      )
      return
    }
    try? connection.addMatch(
      "type='signal',sender='org.freedesktop.login1',interface='org.freedesktop.login1.Manager',member='PrepareForSleep'")
    self.connection = connection
  }

  var fileDescriptor: Int32? { connection?.fileDescriptor }
  /// Whether there is a system bus to ask (GeoClue, logind).
  var isConnected: Bool { connection != nil }
  var hasPendingMessages: Bool { connection?.hasPendingMessages == true }

  /// GeoClue's place, starting a GeoClue client on first use; nil when there is none (yet).
  func automaticLocation() -> Location? {
    if geoclue == nil, let connection { geoclue = GeoClueLocator(connection: connection, log: log) }
    return geoclue?.location
  }

  /// What arrived that the daemon must refresh for.
  enum Change {
    case resumed
    case locationUpdated
  }

  /// Handles what arrived; what changed, when the daemon should refresh (a resume wins over a
  /// new place: both refresh alike).
  func serve() -> Change? {
    guard let connection else { return nil }
    var messages: [DBusMessage] = []
    repeat { messages += connection.receive() } while connection.hasPendingMessages && messages.count < 10_000
    var change: Change?
    for message in messages {
      if message.kind == .methodReturn || message.kind == .error {
        // GeoClue's answers to GetClient and Start; a refusal drops the client (asked again later).
        if let geoclue, geoclue.handleReply(message), geoclue.failed { self.geoclue = nil }
        continue
      }
      guard message.kind == .signal else { continue }
      if message.member == "PrepareForSleep", (try? message.arguments().first?.boolValue) == false {
        log("resumed from suspend: refreshing")
        change = .resumed
      } else if let geoclue, geoclue.handle(message) {
        log("GeoClue location: \(geoclue.location.map { LocationResolver.coordinateName($0.coordinate) } ?? "none")")
        if change == nil { change = .locationUpdated }
      }
    }
    if !connection.isConnected {
      self.connection = nil
      geoclue = nil
    }
    return change
  }
}
