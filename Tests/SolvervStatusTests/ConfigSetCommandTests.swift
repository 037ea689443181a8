import Foundation
import Testing
import SolvervConfig

/// `config set KEY VALUE` / `config get [KEY]` through the real binary on real
/// files in a scratch folder: validated by the config reader, comments and other keys kept, all
/// or nothing, and exit codes a script can trust (64 a bad key or value, 78 a broken file).
struct ConfigSetCommandTests {
  let folder: URL
  let config: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    config = folder.appendingPathComponent("config.toml").path
  }

  func write(_ text: String) throws { try text.write(toFile: config, atomically: true, encoding: .utf8) }
  func read() -> String { (try? String(contentsOfFile: config, encoding: .utf8)) ?? "" }
  func run(_ arguments: [String]) -> CLI.Result { CLI.run(["config"] + arguments + ["--config", config]) }

  static let commented = """
    # my settings
    language = "nb"  # Norwegian

    [location]
    # home
    name = "Hjem"
    latitude = 59.9
    longitude = 10.7

    [notifications]
    at = "sunrise" # morning

    """

  @Test("set changes one key where it stands, keeps every comment, and get reads it back")
  func setKeepsComments() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Self.commented)
    #expect(run(["set", "notifications.at", "07:30"]).status == 0)
    #expect(read() == Self.commented.replacingOccurrences(of: "at = \"sunrise\" # morning", with: "at = \"07:30\" # morning"))
    #expect(run(["get", "notifications.at"]).stdout == "07:30\n")
    #expect(run(["set", "events", "10"]).status == 0)
    #expect(read().hasPrefix("# my settings\nlanguage = \"nb\"  # Norwegian\nevents = 10\n"), "\(read())")
    #expect(run(["get", "events"]).stdout == "10\n")
    // The place: a city replaces the coordinates; "auto" replaces the table; comments stay.
    #expect(run(["set", "location.city", "Tokyo"]).status == 0)
    #expect(read().contains("[location]\ncity = \"Tokyo\"\n# home\n") && !read().contains("latitude"), "\(read())")
    #expect(CLI.run(["--config", config, "--at", "2026-11-23T12:00", "--format", "json"]).stdout.contains("\"Asia/Tokyo\""))
    #expect(run(["set", "location", "auto"]).status == 0)
    #expect(read().contains("location = \"auto\"\n") && !read().contains("[location]") && read().contains("# home"), "\(read())")
    #expect(run(["get", "location.auto"]).stdout == "true\n")
  }

  @Test("get without a key lists every setting with its value in effect (defaults included)")
  func getAll() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = run(["get"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.contains("language = auto") && lines.contains("events = 8") && lines.contains("notifications.at = sunrise"))
    #expect(lines.count == Setting.all.count, "\(lines)")
  }

  @Test(
    "A refused value exits 64 naming the key and what is allowed (in the file's language, Bokmål), and leaves the file byte for byte",
    arguments: [
      (["events", "13"], "«events»: 13 er ikke en listelengde: bruk et heltall fra 1 til 12"),
      (["events", "many"], "«events»: 'many' er ikke tillatt: bruk et heltall fra 1 til 12"),
      (["clock", "noon"], "'noon' er ikke et klokkeformat: bruk «auto», «24h» eller «12h»"),
      (["notifications.at", "7"], "'7' er ikke et tidspunkt"),
      (["notifications.enabled", "yes"], "«notifications.enabled»: 'yes' er ikke tillatt: bruk «true» eller «false»"),
      (["location.city", "Qwxzville"], "«Qwxzville» er ikke en av de medfølgende byene"),
      (["colour", "red"], "ukjent innstilling «colour»: bruk en av language, clock"),
    ])
  func refused(arguments: [String], message: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Self.commented)
    let result = run(["set"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(read() == Self.commented)
  }

  @Test("The two message parts cannot both be turned off")
  func atLeastOnePart() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(run(["set", "notifications.daily_change", "false"]).status == 0)
    let before = read()
    let result = run(["set", "notifications.since_solstice", "false"])
    #expect(result.status == 64 && result.stderr.contains("cannot both be off"), "\(result.stderr)")
    #expect(read() == before)
  }

  @Test("A broken file is not touched (78); a symlinked config is written through its link")
  func brokenAndSymlinked() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("language = \n")
    let broken = run(["set", "events", "3"])
    #expect(broken.status == 78 && broken.stderr.contains("fix it first"), "\(broken.stderr)")
    #expect(read() == "language = \n")
    let target = folder.appendingPathComponent("dotfiles-config.toml").path
    try "# managed\n".write(toFile: target, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: config)
    try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: target)
    #expect(run(["set", "events", "3"]).status == 0)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: config)) == target)
    #expect((try? String(contentsOfFile: target, encoding: .utf8)) == "# managed\nevents = 3\n")
  }

  @Test("A config path whose folder is a file cannot be written: 73 and one line")
  func unwritable() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("not-a-folder").path
    try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
    let result = CLI.run(["config", "set", "events", "3", "--config", blocker + "/config.toml"])
    #expect(result.status == 73 && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }
}
