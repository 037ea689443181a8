import TestSupport
import Foundation
import Testing

/// `--watch` follows, at once, every file it renders from, as the daemon does: the manual
/// light/dark choice, a config that is a symbolic link (also one to nothing yet), and a user
/// format's file. "At once" is within half the 60-s safety net: a line within it came from the
/// watch (each wait is bound by a line arriving, never by a sleep).
@Suite(.serialized) struct WatchFollowsFilesTests {
  static let noon = "2026-11-22T12:00"
  /// Half the safety net's minute.
  static let soon = 30.0

  static func placeName(_ line: String) -> String? {
    (WatchModeTests.json(line)?["location"] as? [String: Any])?["name"] as? String
  }

  @Test("`theme dark` shows in --watch at once, and `theme auto` brings the sun's light back")
  func aThemeChoiceShowsAtOnce() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n[theme]\nenabled = true\n")
    let process = try StreamingProcess(
      ["--watch", "--template", "mode {theme}", "--at", Self.noon], environment: sandbox.environment)
    defer { process.kill() }
    #expect(process.waitForLine(timeout: Self.soon) { $0 == "mode light" } != nil, "\(process.snapshot())")
    try #require(StreamingProcess.runBeside(["theme", "dark", "--at", Self.noon], environment: sandbox.environment) == 0)
    #expect(process.waitForLine(timeout: Self.soon) { $0 == "mode dark" } != nil, "no line after `theme dark`")
    let count = process.snapshot().count
    #expect(StreamingProcess.runBeside(["theme", "auto", "--at", Self.noon], environment: sandbox.environment) == 0)
    #expect(process.waitForLine(from: count, timeout: Self.soon) { $0 == "mode light" } != nil, "no line after `theme auto`")
  }

  @Test("a config linked to nothing yet: its target's creation, a repointed link and a new target folder show at once")
  func aDanglingConfigLinkIsFollowed() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = URL(fileURLWithPath: sandbox.configPath).deletingLastPathComponent().path
    // The same folder, relative: `config.toml -> real.toml`, before real.toml exists.
    try FileManager.default.createSymbolicLink(atPath: sandbox.configPath, withDestinationPath: "real.toml")
    let process = try StreamingProcess(
      ["--watch", "--format", "json", "--at", Self.noon], environment: sandbox.environment.merging(["TZ": "Europe/Oslo"]) { $1 })
    defer { process.kill() }
    let first = try #require(process.waitForLine(timeout: Self.soon) { _ in true })
    #expect(Self.placeName(first) != "Tokyo")
    try "[location]\ncity = \"Tokyo\"\n".write(toFile: folder + "/real.toml", atomically: true, encoding: .utf8)
    #expect(process.waitForLine(timeout: Self.soon) { Self.placeName($0) == "Tokyo" } != nil, "target's creation unseen")
    // Repointed (`ln -sfn`, atomically) into a dotfiles folder that does not exist yet.
    let dotfiles = sandbox.root.appendingPathComponent("dotfiles").path
    try FileManager.default.createSymbolicLink(atPath: folder + "/.config.new", withDestinationPath: dotfiles + "/solverv.toml")
    #expect(rename(folder + "/.config.new", sandbox.configPath) == 0)
    let count = process.snapshot().count
    #expect(
      process.waitForLine(from: count, timeout: Self.soon) { Self.placeName($0) != "Tokyo" } != nil, "repointing unseen")
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try "[location]\ncity = \"Bergen\"\n".write(toFile: dotfiles + "/solverv.toml", atomically: true, encoding: .utf8)
    #expect(
      process.waitForLine(timeout: Self.soon) { Self.placeName($0) == "Bergen" } != nil, "new target folder's file unseen")
  }

  @Test("a broken user format's error state ends when its file is fixed, and a broken edit shows one, at once")
  func aFixedUserFormatShowsAtOnce() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeFormat("x", "escape = \"xml\"\nsmall = \"fine {theme}\"\n")
    let process = try StreamingProcess(
      ["--watch", "--format", "x", "--location", "Oslo", "--at", Self.noon], environment: sandbox.environment)
    defer { process.kill() }
    let broken = try #require(process.waitForLine(timeout: Self.soon) { _ in true })
    #expect(broken == "⚠ solverv: x.toml line 1")
    sandbox.writeFormat("x", "escape = \"none\"\nsmall = \"fine {icon}\"\n")
    #expect(process.waitForLine(timeout: Self.soon) { $0.hasPrefix("fine ") } != nil, "the fix is unseen: \(process.snapshot())")
    let count = process.snapshot().count
    sandbox.writeFormat("x", "escape = \"none\"\nsmall = \"{nosuch}\"\n")
    #expect(
      process.waitForLine(from: count, timeout: Self.soon) { $0 == "⚠ solverv: x.toml line 2" } != nil,
      "the broken edit is unseen: \(process.snapshot())")
  }
}
