/// A strftime subset for `{sunrise:%H:%M}`-style specs, localised through ``Localization``.
///
/// Supported: `%Y %y %m %d %e %H %I %M %S %p %b %B %a %j %Z %z %%`, and `%-m %-d %-H %-I` without
/// leading zeros. Anything else is rejected when the template is parsed.
public enum TimeFormat {
  static let directives: Set<Character> = ["Y", "y", "m", "d", "e", "H", "I", "M", "S", "p", "b", "B", "a", "j", "Z", "z", "%"]
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
      case "p": out += local.hour < 12 ? "AM" : "PM"
      case "b": out += language.monthAbbreviation(local.date.month)
      case "B": out += afterDay ? language.monthNameAfterDay(local.date.month) : language.monthName(local.date.month)
      case "a": out += language.weekdayAbbreviation(local.date.isoWeekday)
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
}
