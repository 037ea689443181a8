public import SolvervCities
public import SolvervEngine
import SolvervSystem

extension LocationResolver {
  /// The countries whose places win when a name is ambiguous, in order: the country of the
  /// user's time zone, then the locale's territory (`LC_ALL`, `LC_MESSAGES`, `LANG`: de_DE →
  /// DE), each once. The engine's lookup takes this list; the machine is read at the edge
  /// (``PlanEnvironment``).
  ///
  /// "Halle" in Europe/Berlin → Halle (Saale), DE; in Europe/Brussels → Halle, BE; with
  /// neither a zone nor a locale that names a country, the most populous namesake as before.
  public static func preferredCountries(in environment: PlanEnvironment) -> [String] {
    var countries: [String] = []
    if let country = environment.zoneCountry(environment.systemZone.identifier) { countries.append(country) }
    if let value = environment.messagesLocale, let country = localeCountry(value), !countries.contains(country) {
      countries.append(country)
    }
    return countries
  }

  /// ``preferredCountries(in:)`` for `zone`, in this process's locale and tzdata.
  public static func preferredCountries(zone: TimeZoneRules) -> [String] {
    preferredCountries(in: .current(systemZone: zone))
  }

  /// The territory of a POSIX locale name: "de_DE.UTF-8" → "DE", "nb_NO@euro" → "NO"; nil
  /// for "C", "POSIX", "C.UTF-8" or a bare language.
  static func localeCountry(_ locale: String) -> String? {
    let name = locale.split(separator: ".", maxSplits: 1).first.map { $0.split(separator: "@").first ?? $0 } ?? ""
    let parts = name.split(separator: "_")
    guard parts.count == 2, parts[1].utf8.count == 2, parts[1].utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) else {
      return nil
    }
    return String(parts[1])
  }

  /// The country tzdata's `zone.tab` gives `zone` (one code per zone: Europe/Berlin → DE,
  /// Europe/Brussels → BE), following links (US/Pacific → US); else the first code of
  /// `zone1970.tab`'s line (zones shared by several countries); nil for UTC and its kind.
  static func zoneCountry(_ zone: String, in directory: String = TimeZoneDatabase.directory) -> String? {
    let names = ZoneLinks.names(of: zone, in: directory)
    for table in ["zone.tab", "zone1970.tab"] {
      guard let bytes = FileReader.read(directory + "/" + table) else { continue }
      for name in names {
        if let code = countryField(of: name, in: bytes) { return code }
      }
    }
    return nil
  }

  /// The first country code of `zone`'s line in a `zone.tab`-style table.
  private static func countryField(of zone: String, in table: [UInt8]) -> String? {
    let wanted = Array(zone.utf8)
    for line in table.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard fields.count >= 3, fields[2].elementsEqual(wanted), fields[0].count >= 2 else { continue }
      return String(decoding: fields[0].prefix(2), as: UTF8.self)
    }
    return nil
  }

  /// `CityTable.lookup` with the rule for namesakes: only when the name is ambiguous are the
  /// preferred countries worked out (an unambiguous name costs nothing more).
  static func lookup(_ query: String, preferring countries: () -> [String]) -> CityMatch? {
    guard let match = CityTable.lookup(query) else { return nil }
    guard match.isAmbiguous else { return match }
    return CityTable.lookup(query, preferring: countries()) ?? match
  }

  static func lookup(_ query: String, environment: PlanEnvironment) -> CityMatch? {
    lookup(query) { preferredCountries(in: environment) }
  }

  /// ``lookup(_:environment:)`` in this machine's zone (asked for only when the name is
  /// ambiguous).
  public static func lookup(_ query: String, system: () -> TimeZoneRules) -> CityMatch? {
    lookup(query) { preferredCountries(zone: system()) }
  }

  /// A second place by name (`compare --vs`, D-Bus `ComparePlaces`), in its own zone from
  /// `environment`'s zone database; the usage error with near spellings (the locale's country
  /// first) when the table lacks it.
  public static func place(named query: String, environment: PlanEnvironment) throws(Failure) -> Location {
    guard let match = lookup(query, environment: environment) else {
      throw .usage(unknownPlace(query, config: false, environment: environment))
    }
    return location(for: match, zone: nil, source: .commandLine, environment: environment)
  }

  /// The usage error for a place the table lacks; a ZIP code is named as one. Near spellings
  /// are offered ("did you mean"), and a table without the installed places file says so: the
  /// town may simply be too small for the cities built in.
  static func unknownPlace(_ query: String, config: Bool, environment: PlanEnvironment) -> ErrorPhrase {
    let text = printable(query)
    if CityTable.isPostalCode(query) {
      let digits = String(text.drop { $0 == " " }.prefix(3))
      return .unknownPlace(
        text, hint: .zipCode(bundled: CityTable.postalCount, digits: digits), builtInOnly: nil)
    }
    let near = CityTable.nearNames(to: query, limit: 3, preferring: preferredCountries(in: environment))
    let hint: PlaceHint =
      near.isEmpty
      ? .tryLocate(commandLine: !config) : .didYouMean(near.map(CityTable.labelInEachLanguage(of:)))
    return .unknownPlace(text, hint: hint, builtInOnly: builtInCities)
  }

  /// When lookups read only the cities built in because no places file is installed (not
  /// refused: that is said on its own; not turned off by an empty `$SOLVERV_PLACES`): what was
  /// searched and where the file belongs, as data for each language's words.
  public static var builtInCities: BuiltInCities? {
    guard CityTable.readsOnlyBuiltInCities, PlaceTables.fileRefusal == nil, Environment.variable("SOLVERV_PLACES") == nil
    else { return nil }
    let path = Escaping.visibleInMessage(PlacesFile.installedPath() ?? "share/solverv/places.txt")
    return BuiltInCities(count: CityTable.count, path: path)
  }
}
