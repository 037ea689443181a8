import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A user format file is read like the config — a regular file only,
/// never waited on — and a format file that cannot be used still gives the bar its error state
/// (exit 0), with the reason on stderr.
@Suite struct UserFormatFileTests {
  /// Runs the CLI to its end, or kills it when it has not ended after `limit` seconds (a hang
  /// guard, not a timing: the wait is for the exit itself); nil when it had to be killed.
  static func run(_ arguments: [String], _ sandbox: Sandbox, limit: Double = 60) -> CLI.Result? {
    sandbox.run(arguments, limit: limit)
  }

  static func formatPath(_ sandbox: Sandbox, _ name: String) -> String {
    sandbox.root.appendingPathComponent("config/solverv/formats/\(name).toml").path
  }

  @Test("a FIFO among the formats, a writer holding it, is refused at once by --format and formats")
  func aFIFOFormatWithAWriterIsRefusedNotWaitedOn() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let path = Self.formatPath(sandbox, "x")
    try Scratch.makeFIFO(path)
    // A writer that never writes nor closes: a blocking read would wait for ever.
    let writer = open(path, O_RDWR | O_NONBLOCK)
    try #require(writer >= 0)
    defer { close(writer) }

    let bar = try #require(Self.run(["--format", "x", "--location", "Oslo"], sandbox), "--format x hung on a FIFO")
    #expect(bar.status == 0, "\(bar.stderr)")
    #expect(bar.stdout == "⚠ solverv: format x\n")
    #expect(bar.stderr.contains("x.toml is a FIFO, not a regular file"), "\(bar.stderr)")
    #expect(bar.stderr.split(separator: "\n").count == 1)

    let list = try #require(Self.run(["formats"], sandbox), "formats hung on a FIFO")
    #expect(list.status == 0)
    #expect(list.stdout.contains("broken: format 'x': ") && list.stdout.contains("is a FIFO"), "\(list.stdout)")
    #expect(Scratch.linkTarget(path) == nil && FileFacts(path)?.isFIFO == true)  // left as it was
  }

  @Test("a format that links to some other file never echoes that file; a link to a .toml file works")
  func aFormatLinkedToAnotherFileIsNotEchoed() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let secret = sandbox.root.appendingPathComponent("passwd").path
    try "root:x:0:0:SECRET-LINE:/root:/bin/sh\n".write(toFile: secret, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: Self.formatPath(sandbox, "x"), withDestinationPath: secret)

    for arguments in [["--format", "x"], ["--format", "x", "--location", "Oslo"], ["formats"]] {
      let result = try #require(Self.run(arguments, sandbox), "\(arguments) hung")
      #expect(!result.stdout.contains("SECRET") && !result.stderr.contains("SECRET"), "\(arguments): \(result)")
      #expect(!result.stdout.contains("root:x") && !result.stderr.contains("root:x"), "\(arguments): \(result)")
      #expect((result.stdout + result.stderr).contains("which is not a .toml file"), "\(arguments): \(result)")
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }

    // A dotfiles folder linked in (GNU stow) is the ordinary case and keeps working.
    let dotfiles = sandbox.root.appendingPathComponent("dotfiles").path
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try "escape = \"none\"\nsmall = \"linked {icon}\"\n".write(toFile: dotfiles + "/y.toml", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: Self.formatPath(sandbox, "y"), withDestinationPath: dotfiles + "/y.toml")
    let linked = try #require(Self.run(["--format", "y", "--location", "Oslo"], sandbox))
    #expect(linked.status == 0 && linked.stdout.hasPrefix("linked "), "\(linked)")
  }

  @Test("a broken user format gives the bar's error state and exit 0, the message listing the escapes")
  func aBrokenUserFormatShowsTheErrorStateAndExitsZero() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeFormat("x", "description = \"mine\"\nescape = \"xml\"\nsmall = \"{icon}\"\n")
    for arguments in [
      ["--format", "x"], ["--format", "x", "--location", "Oslo", "--size", "large"], ["--format=x", "--bogus"],
    ] {
      let result = try #require(Self.run(arguments, sandbox), "\(arguments) hung")
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.hasPrefix("⚠ solverv: "), "\(arguments): \(result.stdout)")
      // An argument mistake beside it is named on stderr; the bar names the broken format.
      let expected = arguments.contains("--bogus") ? "⚠ solverv: format x\n" : "⚠ solverv: x.toml line 2\n"
      #expect(result.stdout == expected, "\(arguments)")
    }
    let result = try #require(Self.run(["--format", "x"], sandbox))
    #expect(
      result.stderr.contains("key 'escape': 'xml' is not an escaping rule: use none, pango, polybar, conky, json"),
      "\(result.stderr)")
    // A name that is no format at all stays an argument error (nothing to show it in).
    let unknown = try #require(Self.run(["--format", "nosuch"], sandbox))
    #expect(unknown.status == 64 && unknown.stdout.isEmpty, "\(unknown)")
  }

  @Test("a broken format's error state needs no escaping, whatever the file meant to escape")
  func aBrokenFormatsErrorStateIsMarkupFree() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    // The reason holds markup (`<b>`, `%{F`, `${`); the bar line must not.
    sandbox.writeFormat("x", "escape = \"pango\"\nsmall = \"{nosuch<b>%{F#f00}${exec}\"\n")
    let result = try #require(Self.run(["--format", "x"], sandbox))
    #expect(result.status == 0)
    #expect(result.stdout == "⚠ solverv: x.toml line 2\n", "\(result.stdout)")
  }

  @Test("formats lists a description or a reason holding a newline on its own one row")
  func formatsListsEachUserFormatOnOneRow() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeFormat("a", "description = \"two\\nlines\"\nsmall = \"{icon}\"\n")
    sandbox.writeFormat("b", "escape = \"x\\ny\"\nsmall = \"{icon}\"\n")
    let result = try #require(Self.run(["formats"], sandbox))
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\n")
    #expect(rows.contains { $0.hasPrefix("a ") && $0.hasSuffix("two\\u{a}lines") }, "\(result.stdout)")
    #expect(
      rows.contains { $0.hasPrefix("b ") && $0.contains("broken: ") && $0.contains("'x\\u{a}y' is not an escaping rule") },
      "\(result.stdout)")
  }
}
