/// A POSIX TZ rule string (`CET-1CEST,M3.5.0,M10.5.0/3`), as found in the footer of TZif files.
///
/// Covers POSIX.1-2017 plus the RFC 8536 extensions: `<+0545>` quoted names, negative and
/// over-24-hour transition times (`M3.5.0/-2`, `J365/25`). Note the POSIX sign: `CET-1` means one
/// hour *east* of UTC; ``standardOffset`` stores seconds east, as the rest of Solverv does.
struct PosixTimeZoneRule: Sendable, Hashable {
  let standardName: String
  /// Seconds east of UTC in standard time.
  let standardOffset: Int
  let daylight: Daylight?

  struct Daylight: Sendable, Hashable {
    let name: String
    /// Seconds east of UTC in summer time.
    let offset: Int
    let start: TransitionDate
    /// Seconds after local (standard) midnight of the start day.
    let startTime: Int
    let end: TransitionDate
    /// Seconds after local (daylight) midnight of the end day.
    let endTime: Int
  }

  enum TransitionDate: Sendable, Hashable {
    /// `Jn`: day 1…365, 29 February never counted.
    case julianNoLeap(Int)
    /// `n`: day 0…365, 29 February counted.
    case zeroBasedDay(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = last) of month `m`.
    case monthWeekDay(month: Int, week: Int, weekday: Int)

    func date(in year: Int) -> CivilDate {
      switch self {
      case .julianNoLeap(let n):
        var day = n
        if CivilDate.isLeapYear(year), n >= 60 { day += 1 }
        return CivilDate(year: year, month: 1, day: 1)!.adding(days: day - 1)
      case .zeroBasedDay(let n):
        return CivilDate(year: year, month: 1, day: 1)!.adding(days: n)
      case .monthWeekDay(let month, let week, let weekday):
        let first = CivilDate(year: year, month: month, day: 1)!
        let firstWeekday = first.isoWeekday % 7  // 0 = Sunday
        var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
        let length = CivilDate.daysInMonth(year: year, month: month)
        while day > length { day -= 7 }
        return CivilDate(year: year, month: month, day: day)!
      }
    }
  }

  /// Seconds east of UTC at `seconds`.
  func offset(at seconds: Int64) -> Int {
    guard let daylight else { return standardOffset }
    return isSummer(at: seconds, daylight) ? daylight.offset : standardOffset
  }

  func localTimeType(at seconds: Int64) -> TimeZoneRules.LocalTimeType {
    let standard = TimeZoneRules.LocalTimeType(
      utcOffset: standardOffset, isDaylightSaving: false, abbreviation: standardName)
    guard let daylight else { return standard }
    let summer = TimeZoneRules.LocalTimeType(
      utcOffset: daylight.offset, isDaylightSaving: true, abbreviation: daylight.name)
    return isSummer(at: seconds, daylight) ? summer : standard
  }

  /// Whether summer time is in force at `seconds`. The changes of the neighbouring years count
  /// too: a transition time past 24:00 or below 00:00 can move a change across New Year, and
  /// southern summers span it.
  private func isSummer(at seconds: Int64, _ daylight: Daylight) -> Bool {
    let year = CivilDate(daysSince1970: floorDivide(seconds + Int64(standardOffset), 86_400)).year
    var latestInstant = Int64.min
    var latestIsSummer = false
    for y in (year - 2)...(year + 1) {
      let (start, end) = changes(in: y, daylight)
      if start <= seconds, start >= latestInstant { (latestInstant, latestIsSummer) = (start, true) }
      if end <= seconds, end >= latestInstant { (latestInstant, latestIsSummer) = (end, false) }
    }
    return latestIsSummer
  }

  /// The UT instants at which summer time starts and ends in `year`.
  private func changes(in year: Int, _ daylight: Daylight) -> (start: Int64, end: Int64) {
    let start =
      daylight.start.date(in: year).daysSince1970 * 86_400 + Int64(daylight.startTime)
      - Int64(standardOffset)
    let end =
      daylight.end.date(in: year).daysSince1970 * 86_400 + Int64(daylight.endTime)
      - Int64(daylight.offset)
    return (start, end)
  }
}

extension PosixTimeZoneRule {
  /// Parses a rule; nil when it is not valid POSIX TZ syntax.
  init?(_ text: String) {
    var scanner = RuleScanner(bytes: Array(text.utf8))
    guard let standardName = scanner.name(), let standardWest = scanner.offset() else { return nil }
    self.standardName = standardName
    self.standardOffset = -standardWest
    if scanner.atEnd {
      self.daylight = nil
      return
    }
    guard let daylightName = scanner.name() else { return nil }
    var daylightOffset = standardOffset + 3_600
    if !scanner.atEnd, scanner.peek != UInt8(ascii: ",") {
      guard let west = scanner.offset() else { return nil }
      daylightOffset = -west
    }
    // POSIX leaves the default rule to the implementation; this is the current US rule.
    var start = TransitionDate.monthWeekDay(month: 3, week: 2, weekday: 0)
    var end = TransitionDate.monthWeekDay(month: 11, week: 1, weekday: 0)
    var startTime = 7_200
    var endTime = 7_200
    if !scanner.atEnd {
      guard scanner.consume(","), let s = scanner.transitionDate() else { return nil }
      start = s
      if scanner.consume("/") {
        guard let t = scanner.offset(maxHours: 167) else { return nil }
        startTime = t
      }
      guard scanner.consume(","), let e = scanner.transitionDate() else { return nil }
      end = e
      if scanner.consume("/") {
        guard let t = scanner.offset(maxHours: 167) else { return nil }
        endTime = t
      }
    }
    guard scanner.atEnd else { return nil }
    self.daylight = Daylight(
      name: daylightName, offset: daylightOffset, start: start, startTime: startTime, end: end,
      endTime: endTime)
  }
}

/// A cursor over the bytes of a TZ rule.
private struct RuleScanner {
  let bytes: [UInt8]
  var position = 0

  var atEnd: Bool { position >= bytes.count }
  var peek: UInt8? { atEnd ? nil : bytes[position] }

  mutating func consume(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue, peek == ascii else { return false }
    position += 1
    return true
  }

  /// `std`/`dst`: three or more letters, or `<…>` with letters, digits, `+` and `-`.
  mutating func name() -> String? {
    if consume("<") {
      let start = position
      while let b = peek, b != UInt8(ascii: ">") {
        guard isAlphaNumeric(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") else {
          return nil
        }
        position += 1
      }
      let name = String(decoding: bytes[start..<position], as: UTF8.self)
      guard consume(">"), name.utf8.count >= 3 else { return nil }
      return name
    }
    let start = position
    while let b = peek, isLetter(b) { position += 1 }
    guard position - start >= 3 else { return nil }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// `[+-]hh[:mm[:ss]]` in seconds (sign as written).
  mutating func offset(maxHours: Int = 24) -> Int? {
    var sign = 1
    if consume("-") { sign = -1 } else { _ = consume("+") }
    guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
    var seconds = hours * 3_600
    if consume(":") {
      guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
      seconds += minutes * 60
      if consume(":") {
        guard let secs = number(maxDigits: 2), secs < 60 else { return nil }
        seconds += secs
      }
    }
    return sign * seconds
  }

  mutating func transitionDate() -> PosixTimeZoneRule.TransitionDate? {
    if consume("J") {
      guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
      return .julianNoLeap(n)
    }
    if consume("M") {
      guard let m = number(maxDigits: 2), (1...12).contains(m), consume("."),
        let w = number(maxDigits: 1), (1...5).contains(w), consume("."),
        let d = number(maxDigits: 1), (0...6).contains(d)
      else { return nil }
      return .monthWeekDay(month: m, week: w, weekday: d)
    }
    guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
    return .zeroBasedDay(n)
  }

  private mutating func number(maxDigits: Int) -> Int? {
    let start = position
    var value = 0
    while let b = peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9"), position - start < maxDigits {
      value = value * 10 + Int(b - UInt8(ascii: "0"))
      position += 1
    }
    return position > start ? value : nil
  }

  private func isLetter(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
  }

  private func isAlphaNumeric(_ b: UInt8) -> Bool {
    isLetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }
}
