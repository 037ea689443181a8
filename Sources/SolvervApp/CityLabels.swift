public import SolvervCities
public import SolvervEngine

extension CityTable {
  /// `label(of:)` in each language, for a message made before its language is known: the
  /// region takes CLDR's name in the language that reads it ("Gent, Flandern, BE" in German).
  public static func labelInEachLanguage(of city: City) -> NameInEachLanguage {
    NameInEachLanguage(english: Escaping.sanitized(label(of: city))) { code in
      Escaping.sanitized(label(of: city, in: code))
    }
  }
}
