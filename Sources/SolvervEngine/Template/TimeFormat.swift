/// A strftime subset for `{sunrise:%H:%M}`-style specs, localised through ``Localization``.
///
/// Supported: `%Y %y %m %d %e %H %I %M %S %p %b %B %a %A %u %V %j %x %Z %z %%`, and `%-m %-d %-H %-I`
/// without leading zeros. `%A` is the full weekday and `%x` the date as the language writes it
/// ("21. desember 2026"); `%u` the ISO weekday (1 = Monday), `%V` the ISO week number. Anything
/// else is rejected when the template is parsed.
public enum TimeFormat {
  static let directives: Set<Character> = [
    "Y", "y", "m", "d", "e", "H", "I", "M", "S", "p", "b", "B", "a", "A", "u", "V", "j", "x", "Z", "z", "%",
  ]
  static let unpaddable: Set<Character> = ["m", "d", "H", "I"]

  /// True when `pattern` uses only supported directives.
  public static func isValid(_ pattern: String) -> Bool {
    var iterator = pattern.makeIterator()
    var sawAnything = false
    while let c = iterator.next() {
      sawAnything = true
      guard c == "%" else { continue }
      guard var directive = iterator.next() else { return false }
      if directive == "-" {
        guard let next = iterator.next(), unpaddable.contains(next) else { return false }
        directive = next
      }
      guard directives.contains(directive) else { return false }
    }
    return sawAnything
  }

  /// True when `pattern` shows a time of day without seconds (`%H`, `%I`, `%M` or `%p` but no
  /// `%S`). Such a pattern writes the instant rounded to the nearest minute, its date parts
  /// included ("%d %b %H:%M" of 23:59:45 is the next day's 00:00, never the wrong day's). A
  /// pattern with seconds writes the instant to the second; a date alone is the calendar date.
  static func showsMinutes(_ pattern: String) -> Bool {
    var minutes = false
    var iterator = pattern.makeIterator()
    while let c = iterator.next() {
      guard c == "%", var directive = iterator.next() else { continue }
      if directive == "-", let next = iterator.next() { directive = next }
      switch directive {
      case "S": return false
      case "H", "I", "M", "p": minutes = true
      default: break
      }
    }
    return minutes
  }

  /// `instant` in `zone` written with `pattern` (rounded to the minute when the minute is the
  /// last unit it shows, see ``showsMinutes(_:)``).
  public static func format(
    _ instant: Instant, in zone: TimeZoneRules, pattern: String, language: any Localization
  ) -> String {
    let shown = showsMinutes(pattern) ? zone.nearestMinute(to: instant) : instant
    let local = zone.localDateTime(at: shown)
    var out = ""
    // A month name right after the day number ("%d. %B", "%-d %B") takes the form a language
    // uses there (Finnish "21. joulukuuta"); only punctuation and spaces may stand between.
    var afterDay = false
    var iterator = pattern.makeIterator()
    while let c = iterator.next() {
      guard c == "%", var directive = iterator.next() else {
        if !(c == " " || c == "." || c == "\u{A0}") { afterDay = false }
        out.append(c)
        continue
      }
      var padded = true
      if directive == "-", let next = iterator.next() {
        padded = false
        directive = next
      }
      func number(_ value: Int, _ width: Int) -> String { padded ? pad(value, width) : String(value) }
      defer { afterDay = directive == "d" || directive == "e" }
      switch directive {
      case "Y": out += String(local.date.year)
      case "y": out += pad(local.date.year % 100, 2)
      case "m": out += number(local.date.month, 2)
      case "d": out += number(local.date.day, 2)
      case "e": out += local.date.day < 10 ? " \(local.date.day)" : String(local.date.day)
      case "H": out += number(local.hour, 2)
      case "I": out += number(local.hour % 12 == 0 ? 12 : local.hour % 12, 2)
      case "M": out += pad(local.minute, 2)
      case "S": out += pad(local.second, 2)
      case "p": out += local.hour < 12 ? language.dayPeriods.am : language.dayPeriods.pm
      case "b": out += language.monthAbbreviation(local.date.month)
      case "B": out += afterDay ? language.monthNameAfterDay(local.date.month) : language.monthName(local.date.month)
      case "a": out += language.weekdayAbbreviation(local.date.isoWeekday)
      case "A": out += language.weekdayName(local.date.isoWeekday)
      case "u": out += String(local.date.isoWeekday)
      case "V": out += pad(isoWeek(local.date), 2)
      case "x": out += language.longDate(local.date)
      case "j": out += pad(local.date.ordinalDay, 3)
      case "Z": out += zone.localTimeType(at: shown.roundedSeconds).abbreviation
      case "z":
        let offset = ISO8601.offsetString(local.utcOffset)
        out += String(offset.prefix(6).filter { $0 != ":" })
      case "%": out += "%"
      default: out += "%" + String(directive)
      }
    }
    return out
  }

  /// The ISO 8601 week number, 1…53: the week with the year's first Thursday is week 1.
  static func isoWeek(_ date: CivilDate) -> Int {
    let week = (date.ordinalDay - date.isoWeekday + 10) / 7
    if week < 1 { return weeks(in: date.year - 1) }
    return week > weeks(in: date.year) ? 1 : week
  }

  /// 53 when the year starts on a Thursday, or is a leap year starting on a Wednesday; else 52.
  static func weeks(in year: Int) -> Int {
    func p(_ y: Int) -> Int { (y + y / 4 - y / 100 + y / 400) % 7 }
    return p(year) == 4 || p(year - 1) == 3 ? 53 : 52
  }
}
