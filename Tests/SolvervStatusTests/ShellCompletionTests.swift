import Foundation
import SolvervApp
import SolvervConfig
import SolvervEngine
import Testing

/// Shell completion of what people type, asked of the real bash (the function
/// `complete -p` names, driven through COMP_WORDS), zsh (an interactive zsh in a pseudo-terminal)
/// and fish (`complete -C`), with the scripts the binary generates: `--format <TAB>` (the formats,
/// a user's too), `--location <TAB>` (places, also before any subcommand), `wait <TAB>` (events),
/// `config set <TAB>` (keys, then each key's values).
struct ShellCompletionTests {
  static let shells = CompletionShells.Shell.allCases

  @Test("--format <TAB>: the built-in formats and the user's own, at the top level and after status", arguments: shells)
  func formats(shell: CompletionShells.Shell) throws {
    let shells = CompletionShells()
    defer { shells.remove() }
    shells.sandbox.writeFormat("xmobar", "description = \"xmobar\"\nescape = \"none\"\nsmall = \"{icon} {countdown}\"\n")
    for line in ["solverv-status --format ", "solverv-status status --format ", "solverv-status --size large --format "] {
      let offered = Set(shells.candidates(line, in: shell))
      #expect(offered == Set(ProviderRegistry.builtInNames + ["xmobar"]), "\(shell) '\(line)': \(offered.sorted())")
    }
    #expect(shells.candidates("solverv-status --format way", in: shell) == ["waybar"], "\(shell)")
    #expect(shells.candidates("solverv-status --fo", in: shell) == ["--format"], "\(shell)")
  }

  @Test("--location <TAB>: the bundled places starting with what was typed, on the status line and the subcommands", arguments: shells)
  func places(shell: CompletionShells.Shell) throws {
    let shells = CompletionShells()
    defer { shells.remove() }
    for (line, expected) in [
      ("solverv-status --location Troms", "Tromsø"), ("solverv-status --size large --location Osl", "Oslo"),
      ("solverv-status sun --location Berg", "Bergen"), ("solverv-status notify --preview --location Longyear", "Longyearbyen"),
      ("solverv-status config set location.city Kiru", "Kiruna"),
    ] {
      let offered = shells.candidates(line, in: shell)
      #expect(offered.contains(expected), "\(shell) '\(line)': \(offered)")
      let typed = String(line.split(separator: " ").last!)
      #expect(offered.allSatisfy { $0.lowercased().hasPrefix(typed.lowercased()) }, "\(shell) '\(line)': \(offered)")
      #expect(offered.count <= 30)
    }
  }

  @Test("wait <TAB>: every event, and only the matching ones after a prefix", arguments: shells)
  func events(shell: CompletionShells.Shell) throws {
    let shells = CompletionShells()
    defer { shells.remove() }
    #expect(Set(shells.candidates("solverv-status wait ", in: shell)) == Set(SunEventKind.allCases.map(\.rawValue)), "\(shell)")
    #expect(Set(shells.candidates("solverv-status wait civil", in: shell)) == ["civil-dawn", "civil-dusk"], "\(shell)")
  }

  @Test("config set <TAB>: the keys, then the key's values", arguments: shells)
  func settings(shell: CompletionShells.Shell) throws {
    let shells = CompletionShells()
    defer { shells.remove() }
    #expect(Set(shells.candidates("solverv-status config set ", in: shell)) == Set(Setting.all.map(\.name)), "\(shell)")
    #expect(Set(shells.candidates("solverv-status config set notifications.", in: shell)).allSatisfy { $0.hasPrefix("notifications.") })
    for key in ["clock", "language", "hemisphere", "date_order"] {
      let setting = try #require(Setting.all.first { $0.name == key })
      #expect(Set(shells.candidates("solverv-status config set \(key) ", in: shell)) == Set(setting.choices), "\(shell) \(key)")
    }
    #expect(Set(shells.candidates("solverv-status config set notifications.sad ", in: shell)) == ["true", "false"], "\(shell)")
    #expect(Set(shells.candidates("solverv-status config set notifications.at ", in: shell)) == ["sunrise", "sunset"], "\(shell)")
    #expect(Set(shells.candidates("solverv-status config set events ", in: shell)) == Set((1...12).map(String.init)), "\(shell)")
  }

  /// The places are answered before swift-argument-parser starts (`Completions.placesAnswer`):
  /// even a debug build on a loaded machine answers in a fraction of a second (a release build
  /// in a few milliseconds, docs/cli.md).
  @Test("The places answer is quick and the same as the parser's")
  func placesAreQuick() throws {
    let request = ["---completion", "status", "--", "--location", "2", "4", "solverv-status", "--location", "Berg"]
    var times: [Double] = []
    var answer = ""
    for _ in 0..<7 {
      let start = Date()
      answer = CLI.run(request).stdout
      times.append(Date().timeIntervalSince(start))
    }
    #expect(answer.hasPrefix("Bergen\n"))
    times.sort()
    #expect(times[3] < 0.25, "median \(times[3]) s")
    // swift-argument-parser's own answer (SOLVERV_FULL_PARSER) lists the same places.
    let parsed = CLI.run(request, environment: ["SOLVERV_FULL_PARSER": "1"]).stdout
    #expect(parsed == answer)
    // zsh's scripts drop a last line: it gets one more.
    #expect(CLI.run(request, environment: ["SAP_SHELL": "zsh"]).stdout == answer.dropLast() + "\n \n")
  }

  @Test("A ZIP code's first digits complete to the codes, as typed (not their towns' names)")
  func zipPrefixes() {
    let request = ["---completion", "status", "--", "--location", "2", "4", "solverv-status", "--location", "1000"]
    let answer = CLI.run(request).stdout.split(separator: "\n").map(String.init)
    #expect(answer.first == "10001", "\(answer)")
    #expect(!answer.isEmpty && answer.allSatisfy { $0.hasPrefix("1000") && $0.count == 5 }, "\(answer)")
  }
}
