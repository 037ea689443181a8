/// What a place's name is, so that each language can write it (`Location.name(in:)`): a name
/// is kept as it was typed, a bundled city takes CLDR's name in the language, and a place with
/// no name — the equator of a zone, a bare point — is written with the language's words,
/// decimal mark and compass letters rather than English ones.
public enum PlaceName: Sendable, Hashable {
  /// `Location.name` as it is in every language: typed or given (`--name`, the config's name,
  /// a city typed as "København" or "Göteborg").
  case asGiven
  /// A bundled city under its GeoNames name (`Location.name`), with CLDR's other names for it
  /// by language code ("da": "København"); a language without one shows the GeoNames name.
  case city(localized: [String: String])
  /// The equator on the meridian of a zone that names no place, the zone's standard offset
  /// from UTC in seconds.
  case equator(utcOffset: Int)
  /// A point given by its coordinates alone: `Location.coordinateName`.
  case coordinates
}

extension Location {
  /// The name to show a reader of `language`: "Copenhagen" in English, "København" in Danish,
  /// "Kööpenhamina" in Finnish; "Göteborg" everywhere when so typed; "68,5°N 23,25°Ø" in Bokmål.
  public func name(in language: any Localization) -> String {
    switch placeName {
    case .asGiven: return name
    case .city(let localized): return localized[language.code] ?? name
    case .equator(let offset): return language.equatorPlace(utcOffset: Self.utcOffsetName(offset))
    case .coordinates: return language.coordinates(Self.coordinateName(coordinate))
    }
  }

  /// "59.9139°N 10.7522°E": four decimals at most, the way the English name of a bare point reads.
  public static func coordinateName(_ c: Coordinate) -> String {
    func part(_ value: Double, _ positive: String, _ negative: String) -> String {
      "\((abs(value) * 10_000).rounded() / 10_000)°\(value < 0 ? negative : positive)"
    }
    return "\(part(c.latitude, "N", "S")) \(part(c.longitude, "E", "W"))"
  }

  /// "UTC", "UTC+05:30", "UTC−05:00" (with a minus sign).
  public static func utcOffsetName(_ seconds: Int) -> String {
    guard seconds != 0 else { return "UTC" }
    let minutes = abs(seconds) / 60
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "UTC\(seconds < 0 ? "−" : "+")\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
  }
}

extension Localization {
  /// English coordinates ("68.5°N 23.25°E") with the language's decimal mark and compass
  /// letters: "68,5°N 23,25°Ø", Finnish "68,5°P 23,25°I".
  public func coordinates(_ english: String) -> String {
    let letters: [Character] = ["N", "S", "E", "W"]
    return english.map { c -> String in
      if c == "." { return decimalSeparator }
      if let i = letters.firstIndex(of: c) { return compassLetters[i] }
      return String(c)
    }.joined()
  }
}

extension Localization {
  /// A whole number with the language's thousands separator: "41 915" (no-break space), de
  /// "41.915", English "41915".
  public func grouped(_ value: Int) -> String {
    thousandsSeparator.isEmpty ? String(value) : Self.grouped(value, thousandsSeparator)
  }
}
