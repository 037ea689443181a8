/// The UTC offsets of one IANA time zone over all time, parsed from a TZif file (RFC 8536).
///
/// The engine never reads files: `SolvervSystem` loads the bytes of `/usr/share/zoneinfo/NAME`
/// and hands them here. Offsets come from the file's transition table, and for instants past the
/// table from its POSIX TZ footer rule (so 2500 in Europe/Oslo still has summer time). Instants
/// before the first transition use the file's first local time type, as RFC 8536 says.
///
/// A value type over shared immutable storage: places, snapshots and plans copy it freely, and a
/// copy costs one reference count, not one per table.
public struct TimeZoneRules: Sendable, Hashable {
  /// The IANA name (`Europe/Oslo`), or a descriptive name for fixed zones (`UTC`, `+05:45`).
  public var identifier: String { storage.identifier }
  /// Transition instants, seconds since 1970 UT, ascending.
  var transitions: [Int64] { storage.transitions }
  var types: [LocalTimeType] { storage.types }
  var footer: PosixTimeZoneRule? { storage.footer }

  private let storage: Storage

  /// The parsed tables, shared by every copy.
  final class Storage: Sendable {
    let identifier: String
    let transitions: [Int64]
    /// The local time type in force from each transition on (index into `types`).
    let typeAfterTransition: [UInt8]
    /// The offset in force from each transition on: the hot path reads only this.
    let offsetAfterTransition: [Int32]
    let types: [LocalTimeType]
    /// The type in force before the first transition.
    let initialType: LocalTimeType
    /// How offsets continue after the last transition.
    let footer: PosixTimeZoneRule?

    init(
      identifier: String, transitions: [Int64], typeAfterTransition: [UInt8], types: [LocalTimeType],
      initialType: LocalTimeType, footer: PosixTimeZoneRule?
    ) {
      self.identifier = identifier
      self.transitions = transitions
      self.typeAfterTransition = typeAfterTransition
      self.offsetAfterTransition = typeAfterTransition.map { Int32(types[Int($0)].utcOffset) }
      self.types = types
      self.initialType = initialType
      self.footer = footer
    }
  }

  public static func == (lhs: TimeZoneRules, rhs: TimeZoneRules) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.identifier == rhs.identifier && lhs.transitions == rhs.transitions
        && lhs.storage.typeAfterTransition == rhs.storage.typeAfterTransition && lhs.types == rhs.types
        && lhs.storage.initialType == rhs.storage.initialType && lhs.footer == rhs.footer)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(transitions.count)
  }

  /// One kind of local time: its offset east of UTC, whether it is summer time, its abbreviation.
  public struct LocalTimeType: Sendable, Hashable {
    public let utcOffset: Int
    public let isDaylightSaving: Bool
    public let abbreviation: String
  }

  /// A zone that keeps one offset forever (`UTC`, or a test's `+05:45`).
  public static func fixed(offsetSeconds: Int, identifier: String? = nil) -> TimeZoneRules {
    let name = identifier ?? (offsetSeconds == 0 ? "UTC" : ISO8601.offsetString(offsetSeconds))
    let type = LocalTimeType(utcOffset: offsetSeconds, isDaylightSaving: false, abbreviation: name)
    return TimeZoneRules(
      identifier: name, transitions: [], typeAfterTransition: [], types: [type],
      initialType: type, footer: nil)
  }

  /// Coordinated Universal Time.
  public static let utc = TimeZoneRules.fixed(offsetSeconds: 0)

  init(
    identifier: String, transitions: [Int64], typeAfterTransition: [UInt8],
    types: [LocalTimeType], initialType: LocalTimeType, footer: PosixTimeZoneRule?
  ) {
    storage = Storage(
      identifier: identifier, transitions: transitions, typeAfterTransition: typeAfterTransition,
      types: types, initialType: initialType, footer: footer)
  }

  /// A zone given only by a POSIX TZ string such as `CET-1CEST,M3.5.0,M10.5.0/3` (the `TZ`
  /// environment variable may hold one).
  public init(identifier: String, posixRule: String) throws(TimeZoneError) {
    guard let rule = PosixTimeZoneRule(posixRule) else {
      throw TimeZoneError.invalidPosixRule(posixRule)
    }
    let standard = LocalTimeType(
      utcOffset: rule.standardOffset, isDaylightSaving: false, abbreviation: rule.standardName)
    self.init(
      identifier: identifier, transitions: [], typeAfterTransition: [], types: [standard],
      initialType: standard, footer: rule)
  }

  // MARK: Offsets

  /// The local time type in force at `seconds` (UT, since 1970).
  public func localTimeType(at seconds: Int64) -> LocalTimeType {
    let storage = self.storage
    if let last = storage.transitions.last, seconds >= last, let footer = storage.footer {
      return footer.localTimeType(at: seconds)
    }
    if storage.transitions.isEmpty {
      return storage.footer?.localTimeType(at: seconds) ?? storage.initialType
    }
    let index = lastTransition(atOrBefore: seconds)
    return index < 0 ? storage.initialType : storage.types[Int(storage.typeAfterTransition[index])]
  }

  /// Seconds east of UTC at `seconds` since 1970 (UT). The hot path of every local date: no
  /// strings are touched.
  public func offset(at seconds: Int64) -> Int {
    let storage = self.storage
    if let last = storage.transitions.last, seconds >= last, let footer = storage.footer {
      return footer.offset(at: seconds)
    }
    if storage.transitions.isEmpty {
      return storage.footer?.offset(at: seconds) ?? storage.initialType.utcOffset
    }
    let index = lastTransition(atOrBefore: seconds)
    return index < 0 ? storage.initialType.utcOffset : Int(storage.offsetAfterTransition[index])
  }

  /// Index of the last transition at or before `seconds`, or -1.
  private func lastTransition(atOrBefore seconds: Int64) -> Int {
    storage.transitions.withUnsafeBufferPointer { transitions in
      var low = 0
      var high = transitions.count
      while low < high {
        let mid = (low + high) / 2
        if transitions[mid] <= seconds { low = mid + 1 } else { high = mid }
      }
      return low - 1
    }
  }

  /// Seconds east of UTC at `instant` (taken at its whole second, as every output is).
  public func offset(at instant: Instant) -> Int {
    offset(at: instant.roundedSeconds)
  }

  // MARK: Local calendar

  /// The local calendar date at `instant`.
  public func localDate(at instant: Instant) -> CivilDate {
    localDateTime(at: instant).date
  }

  /// Local date, time of day and offset at `instant`, rounded to the whole second.
  public func localDateTime(at instant: Instant) -> LocalDateTime {
    let seconds = instant.roundedSeconds
    let offset = offset(at: seconds)
    let local = seconds + Int64(offset)
    return LocalDateTime(
      date: CivilDate(daysSince1970: floorDivide(local, 86_400)),
      secondOfDay: Int(floorModulo(local, 86_400)), utcOffset: offset)
  }

  /// The wall-clock reading at `instant` rounded to the nearest minute, for every display whose
  /// last unit is the minute ("14:46", "2:46 PM", "Mar 20, 2026 2:46 PM").
  ///
  /// The instant is rounded (from its whole second, as shown to the second elsewhere: 30 s rounds
  /// up), then read in the zone, so the date and the offset are those of the rounded moment: a
  /// sunset at 23:59:45 reads 00:00 of the next day, and 01:59:45 just before clocks jump from
  /// 02:00 to 03:00 reads 03:00. Zones whose offset is not whole minutes (old local mean times)
  /// round their local reading, not UTC's.
  public func localDateTimeToTheMinute(at instant: Instant) -> LocalDateTime {
    localDateTime(at: nearestMinute(to: instant))
  }

  /// The instant at which this zone's clocks read the whole minute nearest to `instant` (see
  /// ``localDateTimeToTheMinute(at:)``).
  public func nearestMinute(to instant: Instant) -> Instant {
    let seconds = instant.roundedSeconds
    let offset = Int64(offset(at: seconds))
    let local = floorDivide(seconds + offset + 30, 60) * 60
    return Instant(secondsSince1970: Double(local - offset))
  }

  /// The first instant of the local calendar day `date`.
  ///
  /// Usually local midnight; when a daylight-saving change skips midnight (Santiago, Havana,
  /// Beirut) it is the moment of the change, and when midnight happens twice it is the first.
  /// This is the start of the sun-times window of `../shared/reference/README.md`.
  public func startOfDay(_ date: CivilDate) -> Instant {
    instant(for: date, secondOfDay: 0)
  }

  /// The instant at which local clocks read `secondOfDay` seconds past midnight on `date`.
  ///
  /// A reading that happens twice (clocks turned back) gives the first; one that never happens
  /// (clocks jumped over it) gives the moment of the jump, the first instant at or past it.
  public func instant(for date: CivilDate, secondOfDay: Int) -> Instant {
    let local = date.daysSince1970 * 86_400 + Int64(secondOfDay)
    let span: Int64 = 16 * 3_600  // wider than any UTC offset ever used
    var best: Int64? = nil
    let guesses = [
      offset(at: local - span), offset(at: local + span), offset(at: local - Int64(offset(at: local))),
    ]
    for guess in guesses {
      let candidate = local - Int64(guess)
      if offset(at: candidate) == guess, best.map({ candidate < $0 }) ?? true {
        best = candidate
      }
    }
    if let best { return Instant(secondsSince1970: Double(best)) }
    // The reading falls in a gap: take the first second whose local time is at or past it.
    // Local time only moves forward across a gap, so bisect.
    var low = local - span
    var high = local + span
    while low < high {
      let mid = low + (high - low) / 2
      if mid + Int64(offset(at: mid)) >= local { high = mid } else { low = mid + 1 }
    }
    return Instant(secondsSince1970: Double(low))
  }

  /// The local day `date` as a half-open interval of instants: `[start of date, start of next)`.
  /// 24 hours long on most days, 23 or 25 when daylight-saving time changes.
  public func dayInterval(_ date: CivilDate) -> (start: Instant, end: Instant) {
    (startOfDay(date), startOfDay(date.adding(days: 1)))
  }
}

/// A wall-clock reading in some zone.
public struct LocalDateTime: Sendable, Hashable {
  public let date: CivilDate
  /// Seconds since local midnight, 0..<86400.
  public let secondOfDay: Int
  /// Seconds east of UTC.
  public let utcOffset: Int

  public var hour: Int { secondOfDay / 3_600 }
  public var minute: Int { secondOfDay / 60 % 60 }
  public var second: Int { secondOfDay % 60 }
}

/// Why a time zone could not be used.
public enum TimeZoneError: Error, Sendable, Equatable, CustomStringConvertible {
  case notTZif(String)
  case truncated(String)
  case invalidPosixRule(String)

  public var description: String {
    switch self {
    case .notTZif(let name): return "\(name) is not a TZif time-zone file"
    case .truncated(let name): return "\(name) is a damaged TZif file (truncated or inconsistent)"
    case .invalidPosixRule(let rule): return "'\(rule)' is not a valid POSIX TZ rule"
    }
  }
}
