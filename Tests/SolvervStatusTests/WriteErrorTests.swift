import Foundation
import Testing

/// A write to stdout that fails (here ENOSPC from /dev/full) is never silent —
/// one line on stderr and a non-zero exit (74, EX_IOERR), in every command that prints.
@Suite(.enabled(if: FullDevice.available, "needs /dev/full as a character device"))
struct WriteErrorTests {
  static let message = "solverv-status: cannot write output: No space left on device"

  @Test(
    "every printing command reports a full device with one line and exit 74",
    arguments: [
      ["events"], ["events", "--format", "text"], ["sun", "--lat", "59.9", "--lon", "10.7"],
      ["sun", "--lat", "59.9", "--lon", "10.7", "--format", "text", "--days", "400"], ["chart", "--location", "Oslo"],
      ["locate", "Oslo"], ["locate", "Oslo", "--format", "json"], ["formats"], ["formats", "--placeholders"],
      ["config", "path"], ["config", "check"], ["notify", "--preview", "--location", "Oslo", "--at", "2026-06-21T12:00"],
      ["--location", "Oslo"], ["--format", "json", "--location", "Oslo"], ["--format", "waybar", "--location", "Oslo"],
      ["--format", "i3bar", "--location", "Oslo"], ["--help"], ["--version"], ["sun", "--help"],
      ["--generate-completion-script", "bash"],
    ])
  func fullDeviceIsReported(arguments: [String]) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = try FullDevice.run(arguments, environment: sandbox.environment)
    #expect(result.status == 74, "\(arguments): \(result.stderr)")
    #expect(result.stderrLines.last.map(String.init) == Self.message, "\(arguments): \(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
  }

  @Test("the full parser reports it as the fast path does")
  func fullParserReportsItToo() throws {
    let result = try FullDevice.run(["--format", "waybar", "--location", "Oslo"], environment: ["SOLVERV_FULL_PARSER": "1"])
    #expect(result.status == 74 && result.stderr == Self.message + "\n", "\(result.stderr)")
  }

  @Test("a bar's error state that cannot be written is a write error, not a silent 0")
  func barErrorStateOnAFullDevice() throws {
    for arguments in [["--format", "waybar", "--bogus-flag"], ["--format", "polybar", "--lat", "91", "--lon", "0"]] {
      let result = try FullDevice.run(arguments)
      #expect(result.status == 74, "\(arguments)")
      #expect(result.stderrLines.count == 2 && result.stderrLines.last.map(String.init) == Self.message, "\(result.stderr)")
    }
  }

  @Test("--watch ends with 74 and one line when it cannot write")
  func watchOnAFullDevice() throws {
    let result = try FullDevice.run(["--format", "waybar", "--watch", "--location", "Oslo"])
    #expect(result.status == 74 && result.stderr == Self.message + "\n", "\(result.stderr)")
  }

  @Test("config init that cannot report what it wrote still says so")
  func configInitOnAFullDevice() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = try FullDevice.run(["config", "init", "--city", "Oslo"], environment: sandbox.environment)
    #expect(result.status == 74 && result.stderr == Self.message + "\n", "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: sandbox.configPath))
  }
}

/// A closed pipe (a reader that went away) is a write error too — except for `--watch`, whose
/// reader going away is how a bar ends it.
struct ClosedPipeTests {
  static func runIntoClosedPipe(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": NSTemporaryDirectory()]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try output.fileHandleForReading.close()  // nobody will ever read
    try process.run()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
  }

  @Test("printing into a closed pipe is one line and exit 74, not a silent SIGPIPE death")
  func closedPipeIsReported() throws {
    for arguments in [["events"], ["--format", "waybar", "--location", "Oslo"], ["formats"]] {
      let result = try Self.runIntoClosedPipe(arguments)
      #expect(result.status == 74, "\(arguments): \(result.status)")
      #expect(result.stderr == "solverv-status: cannot write output: Broken pipe\n", "\(result.stderr)")
    }
  }

  @Test("--watch into a closed pipe ends quietly with 0")
  func watchIntoAClosedPipeEndsQuietly() throws {
    let result = try Self.runIntoClosedPipe(["--format", "waybar", "--watch", "--location", "Oslo"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.status) \(result.stderr)")
  }
}
