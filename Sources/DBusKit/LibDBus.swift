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
/// the Swift classes of the same names own one reference each. (The calls are
/// split by topic into `LibDBus+Messages.swift` and `LibDBus+Arguments.swift`; this file has the
/// helpers and the connection calls.)
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
  static func withError<T>(
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

  static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// Takes a string libdbus allocated and must free with `dbus_free`.
  static func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { dbus_free(pointer) }
    return String(cString: pointer)
  }

  static func withOptionalCString<T>(
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
}
