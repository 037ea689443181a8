import TestSupport
import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// The config and the state file are read without ever waiting: a FIFO (or a directory) where
/// one should be is a clear error at once, never a hang, and is neither replaced nor moved.
@Suite struct SettingsFileSafetyTests {
  /// Runs the CLI like `CLI.run`, but kills it after `limit` seconds (the hang guard) so a
  /// regression cannot hang the suite; nil when it had to be killed. Its end is the kernel's
  /// word (``ProcessExit``), not Foundation's lagging `isRunning`.
  static func run(_ arguments: [String], _ sandbox: Sandbox, limit: Double = ProcessExit.hangGuard) -> (
    status: Int32, stderr: String, seconds: Double
  )? {
    let started = Date()
    return sandbox.run(arguments, limit: limit).map { ($0.status, $0.stderr, Date().timeIntervalSince(started)) }
  }

  @Test(arguments: [
    ["--location", "Oslo"], ["--format", "json"], ["config", "check"], ["notify", "--preview"], ["chart", "--location", "Oslo"],
  ])
  func aFIFOAsTheConfigIsAConfigErrorNotAHang(arguments: [String]) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try Scratch.makeFIFO(sandbox.configPath)  // at the default place: every command reads it
    let result = try #require(Self.run(arguments, sandbox), "\(arguments) hung on a FIFO config")
    // A FIFO read would wait for ever: ending at all (before the hang guard's kill) is the point; how
    // fast is the benchmarks' business, not a threshold a loaded machine can miss.
    #expect(result.status == 78)
    #expect(result.stderr.contains("config.toml:1:1: the config file is a FIFO, not a regular file"), "\(result.stderr)")
    #expect(FileFacts(sandbox.configPath)?.isFIFO == true)
  }

  @Test func aNamedFIFOOrDirectoryConfigIsAConfigError() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let fifo = sandbox.root.path + "/config.fifo"
    try Scratch.makeFIFO(fifo)
    let viaFIFO = try #require(Self.run(["config", "check", "--config", fifo], sandbox))
    #expect(viaFIFO.status == 78 && viaFIFO.stderr.contains("is a FIFO, not a regular file"), "\(viaFIFO.stderr)")
    let viaFolder = try #require(Self.run(["--location", "Oslo", "--config", sandbox.root.path], sandbox))
    #expect(viaFolder.status == 78 && viaFolder.stderr.contains("is a directory, not a regular file"), "\(viaFolder.stderr)")
    // Through a symbolic link the target decides.
    try FileManager.default.createSymbolicLink(atPath: sandbox.configPath, withDestinationPath: fifo)
    let viaLink = try #require(Self.run(["config", "check"], sandbox))
    #expect(viaLink.status == 78 && viaLink.stderr.contains("is a FIFO"), "\(viaLink.stderr)")
    // A missing file named explicitly says so, and how to make one.
    let missing = try #require(Self.run(["config", "check", "--config", sandbox.root.path + "/nope.toml"], sandbox))
    #expect(missing.status == 78 && missing.stderr.contains("does not exist"), "\(missing.stderr)")
  }

  /// `--config /dev/null` (read, never written) stays a way to run with no settings.
  @Test func theNullDeviceAsConfigMeansNoSettings() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    var info = stat()
    guard stat("/dev/null", &info) == 0, info.st_mode & S_IFMT == S_IFCHR else {
      try skipTest("/dev/null is not a character device here")
    }
    let result = sandbox.run(["--location", "Oslo", "--config", "/dev/null"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func aFIFOAsTheStateFileIsIgnoredNotReadOrReplaced() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.root.path + "/state/state.toml"
    try Scratch.makeFIFO(path)
    let before = try #require(FileFacts(path))
    let started = Date()
    let loaded = NotificationStateStore.load(path: path)
    #expect(Date().timeIntervalSince(started) < ProcessExit.hangGuard)  // a blocking read would never return
    #expect(loaded.state == NotificationState())
    #expect(loaded.warning?.contains("is a FIFO, not a regular file") == true, "\(loaded.warning ?? "no warning")")
    #expect(throws: AtomicFile.Failure.self) {
      try NotificationStateStore.save(NotificationState(lastSentDate: CivilDate(iso: "2026-01-01")!), path: path)
    }
    #expect(FileFacts(path) == before)
    #expect(Scratch.names(in: sandbox.root.path + "/state") == ["state.toml"])
  }

  @Test func aSymlinkedStateFileStaysALinkWhenSavedOrSetAside() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let store = sandbox.root.path + "/store"
    try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
    let link = sandbox.root.path + "/state/state.toml"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store + "/solverv-state.toml")
    let state = NotificationState(lastSentDate: CivilDate(iso: "2026-06-21")!)
    try NotificationStateStore.save(state, path: link)
    #expect(FileFacts(link)?.isSymbolicLink == true)
    #expect(FileFacts(store + "/solverv-state.toml")?.mode == 0o600)
    #expect(NotificationStateStore.load(path: link).state == state)
    // A damaged target is moved aside; the link stays and the next save recreates the target.
    try "{broken".write(toFile: store + "/solverv-state.toml", atomically: false, encoding: .utf8)
    #expect(NotificationStateStore.load(path: link).warning?.contains("moved it to") == true)
    #expect(FileFacts(link)?.isSymbolicLink == true)
    #expect(Scratch.names(in: store).contains { $0.hasPrefix("solverv-state.toml.corrupt-") })
    try NotificationStateStore.save(state, path: link)
    #expect(Scratch.linkTarget(link) == store + "/solverv-state.toml")
    #expect(NotificationStateStore.load(path: link).state == state)
  }
}
