/// A calendar date in the proleptic Gregorian calendar, with no time and no zone.
///
/// Solverv uses the Gregorian calendar for every year it supports (1000–3000), as ISO 8601 and
/// the reference data do, even before 1582.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// A validated date, or nil when the month or day does not exist (2025-02-29, 2026-13-01).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1,
      day <= CivilDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `daysSince1970` days after 1970-01-01 (negative before it).
  ///
  /// Howard Hinnant's `civil_from_days` algorithm, which is exact for every proleptic Gregorian
  /// date.
  public init(daysSince1970: Int64) {
    let z = daysSince1970 + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let d = dayOfYear - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.year = Int(yearOfEra + era * 400 + (m <= 2 ? 1 : 0))
    self.month = Int(m)
    self.day = Int(d)
  }

  /// Days since 1970-01-01 (Hinnant's `days_from_civil`).
  public var daysSince1970: Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` days later (earlier when negative).
  public func adding(days: Int) -> CivilDate {
    CivilDate(daysSince1970: daysSince1970 + Int64(days))
  }

  /// Whole calendar days from `self` to `other` (positive when `other` is later).
  public func days(to other: CivilDate) -> Int {
    Int(other.daysSince1970 - daysSince1970)
  }

  /// ISO weekday: 1 = Monday … 7 = Sunday.
  public var isoWeekday: Int {
    Int(floorModulo(daysSince1970 + 3, 7)) + 1
  }

  /// Day of the year, 1 = 1 January.
  public var ordinalDay: Int {
    CivilDate(year: year, month: 1, day: 1)!.days(to: self) + 1
  }

  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Parses exactly `YYYY-MM-DD` (four-digit year) and checks that the date exists.
  public init?(iso text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let y = parseDigits(bytes[0..<4]), let m = parseDigits(bytes[5..<7]),
      let d = parseDigits(bytes[8..<10])
    else { return nil }
    self.init(year: y, month: m, day: d)
  }
}

/// Decimal digits only, no sign, no spaces.
func parseDigits(_ bytes: ArraySlice<UInt8>) -> Int? {
  guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
  var value = 0
  for b in bytes {
    guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
    value = value * 10 + Int(b - UInt8(ascii: "0"))
  }
  return value
}

/// Zero-padded decimal (a sign first for negatives).
func pad(_ value: Int, _ width: Int) -> String {
  let digits = String(value.magnitude)
  let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
  return value < 0 ? "-" + padded : padded
}
