import DBusKit
import SolvervApp
import SolvervEngine

/// Every method and signal of the Solverv object, in introspection order. A new method is one
/// row here and its handler (a function of `ServiceRequests`); introspection, dispatch, the
/// signature check and the no-reply rule follow from the row.
enum ServiceMethods {
  private static let own = SolvervBusInterface.interface
  private static let properties = SolvervBusInterface.properties

  static let all: [ServiceMethod] = [
    ServiceMethod(own, "GetSnapshot", out: [("snapshot", "a{sv}")]) { requests, message, _ in
      if let template = requests.snapshotReply, let reply = message.methodReturn(copying: template) { return reply }
      return try requests.returning(message, [requests.snapshot.json().dbusValue])
    },
    ServiceMethod(own, "Render", in: [("format", "s"), ("template", "s")], out: [("text", "s")]) { requests, message, args in
      let text = try requests.render(format: args[0].stringValue ?? "", template: args[1].stringValue ?? "")
      return try requests.returning(message, [.string(text)])
    },
    ServiceMethod(
      own, "SunTimes", in: [("date", "s"), ("latitude", "d"), ("longitude", "d"), ("timezone", "s")],
      out: [("times", "a{sv}")]
    ) { requests, message, args in
      try requests.returning(message, [try requests.sunTimes(args)])
    },
    ServiceMethod(own, "Compare", in: [("date", "s"), ("with", "s")], out: [("comparison", "a{sv}")]) {
      requests, message, args in
      try requests.returning(message, [try requests.compare(args)])
    },
    ServiceMethod(own, "ComparePlaces", in: [("date", "s"), ("place", "s"), ("vs", "s")], out: [("comparison", "a{sv}")]) {
      requests, message, args in
      try requests.returning(message, [try requests.comparePlaces(args)])
    },
    ServiceMethod(own, "Events", in: [("from_year", "i"), ("to_year", "i")], out: [("events", "aa{sv}")]) {
      requests, message, args in
      try requests.eventsReply(message, from: Int(args[0].int32Value ?? 0), to: Int(args[1].int32Value ?? 0))
    },
    ServiceMethod(
      own, "SetLocation", in: [("latitude", "d"), ("longitude", "d"), ("name", "s"), ("timezone", "s")],
      changesState: true, writesConfig: true
    ) { requests, message, args in
      try requests.changeLocation(args)
      requests.requestRefresh()
      return message.methodReturn()
    },
    ServiceMethod(own, "GetSettings", out: [("settings", "a{sv}")]) { requests, message, _ in
      try requests.returning(message, [try requests.getSettings()])
    },
    ServiceMethod(own, "GetSettingsWords", out: [("words", "a{ss}")]) { requests, message, _ in
      try requests.returning(message, [try requests.getSettingsWords()])
    },
    ServiceMethod(own, "GetSettingsSchema", out: [("schema", "a{sv}")]) { requests, message, _ in
      try requests.returning(message, [try requests.getSettingsSchema()])
    },
    ServiceMethod(own, "SetSettings", in: [("changes", "a{sv}")], changesState: true, writesConfig: true) { requests, message, args in
      try requests.setSettings(args[0])
      requests.requestRefresh()
      return message.methodReturn()
    },
    ServiceMethod(own, "SearchPlaces", in: [("query", "s")], out: [("places", "aa{sv}")]) { requests, message, args in
      try requests.returning(message, [try requests.searchPlaces(args[0].stringValue ?? "")])
    },
    ServiceMethod(own, "SetTheme", in: [("choice", "s")], changesState: true) { requests, message, args in
      try requests.chooseTheme(args[0].stringValue ?? "")
      requests.requestRefresh()
      return message.methodReturn()
    },
    ServiceMethod(own, "Refresh", changesState: true) { requests, message, _ in
      requests.requestRefresh()
      return message.methodReturn()
    },
    ServiceMethod(
      properties, "Get", in: [("interface_name", "s"), ("property_name", "s")], out: [("value", "v")]
    ) { requests, message, args in
      try requests.returning(message, [.variant(try requests.property(args[0], args[1]))])
    },
    ServiceMethod(properties, "GetAll", in: [("interface_name", "s")], out: [("properties", "a{sv}")]) {
      requests, message, args in
      let name = args[0].stringValue ?? ""
      if name != SolvervBusInterface.interface, SolvervBusInterface.interfaces.contains(name) {
        return try requests.returning(message, [.stringVariantDictionary([])])
      }
      try requests.checkInterface(name)
      return try requests.returning(message, [.stringVariantDictionary(requests.properties)])
    },
    ServiceMethod(properties, "Set", in: [("interface_name", "s"), ("property_name", "s"), ("value", "v")]) {
      requests, _, args in
      _ = try requests.property(args[0], args[1])
      throw requests.refusal(DBusError.propertyReadOnly, .propertyReadOnly(args[1].stringValue ?? ""))
    },
    ServiceMethod(SolvervBusInterface.introspectable, "Introspect", out: [("xml_data", "s")]) { requests, message, _ in
      try requests.returning(message, [.string(SolvervBusInterface.introspection)])
    },
    ServiceMethod(SolvervBusInterface.peer, "Ping") { _, message, _ in message.methodReturn() },
    ServiceMethod(SolvervBusInterface.peer, "GetMachineId", out: [("machine_uuid", "s")]) { requests, message, _ in
      try requests.returning(message, [.string(ServiceRequests.machineID())])
    },
  ]

  static let signals: [ServiceSignal] = [
    ServiceSignal(own, "EventReached", [("kind", "s"), ("time", "x")]),
    ServiceSignal(own, "SunEvent", [("kind", "s"), ("time", "x")]),
    ServiceSignal(own, "DayChanged", [("date", "s")]),
    ServiceSignal(
      properties, "PropertiesChanged",
      [("interface_name", "s"), ("changed_properties", "a{sv}"), ("invalidated_properties", "as")]),
  ]

  /// The method a call names. D-Bus allows calls without an interface: then the member alone
  /// picks it (no two interfaces here share a member name).
  static func method(interface: String?, member: String) -> ServiceMethod? {
    all.first { $0.name == member && (interface == nil || $0.interface == interface) }
  }
}
