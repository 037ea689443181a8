import Foundation

extension CLI {
  /// Holds a pseudo-terminal for the child's stderr (stdout stays a file) and hands back what
  /// the terminal received. Python's `pty` module: Swift's Glibc hides `posix_openpt`.
  private static let terminalRunner = #"""
    import os, pty, subprocess, sys
    master, slave = pty.openpty()
    with open(sys.argv[1], "wb") as out:
        child = subprocess.Popen(sys.argv[2:], stdin=subprocess.DEVNULL, stdout=out, stderr=slave)
        os.close(slave)
        received = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # EIO: the child and every copy of the terminal are gone
                break
            if not chunk:
                break
            received += chunk
        status = child.wait()
    sys.stdout.buffer.write(received)
    sys.exit(status if status >= 0 else 128 - status)
    """#

  /// Runs the binary as `run` does, but with stderr on a real pseudo-terminal: what a person at
  /// a terminal sees of the notices bars never get. `stderr` is what the terminal received, its
  /// `\r\n` line ends as `\n`.
  static func runWithTerminalStderr(_ arguments: [String], environment: [String: String] = [:]) -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-tty-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stdoutPath = folder.appendingPathComponent("stdout").path
    let runner = run(
      ["-c", terminalRunner, stdoutPath, binary] + arguments, environment: environment,
      executable: "/usr/bin/python3")
    let stdout = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
    return Result(
      status: runner.status, stdout: stdout,
      stderr: runner.stdout.replacingOccurrences(of: "\r\n", with: "\n"))
  }
}
