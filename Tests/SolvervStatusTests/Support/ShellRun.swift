import Foundation

/// Runs the real binary from `/bin/sh` in `folder`, so a test can give it descriptors the way a
/// user's shell does (`>> out.txt`, `5> file`, a pipe): `script` names the command as `"$@"`.
enum ShellRun {
  static func run(_ script: String, _ arguments: [String], in folder: String, environment: [String: String] = [:]) -> CLI.Result {
    let wrapped = "cd \"$SCRATCH\" || exit 99\n" + script
    return CLI.run(
      ["-c", wrapped, "sh", CLI.binary] + arguments, environment: environment.merging(["SCRATCH": folder]) { $1 },
      executable: "/bin/sh")
  }
}

/// A file's bytes and inode, to prove a write left it as it was (or only appended to it).
struct FileSnapshot: Equatable {
  let facts: FileFacts
  let bytes: Data

  init?(_ path: String) {
    guard let facts = FileFacts(path) else { return nil }
    self.facts = facts
    bytes = FileManager.default.contents(atPath: path) ?? Data()
  }
}
