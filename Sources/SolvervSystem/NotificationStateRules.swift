public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// What the state may say (the rules about its content; `NotificationStateStore` reads and writes
/// the file).
extension NotificationState {
  /// The latest calendar date anywhere on Earth at `now`: the date at UTC+14 (Kiribati's Line
  /// Islands), the furthest-ahead offset in use.
  public static func latestDate(at now: Instant) -> CivilDate {
    let seconds = (now.secondsSince1970 + 14 * 3_600) / 86_400
    return CivilDate(daysSince1970: Int64(seconds.rounded(.down)))
  }

  /// Whether the state claims a notification for a day no time zone has reached yet at `now`:
  /// written by a clock set ahead (or, before time travel had its own state, by `daemon --at`).
  /// Such a date would silence every notification until it comes. Compared with the date at
  /// UTC+14 rather than the place's own, so that a move west across the date line (a day "in the
  /// future" for the new place, but one that was really notified) does not count.
  public func isInTheFuture(at now: Instant) -> Bool {
    guard let date = lastSentDate else { return false }
    return date > Self.latestDate(at: now)
  }
}

extension NotificationStateStore {
  /// The state of a time-travelling daemon (`daemon --at`), beside the real one: simulated days
  /// are remembered there (so a restart in the simulation still sends once), never in the real
  /// state, which they would silence until the simulated date came.
  public static func timeTravelPath(for path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "state-time-travel.toml" }
    return String(path[...slash]) + "state-time-travel.toml"
  }

  /// Moves a state that claims a future day out of the way (`state.toml.future-UNIXTIME`, kept
  /// for a human to look at); returns the warning to log.
  public static func setAsideFuture(path: String, date: CivilDate, now: Instant) -> String {
    let reason =
      "says the notification for \(date) was sent, but no time zone has reached \(date) yet (today is at most \(NotificationState.latestDate(at: now)))"
    let aside = "\(path).future-\(SystemClock.now().roundedSeconds)"
    if rename(path, aside) == 0 {
      return "state file \(path) \(reason); moved it to \(aside) and started afresh"
    }
    return "state file \(path) \(reason); ignoring that date"
  }
}
