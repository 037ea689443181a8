import Foundation
import SolvervEngine
import Testing

/// The help (and the man page made from it) reads as written — no
/// sentence broken mid-line — and documents every exit status; the README says what is true.
struct HelpTextTests {
  static let commands: [[String]] = [
    [], ["status"], ["events"], ["sun"], ["locate"], ["formats"], ["config"], ["config", "init"], ["config", "check"],
    ["config", "path"], ["chart"], ["notify"], ["wait"], ["daemon"],
  ]

  /// The help's overview and discussion: everything before USAGE.
  static func prose(_ command: [String], columns: Int) -> [Substring] {
    let help = CLI.run(command + ["--help"], environment: ["COLUMNS": "\(columns)"]).stdout
    let head = help.components(separatedBy: "\nUSAGE:").first ?? ""
    return head.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("help paragraphs are never broken mid-sentence", arguments: commands)
  func helpParagraphsAreNotHardWrapped(command: [String]) {
    // With room for any line, a paragraph is one line: each prose line ends a sentence or
    // introduces examples (indented lines, which are laid out by hand).
    let lines = Self.prose(command, columns: 2_000)
    for line in lines where !line.isEmpty && !line.hasPrefix(" ") {
      let last = line.last.map(String.init) ?? ""
      #expect([".", ":", ")"].contains(last), "\(command): '\(line)'")
    }
    // The man page fills text: prose right after an example line would be glued onto it.
    for (example, next) in zip(lines, lines.dropFirst()) where example.hasPrefix(" ") {
      #expect(next.isEmpty || next.hasPrefix(" "), "\(command): '\(next)' needs a blank line before it")
    }
  }

  @Test("help lines fit 80 columns where a terminal is that wide")
  func helpWrapsAt80Columns() {
    for command in Self.commands {
      for line in Self.prose(command, columns: 80) { #expect(line.count <= 80, "\(command): '\(line)'") }
    }
  }

  /// Every status the program can exit with (see main.swift, StatusRunner, the commands, the
  /// daemon), each documented.
  static let statuses = ["0", "1", "33", "64", "69", "73", "74", "78"]

  /// Whether `text`, from its "Exit status:" on, names `status` as a number of its own.
  static func documents(_ status: String, in text: String) -> Bool {
    guard let start = text.range(of: "Exit status:") else { return false }
    let scalars = Array(text[start.upperBound...].unicodeScalars)
    let wanted = Array(status.unicodeScalars)
    let isDigit = { (c: Unicode.Scalar) in ("0"..."9").contains(c) }
    for i in 0...(scalars.count - wanted.count) where Array(scalars[i..<i + wanted.count]) == wanted {
      if (i == 0 || !isDigit(scalars[i - 1])) && (i + wanted.count == scalars.count || !isDigit(scalars[i + wanted.count])) {
        return true
      }
    }
    return false
  }

  @Test("the root help documents every exit status")
  func rootHelpListsEveryExitStatus() {
    let help = CLI.run(["--help"], environment: ["COLUMNS": "2000"]).stdout
    for status in Self.statuses { #expect(Self.documents(status, in: help), "exit \(status) missing") }
    #expect(!Self.documents("42", in: help))  // the check can fail
  }

  @Test("the man page source (the dumped help) documents every exit status")
  func manPageSourceListsEveryExitStatus() throws {
    // `make dist` generates the man page from this dump (swift-argument-parser's plugin).
    let dump = CLI.run(["--experimental-dump-help"]).stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
    let command = try #require(object["command"] as? [String: Any])
    let discussion = try #require(command["discussion"] as? String)
    for status in Self.statuses { #expect(Self.documents(status, in: discussion), "exit \(status) missing") }
  }

  /// The command-line reference and the bars' page (the README links both; its reference text moved there).
  static let readme: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return ["docs/cli.md", "docs/bars.md"].map {
      (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }.joined(separator: "\n\n")
  }()

  @Test("docs/cli.md's exit-status paragraph lists every exit status")
  func readmeListsEveryExitStatus() throws {
    let paragraph = try #require(Self.readme.components(separatedBy: "\n\n").first { $0.hasPrefix("Exit status:") })
    for status in Self.statuses { #expect(Self.documents(status, in: paragraph), "exit \(status) missing") }
  }

  @Test("docs/cli.md's placeholder count is the real one")
  func readmePlaceholderCountIsTrue() throws {
    let listed = CLI.run(["formats", "--placeholders"]).stdout.split(separator: "\n").dropFirst().count
    #expect(listed == TemplateField.allCases.count)
    #expect(Self.readme.contains("lists all \(listed):"), "README should say \(listed)")
  }

  @Test("docs/bars.md says text errors also reach stdout when it is not a terminal")
  func readmeDescribesWhereTextErrorsGo() {
    #expect(!Self.readme.contains("exit 64 (bad argument) or 78 (bad config) with one line on stderr."))
    #expect(Self.readme.contains("when stdout is not a terminal"))
    // And it is so: stdout in the test is a file, not a terminal.
    let result = CLI.run(["--lat", "91", "--lon", "0"])
    #expect(result.status == 64 && result.stdout.contains("-90 to 90") && result.stderr.contains("-90 to 90"))
  }
}
