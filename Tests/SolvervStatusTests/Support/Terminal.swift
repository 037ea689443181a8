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

  /// Forks the binary on a pseudo-terminal (stdout and stderr both on it) and hands back what
  /// the terminal received, `\r\n` as `\n`: the view a person running it in a terminal has.
  private static let terminalStdoutRunner = #"""
    import os, pty, sys
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(sys.argv[1], sys.argv[1:])
    out = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.waitpid(pid, 0)
    sys.stdout.buffer.write(out)
    """#

  /// The binary's output at a terminal, as `run` runs it (its clean environment plus `environment`).
  static func outputAtTerminal(_ arguments: [String], environment: [String: String] = [:]) -> String {
    run(["-c", terminalStdoutRunner, binary] + arguments, environment: environment, executable: "/usr/bin/python3")
      .stdout.replacingOccurrences(of: "\r\n", with: "\n")
  }
}
