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
  static let peer = "org.freedesktop.DBus.Peer"

  /// Every read-only property: name, D-Bus type, and what it holds. All emit PropertiesChanged
  /// with their new values when they change.
  public static let propertyList: [(name: String, type: String, summary: String)] = [
    ("NextEventKind", "s", "march_equinox, june_solstice, september_equinox or december_solstice"),
    ("NextEventName", "s", "localised, hemisphere-aware name of the next event"),
    ("NextEventTime", "x", "the next event's instant, Unix seconds"),
    ("NextEventLocalTime", "s", "the next event's local time, ISO 8601 with offset"),
    ("DaysUntil", "i", "local calendar days until the next event (0 on its day)"),
    ("Progress", "d", "0…1 from the previous to the next event"),
    ("PreviousEventKind", "s", "the last event at or before now"),
    ("PreviousEventTime", "x", "its instant, Unix seconds"),
    ("Season", "s", "spring, summer, autumn or winter: the season the next event begins"),
    ("SeasonName", "s", "localised season name"),
    ("SeasonColour", "s", "#rrggbb"),
    ("SeasonIcon", "s", "an emoji"),
    ("Sunrise", "s", "the shown day's sunrise: ISO 8601, or always_up, always_down, none"),
    ("Sunset", "s", "the shown day's sunset (after today's sunset, tomorrow's)"),
    ("SolarNoon", "s", "the shown day's solar noon"),
    ("ShownSunDate", "s", "the local date the sun times are for"),
    ("DayLength", "i", "today's day length, seconds"),
    ("DeltaVsYesterday", "i", "today's day length minus yesterday's, seconds"),
    ("DeltaSinceSolstice", "i", "today's day length minus the most recent solstice's, seconds"),
    ("SolsticeDate", "s", "local date of that solstice"),
    ("PolarState", "s", "none, day (midnight sun) or night (polar night)"),
    ("LocationName", "s", "the place's name"),
    ("Latitude", "d", "degrees, north positive"),
    ("Longitude", "d", "degrees, east positive"),
    ("TimeZone", "s", "IANA zone"),
    ("LocationSource", "s", "command-line, config, system (GeoClue), timezone (a default) or fallback"),
    ("Text", "s", "the compact text (the small template)"),
    ("Tooltip", "s", "the large view, Pango markup"),
    ("Message", "s", "the daily message line"),
    ("ValidUntil", "x", "the next instant anything here can change, Unix seconds"),
  ]

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
          <method name="Refresh"/>
          <signal name="EventReached">
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
