import Foundation
import Testing

/// `chart --output` and `config init` write what is at the path without replacing it: a symbolic
/// link keeps linking (its target gets the new content), a FIFO or device stays what it is, and
/// only a regular file is renamed over. Each test uses its own scratch folder.
@Suite struct OutputFileSafetyTests {
  static let chart = ["chart", "--location", "Oslo", "--year", "2026"]

  @Test func chartOutputThroughASymlinkReplacesTheTargetAndKeepsTheLink() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    try "old".write(toFile: folder + "/real.svg", atomically: false, encoding: .utf8)
    chmod(folder + "/real.svg", 0o640)
    try FileManager.default.createSymbolicLink(atPath: folder + "/daylight.svg", withDestinationPath: "real.svg")
    let result = sandbox.run(Self.chart + ["--output", folder + "/daylight.svg"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileFacts(folder + "/daylight.svg")?.isSymbolicLink == true)
    #expect(Scratch.linkTarget(folder + "/daylight.svg") == "real.svg")
    #expect(Scratch.text(folder + "/real.svg")?.hasPrefix("<?xml") == true)
    #expect(FileFacts(folder + "/real.svg")?.mode == 0o640)
    #expect(Scratch.names(in: folder).filter { $0.contains(".tmp.") }.isEmpty)
  }

  @Test func chartOutputThroughASymlinkChainKeepsEveryLink() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
    try "old".write(toFile: folder + "/dotfiles/chart.svg", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/middle.svg", withDestinationPath: folder + "/dotfiles/chart.svg")
    try FileManager.default.createSymbolicLink(atPath: folder + "/first.svg", withDestinationPath: "middle.svg")
    // And a link whose target does not exist yet: writing through it creates the target.
    try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.svg", withDestinationPath: "dotfiles/new.svg")
    #expect(sandbox.run(Self.chart + ["-o", folder + "/first.svg"]).status == 0)
    #expect(sandbox.run(Self.chart + ["-o", folder + "/dangling.svg"]).status == 0)
    #expect(Scratch.linkTarget(folder + "/first.svg") == "middle.svg")
    #expect(Scratch.linkTarget(folder + "/middle.svg") == folder + "/dotfiles/chart.svg")
    #expect(Scratch.linkTarget(folder + "/dangling.svg") == "dotfiles/new.svg")
    #expect(Scratch.text(folder + "/dotfiles/chart.svg")?.hasPrefix("<?xml") == true)
    #expect(FileFacts(folder + "/dotfiles/new.svg")?.isRegular == true)
    #expect(Scratch.names(in: folder + "/dotfiles") == ["chart.svg", "new.svg"])
  }

  @Test func chartOutputIntoAFIFOWithAReaderFeedsItAndKeepsTheFIFO() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let fifo = sandbox.root.path + "/chart.fifo"
    try Scratch.makeFIFO(fifo)
    let before = try #require(FileFacts(fifo))
    let reader = Scratch.FIFOReader(fifo)
    let result = sandbox.run(Self.chart + ["--output", fifo])
    #expect(result.status == 0, "\(result.stderr)")
    let received = reader.result(timeout: 30)
    #expect(received?.hasPrefix("<?xml") == true && received?.contains("</svg>") == true)
    #expect(FileFacts(fifo) == before)
  }

  @Test func chartOutputIntoAFIFOWithoutAReaderFailsAtOnceAndKeepsTheFIFO() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let fifo = sandbox.root.path + "/chart.fifo"
    try Scratch.makeFIFO(fifo)
    let before = try #require(FileFacts(fifo))
    // Under the hang guard: a blocking open would wait for a reader for ever.
    let result = try #require(try SettingsFileSafetyTests.run(Self.chart + ["--output", fifo], sandbox), "hung on the FIFO")
    #expect(result.status == 73)
    #expect(result.stderr.contains("no reader on FIFO"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(FileFacts(fifo) == before)
  }

  /// Our own null device (`mknod c 1 3`, root only) in the scratch folder, never the system's.
  @Test func chartOutputIntoACharacterDeviceWritesIntoItAndKeepsTheDevice() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let device = sandbox.root.path + "/null"
    let null = dev_t((1 << 8) | 3)  // makedev(1, 3) in glibc's encoding for small numbers
    guard mknod(device, S_IFCHR | 0o666, null) == 0 else {
      try skipTest("mknod needs root (errno \(errno)); the FIFO tests cover writing into a non-regular file")
    }
    let before = try #require(FileFacts(device))
    let result = sandbox.run(Self.chart + ["--output", device])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileFacts(device) == before)
    #expect(FileFacts(device)?.isCharacterDevice == true)
  }

  @Test func chartOutputToADirectoryIsRefused() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path + "/out"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let result = sandbox.run(Self.chart + ["--output", folder])
    #expect(result.status == 73)
    #expect(result.stderr.contains("is a directory"), "\(result.stderr)")
    #expect(FileFacts(folder)?.type == S_IFDIR)
  }

  @Test func configInitWritesThroughASymlinkAndRefusesAFIFO() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let dotfiles = sandbox.root.path + "/dotfiles"
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try "language = \"nb\"\n".write(toFile: dotfiles + "/solverv.toml", atomically: false, encoding: .utf8)
    chmod(dotfiles + "/solverv.toml", 0o600)
    try FileManager.default.createSymbolicLink(atPath: sandbox.configPath, withDestinationPath: dotfiles + "/solverv.toml")
    let written = sandbox.run(["config", "init", "--force", "--city", "Oslo"])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(Scratch.linkTarget(sandbox.configPath) == dotfiles + "/solverv.toml")
    #expect(Scratch.text(dotfiles + "/solverv.toml")?.contains("city = \"Oslo\"") == true)
    #expect(FileFacts(dotfiles + "/solverv.toml")?.mode == 0o600)

    let fifo = sandbox.root.path + "/config.fifo"
    try Scratch.makeFIFO(fifo)
    let refused = sandbox.run(["config", "init", "--force", "--city", "Oslo", "--config", fifo])
    #expect(refused.status == 73)
    #expect(refused.stderr.contains("is a FIFO, not a regular file"), "\(refused.stderr)")
    #expect(FileFacts(fifo)?.isFIFO == true)
  }

  @Test func aSuccessfulWriteRemovesStaleTemporaryFiles() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path + "/config/solverv"
    let dead = try Scratch.deadPID()
    let live = getpid()  // this test process: alive, so its fresh file may be in use
    try "half".write(toFile: "\(folder)/config.toml.tmp.\(dead)", atomically: false, encoding: .utf8)
    try "half".write(toFile: "\(folder)/config.toml.tmp.\(live)", atomically: false, encoding: .utf8)
    try "old".write(toFile: "\(folder)/config.toml.tmp.1", atomically: false, encoding: .utf8)
    // PID 1 is alive, but an hour-old temporary file is abandoned (its PID was reused).
    var times = [timespec(tv_sec: time(nil) - 3_600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3_600, tv_nsec: 0)]
    utimensat(AT_FDCWD, "\(folder)/config.toml.tmp.1", &times, 0)
    try "not ours".write(toFile: "\(folder)/config.toml.tmp.notapid", atomically: false, encoding: .utf8)
    let result = sandbox.run(["config", "init", "--force", "--city", "Oslo"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Scratch.names(in: folder) == ["config.toml", "config.toml.tmp.\(live)", "config.toml.tmp.notapid", "formats"])
  }
}
