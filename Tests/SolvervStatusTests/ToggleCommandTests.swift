import TestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-status toggle` through the real binary: it reaches the running `--watch` whatever the
/// order of its arguments (`--location` before `--format`, which `pkill -f 'solverv-status
/// --format [w]aybar --watch'` missed), and signals nothing that is not solverv-status — not a
/// process whose command line looks the same, not one whose PID was written into the folder.
@Suite(.serialized) struct ToggleCommandTests {
  /// A sandbox with its own runtime directory (0700, as logind makes it).
  static func sandbox() -> (Sandbox, [String: String]) {
    let sandbox = Sandbox()
    let runtime = sandbox.root.appendingPathComponent("run")
    try! FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return (sandbox, sandbox.environment.merging(["XDG_RUNTIME_DIR": runtime.path]) { $1 })
  }

  /// Whether a Waybar line's text is the large one (it has the progress bar).
  static func isLarge(_ line: String) -> Bool {
    let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    return (json?["text"] as? String)?.contains("█") == true
  }

  static let watch = ["--location", "Oslo", "--at", "2026-12-10T12:00", "--format", "waybar", "--watch"]

  @Test("--location before --format: toggle switches the watcher to large and back, exit 0")
  func reachesTheWatcherWhateverTheOrder() throws {
    let (sandbox, env) = Self.sandbox()
    defer { sandbox.remove() }
    let watcher = try StreamingProcess(Self.watch, environment: env)
    defer { watcher.kill() }
    let first = try #require(watcher.waitForLines(1).first?.line)
    #expect(!Self.isLarge(first), "small first: \(first)")
    let folder = sandbox.root.appendingPathComponent("run/solverv/watch")
    let record = folder.appendingPathComponent("\(watcher.pid)")
    #expect((try? String(contentsOf: record, encoding: .utf8)) == "waybar\n")
    let mode = (try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int) ?? -1
    #expect(mode == 0o700)

    // Beside a running watcher, `runBeside` (Foundation's Process misses the exit meanwhile).
    #expect(StreamingProcess.runBeside(["toggle", "--format", "waybar"], environment: env) == 0)
    let large = watcher.waitForLine(from: 1) { Self.isLarge($0) }
    #expect(large != nil, "\(watcher.snapshot())")
    // Without --format: every watcher of this user.
    #expect(StreamingProcess.runBeside(["toggle"], environment: env) == 0)
    #expect(watcher.waitForLine(from: 2) { !Self.isLarge($0) } != nil)
  }

  @Test("toggle --refresh: the watcher prints again at once, keeping its size (a bar's right click)")
  func refreshReprintsWithoutSwitching() throws {
    let (sandbox, env) = Self.sandbox()
    defer { sandbox.remove() }
    let watcher = try StreamingProcess(Self.watch, environment: env)
    defer { watcher.kill() }
    let first = try #require(watcher.waitForLines(1).first?.line)
    #expect(StreamingProcess.runBeside(["toggle", "--format", "waybar", "--refresh"], environment: env) == 0)
    let again = watcher.waitForLines(2, timeout: 30)
    try #require(again.count == 2, "no line after toggle --refresh: \(watcher.snapshot())")
    #expect(again[1].line == first && !Self.isLarge(again[1].line), "refresh switched the size: \(again[1].line)")
    // Another format's watchers are not this one: nothing reached, exit 1 with one line.
    #expect(StreamingProcess.runBeside(["toggle", "--format", "polybar", "--refresh"], environment: env) == 1)
  }

  @Test("A process with a watcher's command line, even recorded in the folder, is never signalled")
  func neverSignalsAnotherProcess() throws {
    let (sandbox, env) = Self.sandbox()
    defer { sandbox.remove() }
    let watcher = try StreamingProcess(Self.watch, environment: env)
    defer { watcher.kill() }
    _ = watcher.waitForLines(1)
    // `sleep` under solverv-status's command line: SIGUSR2 would end it. Spawned and reaped
    // here, not by Foundation (whose wait misses an exit while the watcher runs).
    var fake: pid_t = 0
    let words: [String] = ["/bin/bash", "-c", "exec -a 'solverv-status --format waybar --watch' sleep 300"]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    try #require(posix_spawn(&fake, "/bin/bash", nil, nil, argv, environ) == 0)
    defer {
      kill(fake, SIGKILL)
      waitpid(fake, nil, 0)
    }
    let folder = sandbox.root.appendingPathComponent("run/solverv/watch")
    try "waybar\n".write(to: folder.appendingPathComponent("\(fake)"), atomically: true, encoding: .utf8)

    #expect(StreamingProcess.runBeside(["toggle", "--format", "waybar"], environment: env) == 0)
    #expect(watcher.waitForLine(from: 1) { Self.isLarge($0) } != nil)
    #expect(!ProcessExit.hasExited(fake), "the look-alike was signalled")
  }

  @Test("No watcher (or none of that format): one line naming the format, exit 1; a watcher's file goes when it ends")
  func noWatcher() throws {
    let (sandbox, env) = Self.sandbox()
    defer { sandbox.remove() }
    let none = CLI.run(["toggle", "--format", "waybar"], environment: env)
    #expect(none.status == 1)
    #expect(none.stderr == "solverv-status: no solverv-status --watch is running for waybar\n")
    let norsk = CLI.run(["toggle", "--format", "waybar", "--lang", "nb"], environment: env)
    #expect(norsk.stderr == "solverv-status: ingen solverv-status --watch kjører for waybar\n")

    let watcher = try StreamingProcess(Self.watch, environment: env)
    defer { watcher.kill() }
    _ = watcher.waitForLines(1)
    #expect(StreamingProcess.runBeside(["toggle", "--format", "polybar"], environment: env) == 1)
    // SIGTERM ends the watch through its loop: the file is removed on the way out.
    kill(watcher.pid, SIGTERM)
    #expect(watcher.waitForExit() == 0)
    let folder = sandbox.root.appendingPathComponent("run/solverv/watch").path
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == [])
    #expect(CLI.run(["toggle"], environment: env).status == 1)
  }
}
