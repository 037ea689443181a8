import SolvervApp
import SolvervConfig
import SolvervEngine

/// The commented config file `config init` writes: every setting of ``Setting/all``, commented
/// at its default with what it allows, and the place.
enum ConfigTemplate {
  static func text(place: InitialPlace) -> String {
    """
    # Solverv settings. `solverv-status config check` validates this file; `config set KEY VALUE`
    # changes one setting and keeps the rest.

    \(lines(table: nil))

    \(location(place))

    """ + formats + tables
  }

  /// Each settings table but the place's (`[notifications]`, `[theme]`), in ``Setting/all``'s order.
  static var tables: String {
    var names: [String] = []
    for setting in Setting.all where setting.path.count == 2 && setting.path[0] != "location" {
      if !names.contains(setting.path[0]) { names.append(setting.path[0]) }
    }
    return names.map { "\n[\($0)]\n" + lines(table: $0) + "\n" }.joined()
  }

  /// One commented line per setting of `table` (nil: the top level): `# clock = "auto"` and,
  /// aligned after it, the allowed values and what the setting does.
  static func lines(table: String?) -> String {
    Setting.settings(in: table).map { setting in
      let assignment = "# \(setting.path.last!) = \(setting.defaultValue.tomlText)"
      let note = setting.comment.isEmpty ? setting.allowed : setting.allowed + " — " + setting.comment
      let padding = String(repeating: " ", count: max(1, 26 - assignment.count))
      return assignment + padding + "# " + note
    }.joined(separator: "\n")
  }

  /// The `[location]` lines: the place, and the other way to give one as comments.
  private static func location(_ place: InitialPlace) -> String {
    switch place {
    case .city(let city):
      return """
        [location]
        city = \(Escaping.quoted(city, as: .toml))
        # Or exact coordinates instead of a city:
        # name = "Home"
        # latitude = 59.9139     # north positive
        # longitude = 10.7522    # east positive
        # timezone = "Europe/Oslo"
        """
    case .coordinates(let name, let coordinate, let zone):
      return """
        [location]
        name = \(Escaping.quoted(name, as: .toml))
        latitude = \(decimal(coordinate.latitude))     # north positive
        longitude = \(decimal(coordinate.longitude))   # east positive
        timezone = \(Escaping.quoted(zone, as: .toml))
        # Or a city from the bundled table instead (see `solverv-status locate NAME`):
        # city = "Oslo"
        """
    case .none(let reason):
      return """
        # No place yet: \(reason.replacingOccurrences("\n", " ")). Sun times need one: uncomment
        # [location] and set a city (see `solverv-status locate NAME`) or exact coordinates.
        # [location]
        # city = "Oslo"
        # name = "Home"
        # latitude = 59.9139     # north positive
        # longitude = 10.7522    # east positive
        # timezone = "Europe/Oslo"
        """
    }
  }

  /// Degrees to 4 decimals (about 10 m), as TOML reads them.
  private static func decimal(_ value: Double) -> String {
    String((value * 10_000).rounded() / 10_000)
  }

  private static let formats = """

    # Per-format size and template (see `solverv-status formats --placeholders`):
    # [format.waybar]
    # size = "small"
    # template = "{icon} {days}d to {event}"
    #
    # [format.polybar]
    # click = "notify-send solverv \\"$(solverv-status --size large)\\""

    """
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstOccurrence(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
