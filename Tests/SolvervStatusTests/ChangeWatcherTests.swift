import Foundation
import SolvervSystem
import Testing

/// The daemon's inotify watch on its config and the system zone: real files in a sandbox, the
/// way editors, `config init` and `timedatectl` change them.
struct ChangeWatcherTests {
  /// Waits up to `timeout` seconds for the watcher's descriptor to become readable, then drains.
  private func changed(_ watcher: ChangeWatcher, timeout: Double = 2) -> Bool {
    var entry = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, Int32(timeout * 1_000)) > 0 else { return false }
    return watcher.drain()
  }

  @Test func aConfigCreatedLaterAndReplacedByRenameIsNoticed() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.appendingPathComponent("fresh-home/.config/solverv")
    let config = folder.appendingPathComponent("config.toml").path
    let watcher = try #require(ChangeWatcher(paths: [config]))
    // Neither the folder nor the file exists yet: `config init` creates both.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(changed(watcher))
    try "[location]\ncity = \"Oslo\"\n".write(toFile: config, atomically: true, encoding: .utf8)  // rename into place
    #expect(changed(watcher))
    // An edit in place.
    let handle = try #require(FileHandle(forWritingAtPath: config))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("clock = \"12h\"\n".utf8))
    try handle.close()
    #expect(changed(watcher))
    // The write and the close are two events; on a busy machine the close's may come after the
    // check above has drained the write's. Take it now, so the next check sees only notes.txt.
    _ = changed(watcher, timeout: 0.3)
    // Other files in the folder are not our business.
    try "x".write(toFile: folder.appendingPathComponent("notes.txt").path, atomically: false, encoding: .utf8)
    #expect(!changed(watcher, timeout: 0.3))
    try FileManager.default.removeItem(atPath: config)
    #expect(changed(watcher))
  }

  @Test func aSymlinkReplacedLikeTimedatectlDoesIsNoticed() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let etc = sandbox.root.appendingPathComponent("etc").path
    try FileManager.default.createDirectory(atPath: etc, withIntermediateDirectories: true)
    let localtime = etc + "/localtime"
    try FileManager.default.createSymbolicLink(atPath: localtime, withDestinationPath: "/usr/share/zoneinfo/Europe/Oslo")
    let watcher = try #require(ChangeWatcher(paths: [localtime]))
    // `ln -sf` semantics done atomically: a new link, renamed over the old one.
    try FileManager.default.createSymbolicLink(
      atPath: etc + "/.localtime.new", withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")
    #expect(rename(etc + "/.localtime.new", localtime) == 0)
    #expect(changed(watcher))
  }

  @Test func editingASymlinkedConfigsTargetIsNoticed() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let dotfiles = sandbox.root.appendingPathComponent("dotfiles").path
    let folder = sandbox.root.appendingPathComponent("config/solverv").path
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "[location]\ncity = \"Oslo\"\n".write(toFile: dotfiles + "/solverv.toml", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: dotfiles + "/solverv.toml")
    let watcher = try #require(ChangeWatcher(paths: [folder + "/config.toml"]))
    try "[location]\ncity = \"Bergen\"\n".write(toFile: dotfiles + "/solverv.toml", atomically: true, encoding: .utf8)
    #expect(changed(watcher))
  }
}
