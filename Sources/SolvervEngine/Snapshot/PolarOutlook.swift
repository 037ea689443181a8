/// What is changing on a day of polar night or midnight sun, so the daily message moves with the
/// season instead of saying "the sun does not rise today" for seven weeks.
///
/// Pure: built from the place's ``SunCalculator`` and the local date. Polar night: the date the
/// Sun rises again, the twilight gained or lost since yesterday, the noon sun's altitude. Midnight
/// sun: the date the Sun sets again and its lowest altitude.
public struct PolarOutlook: Hashable, Sendable {
  /// True in the polar night, false in the midnight sun.
  public let polarNight: Bool
  /// The first local date the Sun rises again (polar night) or sets again (midnight sun).
  public let endDate: CivilDate
  /// Days from today to ``endDate`` (1 = tomorrow).
  public let days: Int
  /// Polar night: seconds of twilight today minus yesterday, measured at the darker of the two
  /// days' lightest twilights (so a twilight appearing today does not count as a loss of the
  /// one before); nil when there is none to compare (dark all day, twilight all day, no change).
  public let twilightChange: Int?
  /// Degrees of the Sun's centre: the day's highest (the noon sun, below the horizon) in the polar
  /// night, its lowest (the midnight sun) in the midnight sun.
  public let altitude: Double
  /// ``altitude`` today minus yesterday, degrees (positive: higher than yesterday).
  public let altitudeChange: Double

  /// How far ahead the end is looked for: the polar night at the pole lasts about 179 days, the
  /// midnight sun 187.
  static let horizonDays = 200
  /// The search's stride before bisecting: shorter than any season without polar days.
  static let strideDays = 8

  /// The outlook for `today` when its sun day (`todaySun`) has no sunrise or no sunset; else nil.
  public init?(today: CivilDate, todaySun: SunDay, sun: SunCalculator) {
    guard todaySun.isPolarNight || todaySun.isPolarDay else { return nil }
    let night = todaySun.isPolarNight
    func lasts(_ date: CivilDate) -> Bool {
      let c = sun.crossings(on: date, altitude: SunAltitude.sunrise)
      let marker: SunEvent = night ? .alwaysDown : .alwaysUp
      return c.rising == marker && c.setting == marker
    }
    guard let end = PolarOutlook.firstDay(after: today, where: { !lasts($0) }) else { return nil }
    polarNight = night
    endDate = end
    days = today.days(to: end)

    let yesterday = today.adding(days: -1)
    let rangeToday = sun.altitudeRange(on: today)
    let rangeYesterday = sun.altitudeRange(on: yesterday)
    if night {
      altitude = rangeToday.highest
      altitudeChange = rangeToday.highest - rangeYesterday.highest
      twilightChange = PolarOutlook.twilightChange(
        today: today, highest: min(rangeToday.highest, rangeYesterday.highest),
        lowest: min(rangeToday.lowest, rangeYesterday.lowest), sun: sun)
    } else {
      altitude = rangeToday.lowest
      altitudeChange = rangeToday.lowest - rangeYesterday.lowest
      twilightChange = nil
    }
  }

  /// The first date after `today` for which `ended` holds, within ``horizonDays``: strides of
  /// ``strideDays``, then bisection inside the last stride (the polar days are one run of dates).
  static func firstDay(after today: CivilDate, where ended: (CivilDate) -> Bool) -> CivilDate? {
    var low = 0  // offset known not to have ended (today)
    var high: Int? = nil
    var offset = strideDays
    while offset <= horizonDays + strideDays {
      if ended(today.adding(days: offset)) {
        high = offset
        break
      }
      low = offset
      offset += strideDays
    }
    guard var high else { return nil }
    while high - low > 1 {
      let middle = (low + high) / 2
      if ended(today.adding(days: middle)) { high = middle } else { low = middle }
    }
    return today.adding(days: high)
  }

  /// The lower altitude of the lightest twilight a day whose Sun peaks at `highest` has (−6°,
  /// −12°, −18°), or nil when it stays darker than astronomical twilight.
  static func twilightAltitude(highest: Double) -> Double? {
    [SunAltitude.civilTwilight, SunAltitude.nauticalTwilight, SunAltitude.astronomicalTwilight].first { highest > $0 }
  }

  /// Seconds above the twilight both days reach, today minus yesterday; nil when there is none,
  /// when it lasts all day (`lowest` above it) or when nothing changed.
  static func twilightChange(today: CivilDate, highest: Double, lowest: Double, sun: SunCalculator) -> Int? {
    guard let threshold = twilightAltitude(highest: highest), lowest < threshold else { return nil }
    let now = sun.crossings(on: today, altitude: threshold).secondsAbove
    let before = sun.crossings(on: today.adding(days: -1), altitude: threshold).secondsAbove
    let change = Int(now.rounded()) - Int(before.rounded())
    return change == 0 ? nil : change
  }

  /// The altitude's trend worth saying: +1 higher than yesterday, -1 lower, 0 when it changed by
  /// less than the 0.1° the message shows (around the solstice).
  public var trend: Int {
    altitudeChange >= 0.05 ? 1 : (altitudeChange <= -0.05 ? -1 : 0)
  }

  /// `abs(altitude)` with one decimal and a degree sign, in `language`'s decimal mark:
  /// "10.2°", "10,2°".
  public func degrees(in language: any Localization) -> String {
    let tenths = Int((abs(altitude) * 10).rounded())
    return language.decimalMarked("\(tenths / 10).\(tenths % 10)") + "°"
  }

  /// The Sun's ``altitude`` is above the horizon (midnight sun: it can dip a little below and still
  /// show, refraction lifting it).
  public var isAboveHorizon: Bool { altitude >= 0.05 }
}
