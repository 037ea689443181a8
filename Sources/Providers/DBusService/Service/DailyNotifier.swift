import DBusKit
import SolvervApp
import SolvervEngine
import SolvervSystem

/// The daily notification: sent once a day when due, and never twice for a day.
///
/// A Notify that is slow to answer may still be shown (a notification daemon being activated at
/// login can take many seconds, and the bus's own limit for that is two minutes), so the day is
/// recorded as sent, and saved, *before* the call goes out. The call is not waited for: it is
/// sent without blocking and its reply is matched by serial in the daemon's main loop, which
/// keeps answering its own callers meanwhile. Only a definite failure gives the day back, for a
/// retry in 10 minutes: the bus could not deliver the call, or the server answered with an error
/// (see `NotificationSender.mayHaveBeenShown`). A call whose fate is unknown — NoReply, a lost
/// bus, no answer at all — counts as sent.
///
/// Times are Unix seconds: `now` is the daemon's clock (simulated under `--at`), `realNow` the
/// wall clock, which retries are timed by.
final class DailyNotifier {
  /// A Notify on its way: what to restore if it definitely failed.
  private struct Pending {
    let serial: UInt32
    let date: CivilDate
    let body: String
    let previous: NotificationState
    let sentAt: Double
  }

  /// `state.toml`, or under time travel the separate `state-time-travel.toml`.
  let statePath: String
  private let log: (String) -> Void
  private(set) var state = NotificationState()
  private var pending: Pending?
  /// Real time before which no new attempt is made, after a definite failure.
  private(set) var retryAt: Double?
  private var failureLogged = false

  static let retryDelay = 600.0

  init(statePath: String, log: @escaping (String) -> Void) {
    self.statePath = statePath
    self.log = log
  }

  /// Reads the state; a damaged one, or one that claims a day still to come, is set aside.
  func load(now: Instant) {
    let loaded = NotificationStateStore.load(path: statePath)
    state = loaded.state
    if let warning = loaded.warning { log(warning) }
    forgetFutureDay(now: now)
  }

  /// Sends the notification if it is due; returns when to look again if it is not.
  func notify(
    now: Instant, realNow: Double, location: Location, settings: NotificationSettings,
    snapshotSettings: SnapshotSettings, connection: DBusConnection?
  ) -> Instant? {
    if let retryAt, realNow < retryAt { return nil }
    retryAt = nil
    forgetFutureDay(now: now)
    let decision = NotificationPlan.decide(
      now: now, location: location, settings: settings, snapshotSettings: snapshotSettings,
      lastSent: state.lastSentDate)
    switch decision {
    case .wait(let until, _):
      return until
    case .send(let summary, let body, let date):
      guard let connection else { return nil }  // no bus now: the refresh after reconnecting sends
      let previous = state
      record(NotificationState(lastSentDate: date, lastSentAt: now))
      do {
        let serial = try connection.send(try NotificationSender.call(summary: summary, body: body))
        connection.flush()
        pending = Pending(serial: serial, date: date, body: body, previous: previous, sentAt: realNow)
      } catch {
        failed(date: date, previous: previous, because: "\(error)", realNow: realNow)
      }
      return nil
    }
  }

  /// Takes the reply to the pending Notify; false for any other message.
  func handle(reply message: DBusMessage, realNow: Double) -> Bool {
    guard let pending, message.replySerial == pending.serial else { return false }
    self.pending = nil
    let waited = Int((realNow - pending.sentAt).rounded())
    let after = waited >= 1 ? " (the server answered after \(waited) s)" : ""
    guard let error = message.error else {
      failureLogged = false
      log("sent the notification for \(pending.date)\(after): \(pending.body)")
      return true
    }
    if NotificationSender.mayHaveBeenShown(despite: error) {
      log("the notification for \(pending.date) may have been shown (\(error)); counting the day as notified, so it is never sent twice")
    } else {
      failed(date: pending.date, previous: pending.previous, because: "\(error)", realNow: realNow)
    }
    return true
  }

  /// The bus went away with a Notify unanswered: it may have arrived, so the day stays notified.
  func connectionLost() {
    guard let pending else { return }
    self.pending = nil
    log("lost the bus before the notification server answered; counting \(pending.date) as notified")
  }

  /// A definite failure: the day is given back (unless a later day was recorded meanwhile) and
  /// tried again in 10 minutes. Logged once until a notification goes through.
  private func failed(date: CivilDate, previous: NotificationState, because reason: String, realNow: Double) {
    if state.lastSentDate == date { record(previous) }
    retryAt = realNow + Self.retryDelay
    if !failureLogged {
      log("cannot send the notification (\(reason)); will try again in 10 minutes")
      failureLogged = true
    }
  }

  private func record(_ new: NotificationState) {
    state = new
    do { try NotificationStateStore.save(new, path: statePath) } catch {
      log("cannot save \(statePath): \(error.description) (a restart today may notify again)")
    }
  }

  /// A day that has not come anywhere yet would silence every notification until it does.
  private func forgetFutureDay(now: Instant) {
    guard state.isInTheFuture(at: now), let date = state.lastSentDate else { return }
    log(NotificationStateStore.setAsideFuture(path: statePath, date: date, now: now))
    state = NotificationState()
  }
}
