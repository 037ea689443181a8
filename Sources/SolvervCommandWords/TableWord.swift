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
