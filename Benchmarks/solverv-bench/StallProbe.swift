import DBusKit
import DBusService
import SolvervSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `stall`: nothing a hook or another writer does may stop the daemon answering. Ping 200 times
/// (2 ms apart) against the release daemon on a private bus while (1) a hook floods its output,
/// (2) two programs a hook left in the background write without end, (3) four SetSettings wait
/// for a config lock another writer holds. Target: p99 under 100 ms in each. Baselines in the
/// same run: the bus's own Peer.Ping and the same daemon's Ping with nothing going on.
enum StallProbe {
  static let pings = 200

  static func run(daemon: String, scratch: String) {
    mkdir(scratch, 0o700)
    // Baselines: a daemon with the switch on and no hooks.
    measure(daemon: daemon, scratch: scratch + "/idle", label: "stall   daemon Peer.Ping, idle (baseline):", hook: nil) {
      service in
      let bus = DBusBench.measure(2_000) {
        try RenderFloodProbe.ping(service.client, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus")
      }
      print("stall   bus Peer.Ping (baseline):        \(format(bus.median, 0)) µs median, \(format(bus.p99, 0)) µs p99 (2000 calls)")
      return {}
    }
    measure(
      daemon: daemon, scratch: scratch + "/flood", label: "stall   Ping while a hook floods its output:",
      hook: "echo $$ > \"$SOLVERV_BENCH_PIDS\"\nexec yes"
    ) { _ in {} }
    measure(
      daemon: daemon, scratch: scratch + "/children", label: "stall   Ping while a hook's 2 children keep writing:",
      hook: "echo $$ > \"$SOLVERV_BENCH_PIDS\"\nyes & yes &\nexit 0"
    ) { _ in {} }
    measure(daemon: daemon, scratch: scratch + "/lock", label: "stall   Ping while 4 SetSettings wait on a held lock:", hook: nil) {
      service in
      guard let lock = try? ConfigLock.acquire(for: BenchService.configPath(scratch: scratch + "/lock")) else {
        print("stall   could not take the config lock")
        return {}
      }
      let writers = (0..<4).compactMap { _ in try? DBusConnection.connect(to: .address(service.bus.address)) }
      let answered = Atomic<Int>(0)
      let workers = writers.enumerated().map { index, writer in
        Worker {
          let clock = index % 2 == 0 ? "12h" : "24h"
          if (try? DBusBench.call(
            writer, destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath,
            interface: SolvervBusInterface.interface, member: "SetSettings",
            [.stringVariantDictionary([("clock", .string(clock))])])) != nil
          {
            answered.add(1, ordering: .relaxed)
          }
        }
      }
      usleep(100_000)  // the four calls reach the daemon and wait
      return {
        lock.release()
        for worker in workers { worker.join() }
        print("stall     the 4 SetSettings once the lock was let go: \(answered.load(ordering: .relaxed)) of 4 acknowledged")
      }
    }
  }

  /// Starts a daemon (switch on, `hook` in both folders), waits for the hook, runs `setUp`,
  /// pings 200 times, prints the figures, runs what `setUp` returned, stops everything.
  static func measure(
    daemon: String, scratch: String, label: String, hook: String?, setUp: (BenchService) -> () -> Void
  ) {
    mkdir(scratch, 0o700)
    let pidFile = scratch + "/hook.pid"
    setenv("SOLVERV_BENCH_PIDS", pidFile, 1)
    guard let service = BenchService.start(daemon: daemon, scratch: scratch, theme: true, hook: hook) else {
      print("stall   could not start the bus or \(daemon)")
      return
    }
    var group: pid_t = 0
    if hook != nil {
      for _ in 0..<400 where group == 0 {
        group = pid_t(readText(pidFile)?.split(separator: "\n").first.flatMap { Int32($0) } ?? 0)
        if group == 0 { usleep(10_000) }
      }
      usleep(200_000)  // the flood is under way
    }
    let finish = setUp(service)
    var times: [Double] = []
    var failed = 0
    for _ in 0..<pings {
      let started = monotonicSeconds()
      if (try? RenderFloodProbe.ping(service.client)) == nil { failed += 1 }
      times.append((monotonicSeconds() - started) * 1_000)
      usleep(2_000)
    }
    finish()
    times.sort()
    let p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
    print(
      "\(label) \(format(times[times.count / 2], 2)) ms median, \(format(p99, 2)) ms p99, \(format(times.last ?? .nan, 2)) ms max of \(pings)\(failed > 0 ? ", \(failed) FAILED" : "") (target p99 < 100 ms)"
    )
    if group > 0 { kill(-group, SIGKILL) }
    service.stop()
  }

  static func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 64)
    guard fgets(&buffer, 64, file) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
