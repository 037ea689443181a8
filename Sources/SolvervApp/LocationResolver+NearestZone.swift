import SolvervCities
public import SolvervEngine
import SolvervSystem

extension LocationResolver {
  /// A place given by coordinates without a zone (`--lat/--lon` without `--tz`, a config
  /// `[location]` without `timezone`) keeps the clock of the nearest bundled city — Tokyo's for
  /// 35.68, 139.69 — rather than the system's, which is another continent's as often as not.
  /// The notice says which city lent its zone ("time zone: Asia/Tokyo, from the nearest city
  /// Tokyo"), for a person at a terminal; the JSON says it in `timezone_from_nearest_city`. Only
  /// when the table names a zone this machine lacks is the system zone used.
  static func nearestZone(
    name: String, _ coordinate: Coordinate, source: LocationSource, environment: PlanEnvironment,
    configPath: String? = nil
  ) -> Resolution {
    guard let city = CityTable.nearest(to: coordinate), let zone = try? environment.zone(city.timeZone) else {
      let location = Location(
        name: name, coordinate: coordinate, zone: environment.systemZone, source: source,
        placeName: placeName(of: name, coordinate))
      return Resolution(location: location, notice: nil)
    }
    let location = Location(
      name: name, coordinate: coordinate, zone: zone, source: source, zoneFromNearestCity: city.name,
      placeName: placeName(of: name, coordinate))
    return Resolution(location: location, notice: nearestZoneNotice(location, configPath: configPath))
  }

  /// The zone of the bundled city nearest to `coordinate`, when this machine has it: the zone a
  /// place given without one takes (D-Bus `SetLocation` with an empty zone too, as the CLI).
  public static func nearestCityZone(to coordinate: Coordinate) -> TimeZoneRules? {
    guard let city = CityTable.nearest(to: coordinate) else { return nil }
    return try? TimeZoneDatabase.zone(named: city.timeZone)
  }

  /// "time zone: Asia/Tokyo, from the nearest city Tokyo", and where the zone-less place was.
  static func nearestZoneNotice(_ location: Location, configPath: String? = nil) -> NoticePhrase? {
    guard let city = location.zoneFromNearestCity else { return nil }
    return .nearestZone(
      zone: printable(location.zone.identifier), city: printable(city), configPath: configPath.map { Escaping.sanitized($0) })
  }
}
