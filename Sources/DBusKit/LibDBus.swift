import CDBus

#if canImport(Glibc)
  import Glibc
#endif

/// Every call into libdbus-1 goes through here (swift-system's Syscalls.swift, for libdbus), so
/// the boundary can be read, traced and audited in one place. Set `SOLVERV_DBUS_TRACE=1` to
/// have each call's name written to stderr.
///
/// These wrappers only convert: Swift strings to C strings, `dbus_bool_t` to `Bool`, the C
/// `DBusError` out-parameter to a thrown `DBusError`. They do not validate; callers validate
/// first, because libdbus treats invalid arguments as programming errors (warn, return, or abort
/// depending on its build), not as recoverable failures.
///
/// `DBusConnection*` and `DBusMessage*` are opaque C structs, so they are `OpaquePointer` here;
/// the Swift classes of the same names own one reference each. (This is the one file longer
/// than the usual 300 lines: keeping every call in one place is its purpose.)
enum LibDBus {
  static let tracing: Bool = getenv("SOLVERV_DBUS_TRACE") != nil

  @inline(__always)
  static func trace(_ function: StaticString) {
    guard tracing else { return }
    let line = "libdbus: \(function)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }

  /// `dbus_threads_init_default`, once per process (a Swift `static let` is initialised once,
  /// thread-safely). Connections and messages may then be used from several threads.
  private static let threadsReady: Bool = {
    trace("dbus_threads_init_default")
    return dbus_threads_init_default() != 0
  }()

  static func initializeThreads() { _ = threadsReady }

  /// Runs `body` with an initialised C `DBusError`; throws it as a Swift `DBusError` if set.
  private static func withError<T>(
    _ function: StaticString, _ body: (UnsafeMutablePointer<CDBus.DBusError>) -> T
  ) throws(DBusError) -> T {
    trace(function)
    var error = CDBus.DBusError()
    dbus_error_init(&error)
    let result = body(&error)
    guard dbus_error_is_set(&error) != 0 else { return result }
    let thrown = DBusError(
      name: error.name.map { String(cString: $0) } ?? DBusError.failed.rawValue,
      message: error.message.map { String(cString: $0) } ?? "")
    dbus_error_free(&error)
    throw thrown
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// Takes a string libdbus allocated and must free with `dbus_free`.
  private static func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { dbus_free(pointer) }
    return String(cString: pointer)
  }

  private static func withOptionalCString<T>(
    _ string: String?, _ body: (UnsafePointer<CChar>?) -> T
  ) -> T {
    guard let string else { return body(nil) }
    return string.withCString { body($0) }
  }

  // MARK: Connections

  static func openPrivate(_ address: String) throws(DBusError) -> OpaquePointer? {
    try withError("dbus_connection_open_private") { error in
      address.withCString { dbus_connection_open_private($0, error) }
    }
  }

  static func register(_ connection: OpaquePointer) throws(DBusError) -> Bool {
    try withError("dbus_bus_register") { dbus_bus_register(connection, $0) != 0 }
  }

  static func setExitOnDisconnect(_ connection: OpaquePointer, _ exit: Bool) {
    trace("dbus_connection_set_exit_on_disconnect")
    dbus_connection_set_exit_on_disconnect(connection, exit ? 1 : 0)
  }

  static func close(_ connection: OpaquePointer) {
    trace("dbus_connection_close")
    dbus_connection_close(connection)
  }

  static func unref(connection: OpaquePointer) {
    trace("dbus_connection_unref")
    dbus_connection_unref(connection)
  }

  static func isConnected(_ connection: OpaquePointer) -> Bool {
    trace("dbus_connection_get_is_connected")
    return dbus_connection_get_is_connected(connection) != 0
  }

  static func uniqueName(_ connection: OpaquePointer) -> String? {
    trace("dbus_bus_get_unique_name")
    return string(dbus_bus_get_unique_name(connection))
  }

  static func unixFileDescriptor(_ connection: OpaquePointer) -> Int32? {
    trace("dbus_connection_get_unix_fd")
    var descriptor: Int32 = -1
    return dbus_connection_get_unix_fd(connection, &descriptor) != 0 ? descriptor : nil
  }

  static func requestName(_ connection: OpaquePointer, _ name: String, flags: UInt32)
    throws(DBusError) -> Int32
  {
    try withError("dbus_bus_request_name") { error in
      name.withCString { dbus_bus_request_name(connection, $0, flags, error) }
    }
  }

  static func releaseName(_ connection: OpaquePointer, _ name: String) throws(DBusError) -> Int32 {
    try withError("dbus_bus_release_name") { error in
      name.withCString { dbus_bus_release_name(connection, $0, error) }
    }
  }

  static func addMatch(_ connection: OpaquePointer, _ rule: String) throws(DBusError) {
    try withError("dbus_bus_add_match") { error in
      rule.withCString { dbus_bus_add_match(connection, $0, error) }
    }
  }

  static func removeMatch(_ connection: OpaquePointer, _ rule: String) throws(DBusError) {
    try withError("dbus_bus_remove_match") { error in
      rule.withCString { dbus_bus_remove_match(connection, $0, error) }
    }
  }

  /// Queues `message` and tries one non-blocking write; the serial, or nil when out of memory.
  static func send(_ connection: OpaquePointer, _ message: OpaquePointer) -> UInt32? {
    trace("dbus_connection_send")
    var serial: UInt32 = 0
    return dbus_connection_send(connection, message, &serial) != 0 ? serial : nil
  }

  static func flush(_ connection: OpaquePointer) {
    trace("dbus_connection_flush")
    dbus_connection_flush(connection)
  }

  /// The reply (a new reference); an error reply, a timeout or a lost connection is thrown.
  static func sendWithReplyAndBlock(
    _ connection: OpaquePointer, _ message: OpaquePointer, timeoutMilliseconds: Int32
  ) throws(DBusError) -> OpaquePointer? {
    try withError("dbus_connection_send_with_reply_and_block") {
      dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, $0)
    }
  }

  /// False once the connection is closed or lost.
  static func readWrite(_ connection: OpaquePointer, timeoutMilliseconds: Int32) -> Bool {
    trace("dbus_connection_read_write")
    return dbus_connection_read_write(connection, timeoutMilliseconds) != 0
  }

  /// The next complete incoming message (a new reference), or nil.
  static func popMessage(_ connection: OpaquePointer) -> OpaquePointer? {
    trace("dbus_connection_pop_message")
    return dbus_connection_pop_message(connection)
  }

  static func hasMessagesToSend(_ connection: OpaquePointer) -> Bool {
    trace("dbus_connection_has_messages_to_send")
    return dbus_connection_has_messages_to_send(connection) != 0
  }

  /// Whether complete messages wait in the incoming queue (already read from the socket, so
  /// `poll` will not report them).
  static func hasIncomingMessages(_ connection: OpaquePointer) -> Bool {
    trace("dbus_connection_get_dispatch_status")
    return dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS
  }

  // MARK: Messages

  static func newMethodCall(destination: String?, path: String, interface: String?, member: String)
    -> OpaquePointer?
  {
    trace("dbus_message_new_method_call")
    return withOptionalCString(destination) { destination in
      withOptionalCString(interface) { dbus_message_new_method_call(destination, path, $0, member) }
    }
  }

  static func newSignal(path: String, interface: String, member: String) -> OpaquePointer? {
    trace("dbus_message_new_signal")
    return dbus_message_new_signal(path, interface, member)
  }

  static func newMethodReturn(_ call: OpaquePointer) -> OpaquePointer? {
    trace("dbus_message_new_method_return")
    return dbus_message_new_method_return(call)
  }

  static func newEmptyMethodReturn() -> OpaquePointer? {
    trace("dbus_message_new")
    return dbus_message_new(CDBUS_MESSAGE_TYPE_METHOD_RETURN)
  }

  /// A replica with serial 0, unlocked, so its header can be set for a new reply.
  static func copy(_ message: OpaquePointer) -> OpaquePointer? {
    trace("dbus_message_copy")
    return dbus_message_copy(message)
  }

  static func setReplySerial(_ message: OpaquePointer, _ serial: UInt32) -> Bool {
    trace("dbus_message_set_reply_serial")
    return dbus_message_set_reply_serial(message, serial) != 0
  }

  static func setDestination(_ message: OpaquePointer, _ destination: String?) -> Bool {
    trace("dbus_message_set_destination")
    return withOptionalCString(destination) { dbus_message_set_destination(message, $0) } != 0
  }

  /// Copies `name` and `message` (unlike `dbus_set_error_const`, which keeps the pointers).
  static func newError(_ call: OpaquePointer, name: String, message: String) -> OpaquePointer? {
    trace("dbus_message_new_error")
    return dbus_message_new_error(call, name, message)
  }

  /// The message's size on the wire (header and body), by marshalling a copy; nil when out of
  /// memory. libdbus has no cheaper way to tell.
  static func marshalledSize(_ message: OpaquePointer) -> Int? {
    trace("dbus_message_marshal")
    var data: UnsafeMutablePointer<CChar>? = nil
    var length: Int32 = 0
    guard dbus_message_marshal(message, &data, &length) != 0 else { return nil }
    dbus_free(data)
    return Int(length)
  }

  static func unref(message: OpaquePointer) {
    trace("dbus_message_unref")
    dbus_message_unref(message)
  }

  static func type(_ message: OpaquePointer) -> Int32 {
    trace("dbus_message_get_type")
    return dbus_message_get_type(message)
  }

  static func path(_ message: OpaquePointer) -> String? {
    trace("dbus_message_get_path")
    return string(dbus_message_get_path(message))
  }

  static func interface(_ message: OpaquePointer) -> String? {
    trace("dbus_message_get_interface")
    return string(dbus_message_get_interface(message))
  }

  static func member(_ message: OpaquePointer) -> String? {
    trace("dbus_message_get_member")
    return string(dbus_message_get_member(message))
  }

  static func sender(_ message: OpaquePointer) -> String? {
    trace("dbus_message_get_sender")
    return string(dbus_message_get_sender(message))
  }

  static func destination(_ message: OpaquePointer) -> String? {
    trace("dbus_message_get_destination")
    return string(dbus_message_get_destination(message))
  }

  static func errorName(_ message: OpaquePointer) -> String? {
    trace("dbus_message_get_error_name")
    return string(dbus_message_get_error_name(message))
  }

  static func signature(_ message: OpaquePointer) -> String {
    trace("dbus_message_get_signature")
    return string(dbus_message_get_signature(message)) ?? ""
  }

  static func serial(_ message: OpaquePointer) -> UInt32 {
    trace("dbus_message_get_serial")
    return dbus_message_get_serial(message)
  }

  static func replySerial(_ message: OpaquePointer) -> UInt32 {
    trace("dbus_message_get_reply_serial")
    return dbus_message_get_reply_serial(message)
  }

  static func noReply(_ message: OpaquePointer) -> Bool {
    trace("dbus_message_get_no_reply")
    return dbus_message_get_no_reply(message) != 0
  }

  static func setNoReply(_ message: OpaquePointer, _ noReply: Bool) {
    trace("dbus_message_set_no_reply")
    dbus_message_set_no_reply(message, noReply ? 1 : 0)
  }

  static func autoStart(_ message: OpaquePointer) -> Bool {
    trace("dbus_message_get_auto_start")
    return dbus_message_get_auto_start(message) != 0
  }

  static func setAutoStart(_ message: OpaquePointer, _ autoStart: Bool) {
    trace("dbus_message_set_auto_start")
    dbus_message_set_auto_start(message, autoStart ? 1 : 0)
  }

  // MARK: Writing arguments (DBusMessageIter)

  static func initAppend(_ message: OpaquePointer, _ iterator: inout DBusMessageIter) {
    trace("dbus_message_iter_init_append")
    dbus_message_iter_init_append(message, &iterator)
  }

  /// Appends a fixed-size value; `value` must have the C layout of `type` (`dbus_bool_t` for
  /// booleans).
  static func appendBasic<T>(_ iterator: inout DBusMessageIter, type: Int32, _ value: T) -> Bool {
    trace("dbus_message_iter_append_basic")
    return withUnsafePointer(to: value) { dbus_message_iter_append_basic(&iterator, type, $0) != 0 }
  }

  /// Appends a string, object path or signature (libdbus copies it).
  static func appendString(_ iterator: inout DBusMessageIter, type: Int32, _ value: String)
    -> Bool
  {
    trace("dbus_message_iter_append_basic")
    return value.withCString { pointer in
      withUnsafePointer(to: pointer) { dbus_message_iter_append_basic(&iterator, type, $0) != 0 }
    }
  }

  static func openContainer(
    _ iterator: inout DBusMessageIter, type: Int32, signature: String?,
    _ sub: inout DBusMessageIter
  ) -> Bool {
    trace("dbus_message_iter_open_container")
    return withOptionalCString(signature) {
      dbus_message_iter_open_container(&iterator, type, $0, &sub) != 0
    }
  }

  static func closeContainer(_ iterator: inout DBusMessageIter, _ sub: inout DBusMessageIter)
    -> Bool
  {
    trace("dbus_message_iter_close_container")
    return dbus_message_iter_close_container(&iterator, &sub) != 0
  }

  static func abandonContainer(_ iterator: inout DBusMessageIter, _ sub: inout DBusMessageIter) {
    trace("dbus_message_iter_abandon_container")
    dbus_message_iter_abandon_container(&iterator, &sub)
  }

  // MARK: Reading arguments

  /// False when the message has no arguments.
  static func initRead(_ message: OpaquePointer, _ iterator: inout DBusMessageIter) -> Bool {
    trace("dbus_message_iter_init")
    return dbus_message_iter_init(message, &iterator) != 0
  }

  static func argumentType(_ iterator: inout DBusMessageIter) -> Int32 {
    trace("dbus_message_iter_get_arg_type")
    return dbus_message_iter_get_arg_type(&iterator)
  }

  static func recurse(_ iterator: inout DBusMessageIter, _ sub: inout DBusMessageIter) {
    trace("dbus_message_iter_recurse")
    dbus_message_iter_recurse(&iterator, &sub)
  }

  /// The current basic value; strings point into the message and live as long as it does.
  static func basic(_ iterator: inout DBusMessageIter) -> DBusBasicValue {
    trace("dbus_message_iter_get_basic")
    var value = DBusBasicValue()
    dbus_message_iter_get_basic(&iterator, &value)
    return value
  }

  static func next(_ iterator: inout DBusMessageIter) -> Bool {
    trace("dbus_message_iter_next")
    return dbus_message_iter_next(&iterator) != 0
  }

  /// The signature of the current value, e.g. `a{sv}` for a dictionary.
  static func signature(_ iterator: inout DBusMessageIter) -> String {
    trace("dbus_message_iter_get_signature")
    return takeString(dbus_message_iter_get_signature(&iterator)) ?? ""
  }

  // MARK: Validation and syntax (callers have checked for NUL, which would end the C string)

  static func isValidPath(_ path: String) -> Bool {
    trace("dbus_validate_path")
    return dbus_validate_path(path, nil) != 0
  }

  static func isValidInterface(_ name: String) -> Bool {
    trace("dbus_validate_interface")
    return dbus_validate_interface(name, nil) != 0
  }

  static func isValidMember(_ name: String) -> Bool {
    trace("dbus_validate_member")
    return dbus_validate_member(name, nil) != 0
  }

  static func isValidErrorName(_ name: String) -> Bool {
    trace("dbus_validate_error_name")
    return dbus_validate_error_name(name, nil) != 0
  }

  static func isValidBusName(_ name: String) -> Bool {
    trace("dbus_validate_bus_name")
    return dbus_validate_bus_name(name, nil) != 0
  }

  static func isValidUTF8(_ string: String) -> Bool {
    trace("dbus_validate_utf8")
    return dbus_validate_utf8(string, nil) != 0
  }

  /// Zero or more complete types, within the nesting limits.
  static func isValidSignature(_ signature: String) -> Bool {
    trace("dbus_signature_validate")
    return dbus_signature_validate(signature, nil) != 0
  }

  /// Exactly one complete type.
  static func isValidSingleSignature(_ signature: String) -> Bool {
    trace("dbus_signature_validate_single")
    return dbus_signature_validate_single(signature, nil) != 0
  }

  static func isBasicType(_ type: Int32) -> Bool {
    trace("dbus_type_is_basic")
    return dbus_type_is_basic(type) != 0
  }

  static func escapeAddressValue(_ value: String) -> String {
    trace("dbus_address_escape_value")
    return takeString(dbus_address_escape_value(value)) ?? value
  }

  /// The machine id (`/etc/machine-id`), for `org.freedesktop.DBus.Peer.GetMachineId`.
  static func localMachineID() -> String? {
    try? withError("dbus_try_get_local_machine_id") {
      takeString(dbus_try_get_local_machine_id($0))
    }
  }
}
