import Foundation

/// What an accepted `config set` must leave: at most one file changed, each changed file passing
/// `config check` (a Latin-1 file `check` refuses is left alone, never rewritten), every whole-line comment
/// of the old file still there (CRLF files lost everything but the key), and for a clean vector
/// `config get KEY` printing the value set.
enum ConfigSetCheck {
  static func judge(
    _ vector: CLIVector, changed: [String], before: [String: CLISandbox.FileState], after: [String: CLISandbox.FileState],
    report: FuzzReport
  ) {
    func fail(_ category: FuzzReport.Category, _ key: String, _ detail: String) {
      report.record(category, key: "config set: " + key, index: vector.index, reproduction: vector.shellLine, detail: detail)
    }
    let files = changed.filter {
      if case .file? = after[$0] { return true }
      return false
    }
    if files.count > 1 { fail(.damage, "an accepted change changed more than one file", files.joined(separator: ", ")) }
    // Setting a location key may rightly replace the [location] table with its comments.
    let setsLocation = vector.arguments.contains { $0.text?.contains("location") ?? true }
    for file in files {
      let check = run(["config", "check", "--config", Argument(vector.sandbox.root + "/" + file)], vector)
      if check.outcome != .exited(0) {
        fail(
          .damage, "an accepted change left a file `config check` refuses (\(check.outcome))",
          "$SANDBOX/\(file): " + excerpt(check.stderr, limit: 300))
      }
      guard !setsLocation, case .file(let old, _)? = before[file], case .file(let new, _)? = after[file] else { continue }
      let kept = Set(lines(new))
      let lost = lines(old).filter { $0.hasPrefix("#") && !kept.contains($0) }
      if !lost.isEmpty {
        fail(.damage, "an accepted change lost comment lines", "$SANDBOX/\(file): " + lost.prefix(3).joined(separator: " | "))
      }
    }
    if vector.clean, vector.sandbox.config.isValid, let setting = vector.setting {
      let get = run(["config", "get", Argument(setting.key)], vector)
      let printed = get.stdout.hasSuffix("\n") ? String(get.stdout.dropLast()) : get.stdout
      if get.outcome != .exited(0) || printed != setting.value {
        fail(
          .refused, "after a clean change, `config get KEY` does not print the value set",
          "config get \(setting.key): \(get.outcome) '\(excerpt(printed))' \(excerpt(get.stderr)), expected '\(setting.value)'")
      }
    }
  }

  /// A file's lines without their endings (LF, CRLF, CR) or surrounding blanks.
  static func lines(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// Runs `solverv-status` in the vector's sandbox and environment (hang guard included).
  static func run(_ arguments: [Argument], _ vector: CLIVector) -> (outcome: ChildProcess.Outcome, stdout: String, stderr: String)
  {
    let sandbox = vector.sandbox
    let out = sandbox.root + "/check.out"
    let err = sandbox.root + "/check.err"
    guard
      case .success(let pid) = ChildProcess.spawn(
        FuzzSettings.statusBinary, arguments, environment: sandbox.environment.merging(vector.environment) { $1 },
        directory: sandbox.work, stdout: out, stderr: err)
    else { return (.exited(-1), "", "cannot start solverv-status") }
    let (outcome, _) = ChildProcess.wait(pid, timeout: CLIFuzzTests.hangLimit)
    return (outcome, CLIFuzzRun.read(out), CLIFuzzRun.read(err))
  }
}
