/// The commented config file `config init` writes.
enum ConfigTemplate {
  static func text(city: String) -> String {
    let quoted = city.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"")
    return """
      # Solverv settings. `solverv-status config check` validates this file.

      # language = "en"        # en or nb (default: from $LANG)
      # clock = "24h"          # 24h or 12h
      # hemisphere = "auto"    # auto (from the latitude), north or south

      [location]
      city = "\(quoted)"
      # Or exact coordinates instead of a city:
      # name = "Home"
      # latitude = 59.9139     # north positive
      # longitude = 10.7522    # east positive
      # timezone = "Europe/Oslo"

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
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
