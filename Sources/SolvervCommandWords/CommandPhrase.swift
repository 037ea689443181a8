public import SolvervEngine

/// The sentences of the commands that check and act on the setup: `doctor`'s lines, `toggle`'s
/// and `notify --send`'s failures, an option written before a subcommand that does not take it.
/// Each language writes them in `Commands/`; values (paths, bus names, commands to type) arrive
/// as they are.
public enum CommandPhrase: Sendable, Equatable {
  /// `--watch` given before `notify`, which does not take it: where to put it instead.
  case optionNotFor(option: String, command: String)
  /// `toggle` found no running `--watch` (for the format, when one was given).
  case noWatcher(format: String?)
  /// `notify --send`: nothing owns org.freedesktop.Notifications (the bus's reason after it).
  case noNotificationServer(String)
  /// `notify --send`: the server answered the call with an error.
  case notificationFailed(String)
  /// `notify --preview` when the plan would not send now: why, and the next moment (ISO 8601).
  case notSent(NotificationWait, next: String)
  /// One line of `doctor`.
  case doctor(DoctorFinding)
}

/// What `doctor` found about one part of the setup, with what to do when it is not right.
public enum DoctorFinding: Sendable, Equatable {
  case serviceRunning, serviceStopped
  /// No session bus to ask (its reason): nothing on the bus can be checked.
  case noSessionBus(String)
  case notificationsOn, notificationsOff
  /// The place in use, as named.
  case placeSet(String)
  case placeAutomatic
  /// Nobody chose a place: the fallback shown instead ("Equator at UTC").
  case placeNotSet(fallback: String)
  case autoNotUsed, autoGeoClueThere, autoNoGeoClue
  case placesFileFound(String)
  /// No places file where the package puts it (that path, when the binary's folder is known).
  case placesFileMissing(String?)
  case placesFileRefused(path: String, problem: PlacesFileProblem)
  case portalNotUsed, portalClaimed, portalNotClaimed
  /// The config file cannot be read (the reader's one-line message).
  case configInvalid(String)

  /// Whether the line reports a working state (`doctor` exits 0 only when every line does).
  public var isOK: Bool {
    switch self {
    case .serviceStopped, .noSessionBus, .notificationsOff, .placeNotSet, .autoNoGeoClue, .placesFileMissing,
      .placesFileRefused, .portalNotClaimed, .configInvalid:
      false
    default: true
    }
  }

  /// Whether the part is switched off, so there is nothing to check ("not used").
  public var isUnused: Bool { self == .autoNotUsed || self == .portalNotUsed }
}
