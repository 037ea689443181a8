import DBusKit
import DBusService
import SolvervDaemon
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `render-flood`: hostile `Render` calls against the release daemon. Targets (issue 8): any
/// template answers within 50 ms or is refused, and `Ping` stays under 10 ms while Renders are
/// in flight. Baseline in the same run: the bus daemon's own `Peer.Ping`.
enum RenderFloodProbe {
  static let bar = "{progress_bar:500}"
  static let limit = SolvervBusInterface.maximumTemplateBytes

  /// Templates built to cost as much as possible: over the limit (refused unread), and at it.
  static let templates: [(String, String)] = [
    ("2 MiB of {progress_bar:500}", String(repeating: bar, count: 2 * 1_048_576 / bar.utf8.count)),
    ("4 KiB of {progress_bar:500}", String(repeating: bar, count: limit / bar.utf8.count)),
    ("4 KiB of time patterns", String(repeating: "{sunrise:%B %a %d %Y %H:%M:%S %Z %z}", count: limit / 36)),
    ("4 KiB of alternatives", "{" + Array(repeating: "polar_night|sunrise:%B", count: 170).joined(separator: "|") + "}"),
    (
      "4 KiB in 16 nested groups",
      String(repeating: "[", count: 16) + String(repeating: "{location:500}", count: 280) + String(repeating: "]", count: 16)
    ),
    ("4 KiB of markup to escape", String(repeating: "<&'\"", count: limit / 4)),
  ]
  static let formats = ["text", "waybar", "polybar", "i3blocks", "i3bar", "conky", "json"]

  static func run(daemon: String, scratch: String) {
    mkdir(scratch, 0o700)
    guard let service = BenchService.start(daemon: daemon, scratch: scratch) else {
      print("render  could not start the bus or \(daemon)")
      return
    }
    defer { service.stop() }
    let client = service.client
    let owner = nameOwner(client)
    let busPing = DBusBench.measure(2_000) {
      try ping(client, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus")
    }
    let idlePing = DBusBench.measure(2_000) { try ping(client) }
    print(
      "render  bus Peer.Ping (baseline):      \(format(busPing.median, 0)) µs median, \(format(busPing.p99, 0)) µs p99 (2000 calls)"
    )
    print("render  daemon Peer.Ping, idle:        \(format(idlePing.median, 0)) µs median, \(format(idlePing.p99, 0)) µs p99")
    // What carrying 2 MiB costs with no Solverv in it: the bus refusing it as a name.
    var carry: [Double] = []
    for _ in 0..<10 {
      let started = monotonicSeconds()
      if let message = try? DBusMessage.methodCall(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
        member: "NameHasOwner"),
        (try? message.append(.string(templates[0].1))) != nil
      {
        _ = try? client.call(message, timeoutMilliseconds: 60_000)
      }
      carry.append((monotonicSeconds() - started) * 1_000)
    }
    print(
      "render  bus refusing a 2 MiB name (baseline for the 2 MiB Render): \(format(median(carry), 2)) ms median, \(format(carry.max() ?? .nan, 2)) ms slowest of 10"
    )

    // 1. Each hostile template in every built-in format, 10 times: the slowest answer.
    var worst = 0.0
    for (name, template) in templates {
      var times: [Double] = []
      var outcomes: [String: [String]] = [:]  // outcome → formats
      for format in formats {
        for run in 0..<10 {
          let started = monotonicSeconds()
          let result = render(client, format: format, template: template)
          times.append((monotonicSeconds() - started) * 1_000)
          if run == 0 { outcomes[result, default: []].append(format) }
        }
      }
      let slowest = times.max() ?? .nan
      worst = max(worst, slowest)
      let summary = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value.joined(separator: ", ")))" }
      print(
        "render    \(name) (\(template.utf8.count) B): \(format(median(times), 2)) ms median, \(format(slowest, 2)) ms slowest of \(times.count); \(summary.joined(separator: "; "))"
      )
    }
    print("render  Render, slowest of any template: \(format(worst, 2)) ms (target ≤ 50 ms)")

    // 2. Ping while 4 clients keep 16 hostile Renders each in flight.
    let flood = Flood(address: service.bus.address, clients: 4, inFlight: 16)
    usleep(300_000)
    var pings: [Double] = []
    let floodStarted = monotonicSeconds()
    for _ in 0..<500 {
      let started = monotonicSeconds()
      guard (try? ping(client)) != nil else { continue }
      pings.append((monotonicSeconds() - started) * 1_000)
      usleep(2_000)
    }
    let seconds = monotonicSeconds() - floodStarted
    let (answered, refused, failed) = flood.stop()
    pings.sort()
    let p = { (q: Double) in pings.isEmpty ? Double.nan : pings[min(pings.count - 1, Int(Double(pings.count) * q))] }
    print(
      "render  Ping during a Render flood (4 clients × 16 in flight): \(format(p(0.5), 2)) ms median, \(format(p(0.99), 2)) ms p99, \(format(pings.last ?? .nan, 2)) ms max of \(pings.count) (target < 10 ms)"
    )
    print(
      "render  the flood meanwhile: \(format(Double(answered + refused) / seconds, 0)) Renders/s answered (\(refused) refused over a limit), \(failed) failed"
    )
    let stillOwner = nameOwner(client)
    print(
      "render  daemon stayed on the bus: \(owner != nil && owner == stillOwner ? "yes" : "NO") (owner \(stillOwner ?? "none"))")
  }

  /// "answered N B" or "refused: MESSAGE".
  static func render(_ client: DBusConnection, format: String, template: String) -> String {
    do {
      let message = try DBusMessage.methodCall(
        destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath, interface: SolvervBusInterface.interface,
        member: "Render")
      try message.append([.string(format), .string(template)])
      let reply = try client.call(message, timeoutMilliseconds: 60_000)
      let bytes = try reply.arguments().first?.stringValue?.utf8.count ?? 0
      return "answered, \(bytes / 1_000 * 1_000)+ B"
    } catch {
      let reason = error.message.split(separator: ";").first.map(String.init) ?? error.message
      return error.is(DBusError.invalidArgs) ? "refused: \(reason)" : "FAILED: \(error)"
    }
  }

  static func ping(
    _ client: DBusConnection, destination: String = SolvervBusInterface.busName, path: String = SolvervBusInterface.objectPath
  ) throws {
    try DBusBench.call(client, destination: destination, path: path, interface: "org.freedesktop.DBus.Peer", member: "Ping", [])
  }

  static func nameOwner(_ client: DBusConnection) -> String? {
    guard
      let message = try? DBusMessage.methodCall(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
        member: "GetNameOwner"),
      (try? message.append(.string(SolvervBusInterface.busName))) != nil,
      let reply = try? client.call(message)
    else { return nil }
    return (try? reply.arguments())?.first?.stringValue
  }
}

/// Threads that each keep `inFlight` hostile Render calls outstanding on their own connection
/// until stopped.
final class Flood: @unchecked Sendable {
  private let running = Atomic<Bool>(true)
  private let answered = Atomic<Int>(0)
  private let refused = Atomic<Int>(0)
  private let failed = Atomic<Int>(0)
  private var workers: [Worker] = []
  let address: String
  let inFlight: Int

  init(address: String, clients: Int, inFlight: Int) {
    self.address = address
    self.inFlight = inFlight
    for index in 0..<clients {
      let job = Job(flood: self, index: index)
      workers.append(Worker { job.run() })
    }
  }

  /// Stops the threads; what the flood got: answered, refused (InvalidArgs), failed.
  func stop() -> (Int, Int, Int) {
    running.store(false, ordering: .releasing)
    for worker in workers { worker.join() }
    return (answered.load(ordering: .acquiring), refused.load(ordering: .acquiring), failed.load(ordering: .acquiring))
  }

  private final class Job {
    let flood: Flood
    let index: Int
    init(flood: Flood, index: Int) {
      self.flood = flood
      self.index = index
    }

    func run() {
      guard let connection = try? DBusConnection.connect(to: .address(flood.address)) else {
        flood.failed.add(1, ordering: .relaxed)
        return
      }
      // The templates at the limit (the over-long one costs the bus more than the daemon).
      let templates = RenderFloodProbe.templates.dropFirst().map(\.1)
      var outstanding = 0
      var sent = index
      while flood.running.load(ordering: .acquiring) {
        while outstanding < flood.inFlight {
          guard
            let message = try? DBusMessage.methodCall(
              destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath,
              interface: SolvervBusInterface.interface, member: "Render"),
            (try? message.append([
              .string(RenderFloodProbe.formats[sent % RenderFloodProbe.formats.count]),
              .string(templates[sent % templates.count]),
            ])) != nil,
            (try? connection.send(message)) != nil
          else { break }
          sent += 1
          outstanding += 1
        }
        connection.flush()
        for reply in connection.receive(timeoutMilliseconds: 20) where reply.kind == .methodReturn || reply.kind == .error {
          outstanding -= 1
          if let error = reply.error {
            if error.is(DBusError.invalidArgs) {
              flood.refused.add(1, ordering: .relaxed)
            } else {
              flood.failed.add(1, ordering: .relaxed)
            }
          } else {
            flood.answered.add(1, ordering: .relaxed)
          }
        }
      }
    }
  }
}
