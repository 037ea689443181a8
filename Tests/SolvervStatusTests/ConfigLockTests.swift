import Foundation
import Testing

/// Through the real binary: `config set` takes `flock` on `config.toml.lock`
/// beside the config, waits up to 5 s for another writer, then gives up with exit 75 and the
/// file untouched; the lock file is never a link, never left behind, never made elsewhere.
@Suite struct ConfigLockTests {
  let folder: String
  var config: String { folder + "/config.toml" }
  var lockPath: String { config + ".lock" }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-lock-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func run(_ arguments: [String]) -> CLI.Result {
    CLI.run(["config"] + arguments + ["--config", config], environment: ["HOME": folder])
  }

  /// Holds the lock as another writer would; -1 when it cannot.
  func holdLock() -> Int32 {
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0, flock(fd, LOCK_EX) == 0 else { return -1 }
    return fd
  }

  @Test func aWriterGivesUpWith75WhenTheLockIsHeldAndWritesNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "clock = \"24h\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    let fd = holdLock()
    #expect(fd >= 0)
    let result = run(["set", "clock", "12h"])
    close(fd)
    #expect(result.status == 75, "\(result.stderr)")
    #expect(result.stderrLines.count == 1 && result.stderr.contains("nothing was written, try again"), "\(result.stderr)")
    #expect(Scratch.text(config) == "clock = \"24h\"\n")
    // Free again: the next writer goes through and leaves no lock file.
    #expect(run(["set", "clock", "12h"]).status == 0)
    #expect(Scratch.text(config) == "clock = \"12h\"\n")
    unlink(lockPath)
  }

  @Test func aWriterWaitsForTheLockAndThenWrites() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "clock = \"24h\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    let fd = holdLock()
    #expect(fd >= 0)
    let release = Thread { usleep(300_000); unlink(lockPath); close(fd) }
    release.start()
    let result = run(["set", "clock", "12h"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Scratch.text(config) == "clock = \"12h\"\n")
  }

  @Test func theLockFileIsRemovedAndNeverFollowsALink() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "clock = \"24h\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(run(["set", "clock", "12h"]).status == 0)
    #expect(Scratch.names(in: folder) == ["config.toml"])
    try FileManager.default.createSymbolicLink(atPath: lockPath, withDestinationPath: folder + "/elsewhere")
    let result = run(["set", "clock", "24h"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("lock file"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere"))
    #expect(Scratch.text(config) == "clock = \"12h\"\n")
  }

  @Test func aFIFOConfigIsRefusedBeforeAnyLockFileIsMade() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Scratch.makeFIFO(config)
    let result = run(["set", "clock", "12h"])
    #expect(result.status == 78, "\(result.stderr)")
    #expect(result.stderr.contains("is a FIFO, not a regular file"))
    #expect(Scratch.names(in: folder) == ["config.toml"])
  }

  @Test func aSymlinkedConfigIsLockedBesideItsTarget() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
    try "clock = \"24h\"\n".write(toFile: folder + "/dotfiles/real.toml", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: "dotfiles/real.toml")
    // Another writer holding the target's lock holds this name's too.
    let fd = open(folder + "/dotfiles/real.toml.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    #expect(fd >= 0 && flock(fd, LOCK_EX) == 0)
    let result = run(["set", "clock", "12h"])
    close(fd)
    #expect(result.status == 75, "\(result.stderr)")
    unlink(folder + "/dotfiles/real.toml.lock")
    #expect(run(["set", "clock", "12h"]).status == 0)
    #expect(Scratch.text(folder + "/dotfiles/real.toml") == "clock = \"12h\"\n")
    #expect(Scratch.names(in: folder + "/dotfiles") == ["real.toml"])
  }

  @Test func twoCLIWritersAtOnceLoseNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "# mine\nclock = \"24h\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    for round in 0..<10 {
      let clock = round % 2 == 0 ? "12h" : "24h"
      let events = round % 12 + 1
      let results = ConcurrentRuns.run([
        ["config", "set", "clock", clock, "--config", config],
        ["config", "set", "events", String(events), "--config", config],
      ])
      #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
      let text = Scratch.text(config) ?? ""
      #expect(text.contains("clock = \"\(clock)\"") && text.contains("events = \(events)\n"), "round \(round): \(text)")
      #expect(text.hasPrefix("# mine\n"))
    }
  }
}

/// Runs several CLI commands at the same moment (each on its own thread) and waits for all.
enum ConcurrentRuns {
  static func run(_ commands: [[String]], environment: [String: String] = [:]) -> [CLI.Result] {
    final class Box: @unchecked Sendable { var results: [CLI.Result?] = [] }
    let box = Box()
    box.results = Array(repeating: nil, count: commands.count)
    let lock = NSLock()
    let group = DispatchGroup()
    for (index, command) in commands.enumerated() {
      group.enter()
      Thread.detachNewThread {
        let result = CLI.run(command, environment: environment)
        lock.lock()
        box.results[index] = result
        lock.unlock()
        group.leave()
      }
    }
    group.wait()
    return box.results.map { $0! }
  }
}
