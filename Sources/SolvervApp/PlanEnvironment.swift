public import SolvervEngine
public import SolvervSystem

/// What a plan takes from the machine besides the config, read once at the edge so that
/// ``Plan`` itself reads nothing: the zone the machine runs in, the locale variables, and the
/// zone database (looked up by name only for the zones a place needs).
public struct PlanEnvironment: Sendable {
  /// The machine's zone: the default place comes from it, and every place's clock is compared
  /// with it.
  public var systemZone: TimeZoneRules
  /// `$LC_ALL`, `$LC_MESSAGES`, `$LANG`: the first set; names the language Solverv speaks and the
  /// country that wins among namesakes.
  public var messagesLocale: String?
  /// `$LC_ALL`, `$LC_TIME`, `$LANG`: the first set; names the clock and the date order.
  public var timeLocale: String?
  /// The rules of a zone by name (`Europe/Oslo`).
  public var zone: @Sendable (String) throws(TimeZoneLookupError) -> TimeZoneRules
  /// The country tzdata gives a zone (`Europe/Berlin` → DE), nil for UTC and its kind.
  public var zoneCountry: @Sendable (String) -> String?

  public init(
    systemZone: TimeZoneRules, messagesLocale: String?, timeLocale: String?,
    zone: @escaping @Sendable (String) throws(TimeZoneLookupError) -> TimeZoneRules,
    zoneCountry: @escaping @Sendable (String) -> String?
  ) {
    self.systemZone = systemZone
    self.messagesLocale = messagesLocale
    self.timeLocale = timeLocale
    self.zone = zone
    self.zoneCountry = zoneCountry
  }

  /// This machine's: `$TZ` or `/etc/localtime` (unless the caller has `systemZone` already),
  /// the locale variables, the installed tzdata.
  public static func current(systemZone: TimeZoneRules? = nil) -> PlanEnvironment {
    PlanEnvironment(
      systemZone: systemZone ?? TimeZoneDatabase.system(), messagesLocale: messagesLocale(), timeLocale: LocaleConventions.timeLocale(),
      zone: { name throws(TimeZoneLookupError) in try TimeZoneDatabase.zone(named: name) },
      zoneCountry: { LocationResolver.zoneCountry($0) })
  }

  /// The first of `$LC_ALL`, `$LC_MESSAGES`, `$LANG` that is set.
  public static func messagesLocale() -> String? {
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = Environment.variable(variable) { return value }
    }
    return nil
  }
}
