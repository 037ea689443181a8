#if canImport(Glibc)
  import Glibc
#endif
public import SolvervEngine

/// What the daemon remembers across restarts: the last day it sent the notification.
public struct NotificationState: Sendable, Equatable {
  public var lastSentDate: CivilDate?
  public var lastSentAt: Instant?

  public init(lastSentDate: CivilDate? = nil, lastSentAt: Instant? = nil) {
    self.lastSentDate = lastSentDate
    self.lastSentAt = lastSentAt
  }
}

/// `$XDG_STATE_HOME/solverv/state.json`, written atomically (write, fsync, rename). A damaged file
/// is moved aside (`state.json.corrupt-UNIXTIME`) and replaced, with a warning — never a crash,
/// never a second notification for a day that was sent. A FIFO or device there is neither read
/// (that could hang the daemon) nor replaced: it is ignored with a warning and saving fails.
public enum NotificationStateStore {
  public static var defaultPath: String { Paths.stateDirectory + "/state.json" }

  /// The state, and a warning when the file was damaged and set aside.
  public static func load(path: String = defaultPath) -> (state: NotificationState, warning: String?) {
    let bytes: [UInt8]
    switch FileReader.readRegularFile(path, limit: 1 << 20) {
    case .success(let read): bytes = read
    case .failure(.missing): return (NotificationState(), nil)
    case .failure(.notRegular(let kind)):
      // Someone else's FIFO or device: leave it be (a read would hang, a rename would take it).
      return (NotificationState(), "state file \(path) is \(kind.phrase), not a regular file; ignoring it")
    case .failure(let failure): return (NotificationState(), setAside(path, reason: failure.description))
    }
    do {
      let json = try JSONValue.parse(bytes)
      guard json["schema"]?.intValue == 1 else { return (NotificationState(), setAside(path, reason: "has no schema 1")) }
      var state = NotificationState()
      if let last = json["last_notification"] {
        guard let dateText = last["date"]?.stringValue, let date = CivilDate(iso: dateText) else {
          return (NotificationState(), setAside(path, reason: "has a malformed date"))
        }
        state.lastSentDate = date
        if let seconds = last["sent_at_unix"]?.intValue { state.lastSentAt = Instant(secondsSince1970: Double(seconds)) }
      }
      return (state, nil)
    } catch {
      return (NotificationState(), setAside(path, reason: error.description))
    }
  }

  public static func save(_ state: NotificationState, path: String = defaultPath) throws(AtomicFile.Failure) {
    var members: [(String, JSONValue)] = [("schema", 1)]
    if let date = state.lastSentDate {
      var last: [(String, JSONValue)] = [("date", .string(date.description))]
      if let at = state.lastSentAt {
        last.append(("sent_at", .string(ISO8601.utcString(at))))
        last.append(("sent_at_unix", .int(Int(at.roundedSeconds))))
      }
      members.append(("last_notification", .object(last)))
    }
    try AtomicFile.write(Array((JSONValue.object(members).serialized() + "\n").utf8), to: path, mode: 0o600)
  }

  /// Renames a damaged file out of the way; returns the warning to log.
  /// A linked state file's target is moved, so the link survives and the next save recreates it.
  private static func setAside(_ link: String, reason: String) -> String {
    let path = AtomicFile.finalTarget(of: link) ?? link
    let aside = "\(path).corrupt-\(SystemClock.now().roundedSeconds)"
    if rename(path, aside) == 0 {
      return "state file \(path) \(reason); moved it to \(aside) and started afresh"
    }
    unlink(path)
    return "state file \(path) \(reason); removed it and started afresh"
  }
}
