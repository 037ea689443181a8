/// `org.freedesktop.DBus.Peer`, which every D-Bus connection is expected to answer.
///
/// libdbus answers it itself, but only while dispatching; a connection read with `receive` has
/// to answer it: `if let reply = message.peerReply(machineID: id) { try connection.send(reply) }`.
extension DBusMessage {
  public static let peerInterface = "org.freedesktop.DBus.Peer"
  /// The interface of `Introspect`, which every object and each path above one answers.
  public static let introspectableInterface = "org.freedesktop.DBus.Introspectable"

  /// The reply to a `Ping` or `GetMachineId` call, an `UnknownMethod` error for any other member
  /// of the Peer interface, or nil when this message is not a call to that interface.
  ///
  /// `machineID` is the caller's reading of the machine's id (nil: there is none, and
  /// GetMachineId is refused): DBusKit reads no files, so a service has one reader for it.
  /// The refusals are in `wording`'s words (English by default).
  public func peerReply(machineID: String?, wording: any DBusRefusalWording = EnglishDBusRefusals()) -> DBusMessage? {
    guard kind == .methodCall, interface == Self.peerInterface else { return nil }
    switch member {
    case "Ping":
      return methodReturn()
    case "GetMachineId":
      guard let id = machineID else {
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
