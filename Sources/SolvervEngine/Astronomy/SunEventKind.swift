/// The instants a script can wait for (`solverv-status wait`) and the daemon signals
/// (`SunEvent`): the sun's daily crossings, solar noon and the four season events.
public enum SunEventKind: String, Sendable, CaseIterable, Hashable {
  case astronomicalDawn = "astronomical-dawn"
  case nauticalDawn = "nautical-dawn"
  case civilDawn = "civil-dawn"
  case sunrise
  case solarNoon = "solar-noon"
  case sunset
  case civilDusk = "civil-dusk"
  case nauticalDusk = "nautical-dusk"
  case astronomicalDusk = "astronomical-dusk"
  case marchEquinox = "march-equinox"
  case juneSolstice = "june-solstice"
  case septemberEquinox = "september-equinox"
  case decemberSolstice = "december-solstice"

  /// The kinds that happen (at most) daily: what the daemon signals as `SunEvent`.
  public static let daily: [SunEventKind] = [
    .astronomicalDawn, .nauticalDawn, .civilDawn, .sunrise, .solarNoon,
    .sunset, .civilDusk, .nauticalDusk, .astronomicalDusk,
  ]

  /// The names accepted on the command line, in order, for error messages and `--help`.
  public static var allowedNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The name on D-Bus (`SunEvent`'s kind): the same words with underscores, as in the
  /// reference data and the JSON of `sun` (`civil_dusk`).
  public var busName: String { String(rawValue.map { $0 == "-" ? "_" : $0 }) }

  /// The season event this kind names, if it is one.
  public var season: SeasonEventKind? {
    switch self {
    case .marchEquinox: return .marchEquinox
    case .juneSolstice: return .juneSolstice
    case .septemberEquinox: return .septemberEquinox
    case .decemberSolstice: return .decemberSolstice
    default: return nil
    }
  }

  /// This kind's instant within one local day (`SunDay`), or nil when it does not happen that
  /// day (polar days, or a crossing that belongs to another day's window).
  public func instant(in day: SunDay) -> Instant? {
    switch self {
    case .astronomicalDawn: return day.astronomicalDawn.instant
    case .nauticalDawn: return day.nauticalDawn.instant
    case .civilDawn: return day.civilDawn.instant
    case .sunrise: return day.sunrise.instant
    case .solarNoon: return day.solarNoon
    case .sunset: return day.sunset.instant
    case .civilDusk: return day.civilDusk.instant
    case .nauticalDusk: return day.nauticalDusk.instant
    case .astronomicalDusk: return day.astronomicalDusk.instant
    case .marchEquinox, .juneSolstice, .septemberEquinox, .decemberSolstice: return nil
    }
  }

  /// The phase the sky enters at this crossing (nil for solar noon and the season events).
  public var phaseAfter: SunPhase? {
    switch self {
    case .astronomicalDawn, .nauticalDusk: return .astronomicalTwilight
    case .nauticalDawn, .civilDusk: return .nauticalTwilight
    case .civilDawn, .sunset: return .civilTwilight
    case .sunrise: return .day
    case .astronomicalDusk: return .night
    default: return nil
    }
  }
}

/// How light the sky is: by the altitude of the Sun's centre, with the thresholds of the sun
/// times (−0.833°, −6°, −12°, −18°).
public enum SunPhase: String, Sendable, CaseIterable, Hashable {
  case day
  case civilTwilight = "civil_twilight"
  case nauticalTwilight = "nautical_twilight"
  case astronomicalTwilight = "astronomical_twilight"
  case night

  /// The phase for an altitude in degrees (at a threshold: the lighter phase).
  public init(altitude: Double) {
    if altitude >= SunAltitude.sunrise {
      self = .day
    } else if altitude >= SunAltitude.civilTwilight {
      self = .civilTwilight
    } else if altitude >= SunAltitude.nauticalTwilight {
      self = .nauticalTwilight
    } else if altitude >= SunAltitude.astronomicalTwilight {
      self = .astronomicalTwilight
    } else {
      self = .night
    }
  }
}
