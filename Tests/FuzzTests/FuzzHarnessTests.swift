import Foundation
import Testing

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
    var first = FuzzRandom(seed: 1, index: 0, stream: 1)
    var second = FuzzRandom(seed: 1, index: 1, stream: 1)
    #expect(first.next() != second.next())
  }

  @Test("the printed shell word gives the child exactly the same bytes")
  func shellWordsRoundTrip() throws {
    let arguments: [Argument] = [
      "plain", "", "it's", "a b", "$(id)", "\\", "\u{202E}olsO", Argument(bytes: [0xFF, 0x27, 0x5C, 0x0A, 0xC3]),
      Argument(repeating: "{progress_bar:500}", count: 300), Argument(repeating: "it's", count: 3),
    ]
    for argument in arguments {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", "printf %s " + argument.shellWord]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let bytes = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(Array(bytes) == argument.bytes, "\(argument.shellWord)")
    }
  }

  @Test("commands that write never name a path outside the sandbox")
  func writersStayInside() {
    var writers = 0
    for index in 0..<4_000 {
      let vector = CLIGenerator.vector(seed: 99, index: index, scratch: "/tmp/solverv-fuzz-test")
      guard vector.label == "config init" || vector.label == "chart" else { continue }
      writers += 1
      for argument in vector.arguments where argument.bytes.contains(UInt8(ascii: "/")) {
        let text = argument.text ?? ""
        #expect(text.contains(vector.sandbox.root + "/") && !text.contains(".."), "\(vector.shellLine)")
      }
    }
    #expect(writers > 300)
  }
}
