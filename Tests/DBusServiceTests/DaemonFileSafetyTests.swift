import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// The daemon with hostile files where its config and state belong: it never hangs on a FIFO,
/// stops on SIGTERM, and `SetLocation` keeps a linked config a link with its mode.
@Suite(.serialized) struct DaemonFileSafetyTests {
  static func makeFIFO(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard mkfifo(path, 0o600) == 0 else { throw HarnessError("mkfifo \(path): errno \(errno)") }
  }

  static func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
  }

  /// Sends SIGTERM (the daemon takes it through a signalfd, so the blocked mask it inherits from
  /// the test does not matter) and waits up to `timeout` seconds; the exit status, or nil.
  ///
  /// The deadline is judged by the kernel (the process is a zombie or gone), not by Foundation's
  /// `isRunning`, whose exit notification can lag by seconds when the test process is busy with
  /// many parallel suites; the status is then reaped with `waitUntilExit`.
  static func terminate(_ process: Process, timeout: Double) -> Int32? {
    kill(process.processIdentifier, SIGTERM)
    return ProcessExit.wait(process, timeout: timeout)
  }

  @Test func aFIFOAsTheStateFileNeitherHangsTheDaemonNorStopsSIGTERM() throws {
    let harness = try DaemonHarness(config: "[location]\ncity = \"Oslo\"\n")
    defer { harness.stop() }
    try Self.makeFIFO(harness.stateFile.path)
    let daemon = try harness.start()  // throws unless it serves within 10 s
    #expect(harness.logText.contains("is a FIFO, not a regular file"), "\(harness.logText)")
    let client = try harness.client()
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Oslo")
    #expect(Self.terminate(daemon, timeout: ProcessExit.hangGuard) == 0, "\(harness.logText)")
    #expect(Self.isFIFO(harness.stateFile.path))
  }

  @Test func aFIFOAsTheConfigIsAConfigProblemNotAHang() throws {
    let harness = try DaemonHarness()
    defer { harness.stop() }
    try Self.makeFIFO(harness.configFile.path)
    let daemon = try harness.start()
    #expect(harness.logText.contains("is a FIFO, not a regular file"), "\(harness.logText)")
    let client = try harness.client()
    #expect(try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client).isEmpty)  // it answers
    #expect(Self.terminate(daemon, timeout: ProcessExit.hangGuard) == 0, "\(harness.logText)")
    #expect(Self.isFIFO(harness.configFile.path))
  }

  @Test func setLocationKeepsASymlinkedConfigAndItsMode() throws {
    let harness = try DaemonHarness()
    defer { harness.stop() }
    let dotfiles = harness.home.appendingPathComponent("dotfiles/solverv.toml").path
    try FileManager.default.createDirectory(
      atPath: (dotfiles as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try "# my dotfiles\nclock = \"12h\"\n\n[location]\ncity = \"Oslo\"  # home\n# latitude = 0\n".write(
      toFile: dotfiles, atomically: false, encoding: .utf8)
    chmod(dotfiles, 0o600)
    try FileManager.default.createSymbolicLink(atPath: harness.configFile.path, withDestinationPath: dotfiles)
    try harness.start()
    let client = try harness.client()
    _ = try harness.call(
      "SetLocation", [.double(-33.8688), .double(151.2093), .string("Sydney"), .string("Australia/Sydney")], on: client)
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Sydney")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: harness.configFile.path)) == dotfiles)
    var info = stat()
    #expect(stat(dotfiles, &info) == 0 && info.st_mode & 0o7777 == 0o600)
    let text = try String(contentsOfFile: dotfiles, encoding: .utf8)
    #expect(text.contains("# my dotfiles") && text.contains("# latitude = 0") && text.contains("name = \"Sydney\""), "\(text)")
    #expect(harness.cli(["--format", "json"]).stdout.contains("\"timezone\":\"Australia/Sydney\""))
  }
}
