/// A name that each language writes its own way (a place's label, whose region CLDR names per
/// language: "Gent, Flandern, BE" in German), carried in a phrase made before the language is
/// known. The other languages' forms are made only when asked for, so a phrase costs no lookups
/// in languages nobody reads.
public struct NameInEachLanguage: Sendable, Equatable, CustomStringConvertible {
  /// The English form (GeoNames' names), also what two names are compared by.
  public let english: String
  private let inLanguage: @Sendable (String) -> String

  /// `inLanguage` gives the name for a language code other than "en".
  public init(english: String, inLanguage: @escaping @Sendable (String) -> String) {
    self.english = english
    self.inLanguage = inLanguage
  }

  /// A name that is the same in every language.
  public init(_ name: String) { self.init(english: name) { _ in name } }

  /// The name as the language with `code` writes it.
  public func text(in code: String) -> String { code == "en" ? english : inLanguage(code) }

  public var description: String { english }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.english == rhs.english }
}
