/// Typed reads of a `DBusValue`: each returns nil unless the value has exactly that type, so a
/// peer that sends `i` where `u` was expected is noticed rather than converted.
extension DBusValue {
  public var byteValue: UInt8? { if case .byte(let v) = self { v } else { nil } }
  public var boolValue: Bool? { if case .boolean(let v) = self { v } else { nil } }
  public var int16Value: Int16? { if case .int16(let v) = self { v } else { nil } }
  public var uint16Value: UInt16? { if case .uint16(let v) = self { v } else { nil } }
  public var int32Value: Int32? { if case .int32(let v) = self { v } else { nil } }
  public var uint32Value: UInt32? { if case .uint32(let v) = self { v } else { nil } }
  public var int64Value: Int64? { if case .int64(let v) = self { v } else { nil } }
  public var uint64Value: UInt64? { if case .uint64(let v) = self { v } else { nil } }
  public var doubleValue: Double? { if case .double(let v) = self { v } else { nil } }
  public var stringValue: String? { if case .string(let v) = self { v } else { nil } }
  public var objectPathValue: String? { if case .objectPath(let v) = self { v } else { nil } }
  public var signatureValue: String? { if case .signature(let v) = self { v } else { nil } }

  /// The elements of an array (not of a dictionary; see `dictionaryEntries`).
  public var arrayValue: [DBusValue]? { if case .array(let v, _) = self { v } else { nil } }

  public var dictionaryEntries: [DBusDictEntry]? {
    if case .dictionary(let entries, _, _) = self { entries } else { nil }
  }

  public var structureFields: [DBusValue]? { if case .structure(let v) = self { v } else { nil } }

  /// The value inside a variant (one level).
  public var variantValue: DBusValue? { if case .variant(let v) = self { v } else { nil } }

  /// This value with all enclosing variants removed (`v` of `v` of `s` gives the `s`).
  public var unwrappingVariants: DBusValue {
    var value = self
    while case .variant(let inner) = value { value = inner }
    return value
  }

  /// The value stored under a string key in an `a{s…}` dictionary (the first, if repeated),
  /// with variants unwrapped: `properties["Sunrise"]?.doubleValue`.
  public subscript(key: String) -> DBusValue? {
    guard case .dictionary(let entries, "s", _) = self else { return nil }
    return entries.first { $0.key == .string(key) }?.value.unwrappingVariants
  }
}
