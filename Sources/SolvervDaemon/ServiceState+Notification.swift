import DBusKit
import DBusService
import SolvervEngine
import SolvervSystem

/// The daily notification: sent once a day when due, and never twice for a day.
///
/// A Notify that is slow to answer may still be shown (a notification daemon being activated at
/// login can take many seconds, and the bus's own limit for that is two minutes), so the day is
/// recorded as sent, and saved, *before* the call goes out. The call is not waited for: the loop
/// sends it without blocking and hands its reply back by serial, answering its own callers
/// meanwhile. Only a definite failure gives the day back, for a retry in 10 minutes: the bus
/// could not deliver the call, or the server answered with an error
/// (`NotificationSender.mayHaveBeenShown`). A call whose fate is unknown — NoReply, a lost bus,
/// no answer at all — counts as sent.
struct NotificationMemory {
  /// A Notify on its way: what to restore if it definitely failed.
  private struct Pending {
    var serial: UInt32?
    let date: CivilDate
    let body: String
    let previous: NotificationState
    let sentAt: Instant
  }

  /// What the state file says.
  var state = NotificationState()
  private var pending: Pending?
  /// The instant before which no new attempt is made, after a definite failure.
  private(set) var retryAt: Instant?
  private var failureLogged = false

  static let retryDelay = 600.0

  /// Sends the notification if it is due; returns when to look again if it is not.
  mutating func notify(
    now: Instant, location: Location, settings: NotificationSettings, snapshotSettings: SnapshotSettings,
    connected: Bool, into effects: inout [ServiceEffect]
  ) -> Instant? {
    if let retryAt, now < retryAt { return nil }
    retryAt = nil
    forgetFutureDay(now: now, into: &effects)
    let decision = NotificationPlan.decide(
      now: now, location: location, settings: settings, snapshotSettings: snapshotSettings,
      lastSent: state.lastSentDate)
    switch decision {
    case .wait(let until, _):
      return until
    case .send(let summary, let body, let date):
      guard connected else { return nil }  // no bus now: the refresh after reconnecting sends
      let previous = state
      record(NotificationState(lastSentDate: date, lastSentAt: now), into: &effects)
      pending = Pending(serial: nil, date: date, body: body, previous: previous, sentAt: now)
      effects.append(.sendNotification(summary: summary, body: body, date: date))
      return nil
    }
  }

  /// The call went out: its reply will carry this serial.
  mutating func sent(serial: UInt32) {
    pending?.serial = serial
  }

  /// Takes the answer to the pending Notify; any other reply is not ours.
  mutating func answered(serial: UInt32, _ answer: NotifyAnswer, now: Instant, into effects: inout [ServiceEffect]) {
    guard let pending, pending.serial == serial else { return }
    self.pending = nil
    let waited = Int((now - pending.sentAt).rounded())
    let after = waited >= 1 ? " (the server answered after \(waited) s)" : ""
    switch answer {
    case .shown:
      failureLogged = false
      effects.append(.log("sent the notification for \(pending.date)\(after): \(pending.body)"))
    case .unknown(let error):
      effects.append(
        .log(
          "the notification for \(pending.date) may have been shown (\(error)); counting the day as notified, so it is never sent twice"
        ))
    case .failed(let error):
      giveBack(pending, because: error, now: now, into: &effects)
    }
  }

  /// The call could not be sent at all: a definite failure.
  mutating func failed(because reason: String, now: Instant, into effects: inout [ServiceEffect]) {
    guard let pending else { return }
    self.pending = nil
    giveBack(pending, because: reason, now: now, into: &effects)
  }

  /// The bus went away with a Notify unanswered: it may have arrived, so the day stays notified.
  mutating func connectionLost(into effects: inout [ServiceEffect]) {
    guard let pending else { return }
    self.pending = nil
    effects.append(.log("lost the bus before the notification server answered; counting \(pending.date) as notified"))
  }

  /// A day that has not come anywhere yet would silence every notification until it does.
  mutating func forgetFutureDay(now: Instant, into effects: inout [ServiceEffect]) {
    guard state.isInTheFuture(at: now), let date = state.lastSentDate else { return }
    effects.append(.setAsideFutureState(date))
    state = NotificationState()
  }

  /// A definite failure: the day is given back (unless a later day was recorded meanwhile) and
  /// tried again in 10 minutes. Logged once until a notification goes through.
  private mutating func giveBack(_ pending: Pending, because reason: String, now: Instant, into effects: inout [ServiceEffect]) {
    if state.lastSentDate == pending.date { record(pending.previous, into: &effects) }
    retryAt = now + Self.retryDelay
    if !failureLogged {
      effects.append(.log("cannot send the notification (\(reason)); will try again in 10 minutes"))
      failureLogged = true
    }
  }

  private mutating func record(_ new: NotificationState, into effects: inout [ServiceEffect]) {
    state = new
    effects.append(.saveNotificationState(new))
  }
}
