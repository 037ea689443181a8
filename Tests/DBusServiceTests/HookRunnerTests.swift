import Foundation
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The theme hooks run by the real runner on real files in a scratch folder: name order,
/// `SOLVERV_THEME`, output in the log with the hook's name, what is skipped, the time limit.
/// The test drives the runner as the daemon's loop does: poll its descriptors, serve them.
@Suite(.serialized) struct HookRunnerTests {
  /// A scratch hooks folder, removed at the end.
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-hooks-\(UUID().uuidString)")
    init() throws {
      for mode in ["dark", "light"] {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(mode), withIntermediateDirectories: true)
      }
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    func hook(_ mode: String, _ name: String, _ body: String, executable: Bool = true) throws {
      let path = url.appendingPathComponent("\(mode)/\(name)").path
      try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      chmod(path, executable ? 0o755 : 0o644)
    }
  }

  /// Runs the loop until the runner is idle (and, with `outputsClosed`, every output pipe is
  /// closed) or `timeout` passes; whether it got there.
  static func drive(_ runner: HookRunner, timeout: Double = 10, outputsClosed: Bool = false) -> Bool {
    let end = Date().addingTimeInterval(timeout)
    func done() -> Bool { runner.isIdle && (!outputsClosed || !runner.hasOpenOutput) }
    while !done(), Date() < end {
      var fds = runner.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let now = SystemClock.now().secondsSince1970
      let wait = min(runner.deadline.map { max(0, $0 - now) } ?? 1, 1)
      _ = poll(&fds, nfds_t(fds.count), Int32(wait * 1000) + 1)
      for entry in fds where entry.revents != 0 { _ = runner.serve(entry.fd) }
      runner.tick(now: SystemClock.now().secondsSince1970)
    }
    return done()
  }

  /// ``drive(_:timeout:outputsClosed:)`` until the programs hooks left behind are done too.
  static func driveToTheEnd(_ runner: HookRunner, timeout: Double = 20) -> Bool {
    drive(runner, timeout: timeout, outputsClosed: true)
  }

  final class LockedLines: @unchecked Sendable {
    var lines: [String] = []
    var text: String { lines.joined(separator: "\n") }
  }

  @Test("hooks run in name order with SOLVERV_THEME, their output logged with their names")
  func nameOrderAndEnvironment() throws {
    let folder = try Folder()
    defer { withExtendedLifetime(folder) {} }
    let record = folder.url.appendingPathComponent("record").path
    try folder.hook("dark", "20-second", "echo \"second $SOLVERV_THEME\" >> \(record); echo out-line; echo err-line >&2")
    try folder.hook("dark", "10-first", "echo \"first $SOLVERV_THEME\" >> \(record)")
    try folder.hook("light", "10-light", "echo light >> \(record)")
    let lines = LockedLines()
    let runner = HookRunner(directory: folder.url.path) { lines.lines.append($0) }
    runner.run("dark")
    #expect(Self.drive(runner), "\(lines.text)")
    #expect(try String(contentsOfFile: record, encoding: .utf8) == "first dark\nsecond dark\n")
    #expect(lines.lines.contains("hook dark/20-second: out-line"), "\(lines.text)")
    #expect(lines.lines.contains("hook dark/20-second: err-line"), "\(lines.text)")
    #expect(lines.lines.contains("hook dark/10-first finished"), "\(lines.text)")
  }

  @Test("non-executable files, directories and broken links are skipped with one line each")
  func skipped() throws {
    let folder = try Folder()
    defer { withExtendedLifetime(folder) {} }
    let record = folder.url.appendingPathComponent("record").path
    try folder.hook("light", "a-plain", "echo plain >> \(record)", executable: false)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("light/b-dir"), withIntermediateDirectories: true)
    symlink(folder.url.appendingPathComponent("nowhere").path, folder.url.appendingPathComponent("light/c-broken").path)
    try folder.hook("light", "d-runs", "echo runs >> \(record); exit 3")
    let lines = LockedLines()
    let runner = HookRunner(directory: folder.url.path) { lines.lines.append($0) }
    runner.run("light")
    #expect(Self.drive(runner))
    #expect(try String(contentsOfFile: record, encoding: .utf8) == "runs\n")
    #expect(lines.lines.filter { $0.contains("skipped") }.count == 3, "\(lines.text)")
    #expect(lines.lines.contains { $0.contains("a-plain skipped: not executable") })
    #expect(lines.lines.contains { $0.contains("b-dir skipped: a directory") })
    #expect(lines.lines.contains { $0.contains("c-broken skipped") })
    #expect(lines.lines.contains("hook light/d-runs failed with exit status 3"), "\(lines.text)")
  }

  @Test("a hook past its time limit gets SIGTERM, one that ignores it SIGKILL; the next one still runs")
  func timeLimit() throws {
    let folder = try Folder()
    defer { withExtendedLifetime(folder) {} }
    let record = folder.url.appendingPathComponent("record").path
    try folder.hook("dark", "1-sleeps", "sleep 30")
    try folder.hook("dark", "2-stubborn", "trap '' TERM; echo ready; while :; do sleep 0.1; done")
    try folder.hook("dark", "3-after", "echo after >> \(record)")
    let lines = LockedLines()
    let runner = HookRunner(directory: folder.url.path, timeLimit: 0.5, killGrace: 0.5) { lines.lines.append($0) }
    let started = Date()
    runner.run("dark")
    #expect(Self.drive(runner, timeout: 10), "\(lines.text)")
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(lines.lines.contains("hook dark/1-sleeps ended by signal \(SIGTERM)"), "\(lines.text)")
    #expect(lines.lines.contains("hook dark/2-stubborn ended by signal \(SIGKILL)"), "\(lines.text)")
    #expect(try String(contentsOfFile: record, encoding: .utf8) == "after\n")
  }

  @Test("no hooks folder: nothing runs, nothing is logged")
  func noFolder() throws {
    let lines = LockedLines()
    let runner = HookRunner(directory: "/nonexistent/solverv-hooks") { lines.lines.append($0) }
    runner.run("dark")
    #expect(runner.isIdle)
    #expect(lines.lines.isEmpty)
  }
  @Test("a run's log holds its first 64 KiB, then one line with the exact count of the rest")
  func logCapPerRun() throws {
    let folder = try Folder()
    defer { withExtendedLifetime(folder) {} }
    // 588,895 bytes from a background program, after the hook itself has exited.
    try folder.hook("dark", "10-chatty", "(seq 1 100000) &\nexit 0")
    let lines = LockedLines()
    let runner = HookRunner(directory: folder.url.path) { lines.lines.append($0) }
    runner.run("dark")
    #expect(Self.driveToTheEnd(runner), "\(lines.text.suffix(500))")
    let output = lines.lines.filter { $0.hasPrefix("hook dark/10-chatty: ") && !$0.contains("KiB") }
    // The log's own bytes (name and newline included) stay within 64 KiB, and nearly fill it.
    let logBytes = output.reduce(0) { $0 + $1.utf8.count + 1 }
    #expect(logBytes <= 65_536 && logBytes > 65_536 - 100, "\(logBytes)")
    #expect(output.first == "hook dark/10-chatty: 1")
    // What was logged plus what was counted is every byte the program wrote.
    let outputBytes = output.reduce(0) { $0 + $1.utf8.count - "hook dark/10-chatty: ".utf8.count + 1 }
    #expect(lines.lines.contains("hook dark/10-chatty: … \(588_895 - outputBytes) bytes more (64 KiB of a run are logged)"))
    #expect(lines.lines.contains("hook dark/10-chatty finished"))
  }

  @Test("a hook that floods until its time limit: its log is capped, it ends by SIGTERM, the rest is counted")
  func floodUntilTheLimit() throws {
    let folder = try Folder()
    defer { withExtendedLifetime(folder) {} }
    try folder.hook("dark", "10-flood", "exec yes")
    let lines = LockedLines()
    let runner = HookRunner(directory: folder.url.path, timeLimit: 0.5, killGrace: 0.5) { lines.lines.append($0) }
    runner.run("dark")
    #expect(Self.driveToTheEnd(runner), "\(lines.text.suffix(500))")
    #expect(lines.lines.filter { $0 == "hook dark/10-flood: y" }.count <= 65_536 / "hook dark/10-flood: y\n".utf8.count)
    #expect(lines.lines.contains("hook dark/10-flood ended by signal \(SIGTERM)"), "\(lines.text.suffix(500))")
    #expect(
      lines.lines.contains { $0.hasPrefix("hook dark/10-flood: … ") && $0.hasSuffix(" bytes more (64 KiB of a run are logged)") })
  }

  @Test("a hook whose file name is not UTF-8 runs; the log shows the odd byte escaped")
  func latin1Name() throws {
    let folder = try Folder()
    defer { withExtendedLifetime(folder) {} }
    let record = folder.url.appendingPathComponent("record").path
    let name: [UInt8] = Array("10-caf".utf8) + [0xE9]  // "café" in Latin-1
    let path = Array(folder.url.appendingPathComponent("light").path.utf8) + [47] + name + [0]
    let text = "#!/bin/sh\necho ran >> \(record)\necho out\n"
    let fd = path.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o755) }
    }
    #expect(fd >= 0)
    _ = text.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    let lines = LockedLines()
    let runner = HookRunner(directory: folder.url.path) { lines.lines.append($0) }
    runner.run("light")
    #expect(Self.drive(runner), "\(lines.text)")
    #expect((try? String(contentsOfFile: record, encoding: .utf8)) == "ran\n", "\(lines.text)")
    #expect(lines.lines.contains("hook light/10-caf\\xE9 finished"), "\(lines.text)")
    #expect(!lines.lines.contains { $0.contains("skipped") }, "\(lines.text)")
  }
}

