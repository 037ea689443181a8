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
