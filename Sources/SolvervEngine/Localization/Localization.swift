/// The words Solverv shows, in one language.
///
/// To add a language, write one file with a type conforming to this protocol (copy
/// `English.swift`) and add it to ``Languages/all``. Everything shown to people comes through
/// here; names of kinds and JSON keys never do.
public protocol Localization: Sendable {
  /// BCP 47 code: `en`, `nb`.
  var code: String { get }
  /// The language's own name for itself.
  var nativeName: String { get }

  /// "Spring equinox", "Vintersolverv": the event named for the season it begins.
  func eventName(_ season: Season, isSolstice: Bool) -> String
  /// "Spring", "Vinter".
  func seasonName(_ season: Season) -> String
  /// The season description of the origin design ("Longest day of the year", …).
  func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String
  /// Short month name, 1 = January ("Dec", "des.").
  func monthAbbreviation(_ month: Int) -> String
  /// A short date such as "Dec 21" / "21. des.".
  func shortDate(_ date: CivilDate) -> String
}

extension Localization {
  /// The hemisphere-aware name of a solstice or equinox.
  public func name(of kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    eventName(Season(beginningAt: kind, in: hemisphere), isSolstice: kind.isSolstice)
  }
}

/// The registry of languages.
public enum Languages {
  /// Every language Solverv speaks, English first (the default).
  public static let all: [any Localization] = [English(), NorwegianBokmal()]

  /// The language for a code (`en`, `nb`, also `en_GB.UTF-8`-style locale names), or nil.
  public static func named(_ code: String) -> (any Localization)? {
    let base = code.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" || $0 == "@" }).first
      .map { $0.lowercased() } ?? ""
    let normalized = base == "no" || base == "nn" ? "nb" : base
    return all.first { $0.code == normalized }
  }

  public static var codes: [String] { all.map(\.code) }
}
