import DBusKit

/// The whole service, declared in one place: names, properties, methods, signals, introspection.
///
/// Bus name `io.github.solverv.Solverv1`, object `/io/github/solverv/Solverv1`, interface
/// `io.github.solverv.Solverv1` (versioned, so a future incompatible interface can be `…2`).
public enum SolvervBusInterface {
  public static let busName = "io.github.solverv.Solverv1"
  public static let objectPath = "/io/github/solverv/Solverv1"
  public static let interface = "io.github.solverv.Solverv1"

  static let properties = "org.freedesktop.DBus.Properties"
  static let introspectable = "org.freedesktop.DBus.Introspectable"
  static let peer = DBusMessage.peerInterface
  /// Every interface the object has: its own first, then the standard ones.
  static let interfaces = [interface, properties, introspectable, peer]

  /// The longest template Render takes, in UTF-8 bytes (longer: InvalidArgs naming the limit).
  /// Far more than any bar needs (the large built-in template is about 100), and small enough
  /// that the worst template renders in about a millisecond rather than stalling every other
  /// caller (solverv-bench `render-flood` measures it).
  public static let maximumTemplateBytes = 4_096
  /// The longest text Render returns, in UTF-8 bytes (longer: InvalidArgs naming the limit).
  /// Within the template limit wide specs still multiply the text: `{progress_bar:500}` is 18
  /// bytes that become 1,500.
  public static let maximumRenderedBytes = 65_536
  /// The most progress-bar cells a Render template may ask for in all (`{progress_bar:500}`
  /// twice is 1,000), checked before rendering: bars are what multiplies a template's size, and
  /// building and escaping a third of a megabyte of them took the daemon about 100 ms (debug).
  public static let maximumBarCells = 2_000

  /// Every read-only property: name, D-Bus type, and what it holds (from
  /// ``SnapshotProperties/definitions``, which also computes the values).
  public static let propertyList: [(name: String, type: String, summary: String)] =
    SnapshotProperties.definitions.map { ($0.name, $0.type, $0.summary) }

  /// The introspection document of the object.
  public static let introspection: String = {
    let changed = #"<annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>"#
    var xml = """
      <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
       "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
      <node name="\(objectPath)">
        <interface name="\(interface)">

      """
    for property in propertyList {
      xml += "    <property name=\"\(property.name)\" type=\"\(property.type)\" access=\"read\">\(changed)</property>\n"
    }
    xml += """
          <method name="GetSnapshot">
            <arg name="snapshot" type="a{sv}" direction="out"/>
          </method>
          <method name="Render">
            <arg name="format" type="s" direction="in"/>
            <arg name="template" type="s" direction="in"/>
            <arg name="text" type="s" direction="out"/>
          </method>
          <method name="SunTimes">
            <arg name="date" type="s" direction="in"/>
            <arg name="latitude" type="d" direction="in"/>
            <arg name="longitude" type="d" direction="in"/>
            <arg name="timezone" type="s" direction="in"/>
            <arg name="times" type="a{sv}" direction="out"/>
          </method>
          <method name="Compare">
            <arg name="date" type="s" direction="in"/>
            <arg name="with" type="s" direction="in"/>
            <arg name="comparison" type="a{sv}" direction="out"/>
          </method>
          <method name="Events">
            <arg name="from_year" type="i" direction="in"/>
            <arg name="to_year" type="i" direction="in"/>
            <arg name="events" type="aa{sv}" direction="out"/>
          </method>
          <method name="SetLocation">
            <arg name="latitude" type="d" direction="in"/>
            <arg name="longitude" type="d" direction="in"/>
            <arg name="name" type="s" direction="in"/>
            <arg name="timezone" type="s" direction="in"/>
          </method>
          <method name="GetSettings">
            <arg name="settings" type="a{sv}" direction="out"/>
          </method>
          <method name="GetSettingsWords">
            <arg name="words" type="a{ss}" direction="out"/>
          </method>
          <method name="SetSettings">
            <arg name="changes" type="a{sv}" direction="in"/>
          </method>
          <method name="SearchPlaces">
            <arg name="query" type="s" direction="in"/>
            <arg name="places" type="aa{sv}" direction="out"/>
          </method>
          <method name="Refresh"/>
          <signal name="EventReached">
            <arg name="kind" type="s"/>
            <arg name="time" type="x"/>
          </signal>
          <signal name="SunEvent">
            <arg name="kind" type="s"/>
            <arg name="time" type="x"/>
          </signal>
          <signal name="DayChanged">
            <arg name="date" type="s"/>
          </signal>
        </interface>
        <interface name="org.freedesktop.DBus.Properties">
          <method name="Get">
            <arg name="interface_name" type="s" direction="in"/>
            <arg name="property_name" type="s" direction="in"/>
            <arg name="value" type="v" direction="out"/>
          </method>
          <method name="GetAll">
            <arg name="interface_name" type="s" direction="in"/>
            <arg name="properties" type="a{sv}" direction="out"/>
          </method>
          <method name="Set">
            <arg name="interface_name" type="s" direction="in"/>
            <arg name="property_name" type="s" direction="in"/>
            <arg name="value" type="v" direction="in"/>
          </method>
          <signal name="PropertiesChanged">
            <arg name="interface_name" type="s"/>
            <arg name="changed_properties" type="a{sv}"/>
            <arg name="invalidated_properties" type="as"/>
          </signal>
        </interface>
        <interface name="org.freedesktop.DBus.Introspectable">
          <method name="Introspect">
            <arg name="xml_data" type="s" direction="out"/>
          </method>
        </interface>
        <interface name="org.freedesktop.DBus.Peer">
          <method name="Ping"/>
          <method name="GetMachineId">
            <arg name="machine_uuid" type="s" direction="out"/>
          </method>
        </interface>
      </node>

      """
    return xml
  }()
}
