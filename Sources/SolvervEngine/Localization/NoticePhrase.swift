/// The sentences a command prints beside its result that are not errors: the notices on a
/// terminal's stderr about the place shown (a default, a shared name, a borrowed zone), and the
/// report lines of `config check`, `config set` and `config init`. Each language writes them in
/// `Notices/`; values (paths, zones, keys, commands to type) arrive as they are.
public enum NoticePhrase: Sendable {
  /// `location = "auto"` on a one-off command: the zone's city stands in for GeoClue's place.
  case automaticNotAsked(place: String, zone: String)
  /// Nobody chose a place: the time zone's principal city is shown.
  case zoneCityShown(place: String, zone: String)
  /// The zone names no place: the equator on its meridian, at `coordinates` (as written).
  case equatorShown(zone: String, coordinates: String)
  /// A name several cities share: the one used and how to pick another.
  case ambiguous(PlaceAmbiguity)
  /// Coordinates without a zone took the nearest city's zone; `configPath` nil: given on the
  /// command line.
  case nearestZone(zone: String, city: String, configPath: String?)
  /// `config set` wrote nothing new: "clock: 24h (unchanged)".
  case unchanged(key: String, value: String)
  /// `config set` wrote the value the file already meant by default.
  case sameValueWritten(key: String, value: String)
  /// `config set language nn`: the code is read as another ("nb", its own name).
  case readAs(typed: String, canonical: String, nativeName: String, nynorsk: Bool)
  /// `config set` replaced a file that had other hard links, which keep the old text.
  case otherHardLinks(path: String, count: Int)
  /// `config check` without a file: the defaults are in effect.
  case noConfigFile(path: String)
  /// `config check`: the file is valid.
  case configValid(path: String)
  /// `config check`'s place line without a file: "location: Oslo (Europe/Oslo, timezone)".
  case defaultLocationLine(place: String, zone: String, source: LocationSource)
  /// `config check`'s place line: "location: Oslo 59.91°N 10.75°E Europe/Oslo (config)".
  case locationLine(place: String, zone: String, source: LocationSource)
  /// `config check`'s line of a user format: its size (nil: the default) and template.
  case formatLine(name: String, size: String?, template: String?)
  /// A setting without a value: "(none)".
  case noValue
  /// `config init` wrote the file.
  case wrote(path: String)
  /// `config init` for a zone that names no place: `[location]` is left empty (`reason` is the
  /// English sentence written into the file).
  case placeLeftEmpty(zone: String, reason: String)
}

/// A shared place name's notice, as data: what was typed (and in which config file), the city
/// used, its population, a few others of that name and how many more, a query that picks one.
public struct PlaceAmbiguity: Sendable {
  public var query: String
  public var configPath: String?
  public var used: NameInEachLanguage
  public var population: Int
  public var others: [NameInEachLanguage]
  public var more: Int
  public var example: NameInEachLanguage

  public init(query: String, configPath: String?, used: NameInEachLanguage, population: Int, others: [NameInEachLanguage], more: Int, example: NameInEachLanguage) {
    self.query = query
    self.configPath = configPath
    self.used = used
    self.population = population
    self.others = others
    self.more = more
    self.example = example
  }
}

extension NoticePhrase {
  /// The phrase with the shown place named in `language` ("København" in Danish), where it
  /// names the place shown.
  public func naming(_ location: Location, in language: any Localization) -> NoticePhrase {
    switch self {
    case .automaticNotAsked(_, let zone): return .automaticNotAsked(place: location.name(in: language), zone: zone)
    case .zoneCityShown(_, let zone): return .zoneCityShown(place: location.name(in: language), zone: zone)
    default: return self
    }
  }
}
