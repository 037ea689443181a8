import Foundation
import SolvervApp
import SolvervEngine
import SolvervSystem
import Testing

/// Files the daemon writes for the user: the notification state and the config's location.
struct PersistenceTests {
  @Test func stateRoundTripsAndIsWrittenAtomically() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.root.appendingPathComponent("state/solverv/state.json").path
    let state = NotificationState(lastSentDate: CivilDate(iso: "2026-11-22")!, lastSentAt: Instant(secondsSince1970: 1_795_392_000))
    try NotificationStateStore.save(state, path: path)
    let loaded = NotificationStateStore.load(path: path)
    #expect(loaded.state == state && loaded.warning == nil)
    // No temporary file is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.appendingPathComponent("state/solverv").path)
    #expect(names == ["state.json"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test(arguments: ["{not json", "{\"schema\":2}", "{\"schema\":1,\"last_notification\":{\"date\":\"yesterday\"}}", "\u{0}\u{1}binary"])
  func aCorruptStateIsSetAsideWithAWarning(content: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.root.appendingPathComponent("state")
    let path = folder.appendingPathComponent("state.json").path
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = NotificationStateStore.load(path: path)
    #expect(loaded.state == NotificationState())
    #expect(loaded.warning?.contains("moved it to") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains { $0.hasPrefix("state.json.corrupt-") })
    #expect(!names.contains("state.json"))
    // And the next save rebuilds it.
    try NotificationStateStore.save(NotificationState(lastSentDate: CivilDate(iso: "2026-01-01")!), path: path)
    #expect(NotificationStateStore.load(path: path).state.lastSentDate == CivilDate(iso: "2026-01-01"))
  }

  @Test func setLocationReplacesOnlyTheLocationTable() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("""
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
    guard case .coordinates(let name, let coordinate, let zone)? = config.location else { Issue.record("no location"); return }
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
    try ConfigEditor.setLocation(name: "Home", coordinate: try Coordinate(latitude: 1, longitude: 2), timezone: "UTC", path: sandbox.configPath)
    #expect(try SolvervConfig.parse(String(contentsOfFile: sandbox.configPath, encoding: .utf8), path: "x").location != nil)
    sandbox.writeConfig("location = \"auto\"\nclock = \"12h\"\n")
    try ConfigEditor.setLocation(name: "Home", coordinate: try Coordinate(latitude: 1, longitude: 2), timezone: "UTC", path: sandbox.configPath)
    let config = try SolvervConfig.parse(String(contentsOfFile: sandbox.configPath, encoding: .utf8), path: "x")
    #expect(config.clock == .twelveHour)
    if case .coordinates? = config.location {} else { Issue.record("auto not replaced") }
  }

  @Test func setLocationRefusesABrokenConfig() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location\n")
    #expect(throws: ConfigEditor.Failure.self) {
      try ConfigEditor.setLocation(name: "X", coordinate: try Coordinate(latitude: 1, longitude: 2), timezone: "UTC", path: sandbox.configPath)
    }
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8) == "[location\n")
  }

  @Test func notifyPreviewPrintsTheMessage() {
    let result = CLI.run(["notify", "--preview", "--location", "Minneapolis", "--at", "2024-12-21T12:00"])
    #expect(result.status == 0)
    #expect(result.stdout == "Daylight · Minneapolis\n🌟 Happy Winter Solstice! The shortest day is here—every day gets brighter from now on!\n")
    #expect(CLI.run(["notify"]).status == 64)
  }
}
