import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-bench wait` (issue 11): how close to the instant `solverv-status wait` wakes, and
/// that the daemon, which now also wakes at every dawn, dusk and solar noon, still does nothing
/// between them.
enum WaitProbe {
  static func run(status: String, daemon: String, scratch: String) {
    mkdir(scratch, 0o700)
    // 1. The wake error: `--at` 3–4 s (whole Unix seconds) before three events in Oslo; the
    // error is the real time from spawn to exit minus the simulated time left, so it includes
    // the process's start-up and exit.
    let zone = try? TimeZoneDatabase.zone(named: "Europe/Oslo")
    guard let zone, let coordinate = try? Coordinate(latitude: 59.9139, longitude: 10.7522) else {
      print("wait    could not load Europe/Oslo")
      return
    }
    let sun = SunCalculator(coordinate: coordinate, zone: zone)
    let from = Instant(secondsSince1970: 1_796_083_200)  // 2026-12-01T00:00:00Z
    var errors: [Double] = []
    for kind in [SunEventKind.sunrise, .sunset, .civilDusk] {
      guard let event = sun.next(kind, after: from) else { continue }
      let at = (event.secondsSince1970 - 3).rounded(.down)
      let arguments = [
        status, "wait", kind.rawValue, "--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--at", "@\(Int(at))",
      ]
      let started = monotonicSeconds()
      guard runCommand(arguments, environment: ["HOME=\(scratch)", "LANG=C.UTF-8", "TZ=Europe/Oslo"]) else {
        print("wait    \(kind.rawValue): solverv-status wait failed")
        continue
      }
      errors.append(monotonicSeconds() - started - (event.secondsSince1970 - at))
    }
    let list = errors.map { format($0 * 1_000, 0) }.joined(separator: ", ")
    let worst = errors.map(abs).max() ?? .nan
    print(
      "wait    wake error, --at 3–4 s before sunrise, sunset, civil dusk: \(list) ms (worst \(format(worst * 1_000, 0)) ms; target: within 1 s, start-up included)"
    )

    // 2. The idle daemon between sun events (BenchService: Oslo at 11:00, an hour before solar
    // noon), then the same with the light/dark switch on (issue 21: the portal served; the next
    // switch is the sunset, hours away).
    for theme in [false, true] {
      let folder = scratch + (theme ? "/bus-theme" : "/bus")
      mkdir(folder, 0o700)
      let what = theme ? "light/dark switch on" : "between sun events"
      guard let service = BenchService.start(daemon: daemon, scratch: folder, theme: theme) else {
        print("wait    daemon idle (\(what)): could not start the daemon")
        continue
      }
      usleep(1_000_000)
      // The switch really on: the portal's name is owned (and off: not).
      let served = service.owns("org.freedesktop.impl.portal.desktop.solverv")
      if let idle = WatchIdleProbe.observe(pid: service.pid, seconds: 30) {
        print(
          "wait    daemon idle over \(Int(idle.seconds)) s \(what): \(idle.wakeups) wake-ups, \(idle.cpuTicks) CPU ticks (target: 0 ticks; portal \(served ? "served" : "not served"))"
        )
      }
      service.stop()
    }
  }
}
