import Foundation
import Testing

/// Every message is one line. A value echoed in it — typed on the command line,
/// or in a setting — shows newlines and escape sequences as `\u{…}`, on stderr and in the bars'
/// error states, and the reason after it is never cut off.
struct OneLineMessageTests {
  @Test("config set with newlines in the value prints one stderr line naming the value and what is allowed")
  func configSetWithNewlinesInTheValueIsOneLine() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("clock = \"24h\"\n")
    let result = sandbox.run(["config", "set", "clock", "x\n[location]\nlatitude=1"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("'x\\u{a}[location]\\u{a}latitude=1'"), "\(result.stderr)")
    #expect(result.stderr.contains("24h or 12h"), "\(result.stderr)")
    #expect((try? String(contentsOfFile: sandbox.configPath, encoding: .utf8)) == "clock = \"24h\"\n")
  }

  @Test("a bar shows an argument holding a newline on one line, with the whole reason", arguments: ["waybar", "i3blocks"])
  func aBarShowsTheWholeReasonOnOneLine(bar: String) throws {
    let result = CLI.run(["--format", bar, "--clock", "x\ny"])
    #expect(result.status == (bar == "i3blocks" ? 33 : 0))
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("'x\\u{a}y' is invalid for '--clock <clock>'"), "\(result.stderr)")
    #expect(result.stderr.contains("'auto', '24h' or '12h'"), "\(result.stderr)")
    if bar == "waybar" {
      #expect(result.stdout.split(separator: "\n").count == 1)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let tooltip = try #require(object["tooltip"] as? String)
      #expect(tooltip.contains("x\\u{a}y") && tooltip.contains("&#39;24h&#39; or &#39;12h&#39;"), "\(tooltip)")
    } else {
      #expect(result.stdout.hasPrefix("⚠ solverv: The value 'x\\u{a}y'"), "\(result.stdout)")
    }
  }

  @Test(
    "an escape sequence in an argument never reaches stderr raw",
    arguments: [
      ["--lang", "\u{1b}[2J"], ["--lang=\u{1b}[2J\nx"], ["compare", "\u{1b}[2J"], ["wait", "x\ny"],
      ["--location", "A\u{1b}]0;t\u{7}"],
    ])
  func anEscapeSequenceInAnArgumentIsShownEscaped(arguments: [String]) {
    let result = CLI.run(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(!result.stderr.contains("\u{1b}") && !result.stderr.contains("\u{7}"), "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("\\u{1b}") || result.stderr.contains("\\u{a}"), "\(result.stderr)")
  }
}
