/// Sends through `org.freedesktop.Notifications.Notify` (Desktop Notifications spec 1.2).
enum NotificationSender {
  static func send(summary: String, body: String, on connection: DBusConnection) throws {
    let call = try DBusMessage.methodCall(
      destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
      interface: "org.freedesktop.Notifications", member: "Notify")
    try call.append([
      .string("Solverv"),  // app_name
      .uint32(0),  // replaces_id
      .string("weather-clear"),  // app_icon (a standard icon name)
      .string(summary),
      .string(body),
      .array([], elementSignature: "s"),  // actions
      .stringVariantDictionary([("desktop-entry", .string("solverv")), ("urgency", .byte(0))]),
      .int32(-1),  // expire_timeout: the server's default
    ])
    _ = try connection.call(call, timeoutMilliseconds: 3_000)
  }
}
