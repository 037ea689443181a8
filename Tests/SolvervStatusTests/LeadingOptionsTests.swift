import Foundation
import Testing

/// Status options before a subcommand apply to it (`solverv-status --location Sydney notify
/// --preview` is `notify --preview --location Sydney`); one the subcommand does not take is one
/// line saying to move it. Through the real binary, both parsers.
struct LeadingOptionsTests {
  static let at = "2026-12-10T20:00"

  @Test(
    "Options before the subcommand give what they give after it",
    arguments: [
      (["--location", "Sydney", "notify", "--preview", "--at", at], ["notify", "--preview", "--location", "Sydney", "--at", at]),
      (["--lang=nb", "--location", "Tromsø", "sun", "--date", "2026-12-10"], ["sun", "--date", "2026-12-10", "--lang", "nb", "--location", "Tromsø"]),
      (["--location", "Oslo", "--format", "json", "compare", "2027-06-21", "--at", at], ["compare", "2027-06-21", "--format", "json", "--location", "Oslo", "--at", at]),
      (["--lat", "-33.9", "--lon", "151.2", "--tz", "Australia/Sydney", "events", "--from", "2027"], ["events", "--from", "2027", "--lat", "-33.9", "--lon", "151.2", "--tz", "Australia/Sydney"]),
      (["--location", "Sydney", "status", "--at", at], ["--location", "Sydney", "--at", at]),
    ])
  func beforeIsAfter(before: [String], after: [String]) {
    let first = CLI.run(before)
    let second = CLI.run(after)
    #expect(first.status == 0, "\(before): \(first.stderr)")
    #expect(first.stdout == second.stdout && !first.stdout.isEmpty, "\(before)")
    #expect(first.stderr == second.stderr)
    let full = CLI.run(before, environment: ["SOLVERV_FULL_PARSER": "1"])
    #expect(full.stdout == first.stdout)
  }

  @Test("An option the subcommand does not take: one line naming it and the subcommand, exit 64, in the language")
  func optionThatDoesNotApply() {
    let result = CLI.run(["--location", "Sydney", "--watch", "notify", "--preview"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "solverv-status: --watch does not apply to 'notify': move it (solverv-status notify --help lists what notify takes)\n")
    let finnish = CLI.run(["--lang", "fi", "--watch", "locate", "Oslo"])
    #expect(finnish.status == 64)
    #expect(finnish.stderr.hasPrefix("solverv-status: --watch ei koske komentoa locate: siirrä se"), "\(finnish.stderr)")
    // Not an option of the status table: swift-argument-parser's own message, unchanged.
    let unknown = CLI.run(["--nonsense", "notify", "--preview"])
    #expect(unknown.status == 64 && unknown.stderr.contains("'--nonsense'"))
  }

  @Test("A value that is a subcommand's name stays a value (--name events)")
  func valuesStayValues() {
    let result = CLI.run(["--lat", "59.9", "--lon", "10.7", "--name", "events", "--at", Self.at])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
  }
}

/// At a terminal the large view says whose it is: the place, its zone, and the marker when the
/// place's clock differs from this machine's.
struct LargeViewPlaceTests {
  /// stdout on a pseudo-terminal (Python's `pty`): the large view's extra lines come only there.
  static func atTerminal(_ arguments: [String], tz: String) -> String {
    CLI.outputAtTerminal(arguments, environment: ["TZ": tz])
  }

  @Test("--size large at a terminal names the place and zone; another zone's marker too")
  func namesThePlace() {
    let tokyo = Self.atTerminal(["--location", "Tokyo", "--size", "large", "--at", "2026-12-10T12:00"], tz: "Europe/Oslo")
    #expect(tokyo.split(separator: "\n").last == "Tokyo · Asia/Tokyo · JST, +8 h", "\(tokyo)")
    let oslo = Self.atTerminal(["--location", "Oslo", "--size", "large", "--at", "2026-12-10T12:00"], tz: "Europe/Oslo")
    #expect(oslo.split(separator: "\n").last == "Oslo · Europe/Oslo", "\(oslo)")
    // Not at a terminal (a bar, a pipe): the one line, as before.
    let piped = CLI.run(["--location", "Tokyo", "--size", "large", "--at", "2026-12-10T12:00"], environment: ["TZ": "Europe/Oslo"])
    #expect(piped.stdout.split(separator: "\n").count == 1)
  }
}
