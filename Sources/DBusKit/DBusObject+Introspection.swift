/// The introspection document, made from the declaration alone.
extension DBusObject {
  public var introspection: String {
    let changed = #"<annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>"#
    var xml = """
      <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
       "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
      <node name="\(path)">

      """
    for name in interfaces {
      xml += "  <interface name=\"\(name)\">\n"
      for property in properties where property.interface == name {
        let type = "    <property name=\"\(property.name)\" type=\"\(property.type)\" access=\"read\""
        xml += property.emitsChanged ? "\(type)>\(changed)</property>\n" : "\(type)/>\n"
      }
      for method in methods where method.interface == name {
        let arguments =
          method.inputs.map { (argument: $0, direction: "in") } + method.outputs.map { (argument: $0, direction: "out") }
        if arguments.isEmpty {
          xml += "    <method name=\"\(method.name)\"/>\n"
          continue
        }
        xml += "    <method name=\"\(method.name)\">\n"
        for (argument, direction) in arguments {
          xml += "      <arg name=\"\(argument.name)\" type=\"\(argument.type)\" direction=\"\(direction)\"/>\n"
        }
        xml += "    </method>\n"
      }
      for signal in signals where signal.interface == name {
        xml += "    <signal name=\"\(signal.name)\">\n"
        for argument in signal.arguments {
          xml += "      <arg name=\"\(argument.name)\" type=\"\(argument.type)\"/>\n"
        }
        xml += "    </signal>\n"
      }
      xml += "  </interface>\n"
    }
    return xml + "</node>\n"
  }
}
