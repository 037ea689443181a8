import DBusService
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing

/// Getting the session bus back, against `ServiceState` on a manual clock: attempts at 0.1 s,
/// doubling to 5 s, and a stop once the session has looked over for the grace period.
@Suite struct ServiceStateReconnectTests {
  let start = StatePlace.instant("2027-03-10T12:00:00Z")

  /// Loses the bus, then fails `count` attempts; returns the delays between attempts.
  func backoff(failures count: Int, gone: String? = nil, driver: inout ServiceStateDriver) -> [Double] {
    var delays: [Double] = []
    for _ in 0..<count {
      let before = driver.clock.now()
      guard let next = driver.wakeAt else { break }
      driver.clock.sleep(until: next)
      delays.append(((next - before) * 1_000).rounded() / 1_000)
      guard driver.send(.tick(driver.inputs)).contains(where: \.isReconnect) else { break }
      if driver.send(.reconnectFailed(sessionGone: gone)).contains(where: { $0.stopStatus != nil }) { break }
    }
    return delays
  }

  @Test("reconnect attempts back off from 0.1 s, doubling to 5 s")
  func backoffDoubles() {
    var driver = ServiceStateDriver(at: start, config: StatePlace.config())
    driver.send(.tick(driver.inputs))
    driver.send(.busDisconnected)
    let delays = backoff(failures: 9, driver: &driver)
    #expect(delays == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 5, 5, 5])
    // Success ends the attempts; a later loss starts again from 0.1 s.
    driver.send(.busReconnected(uniqueName: ":1.3", driver.inputs))
    let afterReconnect = driver.send(.tick(driver.inputs))
    #expect(!afterReconnect.contains { $0.isReconnect })
    driver.send(.busDisconnected)
    #expect(driver.wakeAt.map { abs($0 - driver.clock.now() - 0.1) < 0.001 } == true)
  }

  @Test("a session that has looked over for the grace period stops the daemon; a break restarts the count")
  func sessionOverStops() throws {
    var driver = ServiceStateDriver(at: start, config: StatePlace.config(), sessionGrace: 10)
    driver.send(.tick(driver.inputs))
    driver.send(.busDisconnected)
    _ = backoff(failures: 4, gone: "its bus socket /run/bus is gone", driver: &driver)
    // A moment where the session looked back resets the count.
    _ = backoff(failures: 1, gone: nil, driver: &driver)
    let goneAgain = driver.clock.now()
    _ = backoff(failures: 40, gone: "its bus socket /run/bus is gone", driver: &driver)
    let last = try #require(driver.steps.last)
    #expect(last.effects.compactMap(\.stopStatus) == [0])
    #expect(
      last.effects.contains { $0.logLine == "the session is over (its bus socket /run/bus is gone, for 10 s now); stopping" })
    #expect(last.now - goneAgain >= 10 && last.now - goneAgain < 16)
  }

  @Test("while the session still exists (a stale socket, the runtime directory there) the daemon never stops")
  func aSessionThatStillExistsIsNeverLeft() {
    var driver = ServiceStateDriver(at: start, config: StatePlace.config(), sessionGrace: 10)
    driver.send(.tick(driver.inputs))
    driver.send(.busDisconnected)
    let started = driver.clock.now()
    _ = backoff(failures: 60, gone: nil, driver: &driver)
    #expect(driver.clock.now() - started > 60)
    #expect(!driver.steps.contains { $0.effects.contains { $0.stopStatus != nil } })
  }
}
