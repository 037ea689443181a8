/// `org.freedesktop.DBus.Peer`, which every D-Bus connection is expected to answer.
///
/// libdbus answers it itself, but only while dispatching; a connection read with `receive` has
/// to answer it: `if let reply = message.peerReply() { try connection.send(reply) }`.
extension DBusMessage {
  public static let peerInterface = "org.freedesktop.DBus.Peer"

  /// The reply to a `Ping` or `GetMachineId` call, an `UnknownMethod` error for any other member
  /// of the Peer interface, or nil when this message is not a call to that interface.
  ///
  /// The corresponding libdbus function (for the machine id) is `dbus_try_get_local_machine_id`.
  /// The refusals are in `wording`'s words (English by default).
  public func peerReply(wording: any DBusRefusalWording = EnglishDBusRefusals()) -> DBusMessage? {
    guard kind == .methodCall, interface == Self.peerInterface else { return nil }
    switch member {
    case "Ping":
      return methodReturn()
    case "GetMachineId":
      guard let id = LibDBus.localMachineID() else {
        return errorReply(DBusError(DBusError.failed, wording.text(.noMachineID)))
      }
      let reply = methodReturn()
      try? reply.append(.string(id))
      return reply
    default:
      return errorReply(
        DBusError(DBusError.unknownMethod, wording.text(.unknownPeerMethod(member ?? "", interface: Self.peerInterface))))
    }
  }
}
