import Foundation
import SolvervApp
import SolvervEngine
import Testing

/// One table of status options feeds both parsers, with typed values; one
/// provider registry list.
struct OptionTableTests {
  /// Every option of the table at once, each with a value that shows in the output.
  static func everyOption(config: String) -> [String] {
    [
      "--format", "polybar", "--size", "large", "--template", "{location} {event} {sunrise}", "--name", "Cabin",
      "--lat", "61.1", "--lon", "10.4", "--tz", "Europe/Oslo", "--at", "2026-06-21T10:00", "--lang", "nb",
      "--hemisphere", "south", "--clock", "12h", "--config", config, "--click", "echo hi",
    ]
  }

  @Test("every option of the table reaches the output through both parsers")
  func everyOptionReachesTheOutputThroughBothParsers() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let config = sandbox.root.appendingPathComponent("other.toml").path
    try "language = \"en\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    let arguments = Self.everyOption(config: config)
    let fast = sandbox.run(arguments)
    let full = sandbox.run(arguments, environment: ["SOLVERV_FULL_PARSER": "1"])
    #expect(fast.status == 0 && full.status == 0, "\(fast.stderr) \(full.stderr)")
    #expect(fast.stdout == full.stdout && fast.stderr == full.stderr)
    // --click, the south's winter colour, --name, nb over the config's en, the south's names, 12h
    // with Bokmål's CLDR day period.
    #expect(fast.stdout == "%{A1:echo hi:}%{F#2196F3}Cabin Vintersolverv 3:41 a.m.%{F-}%{A}\n", "\(fast.stdout)")
    // --config reaches the plan through both parsers: its language shows where --lang is absent.
    let withoutLang = Array(arguments.prefix(16) + arguments.dropFirst(18))
    for parser in [[:], ["SOLVERV_FULL_PARSER": "1"]] {
      #expect(sandbox.run(withoutLang, environment: parser).stdout.contains("Winter solstice"), "\(parser)")
    }
  }

  @Test("--watch reaches the watch loop through the full parser too")
  func watchThroughTheFullParser() throws {
    let process = try StreamingProcess(
      ["--watch", "--location", "Oslo", "--at", "2026-12-10T12:00"], environment: ["SOLVERV_FULL_PARSER": "1"])
    defer { process.kill() }
    #expect(process.waitForLines(1).count == 1)
    // In the watch loop: a refresh brings a second line (a one-shot exit would not).
    kill(process.pid, SIGUSR1)
    #expect(process.waitForLines(2).count == 2, "a one-shot exit: --watch was lost on the way")
  }

  @Test(
    "a typed option refuses a value it does not know, naming it and what is allowed, alike in both parsers",
    arguments: [
      ("--size", "huge", "'small', 'medium' or 'large'"), ("--lang", "fr", "one of 'en', 'nb', 'sv', 'da', 'fi' or 'de'."),
      ("--hemisphere", "west", "'north' and 'south'"), ("--clock", "13h", "'auto', '24h' or '12h'"),
      ("--lat", "abc", "from -90 to 90"),
    ])
  func typedValuesAreRefusedAlike(option: String, value: String, allowed: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for format in ["text", "json"] {
      let fast = sandbox.run(["--format", format, option, value])
      let full = sandbox.run(["--format", format, option, value], environment: ["SOLVERV_FULL_PARSER": "1"])
      #expect(fast.status == 64 && fast.stderrLines.count == 1, "\(fast.stderr)")
      #expect(fast.stderr.contains("'\(value)'") && fast.stderr.contains(allowed), "\(fast.stderr)")
      #expect(full.status == fast.status && full.stdout == fast.stdout && full.stderr == fast.stderr)
    }
  }

  @Test("a locale name is a language, as $LANG's is")
  func localeNamesAreLanguages() {
    let result = CLI.run(["--lang", "nb_NO.UTF-8", "--location", "Oslo", "--at", "2026-12-10T12:00"])
    #expect(result.status == 0 && result.stdout.contains("Vintersolverv"), "\(result.stderr)")
  }

  @Test("the help lists the values of each typed option")
  func helpListsTypedValues() {
    let help = CLI.run(["status", "--help"], environment: ["COLUMNS": "2000"]).stdout
    for values in [
      "(values: small, medium, large)", "(values: en, nb, sv, da, fi, de)", "(values: north, south)", "(values: auto, 24h, 12h)",
    ] {
      #expect(help.contains(values), "\(values)")
    }
    #expect(help.contains("Output format: " + ProviderRegistry.builtInNames.joined(separator: ", ")))
  }

  @Test("completions offer the typed values, and --format the user's formats too")
  func completionsOfferTypedValues() {
    let bash = CLI.run(["--generate-completion-script", "bash"]).stdout
    #expect(bash.contains("'small'$'\\n''medium'$'\\n''large'") && bash.contains("'en'$'\\n''nb'"))
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeFormat("xmobar", "small = \"{icon}\"\n")
    let formats = sandbox.run(["---completion", "status", "--", "--format", "2", "0", "solverv-status", "--format", ""])
    #expect(formats.stdout.split(separator: "\n") == ProviderRegistry.builtInNames.map { Substring($0) } + ["xmobar"])
  }

  @Test("each registry entry makes the provider of its name, once")
  func registryNamesAreTheProvidersOwn() {
    for entry in ProviderRegistry.entries {
      #expect(entry.make().name == entry.name)
      #expect(ProviderRegistry.builtIn(named: entry.name)?.name == entry.name)
    }
    #expect(Set(ProviderRegistry.builtInNames).count == ProviderRegistry.entries.count)
  }
}
