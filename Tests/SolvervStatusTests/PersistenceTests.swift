import Foundation
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem
import Testing

/// Files the daemon writes for the user: the notification state and the config's location.
struct PersistenceTests {
  @Test func stateRoundTripsAndIsWrittenAtomically() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.root.appendingPathComponent("state/solverv/state.toml").path
    let state = NotificationState(
      lastSentDate: CivilDate(iso: "2026-11-22")!, lastSentAt: Instant(secondsSince1970: 1_795_392_000))
    try NotificationStateStore.save(state, path: path)
    let loaded = NotificationStateStore.load(path: path)
    #expect(loaded.state == state && loaded.warning == nil)
    // No temporary file is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("state/solverv").path)
    #expect(names == ["state.toml"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test(arguments: [
    "{not toml", "schema = 2", "schema = 1\n[last_notification]\ndate = \"yesterday\"\n", "schema = 1\nlast_notification = 3\n",
    "\u{0}\u{1}binary",
  ])
  func aCorruptStateIsSetAsideWithAWarning(content: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.appendingPathComponent("state")
    let path = folder.appendingPathComponent("state.toml").path
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = NotificationStateStore.load(path: path)
    #expect(loaded.state == NotificationState())
    #expect(loaded.warning?.contains("moved it to") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains { $0.hasPrefix("state.toml.corrupt-") })
    #expect(!names.contains("state.toml"))
    // And the next save rebuilds it.
    try NotificationStateStore.save(NotificationState(lastSentDate: CivilDate(iso: "2026-01-01")!), path: path)
    #expect(NotificationStateStore.load(path: path).state.lastSentDate == CivilDate(iso: "2026-01-01"))
  }

  @Test("The state is TOML the config parser reads, and an old state.json's day survives the upgrade once")
  func theStateIsTOMLAndTheOldJSONStateIsMigratedOnce() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.appendingPathComponent("state/solverv")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("state.toml").path
    // What versions before the TOML state wrote.
    let old =
      #"{"schema":1,"last_notification":{"date":"2026-11-21","sent_at":"2026-11-21T07:10:00Z","sent_at_unix":1795245000}}"#
    try (old + "\n").write(toFile: folder.appendingPathComponent("state.json").path, atomically: true, encoding: .utf8)
    let loaded = NotificationStateStore.load(path: path)
    #expect(loaded.state.lastSentDate == CivilDate(iso: "2026-11-21") && loaded.warning == nil)
    // The first save writes TOML and removes the old file.
    let state = NotificationState(
      lastSentDate: CivilDate(iso: "2026-11-22")!, lastSentAt: Instant(secondsSince1970: 1_795_392_000))
    try NotificationStateStore.save(state, path: path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.toml"])
    let document = try TOMLDocument.parse(String(contentsOfFile: path, encoding: .utf8))
    #expect(document["schema"]?.integerValue == 1)
    #expect(document["last_notification"]?.tableValue?["date"]?.stringValue == "2026-11-22")
    #expect(document["last_notification"]?.tableValue?["sent_at_unix"]?.integerValue == 1_795_392_000)
  }

  @Test("An old state.json that is not what Solverv wrote reads as no state, never as an error")
  func aStrangeOldJSONStateIsNoState() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.appendingPathComponent("state")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for text in ["{broken", #"{"date":"2026-1"}"#, #"{"date":"not-a-date"}"#, ""] {
      try text.write(toFile: folder.appendingPathComponent("state.json").path, atomically: true, encoding: .utf8)
      let loaded = NotificationStateStore.load(path: folder.appendingPathComponent("state.toml").path)
      #expect(loaded.state == NotificationState() && loaded.warning == nil, "\(text)")
    }
  }

  @Test func setLocationReplacesOnlyTheLocationTable() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(
      """
      # my settings
      language = "nb"

      [location]
      city = "Oslo"   # old
      # a comment that goes with the table

      [format.waybar]
      size = "large"   # keep me

      """)
    try ConfigEditor.setLocation(
      name: "Hytta \"oppe\"", coordinate: try Coordinate(latitude: 61.123456789, longitude: -9.5), timezone: "Europe/Oslo",
      path: sandbox.configPath)
    let text = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    #expect(text.contains("# my settings") && text.contains("language = \"nb\"") && text.contains("size = \"large\"   # keep me"))
    #expect(!text.contains("city = \"Oslo\""))
    let config = try SolvervConfig.parse(text, path: sandbox.configPath)
    guard case .coordinates(let name, let coordinate, let zone)? = config.location else {
      Issue.record("no location")
      return
    }
    #expect(name == "Hytta \"oppe\"" && zone == "Europe/Oslo")
    #expect(abs(coordinate.latitude - 61.123457) < 1e-9 && coordinate.longitude == -9.5)
    // The CLI sees it.
    let status = sandbox.run(["--format", "json"])
    #expect(status.stdout.contains("\"name\":\"Hytta \\\"oppe\\\"\"") && status.stdout.contains("\"source\":\"config\""))
  }

  @Test func setLocationCreatesAFileAndReplacesAuto() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try? FileManager.default.removeItem(atPath: sandbox.configPath)
    try ConfigEditor.setLocation(
      name: "Home", coordinate: try Coordinate(latitude: 1, longitude: 2), timezone: "UTC", path: sandbox.configPath)
    #expect(try SolvervConfig.parse(String(contentsOfFile: sandbox.configPath, encoding: .utf8), path: "x").location != nil)
    sandbox.writeConfig("location = \"auto\"\nclock = \"12h\"\n")
    try ConfigEditor.setLocation(
      name: "Home", coordinate: try Coordinate(latitude: 1, longitude: 2), timezone: "UTC", path: sandbox.configPath)
    let config = try SolvervConfig.parse(String(contentsOfFile: sandbox.configPath, encoding: .utf8), path: "x")
    #expect(config.clock == .twelveHour)
    if case .coordinates? = config.location {} else { Issue.record("auto not replaced") }
  }

  @Test func setLocationRefusesABrokenConfig() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location\n")
    #expect(throws: ConfigEditor.Failure.self) {
      try ConfigEditor.setLocation(
        name: "X", coordinate: try Coordinate(latitude: 1, longitude: 2), timezone: "UTC", path: sandbox.configPath)
    }
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8) == "[location\n")
  }

  @Test func notifyPreviewPrintsTheMessage() {
    let result = CLI.run(["notify", "--preview", "--location", "Minneapolis", "--at", "2024-12-21T12:00"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "Daylight · Minneapolis\n🌟 Happy Winter Solstice! The shortest day is here—every day gets brighter from now on!\n")
    #expect(CLI.run(["notify"]).status == 64)
  }
}
