import SolvervApp
import SolvervCommandWords
import SolvervConfig
import SolvervEngine

/// The commented config file `config init` writes: every setting of ``Setting/all``, commented
/// at its default with what it allows, and the place. The comments are in `language`
/// (``ConfigFilePhrase``); the keys and values are TOML's, the same in every language.
enum ConfigTemplate {
  static func text(place: InitialPlace, language: any Localization) -> String {
    """
    \(comment(language.configFilePhrase(.heading)))

    \(lines(table: nil, language: language))

    \(location(place, language: language))

    """ + formats(language) + tables(language)
  }

  /// Each settings table but the place's (`[notifications]`, `[theme]`), in ``Setting/all``'s order.
  static func tables(_ language: any Localization) -> String {
    var names: [String] = []
    for setting in Setting.all where setting.path.count == 2 && setting.path[0] != "location" {
      if !names.contains(setting.path[0]) { names.append(setting.path[0]) }
    }
    return names.map { "\n[\($0)]\n" + lines(table: $0, language: language) + "\n" }.joined()
  }

  /// One commented line per setting of `table` (nil: the top level): `# clock = "auto"` and,
  /// aligned after it, the allowed values and what the setting does.
  static func lines(table: String?, language: any Localization) -> String {
    Setting.settings(in: table).map { setting in
      let assignment = "# \(setting.path.last!) = \(setting.defaultValue.tomlText)"
      let comment = setting.comment(in: language)
      let allowed = setting.allowed(in: language)
      let note = comment.isEmpty ? allowed : allowed + " — " + comment
      let padding = String(repeating: " ", count: max(1, 26 - assignment.count))
      return assignment + padding + "# " + note
    }.joined(separator: "\n")
  }

  /// TEXT's lines as comments: "# " before each.
  private static func comment(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }.joined(separator: "\n")
  }

  /// The `[location]` lines: the place, and the other way to give one as comments.
  private static func location(_ place: InitialPlace, language: any Localization) -> String {
    let north = language.configFilePhrase(.northPositive)
    let east = language.configFilePhrase(.eastPositive)
    let example = """
      # name = \(Escaping.quoted(language.configFilePhrase(.exampleName), as: .toml))
      # latitude = 59.9139     # \(north)
      # longitude = 10.7522    # \(east)
      # timezone = "Europe/Oslo"
      """
    switch place {
    case .city(let city):
      return """
        [location]
        city = \(Escaping.quoted(city, as: .toml))
        \(comment(language.configFilePhrase(.coordinatesInstead)))
        \(example)
        """
    case .coordinates(let name, let coordinate, let zone):
      return """
        [location]
        name = \(Escaping.quoted(name, as: .toml))
        latitude = \(decimal(coordinate.latitude))     # \(north)
        longitude = \(decimal(coordinate.longitude))   # \(east)
        timezone = \(Escaping.quoted(zone, as: .toml))
        \(comment(language.configFilePhrase(.cityInstead)))
        # city = "Oslo"
        """
    case .none(let zone, let reason):
      return """
        \(comment(language.configFilePhrase(.noPlaceYet(zone: zone, reason: reason.replacingOccurrences("\n", " ")))))
        # [location]
        # city = "Oslo"
        \(example)
        """
    }
  }

  /// Degrees to 4 decimals (about 10 m), as TOML reads them.
  private static func decimal(_ value: Double) -> String {
    String((value * 10_000).rounded() / 10_000)
  }

  /// The commented per-format tables: an example of each key.
  private static func formats(_ language: any Localization) -> String {
    """

    \(comment(language.configFilePhrase(.formatsHeading)))
    # [format.waybar]
    # size = "small"
    # template = \(Escaping.quoted(language.configFilePhrase(.exampleTemplate), as: .toml))
    #
    # [format.polybar]
    # click = "notify-send solverv \\"$(solverv-status --size large)\\""

    """
  }
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
