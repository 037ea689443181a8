import DBusService
import Testing

/// How long a trivial method call takes through a real bus, client to our service thread and
/// back. Printed for BENCHMARKS.md; not asserted (shared machines vary too much).
struct BusLatencyTests {
  @Test func medianRoundTripOfATrivialCall() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    let clock = ContinuousClock()
    var samples: [Duration] = []
    samples.reserveCapacity(2_000)
    for _ in 0..<2_100 {
      let call = try service.call("Ping")
      let start = clock.now
      let reply = try client.call(call)
      samples.append(clock.now - start)
      guard reply.kind == .methodReturn else { throw BusError("no reply: \(reply)") }
    }
    samples = Array(samples.dropFirst(100)).sorted()  // the first calls warm caches up
    let median = samples[samples.count / 2]
    let p90 = samples[samples.count * 9 / 10]
    #expect(samples.count == 2_000)
    #expect(service.handledCount >= 2_100)
    print(
      "D-Bus round trip (Ping via a private dbus-daemon, debug build): median",
      "\(micro(median)) µs, p90 \(micro(p90)) µs over \(samples.count) calls")
  }

  private func micro(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
  }
}
