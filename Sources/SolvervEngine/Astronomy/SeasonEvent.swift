/// One of the four moments of the year at which the Sun's apparent geocentric ecliptic longitude
/// reaches 0°, 90°, 180° or 270°.
///
/// Named for the month, not the season, so the names read right in both hemispheres
/// (skyfield's `SEASON_EVENTS_NEUTRAL`); ``Season`` and the localisation add the hemisphere.
public enum SeasonEventKind: String, Sendable, CaseIterable, Hashable, Comparable {
  case marchEquinox = "march_equinox"
  case juneSolstice = "june_solstice"
  case septemberEquinox = "september_equinox"
  case decemberSolstice = "december_solstice"

  /// The apparent ecliptic longitude that defines the event, in degrees.
  public var solarLongitude: Double {
    switch self {
    case .marchEquinox: return 0
    case .juneSolstice: return 90
    case .septemberEquinox: return 180
    case .decemberSolstice: return 270
    }
  }

  /// Position in the calendar year, 0…3.
  public var index: Int {
    switch self {
    case .marchEquinox: return 0
    case .juneSolstice: return 1
    case .septemberEquinox: return 2
    case .decemberSolstice: return 3
    }
  }

  public var isSolstice: Bool { self == .juneSolstice || self == .decemberSolstice }

  /// The next kind in the yearly cycle (December → March).
  public var next: SeasonEventKind { SeasonEventKind.allCases[(index + 1) % 4] }

  public static func < (lhs: SeasonEventKind, rhs: SeasonEventKind) -> Bool {
    lhs.index < rhs.index
  }
}

/// A solstice or equinox at its instant (UT, to the second).
public struct SeasonEvent: Sendable, Hashable, Comparable {
  public let kind: SeasonEventKind
  /// The calendar year (UT) the event belongs to.
  public let year: Int
  public let instant: Instant

  public init(kind: SeasonEventKind, year: Int, instant: Instant) {
    self.kind = kind
    self.year = year
    self.instant = instant
  }

  public static func < (lhs: SeasonEvent, rhs: SeasonEvent) -> Bool {
    lhs.instant < rhs.instant
  }
}
