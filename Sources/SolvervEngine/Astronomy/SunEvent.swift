/// What the Sun does at one altitude, in one direction, on one local day.
///
/// Polar days and nights are values, never errors and never a bare nil (skyfield flags risings
/// where the body "merely transits without touching the horizon" the same way). The markers are
/// those of `../shared/reference/README.md`.
public enum SunEvent: Hashable, Sendable {
  /// The Sun's centre crosses the altitude in this direction at this instant.
  case at(Instant)
  /// Not crossed this day: the Sun stays above the altitude throughout (midnight sun for sunrise
  /// and sunset; "never gets that dark" for twilight).
  case alwaysUp
  /// Not crossed this day: the Sun stays below the altitude throughout (polar night).
  case alwaysDown
  /// Crossed this day only in the other direction: e.g. a sunset just after local midnight that
  /// belongs to the next date (the reference's `none`).
  case otherDirectionOnly

  /// The instant, when there is one.
  public var instant: Instant? {
    if case .at(let instant) = self { return instant }
    return nil
  }

  /// `always_up`, `always_down` or `none`; nil for a time.
  public var marker: String? {
    switch self {
    case .at: return nil
    case .alwaysUp: return "always_up"
    case .alwaysDown: return "always_down"
    case .otherDirectionOnly: return "none"
    }
  }
}

/// Altitudes of the Sun's centre that name the day's events, in degrees.
///
/// The sunrise value is the USNO/NOAA convention: 34′ of standard refraction plus the Sun's 16′
/// semidiameter, so the upper limb touches a flat sea horizon. Twilights are by definition.
public enum SunAltitude {
  /// Sunrise and sunset: −0°50′ = −0.8333°.
  public static let sunrise = -50.0 / 60
  /// Civil dawn and dusk: −6°.
  public static let civilTwilight = -6.0
  /// Nautical dawn and dusk: −12°.
  public static let nauticalTwilight = -12.0
  /// Astronomical dawn and dusk: −18°.
  public static let astronomicalTwilight = -18.0
  /// Photographers' golden hour ends (morning) / begins (evening) at +6°.
  public static let goldenHour = 6.0
}

/// The rising and setting crossings of one altitude on one local day.
public struct HorizonCrossings: Hashable, Sendable {
  /// The upward crossing (dawn, sunrise).
  public let rising: SunEvent
  /// The downward crossing (sunset, dusk).
  public let setting: SunEvent
  /// Seconds within the local day during which the Sun's centre is above the altitude.
  public let secondsAbove: Double
}

/// Everything about the Sun on one local calendar day at one place.
public struct SunDay: Hashable, Sendable {
  public let date: CivilDate
  public let sunrise: SunEvent
  public let sunset: SunEvent
  public let civilDawn: SunEvent
  public let civilDusk: SunEvent
  public let nauticalDawn: SunEvent
  public let nauticalDusk: SunEvent
  public let astronomicalDawn: SunEvent
  public let astronomicalDusk: SunEvent
  /// The first upper transit of the Sun at or after the start of the day.
  public let solarNoon: Instant
  /// Seconds of the day with the Sun's centre above −0.8333° (0 in polar night, 86 400 in
  /// midnight sun, 23 or 25 hours at most on daylight-saving days).
  public let daylength: Double

  /// ``daylength`` rounded to whole seconds.
  public var daylengthSeconds: Int { Int(daylength.rounded()) }

  /// Midnight sun: the Sun never sets this day.
  public var isPolarDay: Bool { sunrise == .alwaysUp && sunset == .alwaysUp }
  /// Polar night: the Sun never rises this day.
  public var isPolarNight: Bool { sunrise == .alwaysDown && sunset == .alwaysDown }
}

extension SunDay {
  /// The sunset that ends this day's daylight, or nil when none does.
  ///
  /// A day's sunset is the setting inside its local date, which near the poles can be the
  /// previous evening's sun going down after midnight (Tromsø, 17 May 2026: sunset 00:02, sunrise
  /// 01:17, and the next sunset at 00:28 on the 18th). Such a sunset comes before the day's sunrise
  /// and before solar noon: it ends yesterday's daylight, not today's. With no sunrise that day
  /// (the first evening after the midnight sun: up since midnight, the Sun sets at 23:59 — 70°N
  /// 25°E, 27 July 2026) a setting after solar noon still ends the day's light.
  public var daylightEndingSunset: Instant? {
    guard let sunset = sunset.instant, sunset > solarNoon else { return nil }
    if let sunrise = sunrise.instant, sunset < sunrise { return nil }
    return sunset
  }
}
