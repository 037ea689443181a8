/// A place Solverv describes: where it is, what it is called, and which clock its people read.
public struct Location: Sendable, Hashable {
  /// As given, less invisible bidi and zero-width characters (`Escaping.isInvisible`): every
  /// name — `--name`, the config's, a city's, a D-Bus caller's — enters through here, so no
  /// output, bar or applet ever receives them.
  public let name: String
  public let coordinate: Coordinate
  public let zone: TimeZoneRules
  /// Where the place came from, so output can say "default — set your location".
  public let source: LocationSource
  /// The bundled city whose zone was taken because the coordinates came without one ("Tokyo"
  /// for 35.68, 139.69); nil when the zone was given, or is a city's own or the system's.
  public let zoneFromNearestCity: String?
  /// The config asks for the place to be found automatically (`location = "auto"`), and it was
  /// not: GeoClue did not answer, or a one-shot command never asks it. This place stands in,
  /// and the views say so rather than only "set a place".
  public var standsInForAutomatic = false
  /// What `name` is, so each language can write it its own way (see ``name(in:)``); `name`
  /// stays the form machine fields carry (JSON `name`, D-Bus `LocationName`, the config).
  public let placeName: PlaceName

  public init(
    name: String, coordinate: Coordinate, zone: TimeZoneRules, source: LocationSource, zoneFromNearestCity: String? = nil,
    placeName: PlaceName = .asGiven
  ) {
    self.placeName = placeName
    self.name = Escaping.withoutInvisibles(name)
    self.coordinate = coordinate
    self.zone = zone
    self.source = source
    self.zoneFromNearestCity = zoneFromNearestCity.map(Escaping.withoutInvisibles)
  }

  /// True when nobody chose this place: it was guessed from the time zone.
  public var isDefault: Bool { source == .timeZone || source == .fallback }

  /// The Royal Observatory, Greenwich: for examples and tests (a zone without a city defaults to
  /// the equator on its own meridian instead).
  public static func greenwich(zone: TimeZoneRules = .utc) -> Location {
    Location(
      name: "Greenwich", coordinate: try! Coordinate(latitude: 51.4769, longitude: -0.0005),
      zone: zone, source: .fallback)
  }
}

/// How a location was chosen, in order of precedence.
public enum LocationSource: String, Sendable, Hashable, CaseIterable {
  /// `--lat/--lon` or `--location` on the command line (or a D-Bus caller).
  case commandLine = "command-line"
  /// The config file's `[location]`.
  case config
  /// The system's location service (GeoClue).
  case system
  /// The principal city of the system time zone (tzdata's zone1970.tab): a default.
  case timeZone = "timezone"
  /// The zone names no place: the equator on its meridian (`LocationResolver.defaultLocation`).
  case fallback
}
