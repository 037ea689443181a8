import Foundation
import Testing

/// A relative time back from now (`-2h`, `-30d`) is a value on every command —
/// after `--at`, `--offset`, `--with`, as `compare`'s date, and for the daemon — never an option,
/// never the help with exit 0 (a script would read success with no data).
struct RelativeTimeArgumentTests {
  static let oslo = ["--location", "Oslo"]

  @Test(
    "--at -2h works for notify, wait, compare, the status line (both parsers)",
    arguments: [
      ["notify", "--preview", "--at", "-2h"], ["wait", "sunset", "--print", "--at", "-2h"],
      ["wait", "sunset", "--print", "--offset", "-1h", "--at", "-2h"],
      ["compare", "2027-06-21", "--at", "-2h"], ["compare", "2027-06-21", "--at", "+30d"], ["--at", "-2h"],
      ["--at", "-30d", "--format", "json"],
    ])
  func aRelativeAtIsAValueOnEveryCommand(arguments: [String]) {
    for full in [false, true] {
      let result = CLI.run(arguments + Self.oslo, environment: full ? ["SOLVERV_FULL_PARSER": "1"] : [:])
      #expect(result.status == 0, "\(arguments) full parser \(full): \(result.stderr)")
      #expect(!result.stdout.contains("USAGE:") && !result.stdout.isEmpty, "\(arguments): \(result.stdout)")
    }
  }

  @Test("compare -2h and compare -30d compare that day, never print the help")
  func compareTakesARelativeDateArgument() throws {
    let at = ["--at", "2027-01-10T12:00", "--format", "json"]
    let hours = CLI.run(["compare", "-2h"] + Self.oslo + at)
    #expect(hours.status == 0, "\(hours.stderr)")
    #expect(!hours.stdout.contains("USAGE"))
    let sameDay = try #require(hours.json as? [String: Any])
    #expect(sameDay["date"] as? String == "2027-01-10" && sameDay["with"] as? String == "2027-01-10")

    for arguments in [["compare", "-30d"] + Self.oslo + at, ["compare"] + Self.oslo + ["-30d"] + at] {
      let month = CLI.run(arguments)
      #expect(month.status == 0, "\(arguments): \(month.stderr)")
      let object = try #require(month.json as? [String: Any], "\(arguments): \(month.stdout)")
      #expect(object["date"] as? String == "2026-12-11", "\(arguments)")
    }
    let with = CLI.run(["compare", "-30d", "--with", "-1d"] + Self.oslo + at)
    #expect((with.json as? [String: Any])?["with"] as? String == "2027-01-09", "\(with.stderr)")
    // A value that is no date is an error, not the help.
    let wrong = CLI.run(["compare", "-2x"] + Self.oslo)
    #expect(wrong.status == 64 && wrong.stdout.isEmpty, "\(wrong)")
    #expect(wrong.stderr.contains("'-2x' is not a valid date"), "\(wrong.stderr)")
  }

  @Test(
    "a stray -2h that is no option's value is an unexpected argument (64), never the help with 0 (both parsers)",
    arguments: [["wait", "--print", "--at", "astronomical-dawn", "-349h"], ["-2h"], ["sun", "-5d"], ["events", "-1"]])
  func aStrayDashedWordIsAnErrorNotHelp(arguments: [String]) {
    for environment in [[:], ["SOLVERV_FULL_PARSER": "1"]] {
      let result = CLI.run(arguments + Self.oslo, environment: environment)
      #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
      #expect(!result.stdout.contains("USAGE") && !result.stdout.contains("OVERVIEW"), "\(result.stdout)")
      #expect(result.stderr.contains(arguments.last!), "the message names the word: \(result.stderr)")
    }
  }

  @Test("the daemon takes --at -2h: it gets past its arguments to the bus (69 here, not 64)")
  func theDaemonTakesARelativeAt() {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-at-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let environment = [
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(scratch.path)/no-bus", "XDG_STATE_HOME": scratch.path,
      "XDG_CONFIG_HOME": scratch.path,
    ]
    let daemon = (CLI.binary as NSString).deletingLastPathComponent + "/solverv-daemon"
    for (executable, arguments) in [(daemon, ["--at", "-2h"]), (CLI.binary, ["daemon", "--at", "-2h"])] {
      let result = CLI.run(arguments, environment: environment, executable: executable)
      #expect(result.status == 69, "\(executable) \(arguments): \(result.stderr)")
      #expect(result.stderr.contains("cannot connect to the session bus"), "\(result.stderr)")
    }
    // A word that is an option is still not a value.
    let missing = CLI.run(["--at", "--replace"], environment: environment, executable: daemon)
    #expect(missing.status == 64 && missing.stderr.contains("Missing value for '--at <time>'"), "\(missing.stderr)")
  }
}
