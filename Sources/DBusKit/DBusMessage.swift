import CDBus
import Synchronization

/// A D-Bus message: a method call, a method return, an error or a signal.
///
/// Owns exactly one reference to a libdbus `DBusMessage*`, released in `deinit`. Every header
/// value given to the constructors is validated first, because libdbus answers invalid names
/// with a warning and a NULL (or an abort, in builds with fatal warnings).
///
/// Build a message on one thread, then send it; libdbus locks a message when it is sent, and
/// `append` after that (or to a received message) throws rather than tripping libdbus's
/// assertion. Reading (headers, `arguments()`) is safe from any thread.
public final class DBusMessage: @unchecked Sendable, CustomStringConvertible {
  public enum Kind: Sendable, Hashable {
    case methodCall, methodReturn, error, signal
  }

  /// The libdbus message; this object holds one reference.
  let pointer: OpaquePointer

  /// Set when the message was sent (libdbus locked it), was received, or an append ran out of
  /// memory (libdbus left it half built): no more changes.
  private let sealed: Atomic<Bool>

  /// Takes over a reference the caller owns: a new message, or (`received`) one popped from a
  /// connection or returned as a reply, which is read-only.
  init(owning pointer: OpaquePointer, received: Bool = false) {
    self.pointer = pointer
    sealed = Atomic(received)
  }

  deinit { LibDBus.unref(message: pointer) }

  /// A method call to `member` on object `path` of `destination` (nil: the peer itself, for a
  /// direct connection). `interface` nil lets the receiver pick any interface with that member.
  ///
  /// The corresponding libdbus function is `dbus_message_new_method_call`.
  public static func methodCall(
    destination: String?, path: String, interface: String?, member: String
  ) throws(DBusError) -> DBusMessage {
    if let destination { _ = try BusName(validating: destination) }
    try validateHeader(path: path, interface: interface, member: member)
    LibDBus.initializeThreads()
    guard
      let pointer = LibDBus.newMethodCall(
        destination: destination, path: path, interface: interface, member: member)
    else { throw DBusError(DBusError.noMemory, "dbus_message_new_method_call failed") }
    return DBusMessage(owning: pointer)
  }

  /// A signal `interface.member` from object `path`.
  ///
  /// The corresponding libdbus function is `dbus_message_new_signal`.
  public static func signal(path: String, interface: String, member: String) throws(DBusError)
    -> DBusMessage
  {
    try validateHeader(path: path, interface: interface, member: member)
    LibDBus.initializeThreads()
    guard let pointer = LibDBus.newSignal(path: path, interface: interface, member: member) else {
      throw DBusError(DBusError.noMemory, "dbus_message_new_signal failed")
    }
    return DBusMessage(owning: pointer)
  }

  /// Names must be valid, and the `org.freedesktop.DBus.Local` interface and path are refused:
  /// they are reserved for libdbus's own messages, and a bus drops a client that sends them.
  private static func validateHeader(path: String, interface: String?, member: String)
    throws(DBusError)
  {
    _ = try ObjectPath(validating: path)
    if let interface { _ = try InterfaceName(validating: interface) }
    _ = try MemberName(validating: member)
    if path == "/org/freedesktop/DBus/Local" || interface == "org.freedesktop.DBus.Local" {
      throw DBusError(DBusError.invalidArgs, "org.freedesktop.DBus.Local is reserved")
    }
  }

  /// A method return replying to this message (append the results, then send it).
  ///
  /// The corresponding libdbus function is `dbus_message_new_method_return`.
  public func methodReturn() -> DBusMessage {
    guard let reply = LibDBus.newMethodReturn(pointer) else {
      fatalError("libdbus: out of memory creating a method return")
    }
    return DBusMessage(owning: reply)
  }

  /// A method return carrying `values` and no addressee: the body of a reply that many calls get
  /// (a cached snapshot), marshalled once. Answer a call with ``methodReturn(copying:)``.
  ///
  /// The corresponding libdbus function is `dbus_message_new`.
  public static func replyTemplate(_ values: [DBusValue]) throws(DBusError) -> DBusMessage {
    guard let raw = LibDBus.newEmptyMethodReturn() else {
      fatalError("libdbus: out of memory creating a method return")
    }
    let template = DBusMessage(owning: raw)
    try template.append(values)
    return template
  }

  /// The reply to this call with the body of `template` (from ``replyTemplate(_:)``), copied
  /// rather than marshalled again; nil if libdbus cannot set the reply's header.
  ///
  /// The corresponding libdbus functions are `dbus_message_copy`,
  /// `dbus_message_set_reply_serial` and `dbus_message_set_destination`.
  public func methodReturn(copying template: DBusMessage) -> DBusMessage? {
    guard let raw = LibDBus.copy(template.pointer) else { return nil }
    let reply = DBusMessage(owning: raw)
    guard LibDBus.setReplySerial(raw, serial), LibDBus.setDestination(raw, sender) else { return nil }
    return reply
  }

  /// An error reply to this message. libdbus copies both strings. An invalid error name becomes
  /// `org.freedesktop.DBus.Error.Failed` with the given name kept in the message; NULs are
  /// removed from the message text.
  ///
  /// The corresponding libdbus function is `dbus_message_new_error`.
  public func errorReply(name: String, message: String) -> DBusMessage {
    var name = name
    var text = String(message.unicodeScalars.filter { $0 != "\0" })
    if !DBusSyntax.isValidErrorName(name) {
      text = "\(DBusSyntax.quoted(name)): \(text)"
      name = DBusError.failed.rawValue
    }
    if !DBusSyntax.isValidString(text) { text = "(error message was not valid UTF-8)" }
    guard let reply = LibDBus.newError(pointer, name: name, message: text) else {
      fatalError("libdbus: out of memory creating an error reply")
    }
    return DBusMessage(owning: reply)
  }

  /// An error reply carrying `error`'s name and message.
  public func errorReply(_ error: DBusError) -> DBusMessage {
    errorReply(name: error.name, message: error.message)
  }

  /// The corresponding libdbus function is `dbus_message_get_type`. Types this layer does not
  /// know are reported as `.signal`: the specification says to ignore them, and signals are
  /// never answered.
  public var kind: Kind {
    switch LibDBus.type(pointer) {
    case DBUS_MESSAGE_TYPE_METHOD_CALL: .methodCall
    case DBUS_MESSAGE_TYPE_METHOD_RETURN: .methodReturn
    case DBUS_MESSAGE_TYPE_ERROR: .error
    default: .signal
    }
  }

  /// The corresponding libdbus function is `dbus_message_get_path`.
  public var path: String? { LibDBus.path(pointer) }
  /// The corresponding libdbus function is `dbus_message_get_interface`.
  public var interface: String? { LibDBus.interface(pointer) }
  /// The corresponding libdbus function is `dbus_message_get_member`.
  public var member: String? { LibDBus.member(pointer) }
  /// The unique name of the sending connection, set by the bus.
  /// The corresponding libdbus function is `dbus_message_get_sender`.
  public var sender: String? { LibDBus.sender(pointer) }
  /// The corresponding libdbus function is `dbus_message_get_destination`.
  public var destination: String? { LibDBus.destination(pointer) }
  /// The corresponding libdbus function is `dbus_message_get_error_name`.
  public var errorName: String? { LibDBus.errorName(pointer) }
  /// The signature of the arguments, `""` for none.
  /// The corresponding libdbus function is `dbus_message_get_signature`.
  public var signature: String { LibDBus.signature(pointer) }
  /// Assigned when the message is sent; 0 before.
  /// The corresponding libdbus function is `dbus_message_get_serial`.
  public var serial: UInt32 { LibDBus.serial(pointer) }
  /// For a reply, the serial of the call it answers; 0 otherwise.
  /// The corresponding libdbus function is `dbus_message_get_reply_serial`.
  public var replySerial: UInt32 { LibDBus.replySerial(pointer) }

  /// Whether the sender wants a reply (false: the NO_REPLY_EXPECTED flag). Setting it is ignored
  /// once the message was sent or received.
  ///
  /// The corresponding libdbus functions are `dbus_message_get_no_reply` and
  /// `dbus_message_set_no_reply`.
  public var expectsReply: Bool {
    get { !LibDBus.noReply(pointer) }
    set { if !sealed.load(ordering: .acquiring) { LibDBus.setNoReply(pointer, !newValue) } }
  }

  /// Whether the bus may start (activate) the destination service. Setting it is ignored once
  /// the message was sent or received.
  ///
  /// The corresponding libdbus functions are `dbus_message_get_auto_start` and
  /// `dbus_message_set_auto_start`.
  public var autoStart: Bool {
    get { LibDBus.autoStart(pointer) }
    set { if !sealed.load(ordering: .acquiring) { LibDBus.setAutoStart(pointer, newValue) } }
  }

  /// Appends arguments after any already there. Everything is validated before the first value
  /// is written (see `MessageArgumentWriter`), so a rejected call changes nothing.
  ///
  /// The corresponding libdbus functions are `dbus_message_iter_init_append`,
  /// `dbus_message_iter_append_basic`, `dbus_message_iter_open_container` and
  /// `dbus_message_iter_close_container`.
  public func append(_ values: [DBusValue]) throws(DBusError) {
    guard !sealed.load(ordering: .acquiring) else {
      throw DBusError(DBusError.invalidArgs, "message already sent or received; build a new one")
    }
    try MessageArgumentWriter.validate(values, after: signature)
    var iterator = DBusMessageIter()
    LibDBus.initAppend(pointer, &iterator)
    for value in values {
      guard MessageArgumentWriter.append(value, to: &iterator) else {
        seal()
        throw DBusError(DBusError.noMemory, "libdbus ran out of memory appending arguments")
      }
    }
  }

  public func append(_ values: DBusValue...) throws(DBusError) { try append(values) }

  /// All arguments, decoded recursively (at most 64 containers deep).
  ///
  /// The corresponding libdbus functions are `dbus_message_iter_init`,
  /// `dbus_message_iter_get_arg_type`, `dbus_message_iter_get_basic`,
  /// `dbus_message_iter_recurse` and `dbus_message_iter_next`.
  /// What cannot be read is refused in `wording`'s words (English by default): a service passes
  /// its user's language.
  public func arguments(wording: any DBusRefusalWording = EnglishDBusRefusals()) throws(DBusError) -> [DBusValue] {
    try MessageArgumentReader.read(pointer, wording: wording)
  }

  /// For an error message, its name and first string argument (the human-readable text).
  public var error: DBusError? {
    guard kind == .error else { return nil }
    let text = (try? arguments())?.first?.stringValue ?? ""
    return DBusError(name: errorName ?? DBusError.failed.rawValue, message: text)
  }

  /// The size the message has on the wire, header and body, in bytes (nil when out of memory).
  /// Costs a copy of the message.
  ///
  /// The corresponding libdbus function is `dbus_message_marshal`.
  public var marshalledSize: Int? { LibDBus.marshalledSize(pointer) }

  /// Marks the message as no longer changeable (libdbus locks it on send).
  func seal() { sealed.store(true, ordering: .releasing) }

  public var description: String {
    var parts = ["\(kind)"]
    if let sender { parts.append("sender=\(sender)") }
    if let destination { parts.append("destination=\(destination)") }
    if let path { parts.append("path=\(path)") }
    if let member { parts.append("member=\((interface.map { $0 + "." } ?? "") + member)") }
    if let errorName { parts.append("error=\(errorName)") }
    parts.append("signature=\"\(signature)\" serial=\(serial)")
    if replySerial != 0 { parts.append("reply_serial=\(replySerial)") }
    return parts.joined(separator: " ")
  }
}
