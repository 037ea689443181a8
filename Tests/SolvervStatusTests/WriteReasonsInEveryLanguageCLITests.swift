import Foundation
import Testing

/// After a translated "cannot write PATH:" the reason is the language's
/// too — Solverv's own reasons and the system's (errno) — from the real `solverv-status chart
/// -o`, with conditions root meets as well: a path under a regular file (ENOTDIR), a name too
/// long (ENAMETOOLONG), a folder where the chart goes, a FIFO nobody reads.
struct WriteReasonsInEveryLanguageCLITests {
  static let oslo = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo"]

  /// `chart -o` into each bad place, in `code`: (exit status, stderr) in order, and the sandbox's root.
  static func refusals(_ code: String) throws -> (results: [(Int32, String)], root: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let state = sandbox.root.appendingPathComponent("state").path
    _ = FileManager.default.createFile(atPath: state + "/plain.txt", contents: Data("x\n".utf8))
    try FileManager.default.createDirectory(atPath: state + "/folder", withIntermediateDirectories: false)
    try Scratch.makeFIFO(state + "/pipe")
    let outputs = [
      state + "/plain.txt/chart.svg", state + "/" + String(repeating: "n", count: 300) + ".svg", state + "/folder",
      state + "/pipe",
    ]
    let results = outputs.map { output in
      let result = sandbox.run(["--lang", code, "chart", "-o", output] + oslo)
      return (result.status, result.stderr.trimmingCharacters(in: .newlines))
    }
    return (results, state)
  }

  @Test("chart -o's write errors: the reason in nb, sv, da, fi, de with no English word; English word for word")
  func writeReasonsInTheLanguage() throws {
    let (english, state) = try Self.refusals("en")
    let expected = [
      "cannot write \(state)/plain.txt/chart.svg: cannot look at \(state)/plain.txt/chart.svg: Not a directory",
      ": File name too long",
      "cannot write \(state)/folder: it is a directory; not writing there",
      "cannot write \(state)/pipe: no reader on FIFO \(state)/pipe (start the reader first)",
    ]
    for ((status, message), text) in zip(english, expected) {
      #expect(status == 73, "\(message)")
      #expect(message.hasPrefix("solverv-status: cannot write ") && message.hasSuffix(text), "\(message)")
      // The word list can fail: the English reasons have its words.
      #expect(!ErrorsInEveryLanguageCLITests.englishIn(message).isEmpty, "\(message)")
    }
    for code in ErrorsInEveryLanguageCLITests.languages {
      let (results, _) = try Self.refusals(code)
      for (index, (status, message)) in results.enumerated() {
        #expect(status == 73, "\(code): \(message)")
        #expect(message.hasPrefix("solverv-status: ") && message != english[index].1, "\(code): \(message)")
        // The path is named as typed (the sandbox differs from English's).
        for name in ["plain.txt/chart.svg", "nnnnnnnn", "/folder", "/pipe"][index...index] {
          #expect(message.contains(name), "\(code): \(name) not in \(message)")
        }
        let found = ErrorsInEveryLanguageCLITests.englishIn(message)
        #expect(found.isEmpty, "\(code): \(found) in \(message)")
        // No C library words: the system's reason is the language's.
        for system in ["Not a directory", "File name too long", "directory"] {
          #expect(!message.contains(system), "\(code): \(system) in \(message)")
        }
      }
    }
  }
}
