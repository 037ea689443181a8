public import SolvervEngine

/// One option of the status line: its name, help, value type and its field of
/// ``StatusArguments`` (a key path). The table of them (`StatusOption+Table.swift`) is the only
/// declaration of the status options: the fast parser reads it directly, and `StatusCommand`'s
/// swift-argument-parser properties take their name, help and completions from it and hand
/// their parsed values back through it (``assign(_:to:)``).
public struct StatusOption: Sendable {
  /// `--name VALUE` or a bare `--name`.
  public enum Kind: Sendable, Equatable {
    case value(valueName: String)
    case flag
  }

  /// The long name, without `--`.
  public let name: String
  public let kind: Kind
  public let help: String
  /// Every accepted value (the value type's ``StatusOptionValue/allowedValues``), for
  /// completions; empty when the values are open.
  public let allowedValues: [String]
  /// What a value that does not parse should have been, for a number (`use a number of degrees
  /// from -90 to 90`); nil when the value type lists its ``allowedValues`` instead.
  public let hint: ErrorPhrase?
  /// The value may start with a dash (`--lat -33.9`): swift-argument-parser must take the next
  /// word whatever it looks like.
  public let takesDashedValues: Bool
  /// The field of ``StatusArguments`` the option sets: its one home. A test checks that every
  /// stored property there is the field of exactly one entry.
  public var field: PartialKeyPath<StatusArguments> { makeField() }
  /// The key path, made when first used: building every option's key path object on every
  /// start-up cost more than parsing the command line (see ``Setting/Field``).
  private let makeField: @Sendable () -> PartialKeyPath<StatusArguments>
  /// The field's value type, for naming a declaration that disagrees with it.
  public let valueType: Any.Type
  /// Reads `text` into `arguments`; false when it does not parse.
  private let read: @Sendable (inout StatusArguments, String) -> Bool
  /// Stores a value swift-argument-parser has already parsed (of the option's value type, or
  /// an optional of it); false when it is not of that type.
  private let store: @Sendable (inout StatusArguments, Any) -> Bool

  /// An option taking a value of type `Value`, stored in `field`.
  public static func value<Value: StatusOptionValue>(
    _ name: String, _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<StatusArguments, Value?>,
    valueName: String, help: String,
    hint: ErrorPhrase? = nil, takesDashedValues: Bool = false
  ) -> StatusOption {
    StatusOption(
      name: name, kind: .value(valueName: valueName), help: help, allowedValues: Value.allowedValues, hint: hint,
      takesDashedValues: takesDashedValues, makeField: field, valueType: Value.self,
      read: { arguments, text in
        guard let value = Value(optionText: text) else { return false }
        arguments[keyPath: field()] = value
        return true
      },
      store: { arguments, parsed in
        guard let value = parsed as? Value else { return parsed is Value? }  // nil: not given
        arguments[keyPath: field()] = value
        return true
      })
  }

  /// A flag: present or not, stored in `field`.
  public static func flag(
    _ name: String, _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<StatusArguments, Bool>,
    help: String
  )
    -> StatusOption
  {
    StatusOption(
      name: name, kind: .flag, help: help, allowedValues: [], hint: nil, takesDashedValues: false, makeField: field,
      valueType: Bool.self,
      read: { _, _ in false },
      store: { arguments, parsed in
        guard let on = parsed as? Bool else { return false }
        if on { arguments[keyPath: field()] = true }
        return true
      })
  }

  /// Reads the text the user gave; false when it is not a value of the option's type.
  public func read(_ text: String, into arguments: inout StatusArguments) -> Bool {
    read(&arguments, text)
  }

  /// Sets the flag.
  public func set(in arguments: inout StatusArguments) {
    _ = store(&arguments, true)
  }

  /// Stores a value swift-argument-parser parsed for this option; false when its type is not
  /// the option's (a declaration that disagrees with the table: a test catches it).
  public func assign(_ parsed: Any, to arguments: inout StatusArguments) -> Bool {
    store(&arguments, parsed)
  }

  /// The option called `name`, or nil.
  public static func named(_ name: String) -> StatusOption? {
    for option in all where option.name == name { return option }
    return nil
  }
}
