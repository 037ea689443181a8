import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

// Release-mode benchmarks for BENCHMARKS.md: `swift run -c release solverv-bench`.
// Engine timings are medians of several runs; process timings sit next to a C hello-world
// measured in the same run, because this machine is shared and noisy: compare the ratios.

let usage = """
  usage: solverv-bench [--quick] [render-flood | wait | stall]
    (no argument)  everything: engine, process start-up, --watch idle, D-Bus (twice), render-flood
    --quick        skip the two idle windows; 2,000 D-Bus calls instead of 10,000
    render-flood   only the hostile-Render probe: each template's slowest answer, and Ping while
                   4 clients keep Renders in flight, next to the bus's own Peer.Ping
    wait           only the `wait` probe: its wake error at three sun events (--at 3 s before),
                   and the daemon's CPU ticks over 30 s between sun events
    stall          only the stall probe: Ping p99 while a hook floods its output, while a hook's
                   children keep writing, and while 4 SetSettings wait on a held config lock
  Needs the release solverv-status and solverv-daemon beside this binary (Scripts/bench.sh builds them).
  """
let benchArguments = Array(CommandLine.arguments.dropFirst())
if benchArguments.contains("--help") || benchArguments.contains("-h") {
  print(usage, terminator: "")
  exit(0)
}
if let unknown = benchArguments.first(where: { !["--quick", "render-flood", "wait", "stall"].contains($0) }) {
  let text = "solverv-bench: unknown argument '\(unknown)'\n\(usage)"
  _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(64)
}
/// The release solverv-daemon beside this binary.
let benchFolder: String = {
  let path = CommandLine.arguments[0]
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return String(path[..<slash])
}()
if benchArguments.contains("wait") {
  let scratch = "/tmp/solverv-bench-wait-\(getpid())"
  WaitProbe.run(status: benchFolder + "/solverv-status", daemon: benchFolder + "/solverv-daemon", scratch: scratch)
  _ = runCommand(["/bin/rm", "-rf", scratch], environment: [])
  exit(0)
}
if benchArguments.contains("stall") {
  let scratch = "/tmp/solverv-bench-stall-\(getpid())"
  StallProbe.run(daemon: benchFolder + "/solverv-daemon", scratch: scratch)
  _ = runCommand(["/bin/rm", "-rf", scratch], environment: [])
  exit(0)
}
if benchArguments.contains("render-flood") {
  RenderFloodProbe.run(daemon: benchFolder + "/solverv-daemon", scratch: "/tmp/solverv-bench-render-\(getpid())")
  _ = runCommand(["/bin/rm", "-rf", "/tmp/solverv-bench-render-\(getpid())"], environment: [])
  exit(0)
}

let runs = 7
var checksum = 0.0  // keeps the optimiser from dropping the work

// 0. The CPU's speed right now, for the engine figures: libm sin, cos and atan2 (the kind of
// work the engine does), timed per 1,000 rounds over 100,000, the same way. Compare the ratios.
var baselineMicros: [Double] = []
for run in 0..<runs {
  let start = monotonicSeconds()
  var x = 0.1 + Double(run) * 1e-9
  for _ in 0..<100_000 {
    x = atan2(sin(x) + 0.5, cos(x) + 1.5) + 0.7
  }
  checksum += x
  baselineMicros.append((monotonicSeconds() - start) * 1e6 / 100)
}
let cpuBaseline = median(baselineMicros)

// 1. One sun-day: all ten quantities.
let places: [(Double, Double, String)] = [
  (59.9139, 10.7522, "Europe/Oslo"), (40.7128, -74.0060, "America/New_York"),
  (-33.8688, 151.2093, "Australia/Sydney"), (27.7172, 85.3240, "Asia/Kathmandu"),
  (69.6492, 18.9553, "Europe/Oslo"), (1.3521, 103.8198, "Asia/Singapore"),
  (78.2232, 15.6267, "Arctic/Longyearbyen"), (-54.8019, -68.3030, "America/Argentina/Ushuaia"),
]
let calculators = places.map {
  SunCalculator(
    coordinate: try! Coordinate(latitude: $0.0, longitude: $0.1),
    zone: try! TimeZoneDatabase.zone(named: $0.2))
}
let firstDay = CivilDate(iso: "2026-01-01")!
let daysPerPlace = 365
var sunDayMicros: [Double] = []
for _ in 0..<runs {
  let start = monotonicSeconds()
  for calculator in calculators {
    for offset in 0..<daysPerPlace {
      let day = calculator.day(firstDay.adding(days: offset))
      checksum += day.daylength + (day.sunrise.instant?.secondsSince1970 ?? 0)
    }
  }
  sunDayMicros.append((monotonicSeconds() - start) * 1e6 / Double(calculators.count * daysPerPlace))
}

// 2. One year of season events (four instants).
let years = 1000...3000
var yearMicros: [Double] = []
for _ in 0..<runs {
  let start = monotonicSeconds()
  for year in years {
    for event in SeasonCalculator.events(in: year) { checksum += event.instant.secondsSince1970 }
  }
  yearMicros.append((monotonicSeconds() - start) * 1e6 / Double(years.count))
}

// 3. A full snapshot (the status line's computation): events, three sun days, the message.
let oslo = Location(
  name: "Oslo", coordinate: try! Coordinate(latitude: 59.9139, longitude: 10.7522),
  zone: try! TimeZoneDatabase.zone(named: "Europe/Oslo"), source: .commandLine)
let snapshotStart = Instant(secondsSince1970: 1_795_000_000)  // 2026-11-18
var snapshotMicros: [Double] = []
for _ in 0..<runs {
  let count = 500
  let start = monotonicSeconds()
  for i in 0..<count {
    // A different hour each time, so nothing can be reused between iterations.
    let snapshot = SolarSnapshot(at: snapshotStart + Double(i) * 3_607, location: oslo)
    checksum += Double(snapshot.countdown.daysUntil) + snapshot.validUntil.secondsSince1970
  }
  snapshotMicros.append((monotonicSeconds() - start) * 1e6 / Double(count))
}

print("Solverv benchmarks (release build, medians of \(runs) runs)")
func vsBaseline(_ value: Double) -> String { "= \(format(value / cpuBaseline, 2))× baseline" }
print("engine  baseline, 1000 × libm sin+cos+atan2: \(format(cpuBaseline, 2)) µs")
print(
  "engine  sun-day, 10 quantities:   \(format(median(sunDayMicros), 2)) µs/day \(vsBaseline(median(sunDayMicros)))  (\(calculators.count) places × \(daysPerPlace) days; target ≤ 20 µs)"
)
print(
  "engine  season events, one year:  \(format(median(yearMicros), 2)) µs/year \(vsBaseline(median(yearMicros)))  (years \(years.lowerBound)–\(years.upperBound); target ≤ 50 µs)"
)
print(
  "engine  snapshot (status state):  \(format(median(snapshotMicros), 2)) µs \(vsBaseline(median(snapshotMicros)))  (Oslo, 500 instants; target ≤ 100 µs)"
)

// 4. Whole process: `solverv-status sun` for one day, next to a C hello-world.
let myPath = CommandLine.arguments[0]
let buildFolder = String(myPath[..<(myPath.lastIndex(of: "/") ?? myPath.startIndex)])
let status = (buildFolder.isEmpty ? "." : buildFolder) + "/solverv-status"
let scratch = "/tmp/solverv-bench-\(getpid())"
mkdir(scratch, 0o700)
let processRuns = 200
let quick = CommandLine.arguments.contains("--quick")
let environment = ["TZ=UTC", "LANG=C.UTF-8", "HOME=\(scratch)", "XDG_CONFIG_HOME=\(scratch)"]
let probe = ProcessProbe(folder: scratch)
let hello = compileC(ProcessProbe.helloSource, name: "hello", in: scratch)
if let probe, let hello, let baseline = probe.measure([hello], runs: processRuns, environment: environment) {
  print(
    "process C hello (baseline):        \(format(baseline.wallMilliseconds, 2)) ms wall, \(format(baseline.peakRSSMegabytes, 2)) MB peak RSS (median of \(processRuns))"
  )
  let commands: [(String, [String])] = [
    ("sun, 1 day", ["sun", "--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--date", "2026-03-20"]),
    ("--format waybar --lat/--lon/--tz", ["--format", "waybar", "--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo"]),
    ("--format waybar --location Oslo", ["--format", "waybar", "--location", "Oslo"]),
  ]
  for (label, arguments) in commands {
    if let sample = probe.measure([status] + arguments, runs: processRuns, environment: environment) {
      print(
        "process solverv-status \(label): \(format(sample.wallMilliseconds, 2)) ms wall, \(format(sample.peakRSSMegabytes, 2)) MB peak RSS"
          + " = \(format(sample.wallMilliseconds / baseline.wallMilliseconds, 1))× / \(format(sample.peakRSSMegabytes / baseline.peakRSSMegabytes, 1))× the C hello"
      )
    } else {
      print("process solverv-status \(label): could not run \(status)")
    }
  }
} else {
  print("process measurements skipped: no C compiler to build the baseline and probe")
}

// 5. An idle --watch: wake-ups over a window without a boundary (midday in Oslo: the next is
// hours away). Only the 60-s clock check should show.
if !quick {
  let window = 65.0
  if let idle = WatchIdleProbe.measure(
    [status, "--watch", "--format", "waybar", "--location", "Oslo", "--at", "2026-11-22T11:00"],
    environment: environment, seconds: window)
  {
    print(
      "watch   idle over \(Int(window)) s: \(idle.wakeups) wake-ups, \(idle.cpuTicks) CPU ticks, \(idle.rssKilobytes / 1024) MB RSS (target: only the ≤ 60 s clock check)"
    )
  } else {
    print("watch   idle: could not run \(status)")
  }
}
// 6. The D-Bus service: round trips from libdbus clients through a private bus, concurrency, idle.
// Twice: as the scheduler places the processes, and with client, bus and daemon on one CPU. On
// this VM a message that wakes an idle vCPU costs ~60 µs more than one handed over on the same
// CPU, so the second run shows what the code costs without that.
let daemonBinary = (buildFolder.isEmpty ? "." : buildFolder) + "/solverv-daemon"
let dbusCalls = quick ? 2_000 : 10_000
func reportDBus(_ dbus: DBusBench.Result, label: String) {
  let tag = "dbus \(label)" + String(repeating: " ", count: max(1, 12 - "dbus \(label)".count))
  print("\(tag)bus Peer.Ping (baseline):  \(format(dbus.baselineMedian, 0)) µs median (\(dbusCalls) calls)")
  print(
    "\(tag)Get property:              \(format(dbus.getMedian, 0)) µs median, \(format(dbus.getP99, 0)) µs p99 = \(format(dbus.getMedian / dbus.baselineMedian, 1))× the bus ping (target ≤ 150 µs)"
  )
  print(
    "\(tag)GetSnapshot:               \(format(dbus.snapshotMedian, 0)) µs median, \(format(dbus.snapshotP99, 0)) µs p99 = \(format(dbus.snapshotMedian / dbus.baselineMedian, 1))× the bus ping (target ≤ 300 µs)"
  )
  print(
    "\(tag)8 clients × \(dbus.concurrentCalls / 8) Get calls:    \(dbus.concurrentErrors) errors, \(format(Double(dbus.concurrentCalls) / dbus.concurrentSeconds, 0)) calls/s"
  )
  if let idle = dbus.idle {
    print(
      "\(tag)daemon idle over \(Int(idle.seconds)) s:     \(idle.wakeups) wake-ups, \(idle.cpuTicks) CPU ticks, \(format(Double(idle.rssKilobytes) / 1024, 1)) MB RSS (targets: 0 ticks, ≤ 12 MB)"
    )
  } else {
    print("\(tag)daemon RSS after the load:  \(format(Double(dbus.daemonRSSKilobytes) / 1024, 1)) MB")
  }
}
if access("/usr/bin/dbus-daemon", X_OK) == 0, access(daemonBinary, X_OK) == 0 {
  for pinned in [false, true] {
    if pinned && !LibProcess.pin(toCPU: 0) {
      print("dbus 1 CPU  skipped: sched_setaffinity failed")
      continue
    }
    defer { if pinned { LibProcess.unpin() } }
    if pinned { mkdir(scratch + "/pinned", 0o700) }
    if let dbus = DBusBench.run(
      daemon: daemonBinary, scratch: scratch + (pinned ? "/pinned" : ""), calls: dbusCalls, clients: 8,
      callsPerClient: quick ? 1_000 : 5_000, idleSeconds: quick || pinned ? nil : 60)
    {
      reportDBus(dbus, label: pinned ? "1 CPU" : "free")
    } else {
      print("dbus    could not start the bus or \(daemonBinary)")
    }
  }
} else {
  print("dbus    skipped: needs /usr/bin/dbus-daemon and \(daemonBinary)")
}
// 7. Hostile Render calls: the slowest answer, and Ping while Renders are in flight.
if access("/usr/bin/dbus-daemon", X_OK) == 0, access(daemonBinary, X_OK) == 0 {
  RenderFloodProbe.run(daemon: daemonBinary, scratch: scratch + "/render")
}
print("(checksum \(Int(checksum) % 1000))")
// The scratch folder (probe binaries, private buses, configs) goes with us.
_ = runCommand(["/bin/rm", "-rf", scratch], environment: [])
