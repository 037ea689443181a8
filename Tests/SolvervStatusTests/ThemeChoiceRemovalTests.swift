import Foundation
import Testing

/// `theme auto` removes the choice file as `theme dark` writes it: a FIFO there is the user's and
/// refused (exit 73, kept), and no file at all is nothing to do — success even where nothing can
/// be removed (a read-only state folder).
@Suite struct ThemeChoiceRemovalTests {
  let sandbox = Sandbox()
  var state: String { sandbox.root.path + "/state/solverv" }

  init() throws {
    sandbox.writeConfig(ThemeCommandTests.config)
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
  }

  @Test func autoRefusesAFIFOAsDarkDoes() throws {
    defer { sandbox.remove() }
    try Scratch.makeFIFO(state + "/theme.toml")
    let before = try #require(FileFacts(state + "/theme.toml"))
    let dark = sandbox.run(["theme", "dark"])
    #expect(dark.status == 73 && dark.stderr.contains("is a FIFO, not a regular file"), "\(dark.stderr)")
    let auto = sandbox.run(["theme", "auto"])
    #expect(auto.status == 73, "\(auto.stderr)")
    #expect(
      auto.stderrLines.count == 1 && auto.stderr.contains("is a FIFO, not a regular file; not removing it"), "\(auto.stderr)")
    #expect(FileFacts(state + "/theme.toml") == before)
  }

  @Test func autoStillRemovesARegularChoice() throws {
    defer { sandbox.remove() }
    #expect(sandbox.run(["theme", "dark"]).status == 0)
    #expect(FileFacts(state + "/theme.toml")?.isRegular == true)
    let auto = sandbox.run(["theme", "auto"])
    #expect(auto.status == 0, "\(auto.stderr)")
    #expect(Scratch.names(in: state).isEmpty)
  }

  /// A read-only bind mount of the state folder, in a mount namespace of the child's own
  /// (`unshare -m`, root): the only way to make a folder read-only for root.
  @Test func autoWithNoChoiceInAReadOnlyStateFolderSucceeds() throws {
    defer { sandbox.remove() }
    let script = """
      unshare -m sh -c 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" || exit 99; exec "$@"' "$STATE" "$@"
      """
    let result = ShellRun.run(
      script, ["theme", "auto"], in: sandbox.root.path, environment: sandbox.environment.merging(["STATE": state]) { $1 })
    if result.status == 99 || result.stderr.contains("unshare") {
      try skipTest("a read-only bind mount needs root and unshare -m: \(result.stderr)")
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(Scratch.names(in: state).isEmpty)
  }
}
