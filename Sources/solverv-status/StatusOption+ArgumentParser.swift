public import ArgumentParser
public import SolvervApp
public import SolvervEngine

// The status options' value types, as swift-argument-parser reads them: the same spellings as
// `StatusOptionValue` (the fast parser's), with their values listed in help and completions and
// named in the error for a value that is not one of them.
extension WidgetSize: ExpressibleByArgument {}
extension Hemisphere: ExpressibleByArgument {}

extension ClockChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(optionText: argument) }
  public static var allValueStrings: [String] { allowedValues }
  public static var defaultCompletionKind: CompletionKind { .list(allowedValues) }
}

extension LanguageChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(optionText: argument) }
  public static var allValueStrings: [String] { allowedValues }
  public static var defaultCompletionKind: CompletionKind { .list(allowedValues) }
}

extension AltitudeDegrees: ExpressibleByArgument {
  public init?(argument: String) { self.init(optionText: argument) }
}

extension ListLength: ExpressibleByArgument {
  public init?(argument: String) { self.init(optionText: argument) }
}

extension FormatChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(optionText: argument) }
  /// The built-in formats and the user's format files. (No `allValueStrings`: a user format is
  /// allowed too, and an unknown name is explained when the format is loaded.)
  public static var defaultCompletionKind: CompletionKind {
    .custom { _, _, _ in ProviderRegistry.builtInNames + UserFormats.names() }
  }
}

extension Option {
  /// The option `entry` of the status table, declared as `@Option(.size) var size: WidgetSize?`:
  /// its name, help and completions come from the table. A value that does not parse is
  /// refused with the type's allowed values, or the entry's hint (`use a number of degrees …`).
  init<T: ExpressibleByArgument & StatusOptionValue>(_ entry: StatusOption) where Value == T? {
    var help = ArgumentHelp(entry.help)
    if case .value(let valueName) = entry.kind { help.valueName = valueName }
    let parsing: SingleValueParsingStrategy = entry.takesDashedValues ? .unconditional : .next
    let completion = Completions.kind(for: entry) ?? T.defaultCompletionKind
    guard let hint = entry.hint else {
      self.init(name: .customLong(entry.name), parsing: parsing, help: help, completion: completion)
      return
    }
    self.init(
      name: .customLong(entry.name), parsing: parsing, help: help, completion: completion,
      transform: { text in
        guard let value = T(optionText: text) else { throw NumberArgument.Invalid(phrase: hint) }
        return value
      })
  }
}

extension Flag where Value == Bool {
  /// The flag `entry` of the status table: `@Flag(.watch) var watch = false`.
  init(wrappedValue: Bool, _ entry: StatusOption) {
    self.init(wrappedValue: wrappedValue, name: .customLong(entry.name), help: ArgumentHelp(entry.help))
  }
}

/// A swift-argument-parser property whose parsed value can be read without knowing its type.
private protocol ParsedProperty {
  var parsedValue: Any { get }
}

extension Option: ParsedProperty {
  fileprivate var parsedValue: Any { wrappedValue }
}

extension Flag: ParsedProperty {
  fileprivate var parsedValue: Any { wrappedValue }
}

extension OptionGroup: ParsedProperty {
  fileprivate var parsedValue: Any { wrappedValue }
}

/// A set of options that are all the table's: every property is named as its entry (`lat`,
/// `tz`) or is a group of such. `StatusArguments(parsed:)` traps on a property of one that has no
/// entry, so a declaration the table does not know fails the first test that parses it.
protocol StatusOptionGroup: ParsableArguments {}

extension StatusArguments {
  /// The arguments of a parsed command whose properties are the table's options, each named as
  /// its option (`lat`, `tz`, `lang`) — directly or in an `@OptionGroup`. Each value is stored
  /// in its entry's field, so the command declares options and never maps them one by one. A
  /// property named as an entry but of another type traps (a test parsing the command finds
  /// it); so does a property with no entry in a ``StatusOptionGroup``. A command's other
  /// properties are its own options (`sun --days`).
  init(parsed command: some ParsableArguments) {
    self.init()
    collect(from: command)
  }

  private mutating func collect(from command: some ParsableArguments) {
    for child in Mirror(reflecting: command).children {
      guard let property = child.value as? any ParsedProperty, let label = child.label else { continue }
      let value = property.parsedValue
      let name = String(label.drop { $0 == "_" })
      if let group = value as? any ParsableArguments {
        collect(from: group)
      } else if let option = StatusOption.named(name) {
        guard option.assign(value, to: &self) else {
          preconditionFailure("\(type(of: command)).\(name) is not of --\(name)'s type \(option.valueType)")
        }
      } else if command is any StatusOptionGroup {
        preconditionFailure("\(type(of: command)).\(name) has no entry in StatusOption.all")
      }
    }
  }
}
