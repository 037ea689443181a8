/// When the daily daylight notification goes out and what it says (the "Longer Days" design).
///
/// Pure: the daemon passes now, the place, the settings and the last day it sent; the plan says
/// "send this now" or "nothing until then". Only today is ever sent — days the daemon was not
/// running are not replayed — and a day already sent is never sent again.
public enum NotificationPlan {
  public enum Decision: Sendable, Equatable {
    /// Send now, for the local date `date`.
    case send(summary: String, body: String, date: CivilDate)
    /// Nothing to send before `until` (the day's moment, or the next day's).
    case wait(until: Instant, reason: NotificationWait)
  }

  public static func decide(
    now: Instant, location: Location, settings: NotificationSettings, snapshotSettings: SnapshotSettings,
    lastSent: CivilDate?
  ) -> Decision {
    let zone = location.zone
    let today = zone.localDate(at: now)
    let sun = SunCalculator(coordinate: location.coordinate, zone: zone)
    guard settings.enabled else {
      return .wait(until: moment(settings.at, on: today.adding(days: 1), sun: sun), reason: .off)
    }
    let hemisphere = snapshotSettings.hemisphere ?? location.coordinate.hemisphere
    var pause = NotificationPause(settings: settings, hemisphere: hemisphere, sun: sun)
    // The next send is the moment of the first day the pause allows, never merely tomorrow's.
    if let lastSent, lastSent >= today {
      return .wait(until: moment(settings.at, on: pause.firstDay(after: today), sun: sun), reason: .alreadySent)
    }
    // A paused day is paused all day, before its moment as well as after.
    if let reason = pause.reason(on: today) {
      return .wait(until: moment(settings.at, on: pause.firstDay(after: today), sun: sun), reason: reason.wait)
    }
    let scheduled = moment(settings.at, on: today, sun: sun)
    if now < scheduled { return .wait(until: scheduled, reason: .beforeMoment(settings.at)) }

    var messageSettings = snapshotSettings
    messageSettings.messageParts = settings.parts
    let snapshot = SolarSnapshot(at: now, location: location, settings: messageSettings)
    return .send(summary: summary(language: snapshotSettings.language, location: location), body: snapshot.message, date: today)
  }

  /// The notification's title: "Daylight · Oslo".
  public static func summary(language: any Localization, location: Location) -> String {
    "\(language.label(.daylight)) · \(location.name(in: language))"
  }

  /// The instant of the day's notification: sunrise, sunset or a time of day. Where the Sun does
  /// not rise or set that day, solar noon.
  public static func moment(_ at: NotificationSettings.Moment, on date: CivilDate, sun: SunCalculator) -> Instant {
    switch at {
    case .timeOfDay(let seconds):
      return sun.zone.instant(for: date, secondOfDay: seconds)
    case .sunrise, .sunset:
      let day = sun.day(date)
      let event = at == .sunrise ? day.sunrise : day.sunset
      return event.instant ?? day.solarNoon
    }
  }
}
