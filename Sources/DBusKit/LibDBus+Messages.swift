import CDBus

extension LibDBus {
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
}
