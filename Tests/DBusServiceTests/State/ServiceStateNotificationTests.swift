import DBusService
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing

/// The daily notification against `ServiceState` on a manual clock: once a day at its moment,
/// saved before it is sent, given back and retried 10 minutes after a definite failure, and
/// never sent twice for a day whose fate is unknown.
@Suite struct ServiceStateNotificationTests {
  /// Oslo, 2027-03-10, notifications at sunrise.
  let date = CivilDate(iso: "2027-03-10")!
  var sunrise: Instant {
    SunCalculator(coordinate: StatePlace.oslo.coordinate, zone: StatePlace.oslo.zone).day(date).sunrise.instant!
  }

  func driver(at start: Instant) -> ServiceStateDriver {
    ServiceStateDriver(at: start, config: StatePlace.config(notifications: NotificationSettings(enabled: true, at: .sunrise)))
  }

  @Test("the notification is saved, then sent, at the day's moment and not before")
  func sentAtItsMoment() throws {
    var driver = driver(at: StatePlace.oslo.zone.startOfDay(date) + 60)
    let first = driver.send(.tick(driver.inputs))
    #expect(!first.contains { $0.notificationDate != nil })
    #expect(first.compactMap(\.wake).first.map { $0 <= sunrise } == true)
    driver.run(until: sunrise)
    let sends = driver.steps.filter { $0.effects.contains { $0.notificationDate != nil } }
    try #require(sends.count == 1)
    #expect(abs(sends[0].now - sunrise) < 1)
    // Recorded before the call goes out, so a slow server never gets a second one.
    let effects = sends[0].effects
    let saveIndex = try #require(effects.firstIndex { $0.saved?.lastSentDate == date })
    let sendIndex = try #require(effects.firstIndex { $0.notificationDate == date })
    #expect(saveIndex < sendIndex)
  }

  @Test("once a day: a shown notification is not sent again that day, and tomorrow's comes once")
  func onceADay() throws {
    var driver = driver(at: sunrise + 60)
    driver.send(.tick(driver.inputs))
    driver.send(.notificationSent(serial: 5))
    let shown = driver.send(.notificationAnswered(serial: 5, .shown))
    #expect(shown.contains { $0.logLine?.hasPrefix("sent the notification for 2027-03-10") == true })
    // The rest of the day, config changes and resumes included, sends nothing.
    driver.send(.configChanged(driver.inputs))
    driver.send(.resumed(driver.inputs))
    let tomorrow = date.adding(days: 1)
    let tomorrowSunrise = try #require(
      SunCalculator(coordinate: StatePlace.oslo.coordinate, zone: StatePlace.oslo.zone).day(tomorrow).sunrise.instant)
    driver.run(until: tomorrowSunrise + 3_600)
    let dates = driver.steps.flatMap { $0.effects.compactMap(\.notificationDate) }
    #expect(dates == [date, tomorrow])
  }

  @Test("a day already in the loaded state is not notified again after a restart")
  func restartTheSameDay() {
    var driver = driver(at: sunrise + 60)
    driver.send(.loaded(NotificationState(lastSentDate: date, lastSentAt: sunrise)))
    let effects = driver.send(.tick(driver.inputs))
    #expect(!effects.contains { $0.notificationDate != nil })
  }

  @Test("days missed while the daemon was away are not replayed: one notification, today's, and no more that day")
  func missedDaysAreNotReplayed() {
    var driver = driver(at: sunrise + 600)
    driver.send(.loaded(NotificationState(lastSentDate: CivilDate(daysSince1970: date.daysSince1970 - 10), lastSentAt: sunrise - 10 * 86_400)))
    let first = driver.send(.tick(driver.inputs))
    #expect(first.compactMap(\.notificationDate) == [date])
    driver.run(until: sunrise + 6 * 3_600)
    let sends = driver.steps.flatMap { $0.effects.compactMap(\.notificationDate) }
    #expect(sends == [date], "\(sends)")
  }

  @Test("a definite failure gives the day back and retries 10 minutes later, logging once")
  func failureRetries() throws {
    var driver = driver(at: sunrise + 60)
    driver.send(.tick(driver.inputs))
    driver.send(.notificationSent(serial: 5))
    let failed = driver.send(.notificationAnswered(serial: 5, .failed("org.freedesktop.DBus.Error.ServiceUnknown")))
    // The day is given back on disk, and the next wake is the retry.
    #expect(failed.compactMap(\.saved) == [NotificationState()])
    #expect(failed.compactMap(\.logLine).contains { $0.contains("will try again in 10 minutes") })
    let retryAt = sunrise + 60 + 600
    #expect(failed.compactMap(\.wake).last.map { abs($0 - retryAt) < 0.001 } == true)
    // Before the retry nothing is sent, whatever wakes the daemon.
    driver.clock.advance(by: 300)
    let beforeRetry = driver.send(.resumed(driver.inputs))
    #expect(!beforeRetry.contains { $0.notificationDate != nil })
    driver.clock.sleep(until: retryAt)
    let atRetry = driver.send(.tick(driver.inputs))
    #expect(atRetry.contains { $0.notificationDate == date })
    // A second failure is retried again but not logged again.
    driver.send(.notificationSendFailed("not connected to the session bus"))
    let again = driver.steps.last!.effects
    #expect(!again.compactMap(\.logLine).contains { $0.contains("cannot send") })
    #expect(again.compactMap(\.wake).last.map { abs($0 - (retryAt + 600)) < 0.001 } == true)
  }

  @Test("an unknown fate (NoReply) or a lost bus counts the day as notified: no retry")
  func unknownFateCountsAsSent() {
    var driver = driver(at: sunrise + 60)
    driver.send(.tick(driver.inputs))
    driver.send(.notificationSent(serial: 5))
    let answer = driver.send(.notificationAnswered(serial: 5, .unknown("org.freedesktop.DBus.Error.NoReply")))
    #expect(answer.compactMap(\.saved).isEmpty)
    #expect(answer.compactMap(\.logLine).contains { $0.contains("may have been shown") })
    var lost = self.driver(at: sunrise + 60)
    lost.send(.tick(lost.inputs))
    lost.send(.notificationSent(serial: 9))
    let gone = lost.send(.busDisconnected)
    #expect(gone.compactMap(\.logLine).contains { $0.contains("counting 2027-03-10 as notified") })
    lost.clock.advance(by: 1)
    lost.send(.busReconnected(uniqueName: ":1.2", lost.inputs))
    lost.clock.advance(by: 3_600)
    let laterThatDay = lost.send(.tick(lost.inputs))
    #expect(!laterThatDay.contains { $0.notificationDate != nil })
  }

  @Test("a reply to another call leaves the pending notification alone")
  func otherRepliesIgnored() {
    var driver = driver(at: sunrise + 60)
    driver.send(.tick(driver.inputs))
    driver.send(.notificationSent(serial: 5))
    let otherReply = driver.send(.notificationAnswered(serial: 4, .failed("x")))
    #expect(otherReply.compactMap(\.logLine).isEmpty)
    let ownReply = driver.send(.notificationAnswered(serial: 5, .shown))
    #expect(ownReply.compactMap(\.logLine).count == 1)
  }

  @Test("a state claiming a day no zone has reached is set aside")
  func futureDaySetAside() {
    var driver = driver(at: sunrise + 60)
    let effects = driver.send(.loaded(NotificationState(lastSentDate: date.adding(days: 3))))
    #expect(effects.contains { if case .setAsideFutureState(let day) = $0 { day == date.adding(days: 3) } else { false } })
    let firstTick = driver.send(.tick(driver.inputs))
    #expect(firstTick.contains { $0.notificationDate == date })
  }
}
