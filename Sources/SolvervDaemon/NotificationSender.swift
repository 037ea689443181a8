import DBusKit
import DBusService

/// `org.freedesktop.Notifications.Notify` (Desktop Notifications spec 1.2): the call, and what
/// its answer means.
enum NotificationSender {
  /// The Notify call; the daemon sends it without blocking and matches the reply by serial.
  static func call(summary: String, body: String) throws(DBusError) -> DBusMessage {
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
    return call
  }

  /// Whether an error answering Notify leaves it unknown whether the notification was shown.
  /// NoReply is the bus saying the server left (or libdbus giving up waiting) after the call was
  /// delivered; Timeout and Disconnected likewise come after it may have arrived. Every other
  /// error is definite: the bus could not deliver the call (ServiceUnknown, NameHasNoOwner, a
  /// failed or timed-out activation, LimitsExceeded) or the server answered that it failed.
  static func mayHaveBeenShown(despite error: DBusError) -> Bool {
    error.is(DBusError.noReply) || error.is(DBusError.timeout) || error.is(DBusError.disconnected)
  }
}
