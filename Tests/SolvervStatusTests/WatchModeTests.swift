import TestSupport
import Foundation
import SolvervEngine
import Testing

/// `--watch`: a line at start and exactly at each boundary, signals, clicks and a closed output.
/// These start real processes and wait for real seconds.
@Suite(.serialized) struct WatchModeTests {
  /// The 2026 December solstice, to the second, from the engine.
  static let solstice = SeasonCalculator.event(.decemberSolstice, in: 2026).instant

  static func json(_ line: String) -> [String: Any]? {
    try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
  }

  /// The boundary wakes it, not the 60-s safety net: the second line comes well before that
  /// (the hang guard is 30 s) and is computed after the event (it names the next one) — no
  /// wall-clock window a busy machine could miss.
  @Test func theNextLineArrivesAtTheEventNotAtTheSafetyNet() throws {
    let start = ISO8601.utcString(Self.solstice - 3)
    let process = try StreamingProcess(["--format", "json", "--watch", "--location", "Oslo", "--at", start], environment: [:])
    defer { process.kill() }
    let lines = process.waitForLines(2, timeout: 30)
    try #require(lines.count >= 2, "got \(lines.count) lines")
    let first = try #require(Self.json(lines[0].line)?["next_event"] as? [String: Any])
    let second = try #require(Self.json(lines[1].line)?["next_event"] as? [String: Any])
    #expect(first["kind"] as? String == "december_solstice")
    #expect(second["kind"] as? String == "march_equinox")
    #expect(lines[1].at.timeIntervalSince(lines[0].at) < 30, "woken by the safety net, not the boundary")
    let previous = try #require(Self.json(lines[1].line)?["previous_event"] as? [String: Any])
    #expect(previous["kind"] as? String == "december_solstice")
  }

  @Test("A boundary that changes nothing shown prints no line: the small size over a sunset")
  func anUnchangedLineIsNotPrintedAgainAtABoundary() throws {
    // Oslo's sunset on 2026-11-22 is the snapshot's boundary at noon.
    let noon = CLI.run(["--format", "json", "--location", "Oslo", "--at", "2026-11-22T12:00"])
    let validUntil = try #require(Self.json(noon.stdout)?["valid_until"] as? String)
    let sunset = try #require(ISO8601DateFormatter().date(from: validUntil))
    // One process at a time: a watching child closes the descriptors it inherited, which makes
    // Foundation wait for it, so a second child's exit would go unnoticed until the first ends.
    // `wait`: long enough to see the boundary 3 s after its start (a test of absence), or the
    // hang guard for a line that must come.
    func lines(size: String, count: Int, wait: Double) throws -> [String] {
      let start = "@\(Int(sunset.timeIntervalSince1970) - 3)"
      let process = try StreamingProcess(["--watch", "--size", size, "--location", "Oslo", "--at", start], environment: [:])
      defer { process.kill() }
      return process.waitForLines(count, timeout: wait).map(\.line)
    }
    // The small size does not change at sunset: one line, and none again at the boundary.
    let small = try lines(size: "small", count: 2, wait: 6)
    #expect(small.count == 1, "the same line again: \(small)")
    // The large size does (tomorrow's sun): the boundary is reached within that time.
    let large = try lines(size: "large", count: 2, wait: 30)
    try #require(large.count == 2, "no line at the sunset boundary")
    #expect(large[1].contains("tomorrow ↑") && !large[0].contains("tomorrow"))
  }

  @Test func sigusr1RefreshesAtOnceAndSigusr2Toggles() throws {
    // Midday in Oslo: the next boundary (sunset) is hours away.
    let process = try StreamingProcess(["--watch", "--location", "Oslo", "--at", "2026-11-22T12:00"], environment: [:])
    defer { process.kill() }
    try #require(process.waitForLines(1).count == 1)
    // "At once": long before the 60-s safety net (the next boundary is hours away).
    kill(process.pid, SIGUSR1)
    let refreshed = process.waitForLines(2, timeout: 30)
    try #require(refreshed.count == 2, "no line after SIGUSR1")
    #expect(refreshed[1].line == refreshed[0].line)
    kill(process.pid, SIGUSR2)
    let toggled = process.waitForLines(3, timeout: 30)
    try #require(toggled.count == 3, "no line after SIGUSR2")
    #expect(toggled[2].line.contains("↑"))  // the large size shows sunrise and sunset
    #expect(!toggled[0].line.contains("↑"))
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aTerminatingSignalEndsItCleanly(signal: Int32) throws {
    let process = try StreamingProcess(["--watch", "--location", "Oslo"], environment: [:])
    try #require(process.waitForLines(1).count == 1)
    kill(process.pid, signal)
    let status = process.waitForExit()
    if status == nil { process.kill() }
    #expect(status == 0)
  }

  @Test func aClosedOutputEndsIt() throws {
    let process = try StreamingProcess(["--watch", "--format", "waybar", "--location", "Oslo"], environment: [:])
    try #require(process.waitForLines(1).count == 1)
    process.closeOutput()
    let status = process.waitForExit()
    if status == nil { process.kill() }
    #expect(status == 0, "still running or failed after its reader went away")
  }

  @Test func i3barSpeaksTheProtocolAndClicksSwitchSize() throws {
    let process = try StreamingProcess(
      ["--format", "i3bar", "--watch", "--location", "Oslo", "--at", "2026-11-22T12:00"], environment: [:])
    defer { process.kill() }
    let start = process.waitForLines(3)
    try #require(start.count == 3)
    #expect(Self.json(start[0].line)?["version"] as? Int == 1)
    #expect(Self.json(start[0].line)?["click_events"] as? Bool == true)
    #expect(start[1].line == "[")
    let first = try #require(try JSONSerialization.jsonObject(with: Data(start[2].line.utf8)) as? [[String: Any]])
    #expect((first[0]["full_text"] as? String)?.contains("↑") == false)
    // i3bar writes "[" and then click objects, each after the first preceded by a comma.
    process.send("[\n{\"name\":\"solverv\",\"instance\":\"december_solstice\",\"button\":1}\n")
    let clicked = process.waitForLines(4, timeout: 30)
    try #require(clicked.count == 4, "no update after a click")
    #expect(clicked[3].line.hasPrefix(",["))
    let second = try #require(try JSONSerialization.jsonObject(with: Data(clicked[3].line.dropFirst().utf8)) as? [[String: Any]])
    #expect((second[0]["full_text"] as? String)?.contains("↑") == true)
    // Clicks on other blocks are ignored.
    process.send(",{\"name\":\"clock\",\"button\":1}\n")
    usleep(500_000)
    #expect(process.snapshot().count == 4)
  }

  @Test func aBadArgumentKeepsAWatchingBarModuleInItsErrorState() throws {
    let process = try StreamingProcess(
      ["--watch", "--format", "i3bar", "--location", "Atlantis Under The Sea"], environment: [:])
    defer { process.kill() }
    let lines = process.waitForLines(3)
    try #require(lines.count == 3)
    #expect(lines[0].line.contains("\"version\":1") && lines[1].line == "[")
    #expect(lines[2].line.contains("unknown place") && lines[2].line.contains("\"urgent\":true"))
    // A one-shot exit would follow the line at once; the kernel says whether it came.
    usleep(300_000)
    #expect(ProcessExit.isRunning(process.process))
  }

  @Test func aBrokenConfigShowsAnErrorAndRecoversWhenFixed() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = 12\n")
    let process = try StreamingProcess(["--watch", "--format", "waybar"], environment: sandbox.environment)
    defer { process.kill() }
    let broken = process.waitForLines(1)
    try #require(broken.count == 1)
    #expect(Self.json(broken[0].line)?["class"] as? [String] == ["error"])
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n")
    // SIGUSR1 and the config's own watch may each bring a line: every line
    // after the fix is written is the fixed one.
    kill(process.pid, SIGUSR1)
    let fixed = process.waitForLines(2, timeout: 30)
    try #require(fixed.count >= 2)
    #expect((Self.json(fixed[1].line)?["class"] as? [String])?.contains("error") == false)
  }
}

/// `--watch` follows a config edit at once (inotify), as the daemon does —
/// not at its 60-s safety-net look.
@Suite(.serialized) struct WatchConfigEditTests {
  @Test("an edited config shows in --watch at once, with no signal (well before the 60-s look)")
  func aConfigEditShowsInWatchAtOnce() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n")
    let process = try StreamingProcess(
      ["--watch", "--format", "json", "--at", "2026-11-22T12:00"], environment: sandbox.environment)
    defer { process.kill() }
    let first = process.waitForLines(1)
    try #require(first.count == 1)
    let place = (WatchModeTests.json(first[0].line)?["location"] as? [String: Any])?["name"] as? String
    #expect(place == "Oslo")
    sandbox.writeConfig("[location]\ncity = \"Tokyo\"\n")
    // The hang guard is half the safety net's minute: a line within it came from the watch.
    let lines = process.waitForLines(2, timeout: 30)
    try #require(lines.count == 2, "no line after the config edit")
    let moved = (WatchModeTests.json(lines[1].line)?["location"] as? [String: Any])?["name"] as? String
    #expect(moved == "Tokyo")
    // A broken edit shows the error state at once too, and a fix recovers.
    sandbox.writeConfig("[location]\ncity = 12\n")
    let broken = process.waitForLines(3, timeout: 30)
    try #require(broken.count == 3, "no line after breaking the config")
    #expect(broken[2].line.contains("error"), "\(broken[2].line)")
  }
}
