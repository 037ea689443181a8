import DBusKit

/// One method of the Solverv object, declared once: the introspection document, the dispatch
/// (with its signature check) and the rule for calls that want no reply all read it.
struct ServiceMethod: Sendable {
  /// An argument as introspection names it.
  struct Argument: Sendable {
    let name: String
    let type: String
  }

  let interface: String
  let name: String
  let inputs: [Argument]
  let outputs: [Argument]
  /// Whether the call changes something besides its reply. Only these are acted on when the
  /// caller wants no reply; every other such call is dropped unread.
  let changesState: Bool
  /// Whether the call writes the config file under its lock (``ConfigLock``): the daemon never
  /// waits for that lock on its loop, it retries such a call from there (see ``ConfigBusy``).
  let writesConfig: Bool
  /// The reply, given the call whose signature already matched `inputs` and its arguments.
  let handle: @Sendable (ServiceRequests, DBusMessage, [DBusValue]) throws -> DBusMessage

  /// The D-Bus signature of the inputs, e.g. `sdds`.
  var inputSignature: String { inputs.map(\.type).joined() }
}

/// One signal of the Solverv object, for the introspection document.
struct ServiceSignal: Sendable {
  let interface: String
  let name: String
  let arguments: [ServiceMethod.Argument]
}

extension ServiceMethod {
  init(
    _ interface: String, _ name: String, in inputs: [(String, String)] = [], out outputs: [(String, String)] = [],
    changesState: Bool = false, writesConfig: Bool = false,
    _ handle: @escaping @Sendable (ServiceRequests, DBusMessage, [DBusValue]) throws -> DBusMessage
  ) {
    self.interface = interface
    self.name = name
    self.inputs = inputs.map { Argument(name: $0.0, type: $0.1) }
    self.outputs = outputs.map { Argument(name: $0.0, type: $0.1) }
    self.changesState = changesState
    self.writesConfig = writesConfig
    self.handle = handle
  }
}

extension ServiceSignal {
  init(_ interface: String, _ name: String, _ arguments: [(String, String)]) {
    self.interface = interface
    self.name = name
    self.arguments = arguments.map { ServiceMethod.Argument(name: $0.0, type: $0.1) }
  }
}
