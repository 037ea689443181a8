public import SolvervConfig

/// The comments of the file `solverv-status config init` writes: the heading, each setting's
/// note after its allowed values, and the lines around the place and the formats. Each
/// language writes them in `ConfigFile/`; the keys, values and commands stay as TOML and the
/// shell read them.
public enum ConfigFilePhrase: Sendable, Equatable {
  /// The file's first lines (a "\n" between them; each line gets its "# ").
  case heading
  /// What a setting does, after its allowed values: "auto: from $LANG".
  case note(SettingNote)
  /// Before the commented coordinates under a city: "Or exact coordinates instead of a city:".
  case coordinatesInstead
  /// Before the commented city under coordinates: "Or a city from the bundled table instead
  /// (see `solverv-status locate NAME`):".
  case cityInstead
  /// The example place name of the commented coordinates: "Home".
  case exampleName
  /// Beside latitude and longitude: "north positive", "east positive".
  case northPositive, eastPositive
  /// The zone names no place (`reason` in English, the zone for the others); the lines
  /// before the commented `[location]` (a "\n" between them).
  case noPlaceYet(zone: String, reason: String)
  /// Before the commented `[format.…]` tables: "Per-format size and template (see …):".
  case formatsHeading
  /// The example template in the commented `[format.waybar]` table: "{icon} {days}d to {event}".
  case exampleTemplate
}
