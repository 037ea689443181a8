import Foundation
import Testing

/// A lock file `config set` cannot use says what is wrong and what to remove, in one line (exit
/// 73): a symbolic link at the lock's path, and a lock file another user left behind (root's
/// `config set` run with this HOME), which only its owner could open again.
@Suite struct LockFileProblemTests {
  let folder: String
  var config: String { folder + "/config.toml" }
  var lockPath: String { config + ".lock" }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-lockfile-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "clock = \"24h\"\n".write(toFile: config, atomically: true, encoding: .utf8)
  }

  @Test func aLinkAtTheLockPathIsNamedAsOne() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: lockPath, withDestinationPath: folder + "/elsewhere")
    let result = CLI.run(["config", "set", "clock", "12h", "--config", config], environment: ["HOME": folder])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("the lock file \(lockPath) is a symbolic link"), "\(result.stderr)")
    #expect(
      result.stderr.contains("remove it (rm '\(lockPath)')") && !result.stderr.contains("Too many levels"), "\(result.stderr)")
    #expect(Scratch.text(config) == "clock = \"24h\"\n")
  }

  /// Root leaves `config.toml.lock` (mode 0600, its own) in a folder of user 65534, who then runs
  /// `config set` (setpriv): open fails with EACCES, for ever until the file goes.
  @Test func anotherUsersLeftoverLockSaysWhatToRemove() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      try skipTest("needs root and setpriv to run the binary as another user")
    }
    #expect(chown(folder, 65534, 65534) == 0 && chown(config, 65534, 65534) == 0)
    let fd = open(lockPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    #expect(fd >= 0)
    close(fd)
    let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary]
    let arguments = asNobody + ["config", "set", "clock", "12h", "--config", config]
    let result = CLI.run(arguments, environment: ["HOME": folder], executable: "/usr/bin/setpriv")
    if result.status == 127 || result.stderr.contains("setpriv:") {
      try skipTest("setpriv cannot run the binary as user 65534 here: \(result.stderr)")
    }
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("the lock file \(lockPath) belongs to user 0"), "\(result.stderr)")
    #expect(result.stderr.contains("remove it (rm '\(lockPath)')"), "\(result.stderr)")
    #expect(Scratch.text(config) == "clock = \"24h\"\n")
    // Once it is gone, the same user's write goes through.
    unlink(lockPath)
    let again = CLI.run(arguments, environment: ["HOME": folder], executable: "/usr/bin/setpriv")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(Scratch.text(config) == "clock = \"12h\"\n")
  }
}
