/// The introspection documents, made from the declaration alone: the object's own, and those of
/// the paths above it.
extension DBusObject {
  public var introspection: String {
    var xml = Self.doctype + "<node name=\"\(path)\">\n"
    for name in interfaces {
      xml += "  <interface name=\"\(name)\">\n"
      for property in properties where property.interface == name { xml += Self.element(property) }
      for method in methods where method.interface == name { xml += Self.element(method) }
      for signal in signals where signal.interface == name { xml += Self.element(signal) }
      xml += "  </interface>\n"
    }
    return xml + "</node>\n"
  }

  /// The document of a path above the object ("/", "/io", … for "/io/example/Object"): the
  /// object's own `Introspect`, on one line, and the next node down, so that `busctl tree` and
  /// other introspecting tools can walk down to the object. Nil for any other path, and for an
  /// object that declares no `Introspect`.
  public func parentIntrospection(at parent: String) -> String? {
    guard let child = childNode(under: parent), let method = introspectMethod else { return nil }
    return Self.doctype + "<node>\n" + "  <interface name=\"\(method.interface)\">\n"
      + "    <method name=\"\(method.name)\">\(Self.arguments(of: method).joined())</method>\n"
      + "  </interface>\n" + "  <node name=\"\(child)\"/>\n" + "</node>\n"
  }

  /// The object's declared `Introspect` (of ``DBusMessage/introspectableInterface``).
  public var introspectMethod: DBusMethod<Context>? {
    methods.first { $0.interface == DBusMessage.introspectableInterface && $0.name == "Introspect" }
  }

  /// For a path above the object, the next element towards it ("io" under "/"); nil for the
  /// object's own path and every path not above it.
  func childNode(under parent: String) -> String? {
    let target = path.split(separator: "/")
    let parts = parent == "/" ? [] : parent.split(separator: "/")
    guard parts.count < target.count, Array(target.prefix(parts.count)) == parts else { return nil }
    return String(target[parts.count])
  }

  private static var doctype: String {
    """
    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">

    """
  }

  private static func element(_ property: DBusPropertyDeclaration) -> String {
    let changed = #"<annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>"#
    let type = "    <property name=\"\(property.name)\" type=\"\(property.type)\" access=\"read\""
    return property.emitsChanged ? "\(type)>\(changed)</property>\n" : "\(type)/>\n"
  }

  private static func element(_ method: DBusMethod<Context>) -> String {
    let arguments = arguments(of: method)
    if arguments.isEmpty { return "    <method name=\"\(method.name)\"/>\n" }
    return "    <method name=\"\(method.name)\">\n" + arguments.map { "      \($0)\n" }.joined() + "    </method>\n"
  }

  /// A method's `<arg>` elements, inputs first.
  private static func arguments(of method: DBusMethod<Context>) -> [String] {
    let arguments = method.inputs.map { ($0, "in") } + method.outputs.map { ($0, "out") }
    return arguments.map { argument, direction in
      "<arg name=\"\(argument.name)\" type=\"\(argument.type)\" direction=\"\(direction)\"/>"
    }
  }

  private static func element(_ signal: DBusSignalDeclaration) -> String {
    "    <signal name=\"\(signal.name)\">\n"
      + signal.arguments.map { "      <arg name=\"\($0.name)\" type=\"\($0.type)\"/>\n" }.joined() + "    </signal>\n"
  }
}
