public import DBusKit
public import SolvervEngine

/// The Solverv object's answers: a method call in, its reply (or error reply) out, from the
/// daemon's state at one moment. Named for what it does — it responds for the object declared
/// in ``ServiceMethods``; it holds no requests. Pure with respect to the bus, so every argument
/// check is testable by sending messages; whatever a call changes beyond its reply goes through
/// ``effects``. One file per concern: rendering, sun queries, comparisons, the place, settings,
/// theme, the paths above the object, checks and refusals. A class: each call hands its handler
/// one reference, where a struct holding the snapshot was copied field by field on every call.
public final class SolvervResponder {
  /// What the daemon knows now.
  let snapshot: SolarSnapshot
  let properties: [(String, DBusValue)]
  /// The GetSnapshot reply body (`snapshot.json()` as `a{sv}`), marshalled once per refresh:
  /// GetSnapshot is the hot call of applets.
  let snapshotReply: DBusMessage?
  /// Events per year and recent Events replies, kept by the daemon across calls.
  let cache: ReplyCache
  /// The config file, the place, the theme choice, the machine id, the refresh: every effect.
  let effects: ResponderEffects

  public init(
    snapshot: SolarSnapshot, properties: [(String, DBusValue)], snapshotReply: DBusMessage?, cache: ReplyCache,
    effects: ResponderEffects
  ) {
    self.snapshot = snapshot
    self.properties = properties
    self.snapshotReply = snapshotReply
    self.cache = cache
    self.effects = effects
  }

  /// The reply to `message`, or nil when none is due (a signal, or no reply expected). Never one
  /// the bus would refuse (see `ReplyLimit`). A config write that found the lock held is
  /// answered with `Failed` and the busy message.
  public func reply(to message: DBusMessage) -> DBusMessage? {
    switch outcome(of: message) {
    case .reply(let reply): reply
    case .configBusy(let busy): message.expectsReply ? busyReply(to: message, busy, waited: effects.configLockWait) : nil
    }
  }

  /// What a call comes to: its reply (nil when none is due), or a config write that found the
  /// config's lock held and wrote nothing — to try again later.
  public enum Outcome {
    case reply(DBusMessage?)
    case configBusy(ConfigBusy)
  }

  /// The call answered, or left for another try when it writes the config and the lock is held.
  public func outcome(of message: DBusMessage) -> Outcome {
    // A query whose caller wants no reply has nothing left to do: dropping it unread keeps a
    // flood of such calls from delaying anyone's answer. SetLocation and Refresh still act.
    guard ServiceMethods.object.wantsAnswer(message) else { return .reply(nil) }
    let reply: DBusMessage
    do {
      reply = ReplyLimit.checked(try answer(message), answering: message, language: language)
    } catch let busy as ConfigBusy {
      return .configBusy(busy)
    } catch {
      // One line, every value as typed: a newline or ESC a caller sent (a setting's value, a
      // place name) is written `\u{…}` in the message that echoes it, like the CLI's.
      reply = ServiceMethods.object.errorReply(to: message, for: error)
    }
    return .reply(message.expectsReply ? reply : nil)
  }

  /// `Failed` for a config write that waited `waited` seconds for another writer.
  public func busyReply(to message: DBusMessage, _ busy: ConfigBusy, waited: Double) -> DBusMessage {
    let reason = language.errorPhrase(.file(.busy(path: busy.path, seconds: Int(waited.rounded()))))
    return message.errorReply(name: DBusError.failed.rawValue, message: Escaping.visibleInMessage(reason))
  }

  /// The declared traits of the call's method (none for anything that is not a call of the
  /// object): whether it writes the config under its lock (``DBusMethodTraits/writesConfig``:
  /// SetSettings, SetLocation) or takes real work, to be answered after the cheap calls
  /// (``DBusMethodTraits/slow``: Render). One lookup sorts a call.
  public static func traits(of message: DBusMessage) -> DBusMethodTraits {
    ServiceMethods.object.traits(of: message) ?? []
  }

  private func answer(_ message: DBusMessage) throws -> DBusMessage {
    if let reply = try parentIntrospectionReply(message) { return reply }
    return try ServiceMethods.object.answer(message, self, wording: wording)
  }
}
