#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sun times for one place and its time zone, by local calendar date.
///
/// A day is the window `[first instant of the date, first instant of the next date)` in the zone
/// (23 or 25 hours on daylight-saving days). An event is the crossing, in its direction, that
/// falls inside the window; if two do, the one closer to the day's solar noon. When there is none
/// the result says why (``SunEvent``). This is the rule of `../shared/reference/README.md`.
///
/// Method: within the window the Sun's altitude rises and falls monotonically between its
/// extrema (found next to each transit and antitransit), so every crossing of every threshold is
/// bracketed by consecutive extrema and found by safeguarded Newton iteration to 1 ms.
public struct SunCalculator: Sendable {
  public let coordinate: Coordinate
  public let zone: TimeZoneRules

  public init(coordinate: Coordinate, zone: TimeZoneRules) {
    self.coordinate = coordinate
    self.zone = zone
  }

  /// The ten quantities of one local day: sunrise, sunset, three twilights, solar noon, day length.
  public func day(_ date: CivilDate) -> SunDay {
    let profile = DayProfile(date: date, calculator: self)
    let sun = profile.crossings(altitude: SunAltitude.sunrise)
    let civil = profile.crossings(altitude: SunAltitude.civilTwilight)
    let nautical = profile.crossings(altitude: SunAltitude.nauticalTwilight)
    let astronomical = profile.crossings(altitude: SunAltitude.astronomicalTwilight)
    return SunDay(
      date: date, sunrise: sun.rising, sunset: sun.setting,
      civilDawn: civil.rising, civilDusk: civil.setting,
      nauticalDawn: nautical.rising, nauticalDusk: nautical.setting,
      astronomicalDawn: astronomical.rising, astronomicalDusk: astronomical.setting,
      solarNoon: Instant(secondsSince1970: profile.solarNoon), daylength: sun.secondsAbove)
  }

  /// Rising and setting at any altitude of the Sun's centre (degrees, −90…90), e.g.
  /// ``SunAltitude/goldenHour``, with the time spent above it.
  public func crossings(on date: CivilDate, altitude: Double) -> HorizonCrossings {
    DayProfile(date: date, calculator: self).crossings(altitude: altitude)
  }

  /// Day length of `date` in seconds.
  public func daylength(on date: CivilDate) -> Double {
    crossings(on: date, altitude: SunAltitude.sunrise).secondsAbove
  }
}

/// The Sun's altitude over one local day, split into monotonic stretches.
struct DayProfile {
  let start: Double
  let end: Double
  let track: SolarDayTrack
  /// First upper transit at or after `start`.
  let solarNoon: Double
  /// `start`, the altitude extrema inside the window, `end`.
  let breakpoints: [Double]
  /// sin(geocentric altitude) at each breakpoint.
  let values: [Double]

  init(date: CivilDate, calculator: SunCalculator) {
    let window = calculator.zone.dayInterval(date)
    start = window.start.secondsSince1970
    end = window.end.secondsSince1970
    let track = SolarDayTrack(center: (start + end) / 2, coordinate: calculator.coordinate)
    self.track = track
    solarNoon = track.firstHourAngleCrossing(0, after: start)

    var extrema: [Double] = []
    // Start an hour early: an extremum can sit a few minutes away from its transit.
    for target in [0, Double.pi] {
      var transit = track.firstHourAngleCrossing(target, after: start - 3_600)
      while transit < end + 3_600 {
        if let t = track.extremum(near: transit), t > start, t < end { extrema.append(t) }
        transit = track.hourAngleCrossing(target, near: transit + 86_400)
      }
    }
    extrema.sort()
    breakpoints = [start] + extrema + [end]
    values = breakpoints.map { track.sinAltitude(at: $0).value }
  }

  func crossings(altitude: Double) -> HorizonCrossings {
    let all = allCrossings(altitude: altitude)
    let above = values.allSatisfy { $0 > all.target }
    return HorizonCrossings(
      rising: choose(all.risings, otherDirection: !all.settings.isEmpty, above: above),
      setting: choose(all.settings, otherDirection: !all.risings.isEmpty, above: above),
      secondsAbove: all.secondsAbove)
  }

  /// Every crossing of `altitude` inside the window, in order, and the time spent above it;
  /// `target` is the sine of the geocentric altitude the crossings are of.
  func allCrossings(altitude: Double) -> (risings: [Double], settings: [Double], secondsAbove: Double, target: Double) {
    let geocentric = Parallax.geocentric(forTopocentric: altitude * Angle.degree, distance: track.distance)
    let target = sin(geocentric)
    var risings: [Double] = []
    var settings: [Double] = []
    var secondsAbove = 0.0
    for i in 0..<(breakpoints.count - 1) {
      let (a, b) = (breakpoints[i], breakpoints[i + 1])
      let aboveA = values[i] > target
      let aboveB = values[i + 1] > target
      if aboveA == aboveB {
        if aboveA { secondsAbove += b - a }
        continue
      }
      let t = root(target: target, from: a, to: b, risingAtEnd: aboveB)
      if aboveB {
        risings.append(t)
        secondsAbove += b - t
      } else {
        settings.append(t)
        secondsAbove += t - a
      }
    }
    return (risings, settings, secondsAbove, target)
  }

  private func choose(_ times: [Double], otherDirection: Bool, above: Bool) -> SunEvent {
    if let best = times.min(by: { abs($0 - solarNoon) < abs($1 - solarNoon) }) {
      return .at(Instant(secondsSince1970: best))
    }
    if otherDirection { return .otherDirectionOnly }
    return above ? .alwaysUp : .alwaysDown
  }

  /// The instant in (a, b) where sin(altitude) = target, the altitude being monotonic there.
  private func root(target: Double, from a: Double, to b: Double, risingAtEnd: Bool) -> Double {
    var low = a  // the end on the "below" side when rising, "above" side when setting
    var high = b
    var t = (a + b) / 2
    for _ in 0..<60 {
      let (value, rate) = track.sinAltitude(at: t)
      let g = value - target
      if (g > 0) == risingAtEnd { high = t } else { low = t }
      var next = rate != 0 ? t - g / rate : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      if abs(next - t) < 1e-3 { return next }
      t = next
    }
    return t
  }
}
