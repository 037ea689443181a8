/// How the place's clock compares with the clock of the machine showing it, at one instant: a
/// person in Oslo looking at Tokyo reads "JST, +8 h" beside the place, so the times shown are
/// not mistaken for their own. The system zone is an input (``SnapshotSettings/systemZone``);
/// the engine never asks the machine.
public struct ZoneComparison: Sendable, Equatable {
  /// The place's zone abbreviation at the instant, from its rules: "JST", "CEST", "+0545".
  public let abbreviation: String
  /// The place's UTC offset minus the system's, seconds: +28_800 for Tokyo seen from Oslo in
  /// winter.
  public let offsetFromSystem: Int

  public init(place: TimeZoneRules, system: TimeZoneRules, at instant: Instant) {
    let seconds = instant.roundedSeconds
    let type = place.localTimeType(at: seconds)
    abbreviation = type.abbreviation
    offsetFromSystem = type.utcOffset - system.offset(at: seconds)
  }

  /// The clocks differ: the place's times are not the system clock's. Zones with the same
  /// offset at the instant (Oslo and Berlin, Lagos and Berlin in winter) do not: their clocks
  /// read alike, so nothing is marked.
  public var differs: Bool { offsetFromSystem != 0 }

  /// "JST, +8 h" in `language` when the clocks differ, else nil; the abbreviation and the minus
  /// sign in the language's form ("MEZ, −1 Std.").
  public func marker(_ language: any Localization) -> String? {
    guard differs else { return nil }
    let difference = language.minusMarked(language.clockDifference(seconds: offsetFromSystem))
    return "\(language.zoneAbbreviation(abbreviation)), \(difference)"
  }

  /// The first whole second after `start` and at or before `end` where the comparison changes
  /// (either zone changes its offset or abbreviation), or nil when it is the same at `end`. A
  /// snapshot is valid for at most a day, so `end` is near; the search halves the interval (about
  /// 17 steps). Two changes that cancel out within the interval are not seen — no pair of zones
  /// in tzdata switches twice within one day.
  public static func nextChange(place: TimeZoneRules, system: TimeZoneRules, after start: Instant, before end: Instant)
    -> Instant?
  {
    let first = ZoneComparison(place: place, system: system, at: start)
    var low = start.roundedSeconds
    var high = end.roundedSeconds
    guard high > low, ZoneComparison(place: place, system: system, at: Instant(secondsSince1970: Double(high))) != first else {
      return nil
    }
    // Invariant: the comparison at `low` is the first's, at `high` it is not.
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if ZoneComparison(place: place, system: system, at: Instant(secondsSince1970: Double(middle))) == first {
        low = middle
      } else {
        high = middle
      }
    }
    return Instant(secondsSince1970: Double(high))
  }
}

extension Localization {
  /// "+8 h", "-5 h 30 min": how far the place's clock is ahead of the system's. A language
  /// may say it in its own words (Bokmål: "+8 t"); "h" reads in most.
  public func clockDifference(seconds: Int) -> String {
    ZoneComparison.signedHours(seconds, hour: "h")
  }
}

extension ZoneComparison {
  /// `seconds` as a signed hour count with `hour` as the unit, whole minutes after it in `minute`.
  public static func signedHours(_ seconds: Int, hour: String, minute: String = "min") -> String {
    let sign = seconds < 0 ? "-" : "+"
    let minutes = (abs(seconds) + 30) / 60
    let hours = "\(sign)\(minutes / 60) \(hour)"
    return minutes % 60 == 0 ? hours : "\(hours) \(minutes % 60) \(minute)"
  }
}
