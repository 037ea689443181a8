import Foundation
import SolvervEngine
import Testing

/// Through the real binary: with the places file installed beside `bin/` (or
/// named by `$SOLVERV_PLACES`), every town of 1,000 people is a place for `--location`, `locate`
/// and `config set location.city`; without it, the built-in cities of 15,000.
@Suite("Towns from the installed places file, through the binary")
struct PlacesFileCommandTests {
  static let placesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/places.txt").path

  /// Whether `locate Drøbak` found the town (a table without it may still list near spellings).
  static func findsDrøbak(_ result: CLI.Result) -> Bool {
    result.status == 0 && result.stdout.contains("Drøbak, Akershus, NO")
  }

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-places-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("An installed layout (bin/ beside share/solverv/places.txt) finds Drøbak; the binary alone does not")
  func installedLayout() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let bin = root.appendingPathComponent("bin")
    let share = root.appendingPathComponent("share/solverv")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    let binary = bin.appendingPathComponent("solverv-status").path
    // Copied by `cp`, not in this process: a descriptor open for writing here would be inherited
    // by a child another test forks meanwhile, and running the copy would fail "Text file busy".
    #expect(CLI.run([CLI.binary, binary], executable: "/bin/cp").status == 0)
    let alone = CLI.run(["locate", "Drøbak"], executable: binary)
    #expect(!Self.findsDrøbak(alone), "\(alone.status) \(alone.stdout)")
    try FileManager.default.copyItem(atPath: Self.placesFile, toPath: share.appendingPathComponent("places.txt").path)
    let found = CLI.run(["locate", "Drøbak"], executable: binary)
    #expect(found.status == 0 && found.stdout.contains("Drøbak, Akershus, NO"), "\(found.status) \(found.stdout)")
    // And the status line of a town: its point and zone.
    let line = CLI.run(
      ["--location", "Drøbak", "--format", "json", "--at", "2026-12-01T12:00:00Z"], executable: binary)
    let json = try #require(line.json as? [String: Any])
    let location = try #require(json["location"] as? [String: Any])
    #expect((location["latitude"] as? Double).map { abs($0 - 59.6624) < 0.001 } == true, "\(location)")
    #expect(location["timezone"] as? String == "Europe/Oslo")
  }

  @Test("$SOLVERV_PLACES names the file; set empty, only the built-in cities are read")
  func environmentVariable() {
    let found = CLI.run(["locate", "Drøbak", "--format", "json"], environment: ["SOLVERV_PLACES": Self.placesFile])
    #expect(found.status == 0 && (found.array.first?["name"] as? String) == "Drøbak", "\(found.stdout) \(found.stderr)")
    let none = CLI.run(["locate", "Drøbak"], environment: ["SOLVERV_PLACES": ""])
    #expect(!Self.findsDrøbak(none), "\(none.stdout)")
    // Cities of the built-in table are found either way.
    #expect(CLI.run(["locate", "Tromsø"], environment: ["SOLVERV_PLACES": ""]).status == 0)
  }

  @Test("config set location.city takes a town of the file, and the bar reads it back")
  func configSetTown() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("config.toml").path
    let environment = ["SOLVERV_PLACES": Self.placesFile]
    let set = CLI.run(["config", "set", "location.city", "Drøbak", "--config", config], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    let text = try String(contentsOfFile: config, encoding: .utf8)
    #expect(text.contains("Drøbak"), "\(text)")
    let status = CLI.run(["--config", config, "--format", "json", "--at", "2026-12-01T12:00:00Z"], environment: environment)
    let location = (status.json as? [String: Any])?["location"] as? [String: Any]
    #expect((location?["latitude"] as? Double).map { abs($0 - 59.6624) < 0.001 } == true, "\(status.stdout) \(status.stderr)")
  }

  @Test("A FIFO or a damaged file as the places file: the built-in cities, at once, no hang")
  func oddPlacesFiles() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let damaged = folder.appendingPathComponent("damaged.txt").path
    let head = try String(contentsOfFile: Self.placesFile, encoding: .utf8).prefix(100_000)
    try String(head).write(toFile: damaged, atomically: true, encoding: .utf8)
    for path in [fifo, damaged, folder.path] {
      let oslo = CLI.run(["locate", "Oslo", "--format", "json"], environment: ["SOLVERV_PLACES": path])
      #expect(oslo.status == 0 && (oslo.array.first?["name"] as? String) == "Oslo", "\(path): \(oslo.stderr)")
      #expect(!Self.findsDrøbak(CLI.run(["locate", "Drøbak"], environment: ["SOLVERV_PLACES": path])), "\(path)")
    }
  }

  @Test("A refused places file is named once on stderr with why, and in config check; a bar's stdout stays clean")
  func aRefusedPlacesFileIsNamed() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("old-places.txt").path
    let text = try String(contentsOfFile: Self.placesFile, encoding: .utf8)
    try text.replacingOccurrences(of: "solverv-places 2\n", with: "solverv-places 1\n").write(
      toFile: old, atomically: true, encoding: .utf8)
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let cases = [
      (old, "it is in format 'solverv-places 1' and this build reads 'solverv-places 2' (another release's file)"),
      (fifo, "it is a FIFO, not a regular file"), (folder.path, "it is a directory, not a regular file"),
    ]
    for (path, reason) in cases {
      let environment = ["SOLVERV_PLACES": path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
      let expected = "places file \(path) is not used: \(reason); only the built-in cities of 15,000 people or more are searched"
      let locate = CLI.run(["locate", "Drøbak"], environment: environment)
      #expect(!Self.findsDrøbak(locate), "\(locate.stdout)")
      let said = locate.stderrLines.filter { $0.contains("places file") }
      #expect(said == ["solverv-status: " + expected[...]], "\(locate.stderr)")
      // A bar: the warning on stderr only, once.
      let bar = CLI.run(["--format", "waybar", "--location", "Oslo", "--at", "2026-12-01T12:00"], environment: environment)
      #expect(bar.status == 0 && !bar.stdout.contains("places file"), "\(bar.stdout)")
      #expect(bar.stderr.components(separatedBy: "places file").count == 2, "\(bar.stderr)")
      // config check reports it among its lines, and not again on stderr.
      let check = CLI.run(["config", "check"], environment: environment)
      #expect(check.status == 0 && check.stdout.contains(expected), "\(check.stdout)")
      #expect(!check.stderr.contains("places file"), "\(check.stderr)")
    }
    // The file read, or none installed: nothing said.
    let good = CLI.run(["locate", "Drøbak"], environment: ["SOLVERV_PLACES": Self.placesFile])
    #expect(good.status == 0 && good.stderr.isEmpty, "\(good.stderr)")
    #expect(CLI.run(["locate", "Tromsø"], environment: ["SOLVERV_PLACES": ""]).stderr.isEmpty)
  }

  @Test("In every language a refused file's warning says only the built-in cities of 15,000 people are searched; doctor's line says how to mend it")
  func aRefusedPlacesFileInEveryLanguage() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["SOLVERV_PLACES": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
    for language in Languages.codes {
      let locate = CLI.run(["locate", "Drøbak", "--lang", language], environment: environment)
      let warning = locate.stderrLines.filter { $0.contains(folder.path) }
      #expect(warning.count == 1, "\(language): \(locate.stderr)")
      #expect(warning.first?.contains(/15[ .,\u{A0}]000/) == true && warning.first?.contains("SOLVERV_PLACES") == false, "\(language): \(warning)")
      let doctor = CLI.run(["doctor", "--lang", language], environment: environment)
      let line = doctor.stdout.split(separator: "\n").filter { $0.contains(folder.path) }
      #expect(line.count == 1 && line.first?.hasSuffix("SOLVERV_PLACES") == true, "\(language): \(doctor.stdout)")
    }
  }
}
