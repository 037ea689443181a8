import CDBus

/// Decodes a message's arguments into `DBusValue`s through `DBusMessageIter`.
///
/// libdbus has already validated a received message (UTF-8, signatures, nesting), so this only
/// maps types. Recursion stops at the same 64 levels the writer allows, so even a message built
/// locally cannot drive it deeper. Unix file descriptors (`h`) are refused: this layer does not
/// take ownership of passed descriptors, and libdbus closes them with the message.
enum MessageArgumentReader {
  static func read(_ message: OpaquePointer, wording: any DBusRefusalWording) throws(DBusError) -> [DBusValue] {
    var iterator = DBusMessageIter()
    guard LibDBus.initRead(message, &iterator) else { return [] }
    return try readAll(&iterator, depth: 0, wording)
  }

  /// Every value from the iterator's position to the end of its container.
  private static func readAll(_ iterator: inout DBusMessageIter, depth: Int, _ wording: any DBusRefusalWording) throws(DBusError)
    -> [DBusValue]
  {
    var values: [DBusValue] = []
    while LibDBus.argumentType(&iterator) != CDBUS_TYPE_INVALID {
      values.append(try read(&iterator, depth: depth, wording))
      _ = LibDBus.next(&iterator)
    }
    return values
  }

  private static func read(_ iterator: inout DBusMessageIter, depth: Int, _ wording: any DBusRefusalWording) throws(DBusError)
    -> DBusValue
  {
    guard depth <= MessageArgumentWriter.maximumDepth else {
      throw DBusError(DBusError.invalidArgs, wording.text(.nestedTooDeep(limit: MessageArgumentWriter.maximumDepth)))
    }
    let type = LibDBus.argumentType(&iterator)
    switch type {
    case CDBUS_TYPE_BYTE: return .byte(LibDBus.basic(&iterator).byt)
    case CDBUS_TYPE_BOOLEAN: return .boolean(LibDBus.basic(&iterator).bool_val != 0)
    case CDBUS_TYPE_INT16: return .int16(LibDBus.basic(&iterator).i16)
    case CDBUS_TYPE_UINT16: return .uint16(LibDBus.basic(&iterator).u16)
    case CDBUS_TYPE_INT32: return .int32(LibDBus.basic(&iterator).i32)
    case CDBUS_TYPE_UINT32: return .uint32(LibDBus.basic(&iterator).u32)
    case CDBUS_TYPE_INT64: return .int64(Int64(LibDBus.basic(&iterator).i64))
    case CDBUS_TYPE_UINT64: return .uint64(UInt64(LibDBus.basic(&iterator).u64))
    case CDBUS_TYPE_DOUBLE: return .double(LibDBus.basic(&iterator).dbl)
    case CDBUS_TYPE_STRING: return .string(text(&iterator))
    case CDBUS_TYPE_OBJECT_PATH: return .objectPath(text(&iterator))
    case CDBUS_TYPE_SIGNATURE: return .signature(text(&iterator))
    case CDBUS_TYPE_ARRAY: return try array(&iterator, depth: depth, wording)
    case CDBUS_TYPE_STRUCT:
      var sub = DBusMessageIter()
      LibDBus.recurse(&iterator, &sub)
      return .structure(try readAll(&sub, depth: depth + 1, wording))
    case CDBUS_TYPE_VARIANT:
      var sub = DBusMessageIter()
      LibDBus.recurse(&iterator, &sub)
      guard LibDBus.argumentType(&sub) != CDBUS_TYPE_INVALID else {
        throw DBusError(DBusError.invalidArgs, wording.text(.emptyVariant))
      }
      return .variant(try read(&sub, depth: depth + 1, wording))
    case CDBUS_TYPE_UNIX_FD:
      throw DBusError(DBusError.notSupported, wording.text(.fileDescriptors))
    default:
      throw DBusError(DBusError.invalidArgs, wording.text(.unknownTypeCode(Int(type))))
    }
  }

  private static func text(_ iterator: inout DBusMessageIter) -> String {
    LibDBus.basic(&iterator).str.map { String(cString: $0) } ?? ""
  }

  /// An array or, when its elements are dict entries, a dictionary. The element signature comes
  /// from libdbus, so empty containers keep their type.
  private static func array(_ iterator: inout DBusMessageIter, depth: Int, _ wording: any DBusRefusalWording) throws(DBusError)
    -> DBusValue
  {
    let signature = LibDBus.signature(&iterator)  // "a…"
    var sub = DBusMessageIter()
    LibDBus.recurse(&iterator, &sub)
    let element = String(signature.dropFirst())
    guard element.hasPrefix("{") else {
      return .array(try readAll(&sub, depth: depth + 1, wording), elementSignature: element)
    }
    // "{kv}": the key is one basic type code, the value everything up to the closing brace.
    let inner = element.dropFirst().dropLast()
    let key = String(inner.prefix(1))
    let value = String(inner.dropFirst())
    var entries: [DBusDictEntry] = []
    while LibDBus.argumentType(&sub) == CDBUS_TYPE_DICT_ENTRY {
      var pair = DBusMessageIter()
      LibDBus.recurse(&sub, &pair)
      let k = try read(&pair, depth: depth + 2, wording)
      _ = LibDBus.next(&pair)
      let v = try read(&pair, depth: depth + 2, wording)
      entries.append(DBusDictEntry(key: k, value: v))
      _ = LibDBus.next(&sub)
    }
    return .dictionary(entries, keySignature: key, valueSignature: value)
  }
}
