import SolvervApp
import SolvervEngine

/// The commented config file `config init` writes.
enum ConfigTemplate {
  static func text(place: InitialPlace) -> String {
    """
    # Solverv settings. `solverv-status config check` validates this file.

    # language = "en"        # en, nb, sv, da, fi or de (default: from $LANG)
    # clock = "24h"          # 24h or 12h
    # hemisphere = "auto"    # auto (from the latitude), north or south

    \(location(place))

    """ + rest
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

  private static let rest = """

    # Per-format size and template (see `solverv-status formats --placeholders`):
    # [format.waybar]
    # size = "small"
    # template = "{icon} {days}d to {event}"
    #
    # [format.polybar]
    # click = "notify-send solverv \\"$(solverv-status --size large)\\""

    [notifications]
    enabled = true
    at = "sunrise"           # sunrise, sunset or HH:MM
    daily_change = true      # "+2 min today"
    since_solstice = true    # "+47 min since Dec 21"
    summer_mode = false      # pause after the summer solstice, resume at the winter one
    sad = false              # no notifications while days get shorter

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
