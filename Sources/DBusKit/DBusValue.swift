/// A D-Bus value with its type: what a message argument, a property or a variant holds.
///
/// Containers carry the signatures D-Bus needs even when they are empty (an empty `as` and an
/// empty `ai` are different values on the wire), so `signature` is always known without looking
/// at elements. Sending validates that every element matches (`DBusMessage.append`).
public indirect enum DBusValue: Hashable, Sendable {
  case byte(UInt8)
  case boolean(Bool)
  case int16(Int16)
  case uint16(UInt16)
  case int32(Int32)
  case uint32(UInt32)
  case int64(Int64)
  case uint64(UInt64)
  case double(Double)
  /// UTF-8 text without NUL.
  case string(String)
  /// An object path such as `/org/solverv/Status`.
  case objectPath(String)
  /// A type signature such as `a{sv}`.
  case signature(String)
  /// An array; `elementSignature` is the type of every element (`s` for `as`, `a{sv}` for
  /// `aa{sv}`).
  case array([DBusValue], elementSignature: String)
  /// A dictionary, `a{kv}`: entries keep their order (D-Bus sends them as an array). Keys have
  /// a basic type.
  case dictionary([DBusDictEntry], keySignature: String, valueSignature: String)
  /// A struct, `(…)`: at least one field.
  case structure([DBusValue])
  /// A value that carries its own type, `v`.
  case variant(DBusValue)

  /// The D-Bus type signature of this value, e.g. `s`, `a{sv}`, `(ii)`.
  public var signature: String {
    switch self {
    case .byte: "y"
    case .boolean: "b"
    case .int16: "n"
    case .uint16: "q"
    case .int32: "i"
    case .uint32: "u"
    case .int64: "x"
    case .uint64: "t"
    case .double: "d"
    case .string: "s"
    case .objectPath: "o"
    case .signature: "g"
    case .array(_, let element): "a" + element
    case .dictionary(_, let key, let value): "a{" + key + value + "}"
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .variant: "v"
    }
  }
}

/// One key–value pair of a `DBusValue.dictionary`.
public struct DBusDictEntry: Hashable, Sendable {
  public let key: DBusValue
  public let value: DBusValue

  public init(key: DBusValue, value: DBusValue) {
    self.key = key
    self.value = value
  }
}

extension DBusValue {
  /// `a{sv}`, the usual shape of property maps and option bags: each value is wrapped in a
  /// variant. Order is kept.
  public static func stringVariantDictionary(_ pairs: [(String, DBusValue)]) -> DBusValue {
    .dictionary(
      pairs.map { DBusDictEntry(key: .string($0.0), value: .variant($0.1)) }, keySignature: "s",
      valueSignature: "v")
  }

  /// `as`.
  public static func stringArray(_ strings: [String]) -> DBusValue {
    .array(strings.map(DBusValue.string), elementSignature: "s")
  }

  /// `a{kv}` from key–value pairs, order kept.
  public static func dictionary(
    pairs: [(DBusValue, DBusValue)], keySignature: String, valueSignature: String
  ) -> DBusValue {
    .dictionary(
      pairs.map { DBusDictEntry(key: $0.0, value: $0.1) }, keySignature: keySignature,
      valueSignature: valueSignature)
  }
}
