import Foundation
import Synchronization
import Testing
import TestSupport

/// Thousands of random command lines against the real `solverv-status`: every format, every
/// subcommand, hostile values, mutations. A run fails on a crash, a hang (> 5 s), an exit status
/// the documentation does not list, a non-zero exit with nothing on stderr or more than one line
/// (or a control character) there, help printed with exit 0 when none was asked for, a bar
/// format that exits non-zero (i3blocks: other than 33) or prints nothing, a replaced symlink or
/// FIFO, any file changed by a command that writes none or by one that failed, an accepted
/// `config set` leaving a file `config check` refuses or losing a comment, and a clean vector
/// (valid values, valid config) refused.
@Suite("Fuzz: command line")
struct CLIFuzzTests {
  /// What `--help`, the man page and the README list.
  static let documentedExits: Set<Int32> = [0, 1, 33, 64, 69, 73, 74, 78]
  static let hangLimit = 5.0

  @Test("random command lines never crash, hang, exit undocumented, fail silently or hide a bar module")
  func randomCommandLines() throws {
    let settings = FuzzSettings.current
    let scratch = try ScratchFolder("fuzz-cli")
    defer { scratch.remove() }
    let report = FuzzReport(name: "fuzz-cli", seed: settings.seed)
    let indices = settings.indices(settings.cliCount)
    let next = Atomic<Int>(0)
    let started = ChildProcess.now()
    runInParallel(workers: settings.workers) {
      while true {
        let position = next.add(1, ordering: .relaxed).oldValue
        guard position < indices.count else { return }
        let vector = CLIGenerator.vector(seed: settings.seed, index: indices[position], scratch: scratch.path)
        CLIFuzzRun.run(vector, report: report)
      }
    }
    let seconds = ChildProcess.now() - started
    let summary = report.summary(
      cases: "\(indices.count) CLI vectors",
      categories: [
        (.crash, "crashes"), (.hang, "hangs"), (.undocumented, "undocumented exits"), (.silent, "silent failures"),
        (.bar, "bar modules hidden"), (.damage, "files damaged"), (.message, "messages not one line"),
        (.refused, "valid inputs refused"),
      ])
    print(summary + String(format: " (%.1f s, %d workers)", seconds, settings.workers))
    let details = report.details()
    print(details)
    report.writeLog(to: settings.log)
    let failures = report.all.count
    #expect(failures == 0, "\(summary)\n\(details)")
  }
}

/// One vector: run it in its sandbox and judge the outcome.
enum CLIFuzzRun {
  static func run(_ vector: CLIVector, report: FuzzReport) {
    let sandbox = vector.sandbox
    defer { sandbox.remove() }
    let reproduction = vector.shellLine
    do {
      try sandbox.prepare()
    } catch {
      report.record(
        .service, key: "harness: cannot prepare a sandbox", index: vector.index, reproduction: reproduction, detail: "\(error)")
      return
    }
    let before = sandbox.snapshot()
    let out = sandbox.root + "/stdout"
    let err = sandbox.root + "/stderr"
    let environment = sandbox.environment.merging(vector.environment) { $1 }
    // A reader for the FIFO a vector may write to, started first, as `cat pipe.svg &` would be.
    let reader =
      vector.arguments.contains { $0.text?.contains(sandbox.pipeSentinel) == true }
      ? try? ChildProcess.spawn(
        "/bin/cat", [Argument(sandbox.pipeSentinel)], environment: [:], directory: sandbox.root,
        stdout: sandbox.root + "/pipe-read", stderr: sandbox.root + "/pipe-err"
      ).get()
      : nil
    defer {
      if let reader {
        kill(reader, SIGKILL)
        _ = ChildProcess.wait(reader, timeout: 5)
      }
    }
    let pid: pid_t
    switch ChildProcess.spawn(
      FuzzSettings.statusBinary, vector.arguments, environment: environment, directory: sandbox.work, stdout: out, stderr: err)
    {
    case .success(let spawned): pid = spawned
    case .failure(let error):
      report.record(
        .service, key: "harness: cannot start solverv-status", index: vector.index, reproduction: reproduction,
        detail: error.description)
      return
    }
    let (outcome, seconds) = ChildProcess.wait(pid, timeout: CLIFuzzTests.hangLimit)
    let stdout = read(out)
    let stderr = read(err)
    let output = "stdout: \(excerpt(stdout)) | stderr: \(excerpt(stderr))"
    func fail(_ category: FuzzReport.Category, _ key: String) {
      report.record(category, key: key, index: vector.index, reproduction: reproduction, detail: output)
    }
    let label = vector.barFormat.map { "\(vector.label) --format \($0)" } ?? vector.label
    switch outcome {
    case .signalled(let signal):
      fail(.crash, "\(label): killed by signal \(signal)")
    case .timedOut:
      fail(.hang, "\(label): still running after \(Int(CLIFuzzTests.hangLimit)) s (killed)")
    case .exited(let status):
      report.note("\(vector.label) exit \(status)")
      if !CLIFuzzTests.documentedExits.contains(status) { fail(.undocumented, "\(label): exit \(status) is not documented") }
      if status != 0, stderr.isEmpty { fail(.silent, "\(label): exit \(status) with nothing on stderr") }
      if status != 0, vector.barFormat == nil, !isOneLine(stderr) {
        fail(.message, "\(label): exit \(status) with an error message that is not one line (line break or control character)")
      }
      if status == 0, !vector.asksForHelp, stdout.contains("USAGE:") {
        fail(.silent, "\(label): printed the help and exited 0, though no help was asked for")
      }
      if vector.clean, sandbox.config.isBroken {
        if status != 78 {
          fail(.undocumented, "\(label): exit \(status) on a config `config check` refuses: the statuses must agree (78)")
        }
      } else if vector.clean {
        if status != 0 {
          fail(.refused, "\(label): a valid command line on a valid config was refused (exit \(status))")
        } else if stdout.isEmpty, vector.label != "config set" {
          fail(.refused, "\(label): a valid command line exited 0 with nothing on stdout")
        }
      }
      if let bar = vector.barFormat {
        let allowed: Set<Int32> = bar == "i3blocks" ? [0, 33] : [0]
        if !allowed.contains(status) {
          fail(.bar, "\(bar): exit \(status) (the bar hides the module; expected \(bar == "i3blocks" ? "0 or 33" : "0"))")
        } else if stdout.isEmpty {
          fail(.bar, "\(bar): exit \(status) with empty output")
        }
      }
    }
    let after = sandbox.snapshot()
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    if !changed.isEmpty, !vector.writes {
      report.record(
        .damage, key: "\(vector.label): changed a file, though it writes none", index: vector.index, reproduction: reproduction,
        detail: changed.joined(separator: ", "))
    } else if !changed.isEmpty, outcome != .exited(0) {
      report.record(
        .damage, key: "\(vector.label): failed (\(outcome)) yet changed a file: nothing may be written when something fails",
        index: vector.index, reproduction: reproduction, detail: changed.joined(separator: ", ") + " | " + output)
    }
    if vector.label == "config set", outcome == .exited(0) {
      ConfigSetCheck.judge(vector, changed: changed, before: before, after: after, report: report)
    }
    for problem in sandbox.damage(afterSuccess: outcome == .exited(0)) {
      report.record(
        .damage, key: "\(vector.label): \(problem.key)", index: vector.index, reproduction: reproduction, detail: problem.detail)
    }
    report.time(vector.label, seconds)
    report.logCase(vector.index, "\(outcome)\t\(reproduction)")
  }

  /// One line: nothing but a final newline breaks it, and no control character (ESC, CR, …)
  /// or Unicode line separator reaches the terminal; a tab is allowed.
  static func isOneLine(_ text: String) -> Bool {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return !body.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (value < 0x20 && scalar != "\t") || value == 0x7F || (0x80..<0xA0).contains(value) || value == 0x2028
        || value == 0x2029
    }
  }

  /// The start of a file (up to 64 KB: enough to judge, cheap for 100 KB outputs).
  static func read(_ path: String) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 65_536)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Runs `body` on `workers` threads and waits for all of them.
func runInParallel(workers: Int, _ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  for _ in 0..<workers {
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
  for _ in 0..<workers { done.wait() }
}
