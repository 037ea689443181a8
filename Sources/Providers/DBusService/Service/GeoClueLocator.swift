import DBusKit
import SolvervApp
import SolvervCities
import SolvervEngine
import SolvervSystem

/// The place from GeoClue2 (`location = "auto"` in the config): a client with DesktopId
/// `solverv` at city accuracy on the system bus. On AccessDenied or when GeoClue is absent, the
/// daemon falls back to the time zone's city and says so in `LocationSource`.
final class GeoClueLocator {
  private let connection: DBusConnection
  private var clientPath: String?
  private(set) var location: Location?

  /// Starts a client; nil (after logging why) when GeoClue is absent or refuses.
  init?(connection: DBusConnection, log: (String) -> Void) {
    self.connection = connection
    do {
      let manager = try DBusMessage.methodCall(
        destination: "org.freedesktop.GeoClue2", path: "/org/freedesktop/GeoClue2/Manager",
        interface: "org.freedesktop.GeoClue2.Manager", member: "GetClient")
      guard let path = try connection.call(manager, timeoutMilliseconds: 3_000).arguments().first?.objectPathValue else {
        log("GeoClue gave no client; using the time zone's city")
        return nil
      }
      clientPath = path
      try setProperty("DesktopId", .string("solverv"))
      try setProperty("RequestedAccuracyLevel", .uint32(4))  // city
      try connection.addMatch(
        "type='signal',sender='org.freedesktop.GeoClue2',interface='org.freedesktop.GeoClue2.Client',member='LocationUpdated',path='\(path)'"
      )
      let start = try DBusMessage.methodCall(
        destination: "org.freedesktop.GeoClue2", path: path, interface: "org.freedesktop.GeoClue2.Client", member: "Start")
      _ = try connection.call(start, timeoutMilliseconds: 3_000)
    } catch {
      log("GeoClue unavailable (\(error)); using the time zone's city")
      return nil
    }
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
    let name = CityTable.nearest(to: coordinate)?.name ?? LocationResolver.coordinateName(coordinate)
    location = Location(name: name, coordinate: coordinate, zone: TimeZoneDatabase.system(), source: .system)
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
