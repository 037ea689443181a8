public import DBusKit
import DBusService
public import SolvervEngine
public import SolvervSystem

/// What the daemon's state is computed from, as the loop read it from the config file (the
/// state never reads a file itself).
public struct ServiceConfig: Sendable {
  public var location: Location
  public var settings: SnapshotSettings
  public var notifications: NotificationSettings
  /// `location = "auto"`: GeoClue's place, when there is one, replaces `location`.
  public var automaticLocation: Bool

  public init(
    location: Location, settings: SnapshotSettings, notifications: NotificationSettings = NotificationSettings(),
    automaticLocation: Bool = false
  ) {
    self.location = location
    self.settings = settings
    self.notifications = notifications
    self.automaticLocation = automaticLocation
  }
}

/// Everything a refresh needs from outside, read by the loop at the moment of the event.
public struct ServiceInputs: Sendable {
  /// The config as read now, or the one-line problem that keeps the last good one in force.
  public var config: Result<ServiceConfig, ServiceConfigProblem>
  /// GeoClue's place (only asked for under `location = "auto"`).
  public var automaticLocation: Location?

  public init(config: Result<ServiceConfig, ServiceConfigProblem>, automaticLocation: Location? = nil) {
    self.config = config
    self.automaticLocation = automaticLocation
  }
}

/// A config that cannot be used: its message, logged once, and what to use while no config has
/// ever been good (an empty config's settings, the time zone's city).
public struct ServiceConfigProblem: Error, Sendable {
  /// The message in English, for the log.
  public let message: String
  /// The message as data, shown in the applets in the language in effect (nil: `message`).
  public let phrase: ErrorPhrase?
  public let defaults: ServiceConfig
  public init(_ message: String, phrase: ErrorPhrase? = nil, defaults: ServiceConfig) {
    self.message = message
    self.phrase = phrase
    self.defaults = defaults
  }

  /// The message in `language`.
  public func message(in language: any Localization) -> String { phrase.map(language.errorPhrase) ?? message }
}

/// What the notification server's answer to Notify means (`NotificationSender.mayHaveBeenShown`).
public enum NotifyAnswer: Sendable, Equatable {
  case shown
  /// NoReply, Timeout, Disconnected: it may have been shown, so the day counts as notified.
  case unknown(String)
  /// A definite failure: the day is given back for a retry.
  case failed(String)
}

/// Something that happened to the daemon, handed to ``ServiceState/handle(_:now:)`` with the
/// clock's `now`. The events that recompute the snapshot carry the inputs read at that moment.
public enum ServiceEvent: Sendable {
  /// At start: the notification state loaded from disk.
  case loaded(NotificationState)
  /// A boundary, a retry or backoff instant came, the clock was set, or the hourly look.
  case tick(ServiceInputs)
  /// The config file or the system time zone changed, or SIGHUP (`systemctl reload`).
  case configChanged(ServiceInputs)
  /// logind said the machine resumed from suspend.
  case resumed(ServiceInputs)
  /// GeoClue reported a new place.
  case locationUpdated(ServiceInputs)
  /// A bus call changed the state (SetLocation, Refresh).
  case refreshRequested(ServiceInputs)
  /// The Notify call went out with this serial.
  case notificationSent(serial: UInt32)
  /// The Notify call could not be sent at all.
  case notificationSendFailed(String)
  /// A method return or error arrived for `serial` (replies to other calls are ignored).
  case notificationAnswered(serial: UInt32, NotifyAnswer)
  /// Another instance took the bus name.
  case nameLost
  /// The session bus went away.
  case busDisconnected
  /// A reconnection attempt succeeded (the name is ours again) as `uniqueName`.
  case busReconnected(uniqueName: String?, ServiceInputs)
  /// A reconnection attempt failed; `sessionGone` says why the session looks over, if it does.
  case reconnectFailed(sessionGone: String?)
}

/// What the loop must do, in order, after an event.
public enum ServiceEffect: Sendable {
  /// The snapshot and properties the bus answers from (Get, GetAll, Snapshot) are now these.
  case publish(SolarSnapshot, [(String, DBusValue)])
  /// Emit PropertiesChanged with these entries.
  case emitPropertiesChanged([(String, DBusValue)])
  /// Emit EventReached(kind, Unix seconds).
  case emitEventReached(kind: String, instant: Int64)
  /// Emit SunEvent(kind, Unix seconds): sunrise, civil_dusk, solar_noon… at its instant.
  case emitSunEvent(kind: String, instant: Int64)
  /// Emit DayChanged(local date).
  case emitDayChanged(String)
  /// Send Notify without blocking; answer with `notificationSent` or `notificationSendFailed`.
  case sendNotification(summary: String, body: String, date: CivilDate)
  /// Write the notification state file.
  case saveNotificationState(NotificationState)
  /// Move a state file that claims a day no zone has reached out of the way, and log why.
  case setAsideFutureState(CivilDate)
  /// Try to connect to the session bus and take the name; answer with `busReconnected` or
  /// `reconnectFailed`.
  case reconnect
  /// Take `org.freedesktop.impl.portal.desktop.solverv` and serve the Settings portal (the
  /// light/dark switch came on, or a new bus).
  case claimPortal
  /// Give the portal name up and stop serving it (the switch went off).
  case releasePortal
  /// Emit the portal's SettingChanged(org.freedesktop.appearance, color-scheme, this).
  case emitSettingChanged(colorScheme: UInt32)
  /// Run the hooks of this mode ("dark" or "light") without waiting for them.
  case runHooks(String)
  /// Nothing more to do before this instant (the loop's timer is armed for it).
  case wake(at: Instant)
  /// One line for the journal.
  case log(String)
  /// Exit with this status.
  case stop(Int32)
}
