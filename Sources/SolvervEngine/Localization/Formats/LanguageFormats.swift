/// The defaults of the formats part of ``Localization``: what most of the six languages write.
/// English and the languages that differ override them in `Formats/<Language>+Formats.swift`.
extension Localization {
  /// Duden/DIN 5008, Språkrådet (no, se), Dansk Sprognævn and Kotus: a space before "%". A
  /// no-break space (U+00A0), so a bar or a tooltip never wraps between the number and its sign.
  public func percent(_ number: String) -> String { number + "\u{00A0}%" }

  /// The typographic minus, U+2212, which all five style guides ask for in a negative number.
  public var minusSign: String { "\u{2212}" }

  public var timeSeparator: String { ":" }

  public func dateAndTime(date: String, time: String) -> String { date + " " + time }

  /// CLDR's abbreviated day periods where the language has its own (`CLDRFormats`), else English's.
  public var dayPeriods: (am: String, pm: String) { CLDRFormats.dayPeriods[code] ?? ("AM", "PM") }

  public func zoneAbbreviation(_ abbreviation: String) -> String {
    CLDRFormats.zoneAbbreviations[code]?[abbreviation] ?? abbreviation
  }

  /// `text` with a leading ASCII "-" written as the language's minus sign ("-4 min" → "−4 min").
  public func minusMarked(_ text: String) -> String {
    guard text.hasPrefix("-"), minusSign != "-" else { return text }
    return minusSign + text.dropFirst()
  }
}

/// The 12-hour clock: "2:46 PM", Swedish "2:46 em", Finnish "2.46 ip.".
public enum TwelveHourClock {
  public static func text(_ local: LocalDateTime, separator: String, periods: (am: String, pm: String)) -> String {
    let hour = local.hour % 12 == 0 ? 12 : local.hour % 12
    return "\(hour)\(separator)\(pad(local.minute, 2)) \(local.hour < 12 ? periods.am : periods.pm)"
  }
}

/// A time with seconds in the language's separator, for the `sun` table: "05:58:23",
/// Danish and Finnish "05.58.23".
extension Localization {
  public func timeWithSeconds(_ local: LocalDateTime) -> String {
    [pad(local.hour, 2), pad(local.minute, 2), pad(local.second, 2)].joined(separator: timeSeparator)
  }
}
