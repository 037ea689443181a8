import Foundation

/// Runs a real program to its end and collects what it printed. Output goes to files, never
/// pipes: a program that fills stderr while the reader waits on stdout (or the other way round)
/// can never block, however much it writes.
public enum ProcessRun {
  /// How a run ended and what it wrote.
  public struct Result: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// stdout's exact bytes, for output that need not be UTF-8.
    public let stdoutBytes: [UInt8]

    public init(status: Int32, stdout: String, stderr: String, stdoutBytes: [UInt8]? = nil) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
      self.stdoutBytes = stdoutBytes ?? Array(stdout.utf8)
    }
  }

  /// Runs `executable` with `arguments` and exactly `environment`; `stdin` (or nothing: the
  /// program reads end of file at once). A program that cannot be started gives status -1 and
  /// the reason as its stderr.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], stdin: String? = nil,
    directory: String? = nil
  ) -> Result {
    run(executable, arguments, environment: environment, stdin: stdin, directory: directory, limit: nil)!
  }

  /// Like `run`, but kills the program when it has not ended after `limit` seconds (a hang guard,
  /// not a timing: the wait is for the exit itself, see ``ProcessExit``); nil when it had to.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], stdin: String? = nil,
    directory: String? = nil, limit: Double?
  ) -> Result? {
    guard let folder = try? ScratchFolder("run") else {
      return Result(status: -1, stdout: "", stderr: "cannot make a folder for \(executable)'s output")
    }
    defer { folder.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let outPath = folder.file("stdout")
    let errPath = folder.file("stderr")
    let input = Pipe()
    do {
      _ = FileManager.default.createFile(atPath: outPath, contents: nil)
      _ = FileManager.default.createFile(atPath: errPath, contents: nil)
      let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
      let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
      defer {
        try? out.close()
        try? err.close()
      }
      process.standardOutput = out
      process.standardError = err
      process.standardInput = input
      try process.run()
    } catch {
      return Result(status: -1, stdout: "", stderr: "cannot run \(executable): \(error)")
    }
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    if let limit {
      guard ProcessExit.wait(process, timeout: limit) != nil else {
        ProcessExit.kill(process)
        return nil
      }
    } else {
      process.waitUntilExit()
    }
    // Invalid UTF-8 shows as U+FFFD in the text (a test may look for it); the bytes stay exact.
    let out = [UInt8](FileManager.default.contents(atPath: outPath) ?? Data())
    let err = [UInt8](FileManager.default.contents(atPath: errPath) ?? Data())
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self), stdoutBytes: out)
  }
}
