import SolvervCities
public import SolvervConfig
public import SolvervEngine
import SolvervSystem

/// Picks the place to describe, in order: the command line (`--location`, or `--lat/--lon`), the
/// config file, the principal city of the time zone (a default, marked so), else the equator on
/// the zone's meridian (see `defaultLocation(zone:)`).
public enum LocationResolver {
  /// A location problem: the same kinds as the plan's.
  public typealias Failure = Plan.Failure

  /// The place, and a line for a person at a terminal when it was a guess or a choice among
  /// namesakes ("'Springfield' is ambiguous; using Springfield, MO, US …").
  public struct Resolution: Sendable {
    public let location: Location
    /// Without the program name; nil when there is nothing to say.
    public let notice: NoticePhrase?
  }

  /// ``resolution(_:config:configPath:environment:)``'s place, in this machine's environment.
  public static func resolve(_ arguments: StatusArguments, config: SolvervConfig, configPath: String) throws(Failure) -> Location
  {
    try resolution(arguments.place, config: config, configPath: configPath, environment: .current()).location
  }

  /// The place from values alone: the choice, the config, and the machine's zone, locale and
  /// zone database as read at the edge (``PlanEnvironment``).
  public static func resolution(
    _ arguments: PlaceChoice, config: SolvervConfig, configPath: String, environment: PlanEnvironment
  ) throws(Failure) -> Resolution {
    var explicitZone: TimeZoneRules? = nil
    if let name = arguments.timezone {
      do { explicitZone = try environment.zone(name) } catch { throw .usage(error.phrase) }
    }

    if let query = arguments.location {
      guard arguments.latitude == nil, arguments.longitude == nil else {
        throw .usage(.placeAndCoordinates)
      }
      guard let match = lookup(query, environment: environment) else {
        throw .usage(unknownPlace(query, config: false, environment: environment))
      }
      return Resolution(
        location: location(for: match, zone: explicitZone, source: .commandLine, environment: environment),
        notice: ambiguityNotice(query, match))
    }

    switch (arguments.latitude, arguments.longitude) {
    case (let lat?, let lon?):
      let coordinate: Coordinate
      do { coordinate = try Coordinate(latitude: lat, longitude: lon) } catch { throw .usage(error.phrase) }
      let name = visibleName(arguments.name) ?? coordinateName(coordinate)
      if let explicitZone {
        return Resolution(
          location: Location(
            name: name, coordinate: coordinate, zone: explicitZone, source: .commandLine,
            placeName: placeName(of: name, coordinate)),
          notice: nil)
      }
      return nearestZone(name: name, coordinate, source: .commandLine, environment: environment)
    case (.some, nil): throw .usage(.optionNeedsCoordinate(latitude: true))
    case (nil, .some): throw .usage(.optionNeedsCoordinate(latitude: false))
    case (nil, nil): break
    }

    switch config.location {
    case .city(let name)?:
      guard let match = lookup(name, environment: environment) else {
        let phrase = unknownPlace(name, config: true, environment: environment)
        throw .config(configError(config, configPath, key: "location.city", phrase))
      }
      return Resolution(
        location: location(for: match, zone: explicitZone, source: .config, environment: environment),
        notice: ambiguityNotice(name, match, configPath: configPath))
    case .coordinates(let name, let coordinate, let timezone)?:
      var zone = explicitZone
      if zone == nil, let timezone {
        do { zone = try environment.zone(timezone) } catch {
          throw .config(configError(config, configPath, key: "location.timezone", error.phrase))
        }
      }
      let placeName = visibleName(name) ?? coordinateName(coordinate)
      if let zone {
        return Resolution(
          location: Location(
            name: placeName, coordinate: coordinate, zone: zone, source: .config,
            placeName: self.placeName(of: placeName, coordinate)),
          notice: nil)
      }
      return nearestZone(name: placeName, coordinate, source: .config, environment: environment, configPath: configPath)
    case .automatic?, nil:
      // `location = "auto"` asks GeoClue in the daemon; one-shot commands fall through to the
      // time zone's city, and say so.
      break
    }
    var location = defaultLocation(zone: explicitZone ?? environment.systemZone)
    location.standsInForAutomatic = config.location == .automatic
    return Resolution(location: location, notice: defaultNotice(location))
  }

  /// The place of a city found by name, in `zone`, else its own zone, else (when this machine's
  /// tzdata lacks the table's zone) the system's.
  static func location(for match: CityMatch, zone: TimeZoneRules?, source: LocationSource, environment: PlanEnvironment)
    -> Location
  {
    let city = match.city
    let zone = zone ?? (try? environment.zone(city.timeZone)) ?? environment.systemZone
    return Location(
      name: match.typedName ?? city.name, coordinate: city.coordinate, zone: zone, source: source,
      placeName: placeName(of: match))
  }

  /// A city typed by another name than GeoNames' ("København", "Göteborg") keeps it in every
  /// language; one typed by its GeoNames name takes CLDR's name in each (`PlaceNames`).
  static func placeName(of match: CityMatch) -> PlaceName {
    guard match.typedName == nil else { return .asGiven }
    let names = PlaceNames.names(of: match.city)
    return names.isEmpty ? .asGiven : .city(localized: names)
  }

  /// A point named by its English coordinates (none given, or a config or D-Bus caller that
  /// wrote them as its name) is written in each language's way; any other name as given.
  static func placeName(of name: String, _ coordinate: Coordinate) -> PlaceName {
    name == coordinateName(coordinate) ? .coordinates : .asGiven
  }

  /// A given name, unless nothing visible is left of it once invisible characters go (then the
  /// coordinates name the place rather than an empty string).
  private static func visibleName(_ name: String?) -> String? {
    guard let name else { return nil }
    let visible = Escaping.withoutInvisibles(name)
    return visible.unicodeScalars.contains { !$0.properties.isWhitespace } ? visible : nil
  }

  /// "59.9139°N 10.7522°E" (`Location.coordinateName`).
  public static func coordinateName(_ c: Coordinate) -> String { Location.coordinateName(c) }

  private static func configError(_ config: SolvervConfig, _ path: String, key: String, _ phrase: ErrorPhrase) -> ConfigError {
    ConfigError(path: path, line: config.lines[key] ?? 1, column: 1, key: key, phrase: phrase)
  }
}
