import Foundation
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile hooks with a fixed seed, driven as the daemon's loop drives them: programs that fork,
/// flood, sleep, leave writers behind, close their output, ignore SIGTERM, end by any status or
/// signal, with names of any bytes. Whatever they do, the runner comes back to idle within its
/// limits, every hook that starts is reported ended, a run's log stays within its cap, and each
/// turn of the loop returns.
@Suite(.serialized) struct HookFuzzTests {
  static let cases = 24

  /// One hook's body: each piece is something a real hook might do, or a way it goes wrong.
  static let pieces: [String] = [
    "exit 0", "exit 1", "exit 255", "kill -9 $$", "kill -TERM $$", "sleep 0.2",
    "yes | head -c 300000", "head -c 5000 /dev/zero | tr '\\\\0' x", "printf '\\\\000\\\\001\\\\377no newline'",
    "exec 1>&- 2>&-", "for i in 1 2 3 4 5; do (echo child $i) & done; wait",
    "(sleep 0.3; echo late) &", "(yes > /dev/null) &", "(exec yes) &",
    "trap '' TERM; while :; do sleep 0.05; done", "echo to-stderr >&2", "seq 1 20000",
  ]

  /// A file name of random bytes that the kernel accepts (no NUL, no slash, not . or ..).
  static func name(_ random: inout SeededRandom, index: Int) -> [UInt8] {
    let length = random.int(1...12)
    var bytes: [UInt8] = Array(String(format: "%02d-", index).utf8)
    for _ in 0..<length {
      let byte = UInt8(random.int(1...255))
      bytes.append(byte == 47 ? 95 : byte)
    }
    return bytes
  }

  static func path(_ folder: String, _ name: [UInt8]) -> [CChar] {
    (Array(folder.utf8) + [47] + name + [0]).map { CChar(bitPattern: $0) }
  }

  @Test("hostile hooks (fixed seed): idle within the limits, every start has an end, logs capped, no turn blocks")
  func hostileHooks() throws {
    let seed = FuzzSettings.current.seed
    for index in 0..<Self.cases {
      var random = SeededRandom(seed: seed, index: index, stream: 0x686F_6F6B)  // "hook"
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-hook-fuzz-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: root) }
      let folder = root.appendingPathComponent("dark").path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var executables = 0
      for hook in 0..<random.int(1...4) {
        let name = Self.name(&random, index: hook)
        let body = (0..<random.int(1...3)).map { _ in random.pick(Self.pieces) }.joined(separator: "\n")
        let kind = random.weighted([(6, "script"), (1, "plain"), (1, "folder"), (1, "broken link")])
        let path = Self.path(folder, name)
        switch kind {
        case "script", "plain":
          let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, kind == "script" ? 0o755 : 0o644)
          #expect(fd >= 0, "case \(index): cannot create hook \(name)")
          let text = "#!/bin/sh\n" + body + "\n"
          _ = text.withCString { write(fd, $0, strlen($0)) }
          close(fd)
          if kind == "script" { executables += 1 }
        case "folder": mkdir(path, 0o755)
        default: symlink(root.appendingPathComponent("nowhere").path, path)
        }
      }
      let log = HookRunnerLog()
      let runner = HookRunner(directory: root.path, timeLimit: 0.4, killGrace: 0.3) { log.lines.append($0) }
      runner.run("dark")
      // A hang guard far past the limits (0.7 s a hook at most, four hooks).
      let end = Date().addingTimeInterval(30)
      var slowestTurn = 0.0
      while !runner.isIdle, Date() < end {
        var fds = runner.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let now = SystemClock.now().secondsSince1970
        let wait = min(runner.deadline.map { max(0, $0 - now) } ?? 0.1, 0.1)
        _ = poll(&fds, nfds_t(fds.count), Int32(wait * 1000) + 1)
        let started = MonotonicClock.seconds()
        for entry in fds where entry.revents != 0 { _ = runner.serve(entry.fd) }
        runner.tick(now: SystemClock.now().secondsSince1970)
        slowestTurn = max(slowestTurn, MonotonicClock.seconds() - started)
      }
      #expect(runner.isIdle, "case \(index): hooks still running after 30 s: \(log.lines.suffix(5))")
      // A turn reads one bounded chunk: far under a second even on a loaded machine (before, the
      // last read of a hook with a writer left behind never returned at all).
      #expect(slowestTurn < 1, "case \(index): one turn took \(slowestTurn) s")
      let started = log.lines.filter { $0.contains(" started (pid ") }
      let ended = log.lines.filter {
        $0.hasSuffix(" finished") || $0.contains(" failed with exit status ") || $0.contains(" ended by signal ")
      }
      #expect(started.count == executables && ended.count == executables, "case \(index): \(log.lines.prefix(20))")
      // Each run's own lines stay within the cap (the count line and the notice aside).
      for line in started {
        guard let marker = line.range(of: " started (pid ", options: .backwards) else { continue }
        let name = String(line[line.index(line.startIndex, offsetBy: "hook ".count)..<marker.lowerBound])
        let bytes = log.lines.filter { $0.hasPrefix("hook \(name): ") }.reduce(0) { $0 + $1.utf8.count + 1 }
        #expect(bytes <= 65_536 + 400, "case \(index): \(name) logged \(bytes) bytes")
      }
      // The programs they left behind go with the test's scratch folder.
      for line in started {
        if let open = line.range(of: "(pid "), let group = pid_t(line[open.upperBound...].prefix { $0.isNumber }) {
          kill(-group, SIGKILL)
        }
      }
    }
  }
}

/// The runner's log lines (one thread).
final class HookRunnerLog: @unchecked Sendable {
  var lines: [String] = []
}
