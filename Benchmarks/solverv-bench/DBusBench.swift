import DBusKit
import DBusService
import SolvervDaemon

#if canImport(Glibc)
  import Glibc
#endif

/// Round trips through a real bus to the real daemon: a private dbus-daemon, `solverv-daemon`,
/// and libdbus clients (Solverv's own typed layer over libdbus-1). Baseline in the same run: the
/// bus daemon's own `Peer.Ping` (a round trip with no service behind it).
enum DBusBench {
  struct Result {
    var baselineMedian = 0.0
    var getMedian = 0.0
    var getP99 = 0.0
    var snapshotMedian = 0.0
    var snapshotP99 = 0.0
    var concurrentErrors = 0
    var concurrentCalls = 0
    var concurrentSeconds = 0.0
    var idle: WatchIdleProbe.Sample?
    var daemonRSSKilobytes = 0
  }

  static func run(daemon: String, scratch: String, calls: Int, clients: Int, callsPerClient: Int, idleSeconds: Double?) -> Result?
  {
    guard let service = BenchService.start(daemon: daemon, scratch: scratch) else { return nil }
    defer { service.stop() }
    let (bus, pid, client) = (service.bus, service.pid, service.client)
    var result = Result()
    result.baselineMedian =
      measure(calls) {
        try call(
          client, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus.Peer",
          member: "Ping", [])
      }.median
    let get = measure(calls) {
      try call(
        client, destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath,
        interface: "org.freedesktop.DBus.Properties", member: "Get",
        [.string(SolvervBusInterface.interface), .string("DaysUntil")])
    }
    (result.getMedian, result.getP99) = (get.median, get.p99)
    let snapshot = measure(calls) {
      try call(
        client, destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath,
        interface: SolvervBusInterface.interface, member: "GetSnapshot", [])
    }
    (result.snapshotMedian, result.snapshotP99) = (snapshot.median, snapshot.p99)

    // Concurrent clients, each on its own connection and thread.
    let started = monotonicSeconds()
    let errors = ConcurrentClients.run(address: bus.address, clients: clients, calls: callsPerClient)
    result.concurrentSeconds = monotonicSeconds() - started
    result.concurrentErrors = errors
    result.concurrentCalls = clients * callsPerClient
    if let idleSeconds { result.idle = WatchIdleProbe.observe(pid: pid, seconds: idleSeconds) }
    result.daemonRSSKilobytes = WatchIdleProbe.rss(pid: pid)
    return result
  }

  static func call(
    _ connection: DBusConnection, destination: String, path: String, interface: String, member: String, _ arguments: [DBusValue]
  ) throws {
    let message = try DBusMessage.methodCall(destination: destination, path: path, interface: interface, member: member)
    try message.append(arguments)
    _ = try connection.call(message, timeoutMilliseconds: 10_000)
  }

  /// Median and 99th percentile of `count` timed runs of `body`, in microseconds.
  static func measure(_ count: Int, _ body: () throws -> Void) -> (median: Double, p99: Double) {
    var samples: [Double] = []
    samples.reserveCapacity(count)
    for _ in 0..<count {
      let start = monotonicSeconds()
      guard (try? body()) != nil else { continue }
      samples.append((monotonicSeconds() - start) * 1e6)
    }
    samples.sort()
    guard !samples.isEmpty else { return (.nan, .nan) }
    return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
  }
}

/// A private `dbus-daemon --session` for the benchmark.
final class PrivateDBus {
  let address: String
  private let pid: pid_t

  init?(folder: String) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = ["/usr/bin/dbus-daemon", "--session", "--nofork", "--print-address=1", "--address=unix:path=\(folder)/bus"]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    guard posix_spawn(&child, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
    close(pipeEnds[1])
    pid = child
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(pipeEnds[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
    close(pipeEnds[0])
    address = String(decoding: line, as: UTF8.self)
    guard address.hasPrefix("unix:") else {
      kill(child, SIGKILL)
      return nil
    }
  }

  func stop() { killAndReap(pid) }
}

/// N threads, each with its own bus connection, each making M `Get` calls; returns the errors.
enum ConcurrentClients {
  final class Job {
    let address: String
    let calls: Int
    var errors = 0
    init(address: String, calls: Int) {
      self.address = address
      self.calls = calls
    }
  }

  static func run(address: String, clients: Int, calls: Int) -> Int {
    let jobs = (0..<clients).map { _ in Job(address: address, calls: calls) }
    var threads: [pthread_t] = []
    for job in jobs {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(job).toOpaque()
      pthread_create(
        &thread, nil,
        { raw in
          let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
          guard let connection = try? DBusConnection.connect(to: .address(job.address)) else {
            job.errors = job.calls
            return nil
          }
          for _ in 0..<job.calls {
            do {
              try DBusBench.call(
                connection, destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath,
                interface: "org.freedesktop.DBus.Properties", member: "Get",
                [.string(SolvervBusInterface.interface), .string("Progress")])
            } catch {
              job.errors += 1
            }
          }
          return nil
        }, context)
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
    return jobs.reduce(0) { $0 + $1.errors }
  }
}
