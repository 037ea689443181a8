public import DBusKit
public import SolvervEngine

/// No reply the bus would refuse.
///
/// A message longer than the protocol's 128 MiB (`DBUS_MAXIMUM_MESSAGE_LENGTH`; the session bus's
/// own `max_message_size` is set higher, 10⁹, in session.conf, so the protocol limit is the one
/// that bites) is taken by dbus-daemon as a corrupt stream: it disconnects the sender. Measured
/// before Render had limits: a 2 MB template of `{progress_bar:500}` made a 174 MB reply, and the
/// bus dropped the daemon, which reconnected, to be dropped again by the next such call (a 1 MB
/// one made 87 MB and got through after 17 s). Every method's input is bounded so that no reply
/// comes near that; this is the last check, far below it (system buses default to 32 MiB).
public enum ReplyLimit {
  /// The largest reply the service sends, in bytes on the wire. The largest real replies are
  /// Events for 100 years and Render at its 64 KiB text limit, both well below.
  public static let maximumBytes = 1 << 20

  /// `reply`, or a LimitsExceeded error reply to `call` (in `language`) when `reply` is larger
  /// than `maximumBytes`.
  public static func checked(_ reply: DBusMessage, answering call: DBusMessage, language: any Localization = English()) -> DBusMessage {
    guard let size = reply.marshalledSize, size > maximumBytes else { return reply }
    let text = language.errorPhrase(.bus(.call(.replyTooLarge(bytes: size, limit: maximumBytes))))
    return call.errorReply(DBusError(DBusError.limitsExceeded, text))
  }
}
