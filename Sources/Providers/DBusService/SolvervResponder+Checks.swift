import DBusKit
import SolvervApp
import SolvervEngine
import SolvervSystem

/// The checks calls go through beyond their signature (``DBusObject`` checks that): interface,
/// property name, coordinate and zone, each failing with the D-Bus error a client can act on.
extension SolvervResponder {
  func checkInterface(_ name: String) throws {
    guard name == SolvervBusInterface.interface || name.isEmpty else {
      throw refusal(DBusError.unknownInterface, .noInterfaceWithProperties(printable(name)))
    }
  }

  /// The value of the property named by a Get/Set call's (interface, name) arguments. The standard
  /// interfaces exist but have no properties: GetAll on them is `{}`, so Get and Set say there
  /// is no such property (UnknownProperty, as sd-bus answers), not that the interface is unknown.
  func property(_ interfaceName: String, _ name: String) throws -> DBusValue {
    if interfaceName != SolvervBusInterface.interface, SolvervBusInterface.interfaces.contains(interfaceName) {
      throw refusal(DBusError.unknownProperty, .unknownProperty(printable(name), interface: interfaceName, hasNone: true))
    }
    try checkInterface(interfaceName)
    guard let value = properties.first(where: { $0.0 == name })?.1 else {
      throw refusal(DBusError.unknownProperty, .unknownProperty(printable(name), interface: SolvervBusInterface.interface, hasNone: false))
    }
    return value
  }

  func validCoordinate(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
    do { return try Coordinate(latitude: latitude, longitude: longitude) } catch {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(error.phrase))
    }
  }

  func validZone(_ name: String, orDefault fallback: @autoclosure () -> TimeZoneRules) throws -> TimeZoneRules {
    if name.isEmpty { return fallback() }
    do { return try TimeZoneDatabase.zone(named: name) } catch {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(error.phrase))
    }
  }
}
