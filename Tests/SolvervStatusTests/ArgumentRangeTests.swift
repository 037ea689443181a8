import Foundation
import Testing

/// Every time, date, year and count a user types is range-checked before any
/// arithmetic. Extreme values are one clear exit-64 line naming the value and what is allowed —
/// never a trap (SIGILL, exit 132) and never a silent wrap-around.
struct ArgumentRangeTests {
  static let oslo = ["--lat", "59.91", "--lon", "10.75"]

  @Test(
    "extreme numbers in every subcommand are exit 64 naming the value and the range",
    arguments: [
      (["--at", "@-9223372036854775808"], "@-9223372036854775808", "1000–3000"),
      (["--at", "@9223372036854775807"], "@9223372036854775807", "1000–3000"),
      (["--at", "+99999999999999d"], "+99999999999999d", "1000–3000"),
      (["--at", "-99999999999999999999999w"], "-99999999999999999999999w", "1000–3000"),
      (["notify", "--preview", "--at", "@-9223372036854775808"], "@-9223372036854775808", "1000–3000"),
      (["notify", "--preview", "--at", "+99999999999999d"], "+99999999999999d", "1000–3000"),
      (["events", "--from", "99999999999999999999"], "99999999999999999999", "1000 to 3000"),
      (["events", "--from", "-9223372036854775808"], "-9223372036854775808", "1000 to 3000"),
      (["events", "--to", "9223372036854775807"], "9223372036854775807", "1000 to 3000"),
      (["chart", "--year", "9223372036854775807"], "9223372036854775807", "1000 to 3000"),
      (["chart", "--year", "-9223372036854775809"], "-9223372036854775809", "1000 to 3000"),
      (["sun"] + oslo + ["--days", "9223372036854775807"], "9223372036854775807", "1 to 36600"),
      (["sun"] + oslo + ["--days", "-9223372036854775808"], "-9223372036854775808", "1 to 36600"),
      (["sun"] + oslo + ["--date", "2999-12-31", "--days", "36600"], "36600", "1 to 366"),
      (["sun"] + oslo + ["--date", "9999-12-31"], "9999-12-31", "1000–3000"),
      (["sun"] + oslo + ["--altitude", "1e400"], "inf", "-90 to 90"),
      (["sun", "--lat", "1e400", "--lon", "0"], "inf", "-90 to 90"),
      (["locate", "Oslo", "--limit", "9223372036854775807"], "9223372036854775807", "1 to 100"),
      (["locate", "Oslo", "--limit", "-9223372036854775808"], "-9223372036854775808", "1 to 100"),
    ] as [([String], String, String)])
  func extremeNumbersAreUsageErrors(arguments: [String], value: String, allowed: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(value) && result.stderr.contains(allowed), "\(result.stderr)")
  }

  @Test("a value quoted in an error reaches the terminal without its control characters")
  func quotedValuesCarryNoEscapeSequences() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for arguments in [
      ["--at", "\u{1b}[31mX"], ["--location", "Oslo\u{1b}]0;owned\u{07}"],
      ["sun", "--lat", "1", "--lon", "1", "--tz", "\u{1b}[2J"],
    ] {
      let result = sandbox.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.status)")
      #expect(
        !result.stderr.contains("\u{1b}") && !result.stderr.contains("\u{07}"), "\(arguments): \(result.stderr.debugDescription)")
      #expect(result.stderr.contains("\\u{1b}"), "\(arguments): \(result.stderr.debugDescription)")
    }
  }

  @Test("events --to before this year without --from is a usage error, not a reversed-range trap")
  func eventsToBeforeTheDefaultFromIsAUsageError() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["events", "--to", "1109"])
    #expect(result.status == 64, "\(result.status) \(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("--to 1109") && result.stderr.contains("--from"), "\(result.stderr)")
    // The same years given explicitly in order still work.
    #expect(sandbox.run(["events", "--from", "1109", "--to", "1109"]).status == 0)
  }

  @Test("the reported crash: waybar with --at @Int64.min shows the range error in the bar")
  func waybarWithMinimumUnixSecondsShowsTheError() throws {
    for environment in [[:], ["SOLVERV_FULL_PARSER": "1"]] {
      let result = CLI.run(["--format", "waybar", "--at", "@-9223372036854775808"], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.contains("out of range") && result.stderr.contains("1000–3000"))
      let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      #expect(object["class"] as? [String] == ["error"])
    }
  }

  @Test("the daemon's --at is range-checked before it starts")
  func daemonAtIsRangeChecked() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for at in ["@-9223372036854775808", "+99999999999999d"] {
      let result = sandbox.run(["daemon", "--at", at])
      #expect(result.status == 64, "\(result.stderr)")
      #expect(result.stderr.contains(at) && result.stderr.contains("1000–3000"), "\(result.stderr)")
    }
  }
}
