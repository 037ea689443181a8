import DBusKit
import SolvervApp
import SolvervCities
import SolvervEngine

/// `SetLocation(d lat, d lon, s name, s tz)` and `SearchPlaces(s) → aa{sv}`: the applets'
/// place — found among the bundled cities, saved into the config file (``ResponderEffects``).
extension SolvervResponder {
  /// The longest place name SetLocation takes, and the longest SearchPlaces query (UTF-8 bytes).
  static let maximumPlaceName = 200

  func changeLocation(latitude: Double, longitude: Double, name rawName: String, timezone zoneName: String) throws {
    let coordinate = try validCoordinate(latitude, longitude)
    let name = Escaping.sanitized(rawName)
    guard name.count <= Self.maximumPlaceName else {
      throw refusal(DBusError.invalidArgs, .nameTooLong(name.count, maximum: Self.maximumPlaceName))
    }
    // No zone given: the nearest city's, as the CLI takes for `--lat/--lon` — the system's would
    // give Tokyo's coordinates a UTC machine's clock (a sunset before the sunrise).
    let zone = try validZone(
      zoneName, orDefault: LocationResolver.nearestCityZone(to: coordinate) ?? effects.environment().systemZone)
    do {
      try effects.saveLocation(name.isEmpty ? LocationResolver.coordinateName(coordinate) : name, coordinate, zone.identifier)
    } catch let busy as ConfigBusy {
      throw busy  // the lock is held: the daemon tries again
    } catch {
      let reason = (error as? any LocalizedFailure)?.message(in: language) ?? "\(error)"
      throw refusal(DBusError.failed, .cannotSaveLocation(reason: reason))
    }
  }

  /// Up to 20 bundled cities for `query`, best first; an empty query finds none. When nothing
  /// has that name or beginning, the nearest spellings, each with `near` true.
  func searchPlaces(_ query: String) throws -> DBusValue {
    guard query.utf8.count <= Self.maximumPlaceName else {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.bus(.queryTooLong(maximum: Self.maximumPlaceName))))
    }
    let trimmed = query.trimmingWhitespace
    let countries = LocationResolver.preferredCountries(zone: effects.environment().systemZone)
    var cities = trimmed.isEmpty ? [] : CityTable.search(String(trimmed), limit: 20, preferring: countries)
    // Nothing by that name or beginning: the spellings a typing mistake or two away.
    let near = cities.isEmpty && !trimmed.isEmpty
    if near { cities = CityTable.nearNames(to: String(trimmed), limit: 20, preferring: countries) }
    // A city typed by another name than GeoNames' ("Göteborg") is offered under it, and its label
    // (which the settings save as `location.city`) keeps it.
    let typed = near || trimmed.isEmpty ? nil : CityTable.lookup(String(trimmed), namesakes: 0)
    // Divisions in the language in effect ("Gent, Flandern, BE" in German); every language's
    // name finds the place again when the label is saved.
    let code = language.code
    let rows: [DBusValue] = cities.map { city in
      let typedName = typed?.city == city ? typed?.typedName : nil
      return .stringVariantDictionary([
        ("name", .string(typedName ?? city.name)), ("country", .string(city.countryCode)),
        ("timezone", .string(city.timeZone)),
        ("latitude", .double(city.coordinate.latitude)), ("longitude", .double(city.coordinate.longitude)),
        ("label", .string(typedName.map { CityTable.label(of: city, as: $0, in: code) } ?? CityTable.label(of: city, in: code))),
        ("region", .string(CityTable.region(of: city, in: code))),
        ("near", .boolean(near)),
      ])
    }
    return .array(rows, elementSignature: "a{sv}")
  }
}
