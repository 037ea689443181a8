/// What a method is besides its arguments, declared with it so that the dispatcher and the
/// service's loop read one place rather than matching method names.
public struct DBusMethodTraits: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// It takes real work: a service answers it after the cheap calls that came with it.
  public static let slow = DBusMethodTraits(rawValue: 1 << 0)
  /// It changes something besides its reply: of the calls whose caller wants no reply, only
  /// these are acted on; every other such call is dropped unread.
  public static let changesState = DBusMethodTraits(rawValue: 1 << 1)
  // A service adds its own traits from bit 8 on (e.g. "writes the config file").
}

/// One method of a ``DBusObject``, declared once with typed arguments: introspection, the
/// signature check, the argument decoding and the rule for calls that want no reply read it.
///
///     DBusMethod(own, "Render", in: DBusIn<String>("format"), DBusIn<String>("template"),
///                out: [("text", "s")], traits: .slow) { service, call, format, template in … }
public struct DBusMethod<Context>: Sendable {
  public let interface: String
  public let name: String
  public let inputs: [DBusArgument]
  public let outputs: [DBusArgument]
  public let traits: DBusMethodTraits
  /// The reply, given arguments whose signature already matched `inputs`.
  let handle: @Sendable (Context, DBusMessage, [DBusValue]) throws -> DBusMessage

  /// The D-Bus signature of the inputs, e.g. `sdds`: made once, as every call is checked against it.
  public let inputSignature: String

  public init<each Input: DBusArgumentValue>(
    _ interface: String, _ name: String, in inputs: repeat DBusIn<each Input>, out outputs: [(String, String)] = [],
    traits: DBusMethodTraits = [],
    _ handle: @escaping @Sendable (Context, DBusMessage, repeat each Input) throws -> DBusMessage
  ) {
    var declared: [DBusArgument] = []
    for input in repeat each inputs { declared.append(input.argument) }
    self.interface = interface
    self.name = name
    self.inputs = declared
    inputSignature = declared.map(\.type).joined()
    self.outputs = outputs.map { DBusArgument($0.0, $0.1) }
    self.traits = traits
    self.handle = { context, message, values in
      var index = 0
      func next<Value: DBusArgumentValue>(_: Value.Type) throws(DBusError) -> Value {
        defer { index += 1 }
        // The signature check came first, so this only fails for a declaration whose DBusValue
        // argument names a type its handler does not expect.
        guard index < values.count, let value = Value(dbusValue: values[index]) else {
          throw DBusError(DBusError.invalidArgs, "\(name): argument \(index + 1) is not \(Value.self)")
        }
        return value
      }
      return try handle(context, message, repeat try next((each Input).self))
    }
  }
}
