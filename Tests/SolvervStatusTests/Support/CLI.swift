import Foundation
import TestSupport

/// Runs the real `solverv-status` binary that `swift build` put beside this test bundle.
enum CLI {
  /// How a run ended and what it printed (``ProcessRun/Result`` in this target's terms, so its
  /// tests need not import `TestSupport` to read it).
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String

    var json: Any? { try? JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed]) }
    var array: [[String: Any]] { (json as? [[String: Any]]) ?? [] }
    var stderrLines: [Substring] { stderr.split(separator: "\n") }

    init(status: Int32, stdout: String, stderr: String) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }

    init(_ run: ProcessRun.Result) { self.init(status: run.status, stdout: run.stdout, stderr: run.stderr) }
  }

  /// `$SOLVERV_STATUS`, else `solverv-status` in the test bundle's build folder.
  static var binary: String { BuiltProducts.statusBinary }

  /// Runs the binary (or `executable`) with `arguments`, a clean environment plus
  /// `environment`, and `stdin` (else nothing to read).
  static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, executable: String = binary
  ) -> Result {
    Result(ProcessRun.run(executable, arguments, environment: clean(environment), stdin: stdin))
  }

  /// Like `run`, but kills the binary when it has not ended after `limit` seconds (a hang guard,
  /// so a regression cannot hang the suite); nil when it had to.
  static func run(_ arguments: [String], environment: [String: String] = [:], limit: Double) -> Result? {
    ProcessRun.run(binary, arguments, environment: clean(environment), limit: limit).map(Result.init)
  }

  /// A clean environment (C.UTF-8, UTC, a HOME that is not the user's) plus `extra`.
  private static func clean(_ extra: [String: String]) -> [String: String] {
    ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": NSTemporaryDirectory()].merging(extra) { $1 }
  }
}
