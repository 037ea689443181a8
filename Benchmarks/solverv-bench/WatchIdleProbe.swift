#if canImport(Glibc)
  import Glibc
#endif

/// How often an idle `solverv-status --watch` wakes up: the context switches and CPU ticks of
/// the process over a window with no boundary in it. It should wake only for its 60-s clock check.
struct WatchIdleProbe {
  struct Sample {
    let seconds: Double
    let wakeups: Int
    let cpuTicks: Int
    let rssKilobytes: Int
  }

  static func measure(_ arguments: [String], environment: [String], seconds: Double) -> Sample? {
    guard let pid = spawn(arguments, environment: environment) else { return nil }
    defer { killAndReap(pid) }
    usleep(1_500_000)  // start-up and the first line
    return observe(pid: pid, seconds: seconds)
  }

  /// Watches an already running process for `seconds`.
  static func observe(pid: pid_t, seconds: Double) -> Sample? {
    guard let before = counters(pid) else { return nil }
    usleep(useconds_t(seconds * 1_000_000))
    guard let after = counters(pid) else { return nil }
    return Sample(
      seconds: seconds, wakeups: after.switches - before.switches, cpuTicks: after.ticks - before.ticks, rssKilobytes: after.rss)
  }

  static func rss(pid: pid_t) -> Int { counters(pid)?.rss ?? 0 }

  /// Voluntary context switches, utime + stime ticks, and VmRSS of `pid`.
  private static func counters(_ pid: pid_t) -> (switches: Int, ticks: Int, rss: Int)? {
    guard let status = readText("/proc/\(pid)/status"), let stat = readText("/proc/\(pid)/stat") else { return nil }
    var switches = 0
    var rss = 0
    for line in status.split(separator: "\n") {
      let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
      guard parts.count >= 2, let value = Int(parts[1]) else { continue }
      // A wake-up is a voluntary switch: the process slept and something woke it. (Involuntary
      // switches are the scheduler preempting it, which says nothing about its timers.)
      if parts[0] == "voluntary_ctxt_switches" { switches += value }
      if parts[0] == "VmRSS" { rss = value }
    }
    // Fields after the ")" of the command name: state is field 3; utime 14, stime 15.
    guard let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let utime = Int(fields[11]), let stime = Int(fields[12]) else { return nil }
    return (switches, utime + stime, rss)
  }

  private static func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var text = ""
    var buffer = [CChar](repeating: 0, count: 4_096)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      text += buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
    return text
  }
}
