/// A read-only property as introspection lists it. `emitsChanged`: the object sends
/// PropertiesChanged with the new value (annotated so in introspection).
public struct DBusPropertyDeclaration: Sendable, Equatable {
  public let interface: String
  public let name: String
  public let type: String
  public let emitsChanged: Bool

  public init(_ interface: String, _ name: String, _ type: String, emitsChanged: Bool) {
    self.interface = interface
    self.name = name
    self.type = type
    self.emitsChanged = emitsChanged
  }
}

/// One object on the bus, declared once — zbus's `#[interface]` in Swift's terms: its methods
/// (typed arguments, traits), properties and signals. Introspection (``introspection``), the
/// dispatch with its signature check (``answer(_:_:wording:)``), the refusals of unknown
/// objects, interfaces and methods, and the error replies (``reply(to:_:wording:)``) all come
/// from the declaration. `Context` is what handlers answer from (the service's current state).
public struct DBusObject<Context>: Sendable {
  public let path: String
  /// Every interface the object has, in introspection order.
  public let interfaces: [String]
  public let methods: [DBusMethod<Context>]
  public let properties: [DBusPropertyDeclaration]
  public let signals: [DBusSignalDeclaration]
  /// The interface a call naming none is taken for; nil: the member alone picks the method
  /// (then no two interfaces may share a member name).
  public let defaultInterface: String?
  /// Whether a call naming an interface the object lacks is refused as UnknownInterface (else
  /// UnknownMethod, as on an object that does not tell the two apart).
  public let refusesUnknownInterfaces: Bool
  /// How an error reply shows a text it echoes (DBusKit has no escaping of its own: a service
  /// passes its one-line, control-characters-visible form).
  let visible: @Sendable (String) -> String
  /// Each method's name, interface and traits, in `methods`' order. Every call is looked up
  /// (its traits, then its answer); searching these plain lists is concrete code, where
  /// searching `methods` ran unspecialised generic code that copied each entry and asked the
  /// runtime for `DBusMethod<Context>`'s metadata — measured by callgrind, 39,000 of the 143,000
  /// instructions the daemon spent on a `Get`.
  private let methodNames: [String]
  private let methodInterfaces: [String]
  private let methodTraits: [DBusMethodTraits]

  public init(
    path: String, interfaces: [String], methods: [DBusMethod<Context>], properties: [DBusPropertyDeclaration] = [],
    signals: [DBusSignalDeclaration] = [], defaultInterface: String? = nil, refusesUnknownInterfaces: Bool = true,
    visible: @escaping @Sendable (String) -> String = { $0 }
  ) {
    self.path = path
    self.interfaces = interfaces
    self.methods = methods
    self.properties = properties
    self.signals = signals
    self.defaultInterface = defaultInterface
    self.refusesUnknownInterfaces = refusesUnknownInterfaces
    self.visible = visible
    methodNames = methods.map(\.name)
    methodInterfaces = methods.map(\.interface)
    methodTraits = methods.map(\.traits)
  }

  /// The declared method a call names (nil for another object, a signal or an unknown member).
  public func method(for message: DBusMessage) -> DBusMethod<Context>? {
    methodIndex(for: message).map { methods[$0] }
  }

  /// The declared traits of the method a call names; nil for another object, a signal or an
  /// unknown member. The one lookup a service's loop needs to sort a call.
  public func traits(of message: DBusMessage) -> DBusMethodTraits? {
    methodIndex(for: message).map { methodTraits[$0] }
  }

  func method(interface: String?, member: String) -> DBusMethod<Context>? {
    methodIndex(interface: interface, member: member).map { methods[$0] }
  }

  private func methodIndex(for message: DBusMessage) -> Int? {
    guard message.kind == .methodCall, message.path == path else { return nil }
    return methodIndex(interface: message.interface, member: message.member ?? "")
  }

  private func methodIndex(interface: String?, member: String) -> Int? {
    let wanted = interface ?? defaultInterface
    for index in methodNames.indices where methodNames[index] == member {
      if wanted == nil || methodInterfaces[index] == wanted { return index }
    }
    return nil
  }

  /// Whether `message` has a declared trait (false for anything that is not one of its calls).
  public func has(_ traits: DBusMethodTraits, _ message: DBusMessage) -> Bool {
    self.traits(of: message)?.isSuperset(of: traits) ?? false
  }

  /// Whether a message is a call to answer: a call wanting a reply, or one wanting none whose
  /// method changes state. Every other is dropped unread, so a flood of them delays nobody.
  public func wantsAnswer(_ message: DBusMessage) -> Bool {
    message.kind == .methodCall && (message.expectsReply || has(.changesState, message))
  }

  /// The reply to a call on this object: the declared method's, after its signature check and
  /// argument decoding; UnknownObject, UnknownInterface, UnknownMethod or InvalidArgs (worded by
  /// `wording`) when the call does not match a declaration.
  public func answer(
    _ message: DBusMessage, _ context: Context, wording: any DBusRefusalWording = EnglishDBusRefusals()
  ) throws -> DBusMessage {
    let member = message.member ?? ""
    guard message.path == path else {
      throw DBusError(DBusError.unknownObject, wording.text(.unknownObject(message.path ?? "", object: path)))
    }
    guard let method = method(interface: message.interface, member: member) else {
      if refusesUnknownInterfaces, let interface = message.interface, !interfaces.contains(interface) {
        throw DBusError(DBusError.unknownInterface, wording.text(.unknownInterface(interface, object: path)))
      }
      throw DBusError(
        DBusError.unknownMethod, wording.text(.unknownMethod(member, interface: message.interface ?? "", object: path)))
    }
    return try method.handle(context, message, try arguments(message, method.inputSignature, wording: wording))
  }

  /// The arguments of a call whose signature must be `signature` (InvalidArgs naming both).
  public func arguments(
    _ message: DBusMessage, _ signature: String, wording: any DBusRefusalWording = EnglishDBusRefusals()
  ) throws(DBusError) -> [DBusValue] {
    guard message.signature == signature else {
      throw DBusError(
        DBusError.invalidArgs, wording.text(.wrongSignature(method: message.member, expected: signature, given: message.signature)))
    }
    return try message.arguments(wording: wording)
  }

  /// The error reply for a handler's failure: a ``DBusError`` as itself, anything else as Failed;
  /// every text on one line (``visible``).
  public func errorReply(to message: DBusMessage, for error: any Error) -> DBusMessage {
    if let error = error as? DBusError {
      return message.errorReply(name: error.name, message: visible(error.message))
    }
    return message.errorReply(name: DBusError.failed.rawValue, message: visible("\(error)"))
  }

  /// The reply to `message`, or nil when none is due (not a call, or no reply wanted): the
  /// whole answer of an object that needs nothing between dispatch and reply.
  public func reply(
    to message: DBusMessage, _ context: Context, wording: any DBusRefusalWording = EnglishDBusRefusals()
  ) -> DBusMessage? {
    guard wantsAnswer(message) else { return nil }
    let reply: DBusMessage
    do { reply = try answer(message, context, wording: wording) } catch { reply = errorReply(to: message, for: error) }
    return message.expectsReply ? reply : nil
  }
}

/// A method's reply with its values: what every handler ends with.
extension DBusMessage {
  public func returning(_ values: [DBusValue]) throws(DBusError) -> DBusMessage {
    let reply = methodReturn()
    try reply.append(values)
    return reply
  }
}
