/// How bright the sky is: the five bands of the daylight chart, darkest first.
///
/// Each band is "the Sun is above this many of the four event altitudes", so the bands nest: day
/// lies inside civil twilight, which lies inside nautical, which lies inside astronomical.
enum DaylightBand: Int, Sendable, CaseIterable, Comparable {
  case night, astronomicalTwilight, nauticalTwilight, civilTwilight, day

  static func < (lhs: DaylightBand, rhs: DaylightBand) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The sun phase the band draws (the legend names it with ``Localization/phaseName(_:)``).
  var phase: SunPhase {
    switch self {
    case .night: .night
    case .astronomicalTwilight: .astronomicalTwilight
    case .nauticalTwilight: .nauticalTwilight
    case .civilTwilight: .civilTwilight
    case .day: .day
    }
  }
}

/// A stretch of local clock time within one date, in seconds after 00:00 (0…86 400).
///
/// Clock time, not elapsed time: on a 23- or 25-hour daylight-saving day the column shows the
/// jump the wall clock makes, which is what people compare their sunrise with.
struct ClockSpan: Sendable, Hashable {
  var from: Double
  var to: Double
}

/// One contiguous piece of a column in one band.
struct BandSegment: Sendable, Hashable {
  let band: DaylightBand
  let span: ClockSpan
}

/// One date of the chart: when, on the local clock, the Sun is above each event altitude.
struct DaylightColumn: Sendable, Hashable {
  let date: CivilDate
  /// Index 0…3: above astronomical (−18°), nautical (−12°), civil (−6°), sunrise (−0.83°).
  /// Band `k + 1` is drawn over `above[k]`, in that order, on a night background.
  let above: [[ClockSpan]]

  /// Builds the column from the day's events alone (one `SunCalculator.day` call).
  ///
  /// Each altitude is crossed at most once in each direction in the day's window as far as the
  /// events tell, so its "above" set is one of: the whole day, nothing, `[rise, set]`, the two
  /// ends `[00:00, set] ∪ [rise, 24:00]` (set before rise, e.g. a dusk after midnight that
  /// belongs to yesterday's evening), or one end when only one direction happens that day
  /// (``SunEvent/otherDirectionOnly``). A second crossing in the same direction, possible only
  /// within minutes of a polar-circle transition, is not seen by the events and is left out.
  init(day: SunDay, zone: TimeZoneRules) {
    date = day.date
    let window = zone.dayInterval(day.date)
    let pairs: [(SunEvent, SunEvent)] = [
      (day.astronomicalDawn, day.astronomicalDusk), (day.nauticalDawn, day.nauticalDusk),
      (day.civilDawn, day.civilDusk), (day.sunrise, day.sunset),
    ]
    // A loop, not `pairs.map` with a nested `clock` closure: Debian's swiftlang 6.2.3 (built with
    // assertions) crashed on that in -O (SILCombine, "return locations are only allowed on
    // branch and return instructions").
    var above: [[ClockSpan]] = []
    for (rising, setting) in pairs {
      var rise: Double?
      var set: Double?
      if let instant = rising.instant {
        rise = DaylightColumn.clock(instant, on: day.date, window: window, zone: zone)
      }
      if let instant = setting.instant {
        set = DaylightColumn.clock(instant, on: day.date, window: window, zone: zone)
      }
      above.append(DaylightColumn.spansAbove(
        rising: rise, setting: set,
        risesFirst: (rising.instant ?? window.start) <= (setting.instant ?? window.end),
        allDay: rising == .alwaysUp || setting == .alwaysUp))
    }
    self.above = above
  }

  init(date: CivilDate, above: [[ClockSpan]]) {
    self.date = date
    self.above = above
  }

  /// The column as contiguous segments covering 00:00–24:00, each in the brightest band whose
  /// set contains it (the same result as painting the four sets over night, in order).
  var segments: [BandSegment] {
    var cuts: [Double] = [0, 86_400]
    for spans in above {
      for span in spans { cuts += [span.from, span.to] }
    }
    cuts = cuts.sorted()
    var result: [BandSegment] = []
    for i in 0..<(cuts.count - 1) where cuts[i + 1] > cuts[i] {
      let middle = (cuts[i] + cuts[i + 1]) / 2
      var band = DaylightBand.night
      for (k, spans) in above.enumerated()
      where spans.contains(where: { $0.from <= middle && middle < $0.to }) {
        band = DaylightBand(rawValue: k + 1) ?? .day
      }
      if let last = result.last, last.band == band {
        let merged = ClockSpan(from: last.span.from, to: cuts[i + 1])
        result[result.count - 1] = BandSegment(band: band, span: merged)
      } else {
        result.append(BandSegment(band: band, span: ClockSpan(from: cuts[i], to: cuts[i + 1])))
      }
    }
    return result
  }

  /// Seconds of clock time in `band`.
  func seconds(in band: DaylightBand) -> Double {
    segments.filter { $0.band == band }.reduce(0) { $0 + $1.span.to - $1.span.from }
  }

  /// The "above" set of one altitude from its rising and setting clock times (nil when not
  /// crossed that way). `risesFirst` orders them by instant, which the clock cannot do in the
  /// repeated hour of a 25-hour day.
  static func spansAbove(
    rising: Double?, setting: Double?, risesFirst: Bool, allDay: Bool
  ) -> [ClockSpan] {
    let spans: [ClockSpan]
    switch (rising, setting) {
    case (let r?, let s?) where risesFirst: spans = [ClockSpan(from: r, to: s)]
    case (let r?, let s?): spans = [ClockSpan(from: 0, to: s), ClockSpan(from: r, to: 86_400)]
    case (let r?, nil): spans = [ClockSpan(from: r, to: 86_400)]
    case (nil, let s?): spans = [ClockSpan(from: 0, to: s)]
    case (nil, nil): spans = allDay ? [ClockSpan(from: 0, to: 86_400)] : []
    }
    return spans.filter { $0.to > $0.from }
  }

  /// Local clock seconds of `instant` on `date`; the window's ends map to 00:00 and 24:00 (a day
  /// that begins at a skipped midnight starts its column at 00:00 all the same).
  static func clock(
    _ instant: Instant, on date: CivilDate, window: (start: Instant, end: Instant),
    zone: TimeZoneRules
  ) -> Double {
    if instant <= window.start { return 0 }
    if instant >= window.end { return 86_400 }
    let local = zone.localDateTime(at: instant)
    if local.date < date { return 0 }
    if local.date > date { return 86_400 }
    return Double(local.secondOfDay)
  }
}
