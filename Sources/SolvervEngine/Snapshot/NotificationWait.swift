/// Why the daily notification is not sent at a moment (``NotificationPlan/Decision/wait(until:reason:)``):
/// `notify --preview` says it in the user's language, the daemon's log in English (``text``).
public enum NotificationWait: Sendable, Equatable {
  /// `notifications.enabled` is off.
  case off
  /// Today's went out already.
  case alreadySent
  /// Summer mode, by the calendar: the days after the summer solstice, before the winter one.
  case summerPause
  /// The SAD setting, by the daylight: this day is shorter than the day before.
  case shorterDays
  /// Today's moment (sunrise, sunset or the time of day) is still to come.
  case beforeMoment(NotificationSettings.Moment)

  /// The English words, for logs and tests.
  public var text: String {
    switch self {
    case .off: return "notifications are off"
    case .alreadySent: return "already sent today"
    case .summerPause: return "summer pause until the winter solstice"
    case .shorterDays: return "paused while days get shorter"
    case .beforeMoment(let moment): return English().waitingFor(moment)
    }
  }
}

extension Localization {
  /// A time of day as the notes write it: the language's 24-hour form ("08:00", Danish "08.00").
  public func noteClock(secondOfDay: Int) -> String {
    time(LocalDateTime(date: CivilDate(daysSince1970: 0), secondOfDay: secondOfDay, utcOffset: 0), clock: .twentyFourHour)
  }
}

extension English {
  /// "waiting for today's sunrise", "waiting for 08:00 today".
  package func waitingFor(_ moment: NotificationSettings.Moment) -> String {
    switch moment {
    case .sunrise: return "waiting for today's sunrise"
    case .sunset: return "waiting for today's sunset"
    case .timeOfDay(let seconds): return "waiting for \(noteClock(secondOfDay: seconds)) today"
    }
  }
}
