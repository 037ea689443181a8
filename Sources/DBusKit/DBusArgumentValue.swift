/// A Swift type a declared method takes or a declared signal sends as one D-Bus argument: the
/// interface declaration (``DBusMethod``, ``DBusSignal``) reads its D-Bus type from here, so a
/// handler gets a `String` or a `Double` rather than a ``DBusValue`` to unwrap.
public protocol DBusArgumentValue: Sendable {
  /// The D-Bus type, e.g. `s`; nil for ``DBusValue`` itself, whose declaration names the type.
  static var dbusSignature: String? { get }
  /// The value when `value` has this type (nil otherwise).
  init?(dbusValue value: DBusValue)
  var dbusValue: DBusValue { get }
}

extension String: DBusArgumentValue {
  public static var dbusSignature: String? { "s" }
  public init?(dbusValue value: DBusValue) { guard let v = value.stringValue else { return nil }; self = v }
  public var dbusValue: DBusValue { .string(self) }
}

extension Double: DBusArgumentValue {
  public static var dbusSignature: String? { "d" }
  public init?(dbusValue value: DBusValue) { guard let v = value.doubleValue else { return nil }; self = v }
  public var dbusValue: DBusValue { .double(self) }
}

extension Int32: DBusArgumentValue {
  public static var dbusSignature: String? { "i" }
  public init?(dbusValue value: DBusValue) { guard let v = value.int32Value else { return nil }; self = v }
  public var dbusValue: DBusValue { .int32(self) }
}

extension Int64: DBusArgumentValue {
  public static var dbusSignature: String? { "x" }
  public init?(dbusValue value: DBusValue) { guard let v = value.int64Value else { return nil }; self = v }
  public var dbusValue: DBusValue { .int64(self) }
}

extension UInt32: DBusArgumentValue {
  public static var dbusSignature: String? { "u" }
  public init?(dbusValue value: DBusValue) { guard let v = value.uint32Value else { return nil }; self = v }
  public var dbusValue: DBusValue { .uint32(self) }
}

extension Array: DBusArgumentValue where Element == String {
  public static var dbusSignature: String? { "as" }
  public init?(dbusValue value: DBusValue) {
    guard let list = value.arrayValue else { return nil }
    let strings = list.compactMap(\.stringValue)
    guard strings.count == list.count else { return nil }
    self = strings
  }
  public var dbusValue: DBusValue { .stringArray(self) }
}

extension DBusValue: DBusArgumentValue {
  public static var dbusSignature: String? { nil }
  public init?(dbusValue value: DBusValue) { self = value }
  public var dbusValue: DBusValue { self }
}

/// One argument as introspection names it: `<arg name="format" type="s"/>`.
public struct DBusArgument: Sendable, Equatable {
  public let name: String
  public let type: String

  public init(_ name: String, _ type: String) {
    self.name = name
    self.type = type
  }
}

/// One typed argument of a declaration: `DBusIn<String>("format")`; a ``DBusValue`` argument
/// names its type, `DBusIn<DBusValue>("changes", type: "a{sv}")`.
public struct DBusIn<Value: DBusArgumentValue>: Sendable {
  public let argument: DBusArgument

  public init(_ name: String) {
    guard let type = Value.dbusSignature else { preconditionFailure("\(name): a DBusValue argument names its type") }
    argument = DBusArgument(name, type)
  }

  public init(_ name: String, type: String) where Value == DBusValue {
    argument = DBusArgument(name, type)
  }
}
