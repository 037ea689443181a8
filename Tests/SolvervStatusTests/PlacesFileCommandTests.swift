import Foundation
import Testing

/// Issue 20, item 8 through the real binary: with the places file installed beside `bin/` (or
/// named by `$SOLVERV_PLACES`), every town of 1,000 people is a place for `--location`, `locate`
/// and `config set location.city`; without it, the built-in cities of 15,000.
@Suite("Towns from the installed places file, through the binary")
struct PlacesFileCommandTests {
  static let placesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/places.txt").path

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
    try FileManager.default.copyItem(atPath: CLI.binary, toPath: binary)
    let alone = CLI.run(["locate", "Drøbak"], executable: binary)
    #expect(alone.status == 1 && alone.stderr.contains("Drøbak"), "\(alone.status) \(alone.stderr)")
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
    #expect(none.status == 1 && none.stderr.contains("Drøbak"))
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
      #expect(CLI.run(["locate", "Drøbak"], environment: ["SOLVERV_PLACES": path]).status == 1, "\(path)")
    }
  }
}
