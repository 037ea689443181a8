import Foundation
import Testing

/// A mistake swift-argument-parser rejects (an unknown option, `--lat 59,9`, a
/// missing value) in a bar format shows in the bar like any other error — exit 0 (i3blocks 33)
/// and the bar's error idiom on stdout — so Waybar and Polybar keep the module.
struct BarArgumentErrorTests {
  static let bars = ["waybar", "polybar", "conky", "i3bar", "i3blocks", "xmobar"]
  static let mistakes: [[String]] = [
    ["--lat", "59,9", "--lon", "10,7"], ["--bogus-flag"], ["--frobnicate"], ["--lat", "abc"], ["--size"],
    ["unexpected"],
  ]

  static func sandbox() -> Sandbox {
    let sandbox = Sandbox()
    sandbox.writeFormat("xmobar", "description = \"xmobar\"\nescape = \"none\"\nsmall = \"{icon} {countdown}\"\n")
    return sandbox
  }

  /// Checks that `stdout` is `bar`'s error state.
  static func expectErrorIdiom(_ bar: String, _ result: CLI.Result, _ context: String) {
    switch bar {
    case "waybar":
      let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      #expect(object?["class"] as? [String] == ["error"], "\(context): \(result.stdout)")
      #expect((object?["text"] as? String)?.hasPrefix("⚠ solverv") == true, "\(context)")
    case "polybar":
      #expect(result.stdout.hasPrefix("%{F#") && result.stdout.contains("⚠ solverv"), "\(context): \(result.stdout)")
    case "conky":
      #expect(result.stdout.hasPrefix("${color") && result.stdout.contains("⚠ solverv"), "\(context): \(result.stdout)")
    case "i3bar":
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == 3 && lines.first?.contains("\"version\":1") == true && lines.dropFirst().first == "[", "\(context)")
      #expect(lines.last?.contains("\"urgent\":true") == true && lines.last?.contains("⚠ solverv") == true, "\(context)")
    default:  // i3blocks and the user format: the text itself
      #expect(result.stdout.hasPrefix("⚠ solverv"), "\(context): \(result.stdout)")
    }
  }

  @Test("every bar format × every parser-level mistake shows the bar's error state", arguments: bars)
  func parserMistakesShowInEveryBar(bar: String) {
    let sandbox = Self.sandbox()
    defer { sandbox.remove() }
    for mistake in Self.mistakes {
      // Both spellings of --format, before and after the mistake, through both parsers.
      for arguments in [["--format", bar] + mistake, mistake + ["--format=\(bar)"]] {
        let fast = sandbox.run(arguments)
        let context = "\(arguments)"
        #expect(fast.status == (bar == "i3blocks" ? 33 : 0), "\(context): \(fast.status) \(fast.stderr)")
        Self.expectErrorIdiom(bar, fast, context)
        #expect(fast.stderrLines.count == 1 && fast.stderr.hasPrefix("solverv-status: "), "\(context): \(fast.stderr)")
        let full = sandbox.run(arguments, environment: ["SOLVERV_FULL_PARSER": "1"])
        #expect(full.status == fast.status && full.stdout == fast.stdout && full.stderr == fast.stderr, "\(context)")
      }
    }
  }

  @Test("a '--' taken as an option's value does not hide the bar format after it (fuzz seed 8151)")
  func aDoubleDashValueDoesNotHideTheFormat() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for parser in [[:], ["SOLVERV_FULL_PARSER": "1"]] {
      let result = sandbox.run(["--lon", "--", "--format", "conky", "--lat", "48.3"], environment: parser)
      #expect(result.status == 0, "\(parser): \(result.status) \(result.stderr)")
      #expect(result.stdout.contains("solverv"), "\(result.stdout)")
    }
  }

  @Test("the message in the bar names the mistake")
  func theBarSaysWhatIsWrong() throws {
    let result = CLI.run(["--format", "waybar", "--lat", "59,9", "--lon", "10,7"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let tooltip = try #require(object["tooltip"] as? String)
    #expect(tooltip.contains("59,9") && tooltip.contains("-90 to 90"))
    #expect(result.stderr.contains("'59,9'") && result.stderr.contains("-90 to 90"))
  }

  @Test("text and json keep exit 64 and an empty stdout for a parser-level mistake", arguments: ["text", "json"])
  func textAndJsonKeepExit64(format: String) {
    for mistake in Self.mistakes {
      let result = CLI.run(["--format", format] + mistake)
      #expect(result.status == 64, "\(mistake)")
      #expect(result.stdout.isEmpty && result.stderrLines.count == 1, "\(mistake): \(result.stdout)")
    }
  }

  @Test("subcommands are not bars even with a bar's --format")
  func subcommandsKeepTheirOwnErrors() {
    let result = CLI.run(["events", "--format", "waybar"])
    #expect(result.status == 64 && result.stdout.isEmpty)
  }

  @Test("--watch with a bad argument keeps running and showing the error")
  func watchKeepsShowingAParserMistake() throws {
    let process = try StreamingProcess(["--format", "waybar", "--watch", "--bogus-flag"], environment: [:])
    defer { process.kill() }
    let first = process.waitForLines(1)
    try #require(first.count == 1, "no error line")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(first[0].line.utf8)) as? [String: Any])
    #expect(object["class"] as? [String] == ["error"])
    // Still in its loop (a one-shot exit would make Waybar drop the module): a refresh repeats it.
    kill(process.pid, SIGUSR1)
    #expect(process.waitForLines(2).count == 2, "a one-shot exit would make Waybar drop the module")
    process.closeOutput()  // the bar went away: done, quietly
    #expect(process.waitForExit() == 0)
  }

  @Test("i3bar --watch with a bad argument speaks the protocol: header, array, an urgent block")
  func i3barWatchWithAParserMistake() throws {
    let process = try StreamingProcess(["--format", "i3bar", "--watch", "--lat", "abc"], environment: [:])
    defer { process.kill() }
    let lines = process.waitForLines(3)
    try #require(lines.count == 3)
    #expect(lines[0].line.contains("\"version\":1") && lines[1].line == "[" && lines[2].line.contains("\"urgent\":true"))
    // Still in its loop: a refresh brings the next block.
    kill(process.pid, SIGUSR1)
    #expect(process.waitForLines(4).count == 4, "it left the loop")
  }
}
