import SolvervSystem

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
    guard let run = LibProcess.runReadingOutput(path: path, arguments: arguments) else { return nil }
    let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
    return Result(status: run.ending.shellStatus, lines: lines)
  }
}
