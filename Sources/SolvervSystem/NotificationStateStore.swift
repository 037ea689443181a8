import SolvervConfig
public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// What the daemon remembers across restarts: the last day it sent the notification.
public struct NotificationState: Sendable, Equatable {
  public var lastSentDate: CivilDate?
  public var lastSentAt: Instant?

  public init(lastSentDate: CivilDate? = nil, lastSentAt: Instant? = nil) {
    self.lastSentDate = lastSentDate
    self.lastSentAt = lastSentAt
  }
}

/// `$XDG_STATE_HOME/solverv/state.toml`, written atomically (write, fsync, rename) and read with
/// the config's own TOML parser. A damaged file is moved aside (`state.toml.corrupt-UNIXTIME`)
/// and replaced, with a warning — never a crash, never a second notification for a day that was
/// sent. A FIFO or device there is neither read (that could hang the daemon) nor replaced: it is
/// ignored with a warning and saving fails. Solverv 0.2.0 and earlier kept it in `state.json`:
/// see `NotificationStateStore+Legacy.swift`.
public enum NotificationStateStore {
  public static var defaultPath: String { Paths.stateDirectory + "/state.toml" }

  /// The state, and a warning when the file was damaged and set aside.
  public static func load(path: String = defaultPath) -> (state: NotificationState, warning: String?) {
    let bytes: [UInt8]
    switch FileReader.readRegularFile(path, limit: 1 << 20) {
    case .success(let read): bytes = read
    case .failure(.missing): return (legacyState(besides: path), nil)
    case .failure(.notRegular(let kind)):
      // Someone else's FIFO or device: leave it be (a read would hang, a rename would take it).
      return (NotificationState(), "state file \(path) is \(kind.phrase), not a regular file; ignoring it")
    case .failure(let failure): return (NotificationState(), setAside(path, reason: failure.description))
    }
    let root: TOMLTable
    do { root = try TOMLDocument.parse(bytes: bytes).root } catch {
      return (NotificationState(), setAside(path, reason: "is not valid TOML (\(error.description))"))
    }
    guard root["schema"]?.integerValue == 1 else { return (NotificationState(), setAside(path, reason: "has no schema 1")) }
    var state = NotificationState()
    if let last = root["last_notification"] {
      guard let dateText = last.tableValue?["date"]?.stringValue, let date = CivilDate(iso: dateText) else {
        return (NotificationState(), setAside(path, reason: "has a malformed date"))
      }
      state.lastSentDate = date
      if let seconds = last.tableValue?["sent_at_unix"]?.integerValue {
        state.lastSentAt = Instant(secondsSince1970: Double(seconds))
      }
    }
    return (state, nil)
  }

  public static func save(_ state: NotificationState, path: String = defaultPath) throws(AtomicFile.Failure) {
    var text = "# solverv-daemon's memory: the last day the daily notification was sent.\nschema = 1\n"
    if let date = state.lastSentDate {
      text += "\n[last_notification]\ndate = \(Escaping.quoted(date.description, as: .toml))\n"
      if let at = state.lastSentAt {
        text += "sent_at = \(Escaping.quoted(ISO8601.utcString(at), as: .toml))\n"
        text += "sent_at_unix = \(Int(at.roundedSeconds))\n"
      }
    }
    try AtomicFile.write(Array(text.utf8), to: path, mode: 0o600)
    removeLegacyState(besides: path)
  }

  /// Renames a damaged file out of the way; returns the warning to log.
  /// A linked state file's target is moved, so the link survives and the next save recreates it.
  private static func setAside(_ link: String, reason: String) -> String {
    let path = (try? AtomicFile.finalTarget(of: link)) ?? link
    let aside = "\(path).corrupt-\(SystemClock.now().roundedSeconds)"
    if rename(path, aside) == 0 {
      return "state file \(path) \(reason); moved it to \(aside) and started afresh"
    }
    unlink(path)
    return "state file \(path) \(reason); removed it and started afresh"
  }
}
