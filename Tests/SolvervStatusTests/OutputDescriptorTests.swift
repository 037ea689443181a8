import Foundation
import Testing

/// `chart -o` onto a path that names an open descriptor (`/dev/stdout`, `/dev/fd/N`,
/// `/proc/self/fd/N`, a link to one) writes through that descriptor as `>` would: the caller's
/// file keeps its inode and what it held, and its append mode is kept. Descriptors are the
/// child's own, opened by its shell onto scratch files; never a system path.
@Suite struct OutputDescriptorTests {
  static let chart = OutputFileSafetyTests.chart

  func svgCount(_ text: String) -> Int { text.components(separatedBy: "<?xml").count - 1 }

  @Test(arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "/proc/thread-self/fd/1"])
  func chartOutputToStandardOutputAppendsToTheCallersFile(_ name: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let out = sandbox.root.path + "/out.txt"
    try "keep\n".write(toFile: out, atomically: false, encoding: .utf8)
    let before = try #require(FileFacts(out))
    let result = ShellRun.run(
      #""$@" >> out.txt"#, Self.chart + ["-o", name], in: sandbox.root.path, environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try #require(Scratch.text(out))
    #expect(text.hasPrefix("keep\n<?xml") && text.contains("</svg>"), "\(text.prefix(80))")
    #expect(FileFacts(out) == before)
  }

  @Test func chartOutputToAnotherDescriptorWritesThroughIt() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    try "keep\n".write(toFile: folder + "/five.txt", atomically: false, encoding: .utf8)
    let before = try #require(FileFacts(folder + "/five.txt"))
    // `/proc/PID/fd/N` with the child's own PID: `exec` keeps the shell's PID for the binary.
    let names = ["/dev/fd/5", "/proc/self/fd/5", "/proc/thread-self/fd/5", "/proc/$$/fd/5"]
    for name in names {
      let script = "exec \"$@\" \(name) 5>> five.txt"
      let result = ShellRun.run(script, Self.chart + ["-o"], in: folder, environment: sandbox.environment)
      #expect(result.status == 0, "\(name): \(result.stderr)")
    }
    let text = try #require(Scratch.text(folder + "/five.txt"))
    #expect(text.hasPrefix("keep\n<?xml") && svgCount(text) == names.count, "\(text.prefix(80))")
    #expect(FileFacts(folder + "/five.txt") == before)
    #expect(Scratch.names(in: folder).filter { $0.contains(".tmp.") }.isEmpty)
  }

  @Test func aUsersOwnLinkToStandardOutputIsWrittenThrough() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    try FileManager.default.createSymbolicLink(atPath: folder + "/chart.svg", withDestinationPath: "/dev/stdout")
    try FileManager.default.createSymbolicLink(atPath: folder + "/again.svg", withDestinationPath: "chart.svg")
    try "keep\n".write(toFile: folder + "/out.txt", atomically: false, encoding: .utf8)
    let before = try #require(FileFacts(folder + "/out.txt"))
    let result = ShellRun.run(
      #""$@" >> out.txt"#, Self.chart + ["-o", "again.svg"], in: folder, environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Scratch.text(folder + "/out.txt")?.hasPrefix("keep\n<?xml") == true)
    #expect(FileFacts(folder + "/out.txt") == before)
    #expect(Scratch.linkTarget(folder + "/chart.svg") == "/dev/stdout")
    #expect(Scratch.linkTarget(folder + "/again.svg") == "chart.svg")
  }

  @Test func chartOutputToStandardOutputFeedsAPipe() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    let script = #"{ "$@"; echo $? > status; } | cat >> piped.txt"#
    let result = ShellRun.run(script, Self.chart + ["-o", "/dev/stdout"], in: folder, environment: sandbox.environment)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(Scratch.text(folder + "/status") == "0\n")
    #expect(Scratch.text(folder + "/piped.txt").map(svgCount) == 1)
  }

  @Test func aDashIsStandardOutputNotAFileNamedDash() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    let result = ShellRun.run(#"exec "$@""#, Self.chart + ["-o", "-"], in: folder, environment: sandbox.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<?xml") && result.stdout.contains("</svg>"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/-"))
  }

  @Test func aDescriptorThatIsNotOpenIsOneLineAndExit73() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    for name in ["/dev/fd/9", "/proc/self/fd/9"] {
      let result = ShellRun.run(#"exec "$@" 9>&-"#, Self.chart + ["-o", name], in: folder, environment: sandbox.environment)
      #expect(result.status == 73, "\(name): \(result.stderr)")
      #expect(result.stderrLines.count == 1 && result.stderr.contains("descriptor 9, which is not open"), "\(result.stderr)")
    }
    #expect(Scratch.names(in: folder) == ["config", "state"])
  }

  @Test func configFilesStillRefuseADescriptor() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.path
    try "keep\n".write(toFile: folder + "/five.txt", atomically: false, encoding: .utf8)
    let before = try #require(FileSnapshot(folder + "/five.txt"))
    let script = #"exec "$@" 5>> five.txt"#
    let result = ShellRun.run(
      script, ["config", "set", "clock", "12h", "--config", "/dev/fd/5"], in: folder, environment: sandbox.environment)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderrLines.count == 1 && result.stderr.contains("open descriptor"), "\(result.stderr)")
    #expect(FileSnapshot(folder + "/five.txt") == before)
  }
}
