import Foundation
import FoundationXML
import SolvervApp
import SolvervEngine
import Testing

/// The fast parser and swift-argument-parser must accept the same options and produce the same
/// output: the bar refresh path must not drift from the documented one.
struct StatusParserParityTests {
  @Test(arguments: [
    ["--format", "waybar", "--location", "Oslo", "--at", "2026-11-22T12:00"],
    ["--format=json", "--lat", "-33.8688", "--lon=151.2093", "--tz", "Australia/Sydney", "--at", "2026-06-10"],
    ["--size", "large", "--lang", "nb", "--clock", "12h", "--location", "Tromsø", "--at", "2026-12-10T12:00"],
    ["--template", "{icon} {days}d to {event} [{polar_night}🌑]", "--hemisphere", "south", "--location", "Oslo", "--at", "+3d"],
    ["--format", "polybar", "--click", "echo hi", "--location", "Oslo", "--at", "2026-03-29T10:00"],
    ["--format", "i3blocks", "--name", "Cabin", "--lat", "61.1", "--lon", "10.4", "--at", "2026-06-21"],
  ])
  func fastAndFullParsersAgree(arguments: [String]) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let fast = sandbox.run(arguments)
    let full = sandbox.run(arguments, environment: ["SOLVERV_FULL_PARSER": "1"])
    #expect(fast.status == 0 && full.status == 0, "\(fast.stderr) \(full.stderr)")
    #expect(fast.stdout == full.stdout)
    // The explicit subcommand is the same command.
    let explicit = sandbox.run(["status"] + arguments)
    #expect(explicit.stdout == fast.stdout)
  }

  @Test func theOptionSetsMatchTheHelp() throws {
    let help = CLI.run(["status", "--help"]).stdout
    // Option lines start with the option: "  --format <format>   Output format…".
    let documented = Set(help.matches(of: /\n\s+(?:-[a-z], )?--([a-z]+)/).map { String($0.output.1) })
      .subtracting(["help", "version"])
    // The table both parsers read (StatusOption+Table.swift).
    let fast = Set(StatusOption.all.map(\.name))
    #expect(documented == fast, "help: \(documented.sorted()), fast: \(fast.sorted())")
  }
}
