import Foundation
import Synchronization
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Random `chart -o` targets (``ChartOutputWorld``) with random descriptors around the real
/// binary: stdout appended to a file or a pipe, descriptor 5 open on a file or not, the target
/// absolute or relative. Fixed seed (``FuzzSettings``). A case fails on a crash, a hang, an exit
/// other than the target's, a refusal that is not one line naming the problem, a pre-existing
/// file whose inode or bytes changed (but the intended regular target; a descriptor's file may
/// only grow), a new file other than the target, or the SVG not arriving where it was sent.
@Suite("Fuzz: chart -o targets")
struct ChartOutputFuzzTests {
  static let count = 120
  static let stream: UInt64 = 0x6368_6172_742D_6F00  // "chart-o"

  @Test("no chart -o target loses or replaces what a user had on disk")
  func randomTargets() throws {
    let settings = FuzzSettings.current
    let scratch = try ScratchFolder("fuzz-chart-o")
    defer { scratch.remove() }
    let report = FuzzReport(name: "fuzz-chart-o", seed: settings.seed)
    let indices = settings.only.map { [$0] } ?? Array(0..<Self.count)
    let next = Atomic<Int>(0)
    runInParallel(workers: settings.workers) {
      while true {
        let position = next.add(1, ordering: .relaxed).oldValue
        guard position < indices.count else { return }
        var one = ChartOutputCase(seed: settings.seed, index: indices[position], scratch: scratch.path)
        one.run(report)
      }
    }
    let details = report.details()
    #expect(report.all.isEmpty, "\(report.all.count) of \(indices.count) chart -o cases failed\n\(details)")
  }
}

/// One case: its world, its target and descriptors, the run, the judgement.
struct ChartOutputCase {
  let index: Int
  let base: String
  var world: ChartOutputWorld
  var random: SeededRandom

  init(seed: UInt64, index: Int, scratch: String) {
    self.index = index
    base = scratch + "/case-\(index)"
    world = ChartOutputWorld(root: base + "/world")
    random = SeededRandom(seed: seed, index: index, stream: ChartOutputFuzzTests.stream)
  }

  mutating func run(_ report: FuzzReport) {
    defer { try? FileManager.default.removeItem(atPath: base) }
    let harness = base + "/harness"
    guard (try? FileManager.default.createDirectory(atPath: harness, withIntermediateDirectories: true)) != nil,
      world.prepare()
    else {
      report.record(.service, key: "harness: cannot prepare the world", index: index, reproduction: base, detail: "")
      return
    }
    let target = random.pick(world.targets)
    let fiveOpen = random.chance(0.6)
    // `$$` is the binary's PID only when the shell `exec`s it, so not in a pipeline.
    let piped = !target.path.contains("$$") && random.chance(0.3)
    let expected = target.expected(fiveOpen)
    // Closed explicitly: the harness's own descriptors may be inherited, and must never be written.
    let five = (fiveOpen ? " 5>> ../five.log" : " 5>&-") + " 9>&-"
    // `$$` in a target is the binary's own PID: `exec` keeps the shell's.
    let expand = #"case "$OUT" in *'$$'*) OUT="${OUT%%'$$'*}$$${OUT#*'$$'}";; esac"# + "\n"
    let script =
      expand
      + (piped
        ? #"{ "$@" "$OUT""# + five + #"; echo $? > "$HARNESS/status"; } | cat >> "$HARNESS/piped.log""#
        : #"exec "$@" "$OUT" >> ../out.log"# + five)
    let reproduction = "OUT='\(target.path)' sh -c '\(script)' sh solverv-status chart … -o   # in \(world.files)"
    let reader = target.path.hasSuffix("read.fifo") ? spawnReader(harness) : nil
    let before = world.snapshot()
    let arguments: [Argument] =
      ["-c", Argument(script), "sh", Argument(FuzzSettings.statusBinary)]
      + ["chart", "--location", "Oslo", "--year", "2026", "-o"].map { Argument($0) }
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": base, "XDG_CONFIG_HOME": base + "/config", "XDG_STATE_HOME": base + "/state",
      "OUT": target.path, "HARNESS": harness, "TZ": "UTC",
    ]
    guard
      case .success(let pid) = ChildProcess.spawn(
        "/bin/sh", arguments, environment: environment, directory: world.files, stdout: harness + "/stdout",
        stderr: harness + "/stderr")
    else {
      report.record(.service, key: "harness: cannot start sh", index: index, reproduction: reproduction, detail: "")
      return
    }
    var (outcome, _) = ChildProcess.wait(pid, timeout: CLIFuzzTests.hangLimit)
    if piped, outcome == .exited(0) {
      let status = Int32(CLIFuzzRun.read(harness + "/status").trimmingCharacters(in: .whitespacesAndNewlines))
      outcome = status.map { $0 > 128 ? .signalled($0 - 128) : .exited($0) } ?? .exited(-1)
    }
    if let reader {
      // The reader ends when the writer closes; a run that never opened the FIFO leaves it in open().
      if ChildProcess.wait(reader, timeout: outcome == .exited(0) ? CLIFuzzTests.hangLimit : 0.05).outcome == .timedOut,
        outcome == .exited(0)
      {
        report.record(
          .hang, key: "the FIFO's reader never saw the writer close", index: index, reproduction: reproduction, detail: "")
      }
    }
    let stderr = CLIFuzzRun.read(harness + "/stderr")
    func fail(_ category: FuzzReport.Category, _ key: String, _ detail: String = "") {
      let named = target.path.replacingOccurrences(of: world.root, with: "WORLD")  // one finding across cases
      report.record(
        category, key: "\(named): \(key)", index: index, reproduction: reproduction,
        detail: detail + " | stderr: " + String(stderr.prefix(300)))
    }
    switch expected {
    case .refused(let words):
      if outcome != .exited(73) { fail(.undocumented, "\(outcome), expected exit 73") }
      if !(CLIFuzzRun.isOneLine(stderr) && stderr.contains(words)) { fail(.message, "the refusal does not name '\(words)'") }
    case .replaces, .writesInto:
      if outcome != .exited(0) { fail(outcome == .timedOut ? .hang : .refused, "\(outcome), expected exit 0") }
    }
    judgeFiles(before: before, after: world.snapshot(), expected: expected, harness: harness, fail: fail)
  }

  /// Nothing there before is lost or replaced but the intended regular target; a descriptor's
  /// file only grows; the SVG arrives exactly once where it was sent.
  private func judgeFiles(
    before: [String: ChartOutputWorld.Entry], after: [String: ChartOutputWorld.Entry], expected: ChartOutputWorld.Expected,
    harness: String, fail: (FuzzReport.Category, String, String) -> Void
  ) {
    var intended: String?
    if case .replaces(let path) = expected { intended = path }
    for (path, old) in before where path != intended {
      guard let new = after[path] else {
        fail(.damage, "\(path) was removed", "")
        continue
      }
      let grows = path == "out.log" || path == "five.log"
      let same =
        new.type == old.type && new.inode == old.inode && new.link == old.link
        && (grows ? new.bytes.starts(with: old.bytes) : new.bytes == old.bytes)
      if !same { fail(.damage, "\(path) was \(new.inode != old.inode ? "replaced" : "changed")", "") }
    }
    for path in after.keys where before[path] == nil && path != intended {
      fail(.damage, "\(path) appeared", "")
    }
    let svgs = ["world/out.log", "world/five.log", "harness/piped.log", "harness/received"].map { name in
      CLIFuzzRun.read(base + "/" + name).components(separatedBy: "</svg>").count - 1
    }.reduce(0, +)
    switch expected {
    case .replaces(let path):
      let written = after[path].map { $0.type == S_IFREG && String(decoding: $0.bytes, as: UTF8.self).hasPrefix("<?xml") }
      if written != true { fail(.damage, "the SVG is not in \(path)", "") }
      if svgs != 0 { fail(.damage, "the SVG also went to a descriptor", "") }
    case .writesInto:
      let toDevice = before.keys.contains("files/null") && (after["files/null"] != nil) && svgs == 0
      if svgs != 1, !toDevice { fail(.damage, "the SVG arrived \(svgs) times through descriptors", "") }
    case .refused:
      if svgs != 0 { fail(.damage, "refused, yet the SVG was written", "") }
    }
  }

  /// `cat read.fifo > received`, as a user's reader started first.
  private func spawnReader(_ harness: String) -> pid_t? {
    try? ChildProcess.spawn(
      "/bin/cat", [Argument(world.files + "/read.fifo")], environment: [:], directory: harness,
      stdout: harness + "/received", stderr: harness + "/reader-err"
    ).get()
  }
}
