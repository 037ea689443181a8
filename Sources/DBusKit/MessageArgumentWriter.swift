import CDBus

/// Appends `DBusValue`s to a message through `DBusMessageIter`, after checking everything
/// libdbus would otherwise reject with a warning or an abort.
///
/// Validation runs over all values before the first byte is appended, so a rejected call leaves
/// the message as it was. What is checked: strings are UTF-8 without NUL, object paths and
/// signatures are well formed, container signatures are single complete types (dictionary keys
/// basic), every element matches its container's signature, structs are non-empty, and nesting
/// (arrays, structs, dict entries and variants together) stays within D-Bus's 64 levels.
enum MessageArgumentWriter {
  /// D-Bus allows 32 levels of arrays plus 32 of structs; libdbus refuses a message body deeper
  /// than 64 containers of any kind, variants included.
  static let maximumDepth = 64

  static func validate(_ values: [DBusValue], after existingSignature: String)
    throws(DBusError)
  {
    for value in values { try validate(value, depth: 0) }
    let total = existingSignature + values.map(\.signature).joined()
    guard LibDBus.isValidSignature(total) else {
      throw DBusError(
        DBusError.invalidArgs, "message signature too long or too deep: \(total.prefix(80))")
    }
  }

  private static func validate(_ value: DBusValue, depth: Int) throws(DBusError) {
    guard depth <= maximumDepth else {
      throw DBusError(DBusError.invalidArgs, "value nested deeper than \(maximumDepth) containers")
    }
    switch value {
    case .byte, .boolean, .int16, .uint16, .int32, .uint32, .int64, .uint64, .double:
      return
    case .string(let string):
      guard DBusSyntax.isValidString(string) else { throw DBusSyntax.invalid("string", string) }
    case .objectPath(let path):
      guard ObjectPath(rawValue: path) != nil else { throw DBusSyntax.invalid("object path", path) }
    case .signature(let signature):
      guard DBusSyntax.isCString(signature), LibDBus.isValidSignature(signature) else {
        throw DBusSyntax.invalid("signature", signature)
      }
    case .array(let elements, let element):
      try checkContainerSignature(value.signature, element.hasPrefix("{") ? "" : element)
      for item in elements {
        try validate(item, depth: depth + 1)  // first: bounds the recursion `signature` does
        try expect(item, toHave: element, in: "array")
      }
    case .dictionary(let entries, let key, let itemValue):
      try checkContainerSignature(value.signature, key + itemValue)
      for entry in entries {
        try validate(entry.key, depth: depth + 2)
        try validate(entry.value, depth: depth + 2)
        try expect(entry.key, toHave: key, in: "dictionary key")
        try expect(entry.value, toHave: itemValue, in: "dictionary value")
      }
    case .structure(let fields):
      guard !fields.isEmpty else { throw DBusError(DBusError.invalidArgs, "empty struct") }
      for field in fields { try validate(field, depth: depth + 1) }
    case .variant(let inner):
      try validate(inner, depth: depth + 1)
    }
  }

  /// `signature` must be one complete type; `required` (the element or key+value part) must not
  /// be empty, which also refuses an array whose "element" is a bare dict entry.
  private static func checkContainerSignature(_ signature: String, _ required: String)
    throws(DBusError)
  {
    guard !required.isEmpty, DBusSyntax.isCString(signature),
      LibDBus.isValidSingleSignature(signature)
    else { throw DBusSyntax.invalid("container signature", signature) }
  }

  private static func expect(_ value: DBusValue, toHave signature: String, in place: String)
    throws(DBusError)
  {
    guard value.signature == signature else {
      throw DBusError(
        DBusError.invalidArgs, "\(place) has type \(value.signature), expected \(signature)")
    }
  }

  /// Appends validated values. False only when libdbus runs out of memory; the message is then
  /// unusable (libdbus: once a container is abandoned, the message must be rebuilt).
  static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
    switch value {
    case .byte(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_BYTE, v)
    // dbus_bool_t is a 32-bit integer, not a C `bool`.
    case .boolean(let v):
      return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_BOOLEAN, UInt32(v ? 1 : 0))
    case .int16(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_INT16, v)
    case .uint16(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_UINT16, v)
    case .int32(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_INT32, v)
    case .uint32(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_UINT32, v)
    case .int64(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_INT64, v)
    case .uint64(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_UINT64, v)
    case .double(let v): return LibDBus.appendBasic(&iterator, type: CDBUS_TYPE_DOUBLE, v)
    case .string(let v): return LibDBus.appendString(&iterator, type: CDBUS_TYPE_STRING, v)
    case .objectPath(let v): return LibDBus.appendString(&iterator, type: CDBUS_TYPE_OBJECT_PATH, v)
    case .signature(let v): return LibDBus.appendString(&iterator, type: CDBUS_TYPE_SIGNATURE, v)
    case .array(let elements, let element):
      return container(&iterator, CDBUS_TYPE_ARRAY, element) { sub in
        elements.allSatisfy { append($0, to: &sub) }
      }
    case .dictionary(let entries, let key, let itemValue):
      return container(&iterator, CDBUS_TYPE_ARRAY, "{" + key + itemValue + "}") { sub in
        entries.allSatisfy { entry in
          container(&sub, CDBUS_TYPE_DICT_ENTRY, nil) { pair in
            append(entry.key, to: &pair) && append(entry.value, to: &pair)
          }
        }
      }
    case .structure(let fields):
      return container(&iterator, CDBUS_TYPE_STRUCT, nil) { sub in
        fields.allSatisfy { append($0, to: &sub) }
      }
    case .variant(let inner):
      return container(&iterator, CDBUS_TYPE_VARIANT, inner.signature) { append(inner, to: &$0) }
    }
  }

  /// Opens a container, fills it, and closes it — or abandons it if filling failed.
  private static func container(
    _ iterator: inout DBusMessageIter, _ type: Int32, _ signature: String?,
    fill: (inout DBusMessageIter) -> Bool
  ) -> Bool {
    var sub = DBusMessageIter()
    guard LibDBus.openContainer(&iterator, type: type, signature: signature, &sub) else {
      return false
    }
    guard fill(&sub) else {
      LibDBus.abandonContainer(&iterator, &sub)
      return false
    }
    return LibDBus.closeContainer(&iterator, &sub)
  }
}
