import Foundation
import Testing

/// Another user's symbolic link in a world-writable sticky folder (as in `/tmp`) is never
/// followed by a write (the kernel's `protected_symlinks` rule, which `readlink` + `rename` do
/// not get from the kernel): `chart -o` and `config set` refuse it with one line and exit 73, and
/// the file it points at is untouched. Needs root (to give a link to user 65534).
@Suite struct StickyFolderLinkTests {
  let sandbox = Sandbox()
  var sticky: String { sandbox.root.path + "/sticky" }
  var victim: String { sandbox.root.path + "/victim/bashrc" }

  /// The scratch sticky folder with `sticky/NAME -> victim/bashrc` owned by `owner`.
  func plant(_ name: String, owner: uid_t) throws {
    try FileManager.default.createDirectory(atPath: sandbox.root.path + "/victim", withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: victim) {
      try "export PS1='$ '\n".write(toFile: victim, atomically: false, encoding: .utf8)
    }
    try FileManager.default.createDirectory(atPath: sticky, withIntermediateDirectories: true)
    chmod(sticky, 0o1777)
    try FileManager.default.createSymbolicLink(atPath: sticky + "/" + name, withDestinationPath: victim)
    guard lchown(sticky + "/" + name, owner, owner) == 0 else {
      try skipTest("giving a link to user \(owner) needs root (errno \(errno))")
    }
  }

  @Test func chartRefusesAnotherUsersLinkInAStickyFolder() throws {
    defer { sandbox.remove() }
    guard geteuid() == 0 else { try skipTest("needs root: only root can plant a link owned by another user") }
    try plant("out.svg", owner: 65534)
    let before = try #require(FileSnapshot(victim))
    let result = sandbox.run(OutputFileSafetyTests.chart + ["-o", sticky + "/out.svg"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("symbolic link owned by user 65534 in the world-writable sticky folder"), "\(result.stderr)")
    #expect(FileSnapshot(victim) == before)
    #expect(Scratch.linkTarget(sticky + "/out.svg") == victim)
    #expect(Scratch.names(in: sandbox.root.path + "/victim") == ["bashrc"])
  }

  @Test func configSetRefusesAnotherUsersLinkInAStickyFolder() throws {
    defer { sandbox.remove() }
    guard geteuid() == 0 else { try skipTest("needs root: only root can plant a link owned by another user") }
    try plant("config.toml", owner: 65534)
    let before = try #require(FileSnapshot(victim))
    let result = sandbox.run(["config", "set", "clock", "12h", "--config", sticky + "/config.toml"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderrLines.count == 1 && result.stderr.contains("sticky folder"), "\(result.stderr)")
    #expect(FileSnapshot(victim) == before)
    #expect(Scratch.names(in: sandbox.root.path + "/victim") == ["bashrc"])
    #expect(Scratch.names(in: sticky) == ["config.toml"])
  }

  /// The kernel's rule allows the writer's own link, and one the sticky folder's owner made.
  @Test func theWritersOwnLinkAndTheFolderOwnersLinkAreFollowed() throws {
    defer { sandbox.remove() }
    guard geteuid() == 0 else { try skipTest("needs root: only root can give the folder to another user") }
    try plant("mine.svg", owner: geteuid())
    #expect(sandbox.run(OutputFileSafetyTests.chart + ["-o", sticky + "/mine.svg"]).status == 0)
    #expect(Scratch.text(victim)?.hasPrefix("<?xml") == true)
    try plant("owners.svg", owner: 65534)
    #expect(chown(sticky, 65534, 65534) == 0)
    let result = sandbox.run(["chart", "--location", "Oslo", "--year", "2027", "-o", sticky + "/owners.svg"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Scratch.text(victim)?.contains("2027") == true)
    #expect(FileFacts(sticky + "/owners.svg")?.isSymbolicLink == true)
  }
}
