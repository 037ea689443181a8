public import DBusKit
import SolvervApp
import SolvervEngine
import SolvervSystem

extension DBusMethodTraits {
  /// It writes the config file under its lock (``ConfigLock``): the daemon never waits for that
  /// lock on its loop, it retries such a call from there (see ``ConfigBusy``).
  public static let writesConfig = DBusMethodTraits(rawValue: 1 << 8)
}

/// The Solverv object, declared once: every method (typed arguments, traits) and signal in
/// introspection order, and the property table (``SnapshotProperties/definitions``). A new method
/// is one row here and its handler (a function of `SolvervResponder`); introspection, dispatch,
/// the signature check, the argument decoding and the no-reply rule follow from the row.
public enum ServiceMethods {
  private static let own = SolvervBusInterface.interface
  private static let properties = SolvervBusInterface.properties
  private typealias Method = DBusMethod<SolvervResponder>

  public static let object = DBusObject(
    path: SolvervBusInterface.objectPath, interfaces: SolvervBusInterface.interfaces, methods: all,
    properties: SnapshotProperties.definitions.map { DBusPropertyDeclaration(own, $0.name, $0.type, emitsChanged: true) },
    signals: ServiceSignals.all, visible: { Escaping.visibleInMessage($0) })

  static let all: [DBusMethod<SolvervResponder>] = [
    Method(own, "GetSnapshot", out: [("snapshot", "a{sv}")]) { responder, message in
      if let template = responder.snapshotReply, let reply = message.methodReturn(copying: template) { return reply }
      return try message.returning([responder.snapshot.json().dbusValue])
    },
    Method(
      own, "Render", in: DBusIn<String>("format"), DBusIn<String>("template"), out: [("text", "s")], traits: .slow
    ) { responder, message, format, template in
      try message.returning([.string(try responder.render(format: format, template: template))])
    },
    Method(
      own, "SunTimes", in: DBusIn<String>("date"), DBusIn<Double>("latitude"), DBusIn<Double>("longitude"),
      DBusIn<String>("timezone"), out: [("times", "a{sv}")]
    ) { responder, message, date, latitude, longitude, timezone in
      try message.returning([try responder.sunTimes(date: date, latitude: latitude, longitude: longitude, timezone: timezone)])
    },
    Method(own, "Compare", in: DBusIn<String>("date"), DBusIn<String>("with"), out: [("comparison", "a{sv}")]) {
      responder, message, date, with in
      try message.returning([try responder.compare(date: date, with: with)])
    },
    Method(
      own, "ComparePlaces", in: DBusIn<String>("date"), DBusIn<String>("place"), DBusIn<String>("vs"),
      out: [("comparison", "a{sv}")]
    ) { responder, message, date, place, vs in
      try message.returning([try responder.comparePlaces(date: date, place: place, vs: vs)])
    },
    Method(own, "Events", in: DBusIn<Int32>("from_year"), DBusIn<Int32>("to_year"), out: [("events", "aa{sv}")]) {
      responder, message, from, to in
      try responder.eventsReply(message, from: Int(from), to: Int(to))
    },
    Method(
      own, "SetLocation", in: DBusIn<Double>("latitude"), DBusIn<Double>("longitude"), DBusIn<String>("name"),
      DBusIn<String>("timezone"), traits: [.changesState, .writesConfig]
    ) { responder, message, latitude, longitude, name, timezone in
      try responder.changeLocation(latitude: latitude, longitude: longitude, name: name, timezone: timezone)
      responder.effects.requestRefresh()
      return message.methodReturn()
    },
    Method(own, "GetSettings", out: [("settings", "a{sv}")]) { responder, message in
      try message.returning([try responder.getSettings()])
    },
    Method(own, "GetSettingsWords", out: [("words", "a{ss}")]) { responder, message in
      try message.returning([try responder.getSettingsWords()])
    },
    Method(own, "GetSettingsSchema", out: [("schema", "a{sv}")]) { responder, message in
      try message.returning([try responder.getSettingsSchema()])
    },
    Method(own, "SetSettings", in: DBusIn<DBusValue>("changes", type: "a{sv}"), traits: [.changesState, .writesConfig]) {
      responder, message, changes in
      try responder.setSettings(changes)
      responder.effects.requestRefresh()
      return message.methodReturn()
    },
    Method(own, "SearchPlaces", in: DBusIn<String>("query"), out: [("places", "aa{sv}")]) { responder, message, query in
      try message.returning([try responder.searchPlaces(query)])
    },
    Method(own, "SetTheme", in: DBusIn<String>("choice"), traits: .changesState) { responder, message, choice in
      try responder.chooseTheme(choice)
      responder.effects.requestRefresh()
      return message.methodReturn()
    },
    Method(own, "Refresh", traits: .changesState) { responder, message in
      responder.effects.requestRefresh()
      return message.methodReturn()
    },
    Method(
      properties, "Get", in: DBusIn<String>("interface_name"), DBusIn<String>("property_name"), out: [("value", "v")]
    ) { responder, message, interface, name in
      try message.returning([.variant(try responder.property(interface, name))])
    },
    Method(properties, "GetAll", in: DBusIn<String>("interface_name"), out: [("properties", "a{sv}")]) {
      responder, message, name in
      if name != SolvervBusInterface.interface, SolvervBusInterface.interfaces.contains(name) {
        return try message.returning([.stringVariantDictionary([])])
      }
      try responder.checkInterface(name)
      return try message.returning([.stringVariantDictionary(responder.properties)])
    },
    Method(
      properties, "Set", in: DBusIn<String>("interface_name"), DBusIn<String>("property_name"),
      DBusIn<DBusValue>("value", type: "v")
    ) { responder, _, interface, name, _ in
      _ = try responder.property(interface, name)
      throw responder.refusal(DBusError.propertyReadOnly, .propertyReadOnly(name))
    },
    Method(SolvervBusInterface.introspectable, "Introspect", out: [("xml_data", "s")]) { _, message in
      try message.returning([.string(SolvervBusInterface.introspection)])
    },
    Method(SolvervBusInterface.peer, "Ping") { _, message in message.methodReturn() },
    // A machine with no id: 32 zeros, an id in form that names no machine.
    Method(SolvervBusInterface.peer, "GetMachineId", out: [("machine_uuid", "s")]) { responder, message in
      try message.returning([.string(responder.effects.machineID() ?? String(repeating: "0", count: 32))])
    },
  ]
}

/// The Solverv object's signals, declared once: introspection lists them, the daemon sends them
/// through these typed emitters.
public enum ServiceSignals {
  private static let path = SolvervBusInterface.objectPath
  private static let own = SolvervBusInterface.interface

  /// A season event (equinox or solstice) reached: its kind and Unix time.
  public static let eventReached = DBusSignal(at: path, own, "EventReached", DBusIn<String>("kind"), DBusIn<Int64>("time"))
  /// A sun event (sunrise, sunset, …) reached: its kind and Unix time.
  public static let sunEvent = DBusSignal(at: path, own, "SunEvent", DBusIn<String>("kind"), DBusIn<Int64>("time"))
  /// A new local day began.
  public static let dayChanged = DBusSignal(at: path, own, "DayChanged", DBusIn<String>("date"))
  /// Properties whose values changed (all are sent with their new values, none invalidated).
  public static let propertiesChanged = DBusSignal(
    at: path, SolvervBusInterface.properties, "PropertiesChanged", DBusIn<String>("interface_name"),
    DBusIn<DBusValue>("changed_properties", type: "a{sv}"), DBusIn<[String]>("invalidated_properties"))

  static let all = [eventReached.declaration, sunEvent.declaration, dayChanged.declaration, propertiesChanged.declaration]
}
