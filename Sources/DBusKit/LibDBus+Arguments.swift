import CDBus

extension LibDBus {
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

  static func escapeAddressValue(_ value: String) -> String {
    trace("dbus_address_escape_value")
    return takeString(dbus_address_escape_value(value)) ?? value
  }
}
