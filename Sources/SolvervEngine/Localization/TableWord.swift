/// The words of the inspection commands' text tables (`events --format text`, `sun --format
/// text`): column headings, the sun table's title and the cells of a day without a crossing.
/// JSON keys never come from here.
public enum TableWord: String, CaseIterable, Sendable {
  case event, localTime, utc
  /// The sun table's title: "Sun at" PLACE ", times in" ZONE.
  case sunAt, timesIn
  case date, offset
  case astronomicalDawn, nauticalDawn, civilDawn, sunrise, noon, sunset, civilDusk, nauticalDusk, astronomicalDusk
  case dayLength
  /// `sun --altitude N`'s columns, before "N°": the rising through N, the setting, the time above.
  case altitudeRise, altitudeSet, timeAbove
  /// A cell whose crossing does not happen: the Sun stays above (below) that altitude all day.
  case upAllDay, downAllDay
  /// The `locate` table's columns.
  case name, region, country, latitude, longitude, timeZone, population
  /// The `locate` table's last column: the label that finds the place again ("Bergen, Vestland, NO").
  case place
}

extension DurationText {
  /// `hours`, `minutes`, `seconds` (nil: not shown) with the language's unit words, zero units
  /// left out ("7 t 3 min", "12 t 5 sek"); "0 min" when every unit is zero, or "0 t" with
  /// `zeroInHours` (a polar night's day length: "Dagslengde 0 t", not "0 sek").
  public static func spelled(hours: Int, minutes: Int, seconds: Int?, units: [String], zeroInHours: Bool = false) -> String {
    var parts: [String] = []
    if hours != 0 { parts.append("\(hours) \(units[0])") }
    if minutes != 0 { parts.append("\(minutes) \(units[1])") }
    if let seconds, seconds != 0 { parts.append("\(seconds) \(units[2])") }
    if parts.isEmpty { return "0 \(units[zeroInHours ? 0 : (seconds == nil ? 1 : 2)])" }
    return parts.joined(separator: " ")
  }
}
