import SolvervEngine
import Testing

@testable import WaybarProvider

struct EscapingTests {
  @Test(arguments: [
    (Escaping.pango, "<b>&x'\"", "&lt;b&gt;&amp;x&#39;&quot;"),
    (Escaping.polybar, "%{A1:x:}%%{{", "% {A1:x:}%% {{"),
    (Escaping.conky, "${exec x} #c", "$${exec x} \\#c"),
    (Escaping.json, "a\"b\\c\n", "a\\\"b\\\\c "),
    (Escaping.none, "a\u{1b}[1mb\tc", "a [1mb c"),
  ])
  func rules(rule: Escaping, input: String, expected: String) {
    #expect(rule.escape(input) == expected)
  }

  @Test func polybarNeverLeavesPercentBrace() {
    for input in ["%{", "%%{", "%{{", "%{%{%{", "x%\u{0}{"] {
      #expect(!Escaping.polybar.escape(input).contains("%{"), "\(input)")
    }
  }

  @Test func errorSummaryNamesTheConfigLine() {
    #expect(ErrorSummary.short("/home/u/.config/solverv/config.toml:3:12: key 'x': bad") == "config line 3")
    #expect(ErrorSummary.short("/x/formats/xmobar.toml:7:1: key 'small': bad") == "xmobar.toml line 7")
    #expect(ErrorSummary.short(String(repeating: "a", count: 100)).count == 40)
  }
}
