/// A signal as introspection lists it.
public struct DBusSignalDeclaration: Sendable, Equatable {
  public let interface: String
  public let name: String
  public let arguments: [DBusArgument]
}

/// One signal, declared once with typed arguments; its emitter builds the message, so no caller
/// names the signal or its argument types again:
///
///     static let dayChanged = DBusSignal(at: path, own, "DayChanged", DBusIn<String>("date"))
///     try connection.send(try dayChanged.message("2026-06-21"))
public struct DBusSignal<each Argument: DBusArgumentValue>: Sendable {
  public let path: String
  public let declaration: DBusSignalDeclaration

  public init(at path: String, _ interface: String, _ name: String, _ arguments: repeat DBusIn<each Argument>) {
    var declared: [DBusArgument] = []
    for argument in repeat each arguments { declared.append(argument.argument) }
    self.path = path
    declaration = DBusSignalDeclaration(interface: interface, name: name, arguments: declared)
  }

  public var name: String { declaration.name }

  /// The signal with these values. InvalidArgs when a ``DBusValue`` argument does not have the
  /// declared type: the message sent always has the declared signature.
  public func message(_ values: repeat each Argument) throws(DBusError) -> DBusMessage {
    var list: [DBusValue] = []
    for value in repeat each values { list.append(value.dbusValue) }
    let declared = declaration.arguments.map(\.type).joined()
    let given = list.map(\.signature).joined()
    guard given == declared else {
      throw DBusError(DBusError.invalidArgs, "\(declaration.name) sends (\(declared)), not (\(given))")
    }
    let signal = try DBusMessage.signal(path: path, interface: declaration.interface, member: declaration.name)
    try signal.append(list)
    return signal
  }
}
