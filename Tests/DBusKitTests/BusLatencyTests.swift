import TestSupport
import DBusKit
import Testing

/// How long a trivial method call takes through a real bus, client to our service thread and
/// back, next to a call the bus answers itself (no service hop). Printed for BENCHMARKS.md; not
/// asserted (shared machines vary too much).
struct BusLatencyTests {
  @Test func medianRoundTripOfATrivialCall() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    let ping = try measure(2_000) { try client.call(try service.call("Ping")) }
    let busOnly = try measure(2_000) {
      try client.call(
        try DBusMessage.methodCall(
          destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
          interface: "org.freedesktop.DBus.Peer", member: "Ping"))
    }
    #expect(ping.count == 2_000 && busOnly.count == 2_000)
    #expect(service.handledCount >= 2_100)
    print(
      "D-Bus round trip over 2,000 calls (private dbus-daemon, debug build): our service's Ping",
      "median \(micro(ping[1_000])) µs, p90 \(micro(ping[1_800])) µs;",
      "the bus's own Peer.Ping median \(micro(busOnly[1_000])) µs")
  }

  /// Sorted durations of `count` calls, after 100 unmeasured ones to warm caches up.
  private func measure(_ count: Int, _ call: () throws -> DBusMessage) throws -> [Duration] {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    samples.reserveCapacity(count)
    for index in 0..<(count + 100) {
      let start = clock.now
      let reply = try call()
      if index >= 100 { samples.append(clock.now - start) }
      guard reply.kind == .methodReturn else {
        throw PrivateBusError("not a return: \(reply)")
      }
    }
    return samples.sorted()
  }

  private func micro(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
  }
}
