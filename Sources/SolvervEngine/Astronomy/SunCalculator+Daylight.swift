/// The sun times a person reads for a date: those of the daylight around its solar noon.
///
/// ``SunCalculator/day(_:)`` keeps the reference's rule — each event is the crossing inside the
/// local date — which the JSON prints. Near the poles and at the far west of a zone that rule
/// reads backwards: Tromsø, 18 May 2027, has its sunset at 00:19 (yesterday's evening sun going
/// down) and its sunrise at 01:01, while the sunset that ends the 18th's daylight comes at 00:3x on
/// the 19th. Far east of a zone the mirror case happens: the sunrise that starts a date's daylight
/// falls before its midnight. Here each dawn is the last rising at or before the date's solar noon
/// and each dusk the first setting after it, up to a day away, whatever date they fall on (the
/// shown time then carries a day mark, ``SunDay/dayOffset(of:in:)``).
extension SunCalculator {
  /// `day` (this calculator's ``day(_:)`` of its date) with every dawn and dusk taken from the
  /// daylight (or twilight) around its solar noon. A pair that the date's window has no crossing
  /// of (midnight sun, polar night) stays as it is, and so does one whose altitude the Sun is
  /// below at noon; the day length stays the date's.
  public func daylightDay(_ day: SunDay) -> SunDay {
    let needed = [
      (day.sunrise, day.sunset), (day.civilDawn, day.civilDusk), (day.nauticalDawn, day.nauticalDusk),
      (day.astronomicalDawn, day.astronomicalDusk),
    ].contains { !Self.isAnchored($0.0, $0.1, noon: day.solarNoon) }
    guard needed else { return day }  // the common case: every pair already brackets noon

    let noon = day.solarNoon.secondsSince1970
    let today = DayProfile(date: day.date, calculator: self)
    var yesterday: DayProfile?
    var tomorrow: DayProfile?
    func anchored(_ rising: SunEvent, _ setting: SunEvent, altitude: Double) -> (SunEvent, SunEvent) {
      if Self.isAnchored(rising, setting, noon: day.solarNoon) { return (rising, setting) }
      if rising.instant == nil && setting.instant == nil && rising != .otherDirectionOnly
        && setting != .otherDirectionOnly
      {
        return (rising, setting)  // polar day or night in the date's window: said as such
      }
      let own = today.allCrossings(altitude: altitude)
      guard today.track.sinAltitude(at: noon).value > own.target else { return (rising, setting) }
      var newRising = rising
      if !(rising.instant.map { $0.secondsSince1970 <= noon } ?? false) {
        if let t = own.risings.last(where: { $0 <= noon }) {
          newRising = .at(Instant(secondsSince1970: t))
        } else {
          yesterday = yesterday ?? DayProfile(date: day.date.adding(days: -1), calculator: self)
          newRising =
            yesterday!.allCrossings(altitude: altitude).risings.last.map { .at(Instant(secondsSince1970: $0)) }
            ?? .alwaysUp
        }
      }
      var newSetting = setting
      if !(setting.instant.map { $0.secondsSince1970 > noon } ?? false) {
        if let t = own.settings.first(where: { $0 > noon }) {
          newSetting = .at(Instant(secondsSince1970: t))
        } else {
          tomorrow = tomorrow ?? DayProfile(date: day.date.adding(days: 1), calculator: self)
          newSetting =
            tomorrow!.allCrossings(altitude: altitude).settings.first.map { .at(Instant(secondsSince1970: $0)) }
            ?? .alwaysUp
        }
      }
      return (newRising, newSetting)
    }
    let sun = anchored(day.sunrise, day.sunset, altitude: SunAltitude.sunrise)
    let civil = anchored(day.civilDawn, day.civilDusk, altitude: SunAltitude.civilTwilight)
    let nautical = anchored(day.nauticalDawn, day.nauticalDusk, altitude: SunAltitude.nauticalTwilight)
    let astronomical = anchored(day.astronomicalDawn, day.astronomicalDusk, altitude: SunAltitude.astronomicalTwilight)
    return SunDay(
      date: day.date, sunrise: sun.0, sunset: sun.1, civilDawn: civil.0, civilDusk: civil.1,
      nauticalDawn: nautical.0, nauticalDusk: nautical.1, astronomicalDawn: astronomical.0,
      astronomicalDusk: astronomical.1, solarNoon: day.solarNoon, daylength: day.daylength)
  }

  /// True when the pair needs no search: a rising at or before noon and a setting after it, or
  /// no crossing either way (polar day or night in the window).
  private static func isAnchored(_ rising: SunEvent, _ setting: SunEvent, noon: Instant) -> Bool {
    switch (rising, setting) {
    case (.at(let r), .at(let s)): return r <= noon && s > noon
    case (.at, _), (_, .at), (.otherDirectionOnly, _), (_, .otherDirectionOnly): return false
    default: return true
    }
  }
}

extension SunDay {
  /// How many local dates `instant` (to the minute, as shown) lies after this day's date: 1 for
  /// a sunset after midnight that ends this day's daylight, -1 for a sunrise before its midnight.
  public func dayOffset(of instant: Instant, in zone: TimeZoneRules) -> Int {
    date.days(to: zone.localDateTimeToTheMinute(at: instant).date)
  }
}

extension SunDay {
  /// What follows a shown time that falls on another date than its day's: " +1", " -1", or "".
  public static func dayMark(_ offset: Int) -> String {
    offset == 0 ? "" : (offset > 0 ? " +\(offset)" : " −\(-offset)")
  }
}
