import Foundation
import Testing
import TestSupport

/// The fuzz harness itself: reproducible, quoting what it ran exactly, and never writing
/// outside its sandbox.
@Suite("Fuzz: harness")
struct FuzzHarnessTests {
  @Test("a case's values depend only on the seed and its index")
  func casesAreReproducible() {
    let a = CLIGenerator.vector(seed: 42, index: 7, scratch: "/tmp/x")
    let b = CLIGenerator.vector(seed: 42, index: 7, scratch: "/tmp/x")
    let c = CLIGenerator.vector(seed: 42, index: 8, scratch: "/tmp/x")
    #expect(a.arguments == b.arguments && a.environment == b.environment)
    #expect(a.shellLine != c.shellLine)
    #expect(DBusCallGenerator.call(seed: 42, index: 3).busctlLine == DBusCallGenerator.call(seed: 42, index: 3).busctlLine)
    var first = SeededRandom(seed: 1, index: 0, stream: 1)
    var second = SeededRandom(seed: 1, index: 1, stream: 1)
    #expect(first.next() != second.next())
  }

  @Test("the printed shell word gives the child exactly the same bytes")
  func shellWordsRoundTrip() throws {
    let arguments: [Argument] = [
      "plain", "", "it's", "a b", "$(id)", "\\", "\u{202E}olsO", Argument(bytes: [0xFF, 0x27, 0x5C, 0x0A, 0xC3]),
      Argument(repeating: "{progress_bar:500}", count: 300), Argument(repeating: "it's", count: 3),
    ]
    for argument in arguments {
      let bytes = ProcessRun.run("/bin/bash", ["-c", "printf %s " + argument.shellWord], environment: ProcessInfo.processInfo.environment)
        .stdoutBytes
      #expect(bytes == argument.bytes, "\(argument.shellWord)")
    }
  }

  @Test("commands that write never name a path outside the sandbox")
  func writersStayInside() {
    var writers = 0
    for index in 0..<4_000 {
      let vector = CLIGenerator.vector(seed: 99, index: index, scratch: "/tmp/solverv-fuzz-test")
      guard vector.writes else { continue }
      writers += 1
      for argument in vector.arguments where argument.bytes.contains(UInt8(ascii: "/")) {
        let text = argument.text ?? ""
        #expect(text.contains(vector.sandbox.root + "/") && !text.contains(".."), "\(vector.shellLine)")
      }
    }
    #expect(writers > 300)
  }

  @Test("config set always writes inside the sandbox: its file is the sandbox's, through XDG_CONFIG_HOME or --config")
  func configSetWritesInsideTheSandbox() {
    var sets = 0
    for index in 0..<4_000 {
      let vector = CLIGenerator.vector(seed: 99, index: index, scratch: "/tmp/solverv-fuzz-test")
      guard vector.label == "config set" else { continue }
      sets += 1
      #expect(vector.writes)
      #expect(vector.sandbox.environment["XDG_CONFIG_HOME"]?.hasPrefix(vector.sandbox.root + "/") == true)
      #expect(vector.sandbox.environment["HOME"]?.hasPrefix(vector.sandbox.root + "/") == true)
    }
    #expect(sets > 200)
  }

  /// `wait` sleeps until its event: a fuzz `wait` must have --print or a --within of at most
  /// 2 s, whatever the mutations did, or it could sleep for months.
  @Test("a fuzz wait never sleeps past the hang guard: --print, or every --within at most 2 s")
  func waitNeverSleepsLong() {
    var waits = 0
    for index in 0..<6_000 {
      let vector = CLIGenerator.vector(seed: 7, index: index, scratch: "/tmp/solverv-fuzz-test")
      guard vector.label == "wait" else { continue }
      waits += 1
      let words = vector.arguments.map { $0.text ?? "" }
      if words.count > 1, words[1] == "--print" { continue }
      var withins: [String] = []
      for (position, word) in words.enumerated() {
        if word == "--within", position + 1 < words.count { withins.append(words[position + 1]) }
        if word.hasPrefix("--within=") { withins.append(String(word.dropFirst("--within=".count))) }
      }
      #expect(!withins.isEmpty, "\(vector.shellLine)")
      for within in withins {
        let seconds = Self.duration(within) ?? 0
        #expect(seconds <= 2, "--within \(within) in \(vector.shellLine)")
      }
    }
    #expect(waits > 200)
  }

  /// `wait`'s duration syntax (digits and d/h/m/s units), as WaitDuration reads it, or nil.
  static func duration(_ text: String) -> Double? {
    var total = 0.0
    var digits = ""
    for character in text {
      if character.isASCII, character.isNumber {
        digits.append(character)
        continue
      }
      let units: [Character: Double] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
      guard let unit = units[character], let value = Double(digits) else { return nil }
      total += value * unit
      digits = ""
    }
    return digits.isEmpty && !text.isEmpty ? total : nil
  }

  /// The "valid input refused" net exists only if clean vectors come for every command that
  /// edits or reads the config (`CleanVectors.labels`), and judge only configs whose verdict is known.
  @Test("clean vectors come for compare, wait and config get/set/words, on valid configs or ones check refuses")
  func cleanVectorsCoverTheNewCommands() {
    var labels: Set<String> = []
    for index in 0..<4_000 {
      let vector = CLIGenerator.vector(seed: 5, index: index, scratch: "/tmp/solverv-fuzz-test")
      guard vector.clean else { continue }
      labels.insert(vector.label)
      #expect(vector.sandbox.config.isValid || (vector.sandbox.config.isBroken && vector.label.hasPrefix("config ")))
      if vector.label == "config set" { #expect(vector.setting != nil, "\(vector.shellLine)") }
      if vector.label == "wait" { #expect(vector.arguments.map(\.text).prefix(2) == ["wait", "--print"]) }
    }
    #expect(labels == CleanVectors.labels)
  }

  @Test("every valid config layout passes config check in LF, CRLF and mixed endings")
  func validLayoutsPassConfigCheck() throws {
    let scratch = try ScratchFolder("fuzz-layouts")
    defer { scratch.remove() }
    for document in ConfigLayouts.documents {
      for ending in ConfigLayouts.Ending.allCases {
        for final in [true, false] {
          let path = scratch.path + "/config.toml"
          try Data(ConfigLayouts.bytes(document.lines, ending: ending, finalNewline: final)).write(to: URL(fileURLWithPath: path))
          let spawned = ChildProcess.spawn(
            FuzzSettings.statusBinary, ["config", "check", "--config", Argument(path)],
            environment: ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path, "TZ": "Europe/Oslo"],
            directory: scratch.path, stdout: scratch.path + "/out", stderr: scratch.path + "/err")
          let pid = try spawned.get()
          let (outcome, _) = ChildProcess.wait(pid, timeout: 10)
          let stderr = (try? String(contentsOfFile: scratch.path + "/err", encoding: .utf8)) ?? ""
          #expect(outcome == .exited(0), "\(document.name), \(ending), final newline \(final): \(stderr)")
        }
      }
    }
    for refused in ConfigLayouts.refused {
      let path = scratch.path + "/config.toml"
      try Data(refused.bytes).write(to: URL(fileURLWithPath: path))
      let pid = try ChildProcess.spawn(
        FuzzSettings.statusBinary, ["config", "check", "--config", Argument(path)],
        environment: ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path, "TZ": "Europe/Oslo"],
        directory: scratch.path, stdout: scratch.path + "/out", stderr: scratch.path + "/err"
      ).get()
      #expect(ChildProcess.wait(pid, timeout: 10).outcome == .exited(78), "\(refused.name)")
    }
  }
}
