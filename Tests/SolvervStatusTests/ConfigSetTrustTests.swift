import Foundation
import Testing
import TestSupport

/// Through the real `solverv-status config set`: Windows
/// line endings, files `config check` refuses, inline tables and dotted keys, a file-size limit,
/// odd paths and homes, hard links, and the line that says what changed.
@Suite struct ConfigSetTrustTests {
  let folder: String
  var config: String { folder + "/config.toml" }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-trust-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func write(_ bytes: [UInt8]) { #expect(FileManager.default.createFile(atPath: config, contents: Data(bytes))) }
  func write(_ text: String) { write(Array(text.utf8)) }
  func bytes() -> [UInt8] { FileManager.default.contents(atPath: config).map { [UInt8]($0) } ?? [] }
  func text() -> String { String(decoding: bytes(), as: UTF8.self) }
  func run(_ arguments: [String]) -> CLI.Result {
    CLI.run(["config"] + arguments + ["--config", config], environment: ["HOME": folder])
  }

  @Test func crlfConfigKeepsPlaceNotificationsAndCommentsOnSet() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original = "clock = \"24h\"\r\n# my comment\r\n[location]\r\ncity = \"Tromsø\"\r\n[notifications]\r\nat = \"07:00\"\r\nsad = true\r\n"
    write(original)
    let result = run(["set", "clock", "12h"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(text() == original.replacingOccurrences(of: "24h", with: "12h"))
    #expect(run(["check"]).status == 0)
  }

  @Test func crlfConfigWithTwoTopLevelKeysDoesNotCrash() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("language = \"en\"\r\nclock = \"24h\"\r\n")
    let result = run(["set", "clock", "12h"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(text() == "language = \"en\"\r\nclock = \"12h\"\r\n")
    #expect(run(["set", "notifications.at", "sunset"]).status == 0)
    #expect(text() == "language = \"en\"\r\nclock = \"12h\"\r\n\r\n[notifications]\r\nat = \"sunset\"\r\n")
  }

  @Test func mixedLineEndingsKeepEveryTableHeader() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original = "clock = \"24h\"\n[location]\r\ncity = \"Oslo\"\n\r\n[notifications]\r\nenabled = true\n"
    write(original)
    #expect(run(["set", "notifications.sad", "true"]).status == 0)
    #expect(run(["set", "clock", "12h"]).status == 0)
    #expect(text().hasPrefix(original.replacingOccurrences(of: "24h", with: "12h")), "\(text())")
    #expect(run(["get", "location.city"]).stdout == "Oslo\n")
  }

  @Test func aMultiLineStringWithCRLFGivesNoFalseDuplicate() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original =
      "[format.waybar]\r\nclick = \"\"\"\r\nclock = \"x\"\r\n[notifications]\r\n\"\"\"\r\n[notifications]\r\nenabled = true\r\n"
    write(original)
    let result = run(["set", "notifications.at", "sunset"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(text() == original + "at = \"sunset\"\r\n")
  }

  @Test func latin1ConfigIsRefusedLikeCheckAndLeftByteForByte() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original: [UInt8] = Array("# caf".utf8) + [0xE9] + Array("\nclock = \"24h\"\n".utf8)
    write(original)
    let check = run(["check"])
    let set = run(["set", "clock", "12h"])
    #expect(check.status == 78)
    #expect(set.status == check.status, "\(set.stderr)")
    #expect(set.stderr.contains("UTF-8") && set.stderrLines.count == 1, "\(set.stderr)")
    #expect(bytes() == original)
  }

  @Test func aResultPastTheReadLimitIsNotWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let head = "clock = \"24h\"\n"
    let padding = String(repeating: "#", count: 1_048_576 - head.utf8.count - 1) + "\n"
    write(head + padding)
    #expect(bytes().count == 1_048_576)
    let result = run(["set", "clock", "auto"])  // one byte longer
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("larger than the 1 MB"), "\(result.stderr)")
    #expect(bytes().count == 1_048_576 && text().hasPrefix(head))
    // A change that keeps the size within the limit is written.
    #expect(run(["set", "clock", "12h"]).status == 0)
    #expect(bytes().count == 1_048_576)
  }

  @Test func anInlineNotificationsTableIsEditedInPlace() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("notifications = { enabled = true, at = \"sunrise\" }\n")
    let result = run(["set", "notifications.at", "07:30"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(text() == "notifications = { enabled = true, at = \"07:30\" }\n")
    #expect(run(["set", "notifications.sad", "true"]).status == 0)
    #expect(text() == "notifications = { enabled = true, at = \"07:30\", sad = true }\n")
  }

  @Test func aDottedNotificationsKeyTakesItsSiblingAsADottedKey() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("notifications.at = \"sunrise\"\nclock = \"24h\"\n")
    let result = run(["set", "notifications.enabled", "false"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(text() == "notifications.at = \"sunrise\"\nnotifications.enabled = false\nclock = \"24h\"\n")
  }

  @Test func aFileSizeLimitIsAWriteErrorWithNoTemporaryFileLeft() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original = "clock = \"24h\"\n" + String(repeating: "# padding line\n", count: 300)  // 4.5 KB > 2 KB
    write(original)
    let limited = CLI.run(
      ["-c", "ulimit -f 2; exec \"$0\" \"$@\"", CLI.binary, "config", "set", "clock", "12h", "--config", config],
      environment: ["HOME": folder], executable: "/bin/sh")
    #expect(limited.status == 73, "\(limited.status) \(limited.stderr)")
    #expect(limited.stderr.contains("File too large") && limited.stderrLines.count == 1, "\(limited.stderr)")
    #expect(text() == original)
    #expect(Scratch.names(in: folder) == ["config.toml"])
    let chart = CLI.run(
      ["-c", "ulimit -f 2; exec \"$0\" \"$@\"", CLI.binary, "chart", "--location", "Oslo", "-o", folder + "/c.svg"],
      environment: ["HOME": folder], executable: "/bin/sh")
    #expect(chart.status == 73, "\(chart.status) \(chart.stderr)")
    #expect(Scratch.names(in: folder) == ["config.toml"])
  }

  @Test func withoutHomeOrXDGThePathsComeFromThePasswordDatabase() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = ProcessRun.run(CLI.binary, ["config", "path"], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    let printed = result.stdout
    let home = try #require(getpwuid(getuid())?.pointee.pw_dir.map { String(cString: $0) })
    #expect(result.status == 0)
    #expect(printed == (home == "/" ? "" : home) + "/.config/solverv/config.toml\n", "\(printed)")
    #expect(!printed.contains("//"))
  }

  @Test func aConfigPathEndingInASlashLeavesNoFolder() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLI.run(["config", "set", "clock", "12h", "--config", folder + "/x.toml/"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("ends in '/'"), "\(result.stderr)")
    #expect(Scratch.names(in: folder).isEmpty)
  }

  @Test func aRefusedSetInANewFolderLeavesNoFolder() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CLI.run(["config", "set", "clock", "noon", "--config", folder + "/new/sub/config.toml"])
    #expect(result.status == 64)
    #expect(Scratch.names(in: folder).isEmpty)
    let written = CLI.run(["config", "set", "clock", "12h", "--config", folder + "/new/sub/config.toml"])
    #expect(written.status == 0)
    #expect(Scratch.names(in: folder + "/new/sub") == ["config.toml"])
  }

  @Test func aHardLinkedConfigIsReplacedAndTheCommandSaysSo() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("clock = \"24h\"\n")
    #expect(link(config, folder + "/other.toml") == 0)
    let result = run(["set", "clock", "12h"])
    #expect(result.status == 0)
    #expect(text() == "clock = \"12h\"\n")
    #expect(Scratch.text(folder + "/other.toml") == "clock = \"24h\"\n")
    #expect(result.stderr.contains("1 other hard link(s); they keep the old text"), "\(result.stderr)")
    #expect(run(["set", "clock", "24h"]).stderr.isEmpty)  // a plain file again
  }

  @Test func setPrintsWhatChanged() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("clock = \"24h\"\n")
    #expect(run(["set", "clock", "12h"]).stdout == "clock: 24h → 12h\n")
    #expect(run(["set", "clock", "12h"]).stdout == "clock: 12h (unchanged)\n")
    #expect(run(["set", "notifications.at", "07:05"]).stdout == "notifications.at: sunrise → 07:05\n")
    #expect(run(["set", "location.city", "Oslo"]).stdout == "location.city: (none) → Oslo\n")
    // Switching between a city and auto-location says both halves of the change.
    #expect(run(["set", "location", "auto"]).stdout == "location.city: Oslo → (none)\nlocation.auto: false → true\n")
    #expect(run(["set", "location.city", "Bergen"]).stdout == "location.city: (none) → Bergen\nlocation.auto: true → false\n")
    // And leaves no blank line where `location = "auto"` stood.
    #expect(!(try String(contentsOfFile: config, encoding: .utf8)).hasPrefix("\n"))
  }

  @Test func synonymsOfALanguageAreTakenAndSaid() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("[notifications]\nenabled = true\n")
    let nynorsk = run(["set", "language", "nn"])
    #expect(nynorsk.status == 0, "\(nynorsk.stderr)")
    #expect(nynorsk.stdout == "language: auto → nb\n", "\(nynorsk.stdout)")
    #expect(nynorsk.stderr == "solverv-status: note: 'nn' is read as nb (Norsk bokmål); Solverv speaks no Nynorsk yet\n")
    let norwegian = run(["set", "language", "no"])
    // The file now speaks Bokmål, so the note does too, with Bokmål's quotation marks.
    #expect(norwegian.status == 0 && norwegian.stderr == "solverv-status: merk: «no» leses som nb (Norsk bokmål)\n")
    #expect(run(["check"]).status == 0)
  }

  /// A value already in effect but not in the file (`-0` where the default 0 applies) is written,
  /// and the line says so: "(unchanged)" is only said of a file left as it was.
  @Test func aValueInEffectButNotInTheFileIsReportedAsWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    write("[theme]\nenabled = true\n")
    let first = run(["set", "theme.elevation", "-0"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "theme.elevation: 0 (the same value, now written in the file)\n", "\(first.stdout)")
    #expect(text() == "[theme]\nenabled = true\nelevation = 0\n")
    let second = run(["set", "theme.elevation", "-0"])
    #expect(second.stdout == "theme.elevation: 0 (unchanged)\n", "\(second.stdout)")
    #expect(text() == "[theme]\nenabled = true\nelevation = 0\n")
  }
}
