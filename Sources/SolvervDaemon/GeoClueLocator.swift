import DBusKit
import DBusService
import SolvervApp
import SolvervCities
import SolvervEngine
import SolvervSystem

/// The place from GeoClue2 (`location = "auto"` in the config): a client with DesktopId
/// `solverv` at city accuracy on the system bus. GetClient and Start are sent without waiting:
/// Debian 13's GeoClue 2.7 answers GetClient only once an agent for the user is registered (GNOME
/// Shell, the demo agent), which headless may be never, and the daemon must keep serving
/// meanwhile. Until a place arrives, or when GeoClue is absent or refuses, the daemon uses the
/// time zone's city and says so in `LocationSource`.
final class GeoClueLocator {
  private enum Step { case getClient, start }

  private let connection: DBusConnection
  private let log: (String) -> Void
  /// The call whose reply is awaited, by serial.
  private var awaiting: (serial: UInt32, step: Step)?
  private var clientPath: String?
  private(set) var location: Location?
  /// GeoClue refused or is absent: the watcher drops this locator and asks again at a later refresh.
  private(set) var failed = false

  /// Sends GetClient; nil (after logging why) when it cannot even be sent.
  init?(connection: DBusConnection, log: @escaping (String) -> Void) {
    self.connection = connection
    self.log = log
    do {
      let manager = try DBusMessage.methodCall(
        destination: "org.freedesktop.GeoClue2", path: "/org/freedesktop/GeoClue2/Manager",
        interface: "org.freedesktop.GeoClue2.Manager", member: "GetClient")
      awaiting = (try connection.send(manager), .getClient)
      connection.flush()
    } catch {
      log("GeoClue unavailable (\(error)); using the time zone's city")
      return nil
    }
    log("asked GeoClue for a client; the time zone's city until it answers (GeoClue 2.7 answers once an agent runs)")
  }

  /// Takes GeoClue's reply to GetClient or Start; true when MESSAGE was one.
  func handleReply(_ message: DBusMessage) -> Bool {
    guard let awaited = awaiting, message.kind == .methodReturn || message.kind == .error,
      message.replySerial == awaited.serial
    else { return false }
    awaiting = nil
    if let error = message.error {
      fail("\(error)")
      return true
    }
    switch awaited.step {
    case .getClient:
      guard let path = (try? message.arguments())?.first?.objectPathValue else {
        fail("GeoClue gave no client")
        return true
      }
      clientPath = path
      do {
        try setProperty("DesktopId", .string("solverv"))
        try setProperty("RequestedAccuracyLevel", .uint32(4))  // city
        try connection.addMatch(
          "type='signal',sender='org.freedesktop.GeoClue2',interface='org.freedesktop.GeoClue2.Client',member='LocationUpdated',path='\(path)'"
        )
        let start = try DBusMessage.methodCall(
          destination: "org.freedesktop.GeoClue2", path: path, interface: "org.freedesktop.GeoClue2.Client", member: "Start")
        awaiting = (try connection.send(start), .start)
        connection.flush()
      } catch {
        fail("\(error)")
      }
    case .start:
      log("GeoClue started the client; waiting for its first place")
    }
    return true
  }

  /// A String, not `Any`: Debian's swiftlang 6.2.3 (built with assertions) crashed emitting the
  /// debug info of handleReply with `fail(_ reason: Any)` inlined ("pars > totum").
  private func fail(_ reason: String) {
    log("GeoClue unavailable (\(reason)); using the time zone's city")
    failed = true
  }

  /// Takes a LocationUpdated signal; true when the location changed.
  func handle(_ message: DBusMessage) -> Bool {
    guard message.member == "LocationUpdated", message.path == clientPath,
      let arguments = try? message.arguments(), arguments.count == 2, let path = arguments[1].objectPathValue
    else { return false }
    guard let latitude = try? property(path, "Latitude")?.doubleValue,
      let longitude = try? property(path, "Longitude")?.doubleValue,
      let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
    else { return false }
    // The nearest city, in CLDR's name for each language where it has one; else the point.
    let city = CityTable.nearest(to: coordinate)
    let names = city.map(PlaceNames.names(of:)) ?? [:]
    location = Location(
      name: city?.name ?? LocationResolver.coordinateName(coordinate), coordinate: coordinate,
      zone: TimeZoneDatabase.system(), source: .system,
      placeName: city == nil ? .coordinates : names.isEmpty ? .asGiven : .city(localized: names))
    return true
  }

  private func setProperty(_ name: String, _ value: DBusValue) throws {
    guard let clientPath else { return }
    let set = try DBusMessage.methodCall(
      destination: "org.freedesktop.GeoClue2", path: clientPath, interface: SolvervBusInterface.properties, member: "Set")
    try set.append([.string("org.freedesktop.GeoClue2.Client"), .string(name), .variant(value)])
    _ = try connection.call(set, timeoutMilliseconds: 3_000)
  }

  private func property(_ path: String, _ name: String) throws -> DBusValue? {
    let get = try DBusMessage.methodCall(
      destination: "org.freedesktop.GeoClue2", path: path, interface: SolvervBusInterface.properties, member: "Get")
    try get.append([.string("org.freedesktop.GeoClue2.Location"), .string(name)])
    return try connection.call(get, timeoutMilliseconds: 3_000).arguments().first?.variantValue
  }
}
