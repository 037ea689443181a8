public import SolvervEngine

/// A type a status option's value is read as. The fast parser reads it with
/// ``init(optionText:)``; swift-argument-parser reads the same types (they conform to its
/// `ExpressibleByArgument` in `solverv-status`), so both parsers accept exactly the same values.
public protocol StatusOptionValue: Sendable {
  /// The value for `text`, or nil when `text` is not one of the allowed values.
  init?(optionText text: String)
  /// Every accepted spelling, for help, completions and the error message; empty when the
  /// values are open (a number, a name, a path).
  static var allowedValues: [String] { get }
}

extension StatusOptionValue where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
  public init?(optionText text: String) { self.init(rawValue: text) }
  public static var allowedValues: [String] { allCases.map(\.rawValue) }
}

extension WidgetSize: StatusOptionValue {}
extension Hemisphere: StatusOptionValue {}

/// `--clock`: 24 or 12 hours, or `auto`, over the config's `clock`. `auto` is a nil style here as
/// in the config (``SolvervConfig/clock``): the one form of "auto", which ``Plan`` alone turns
/// into the locale's clock or the language's.
public struct ClockChoice: StatusOptionValue, Equatable, Sendable {
  /// The clock chosen; nil for `auto`.
  public let style: ClockStyle?

  public init?(optionText text: String) {
    if text == "auto" {
      style = nil
    } else if let style = ClockStyle(rawValue: text) {
      self.style = style
    } else {
      return nil
    }
  }

  public static var allowedValues: [String] { ["auto"] + ClockStyle.allCases.map(\.rawValue) }
}

extension String: StatusOptionValue {
  public init?(optionText text: String) { self = text }
  public static var allowedValues: [String] { [] }
}

extension Double: StatusOptionValue {
  /// Surrounding spaces are allowed (`--lat " 59.9"`), as swift-argument-parser's reading of
  /// degrees always has.
  public init?(optionText text: String) { self.init(text.trimmingWhitespace) }
  public static var allowedValues: [String] { [] }
}

/// `--events`: how many upcoming events the large views list, 1–12 (config `events`).
public struct ListLength: StatusOptionValue, Equatable {
  public let count: Int

  public init?(optionText text: String) {
    guard let count = Int(text.trimmingWhitespace), SnapshotSettings.listCounts.contains(count) else { return nil }
    self.count = count
  }

  public static var allowedValues: [String] { [] }
  /// What the error for another value says.
  public static let hint = ErrorPhrase.needsNumber(degrees: false, range: SnapshotSettings.listCounts, note: nil)
}

/// `--lang`: one of ``Languages``, by code or locale name (`nb`, `no`, `nb_NO.UTF-8`). A wrapper
/// rather than an enum so that a new language stays one file in the engine.
public struct LanguageChoice: StatusOptionValue, Equatable {
  public let localization: any Localization

  public init?(optionText text: String) {
    guard let localization = Languages.named(text) else { return nil }
    self.localization = localization
  }

  public static var allowedValues: [String] { Languages.codes }

  public static func == (lhs: LanguageChoice, rhs: LanguageChoice) -> Bool {
    lhs.localization.code == rhs.localization.code
  }
}

/// `--format`: a built-in format (``ProviderRegistry``) or a user format's file name. Whether a
/// user format exists is a question for the file system, asked when the provider is loaded
/// (``UserFormats/provider(named:)`` says what is allowed), so every name parses here.
public struct FormatChoice: StatusOptionValue, Equatable {
  public let name: String

  public init(_ name: String) { self.name = name }
  public init?(optionText text: String) { name = text }

  /// The built-in names; completions add the user's format files.
  public static var allowedValues: [String] { ProviderRegistry.builtInNames }
}

extension String {
  /// Without leading and trailing spaces.
  public var trimmingWhitespace: Substring {
    let trimmed = drop(while: { $0 == " " })
    return trimmed.prefix(upTo: trimmed.lastIndex(where: { $0 != " " }).map { trimmed.index(after: $0) } ?? trimmed.startIndex)
  }
}
