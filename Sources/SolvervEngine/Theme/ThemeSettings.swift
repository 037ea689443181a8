/// The light/dark switch (`[theme]` in config.toml): off unless enabled; at which altitude of the
/// Sun it switches, with separate offsets and clock limits for the morning (to light) and the
/// evening (to dark).
public struct ThemeSettings: Sendable, Hashable {
  public var enabled: Bool
  public var rule: ThemeRule
  /// The Sun's altitude for the `elevation` rule, degrees (kept whatever the rule, as written).
  public var elevation: Double
  /// Minutes added to the morning crossing (negative: earlier).
  public var morningOffsetMinutes: Int
  /// Minutes added to the evening crossing (negative: earlier).
  public var eveningOffsetMinutes: Int
  /// Clock limits for the switch to light ("not before 07:00").
  public var morningLimits: ThemeLimits
  /// Clock limits for the switch to dark.
  public var eveningLimits: ThemeLimits

  public init(
    enabled: Bool = false, rule: ThemeRule = .sun, elevation: Double = 0, morningOffsetMinutes: Int = 0, eveningOffsetMinutes: Int = 0,
    morningLimits: ThemeLimits = ThemeLimits(), eveningLimits: ThemeLimits = ThemeLimits()
  ) {
    self.enabled = enabled
    self.rule = rule
    self.elevation = elevation
    self.morningOffsetMinutes = morningOffsetMinutes
    self.eveningOffsetMinutes = eveningOffsetMinutes
    self.morningLimits = morningLimits
    self.eveningLimits = eveningLimits
  }

  /// The altitude of the Sun's centre whose crossings switch, degrees.
  public var altitude: Double {
    switch rule {
    case .sun: SunAltitude.sunrise
    case .civil: SunAltitude.civilTwilight
    case .nautical: SunAltitude.nauticalTwilight
    case .elevation: elevation
    }
  }

  /// Whether the clock limits alone drop every switch: the evening's "not after" is at or before
  /// the morning's "not before", so each day's dark switch comes no later than its light one
  /// and the light spell never shows (the Sun's times do not matter).
  public var limitsDropEverySwitch: Bool {
    guard let lightFrom = morningLimits.notBefore, let darkBy = eveningLimits.notAfter else { return false }
    return darkBy <= lightFrom
  }

  /// The allowed offsets, minutes.
  public static let offsetMinutes = -240...240
  /// The allowed `elevation` values, whole degrees of the Sun's centre.
  public static let elevations = -18...10
}

/// Which crossing of the Sun switches: sunrise/sunset, civil or nautical dawn/dusk, or the
/// settings' `elevation` of the Sun's centre. The raw value is the config's word.
public enum ThemeRule: String, Sendable, Hashable, CaseIterable {
  case sun, civil, nautical, elevation

  /// The config's words for `theme.switch`.
  public static let names = allCases.map(\.rawValue)
}

/// Local clock limits for one switch: it happens no earlier than `notBefore` and no later than
/// `notAfter` (seconds past local midnight), on the local day of the crossing.
public struct ThemeLimits: Sendable, Hashable {
  public var notBefore: Int?
  public var notAfter: Int?

  public init(notBefore: Int? = nil, notAfter: Int? = nil) {
    self.notBefore = notBefore
    self.notAfter = notAfter
  }

  /// `instant` moved inside the limits of its own local day.
  func clamp(_ instant: Instant, in zone: TimeZoneRules) -> Instant {
    guard notBefore != nil || notAfter != nil else { return instant }
    let date = zone.localDate(at: instant)
    var result = instant
    if let notBefore {
      let limit = zone.instant(for: date, secondOfDay: notBefore)
      if result < limit { result = limit }
    }
    if let notAfter {
      let limit = zone.instant(for: date, secondOfDay: notAfter)
      if result > limit { result = limit }
    }
    return result
  }
}
