import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `solverv-daemon` beside this binary for a question to the buses (`--probe-bus`,
/// `--send-notification`): the status line never loads libdbus, the daemon's binary does. Its
/// stdout is read to the end, then its exit status; stderr is shared.
enum DaemonHelper {
  struct Result {
    let status: Int32
    let lines: [String]
  }

  /// The daemon binary beside this one.
  static var path: String {
    let exe = FileReader.symbolicLinkTarget("/proc/self/exe") ?? CommandLine.arguments[0]
    let folder = exe.lastIndex(of: "/").map { String(exe[..<$0]) } ?? "."
    return folder + "/solverv-daemon"
  }

  /// nil when the binary cannot be started (errno says why).
  static func run(_ arguments: [String]) -> Result? {
    var pipe: [Int32] = [-1, -1]
    guard Glibc.pipe(&pipe) == 0 else { return nil }
    _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let started = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(pipe[1])
    defer { close(pipe[0]) }
    guard started == 0 else {
      errno = started
      return nil
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(pipe[0], &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    return Result(status: code, lines: lines)
  }
}
