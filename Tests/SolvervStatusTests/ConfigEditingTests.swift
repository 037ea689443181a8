import TestSupport
import Foundation
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem
import Testing

/// `SetLocation` edits the user's config: the file stays where and what it is (a link stays a
/// link, 0600 stays 0600), every comment stays, and only the location key lines change.
struct ConfigEditingTests {
  static let home = (name: "Home", coordinate: try! Coordinate(latitude: 59.9139, longitude: 10.7522), zone: "Europe/Oslo")

  static func setHome(_ path: String) throws {
    try ConfigEditor.setLocation(name: home.name, coordinate: home.coordinate, timezone: home.zone, path: path)
  }

  static func readsBackHome(_ text: String) -> Bool {
    guard case .coordinates(let name, let coordinate, let zone)? = try? SolvervConfig.parse(text, path: "x").location else {
      return false
    }
    return name == home.name && coordinate == home.coordinate && zone == home.zone
  }

  @Test func setLocationKeepsASymlinkedConfigAndItsMode() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let dotfiles = sandbox.root.path + "/dotfiles/solverv"
    try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
    try "clock = \"12h\"\n\n[location]\ncity = \"Oslo\"\n".write(
      toFile: dotfiles + "/config.toml", atomically: false, encoding: .utf8)
    chmod(dotfiles + "/config.toml", 0o600)
    try FileManager.default.removeItem(atPath: sandbox.root.path + "/config/solverv")
    // A linked folder and a linked file, as dotfile managers make them.
    try FileManager.default.createDirectory(atPath: sandbox.root.path + "/config/solverv", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.configPath, withDestinationPath: "../../dotfiles/solverv/config.toml")
    try Self.setHome(sandbox.configPath)
    #expect(Scratch.linkTarget(sandbox.configPath) == "../../dotfiles/solverv/config.toml")
    let text = try #require(Scratch.text(dotfiles + "/config.toml"))
    #expect(Self.readsBackHome(text) && text.hasPrefix("clock = \"12h\"\n"))
    #expect(FileFacts(dotfiles + "/config.toml")?.mode == 0o600)
    #expect(Scratch.names(in: dotfiles) == ["config.toml"])
    #expect(Scratch.names(in: sandbox.root.path + "/config/solverv") == ["config.toml"])
  }

  @Test func setLocationKeepsTheModeOfAPlainConfig() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n")
    chmod(sandbox.configPath, 0o600)
    let before = try #require(FileFacts(sandbox.configPath))
    try Self.setHome(sandbox.configPath)
    #expect(FileFacts(sandbox.configPath)?.mode == 0o600)
    #expect(FileFacts(sandbox.configPath)?.inode != before.inode)  // replaced atomically, not rewritten in place
  }

  @Test func setLocationIgnoresALocationHeaderInsideAMultiLineTemplate() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let config = """
      [format.waybar]
      template = \"\"\"
      [location]
      {icon} {days}d
      \"\"\"

      [location]
      city = "Oslo"

      """
    sandbox.writeConfig(config)
    try Self.setHome(sandbox.configPath)
    let text = try #require(Scratch.text(sandbox.configPath))
    #expect(Self.readsBackHome(text), "\(text)")
    let template = try SolvervConfig.parse(text, path: "x").formats["waybar"]?.template?.source
    #expect(template == "[location]\n{icon} {days}d\n")
    #expect(text.components(separatedBy: "[location]").count - 1 == 2)
  }

  @Test func setLocationKeepsCommentsInAndAfterTheLocationTable() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    #expect(sandbox.run(["config", "init", "--city", "Oslo"]).status == 0)
    let original = try #require(Scratch.text(sandbox.configPath))
    try Self.setHome(sandbox.configPath)
    let text = try #require(Scratch.text(sandbox.configPath))
    #expect(Self.readsBackHome(text), "\(text)")
    // Every comment line of `config init`'s file is still there, in the same order.
    let comments = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("#") } }
    #expect(comments(text) == comments(original))
    // The new keys sit where `city` was, before the commented examples.
    let keys = text.range(
      of:
        "[location]\nname = \"Home\"\nlatitude = 59.9139\nlongitude = 10.7522\ntimezone = \"Europe/Oslo\"\n# Or exact coordinates"
    )
    #expect(keys != nil, "\(text)")
    #expect(!text.contains("city = \"Oslo\""))
  }

  @Test func setLocationReplacesKeyLinesInPlaceWithTheirComments() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(
      """
      [location]
      # where I live
      latitude = 1.5    # north positive
        longitude = 2.5   # east positive
      # no zone yet

      [notifications]
      enabled = false

      """)
    try Self.setHome(sandbox.configPath)
    let text = try #require(Scratch.text(sandbox.configPath))
    #expect(
      text == """
        [location]
        # where I live
        latitude = 59.9139    # north positive
          longitude = 10.7522   # east positive
        name = "Home"
        timezone = "Europe/Oslo"
        # no zone yet

        [notifications]
        enabled = false

        """)
  }

  @Test func setLocationReplacesATopLevelLocation() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("# mine\nlocation.city = \"Oslo\"  # dotted\nclock = \"12h\"\n\n[notifications]\nenabled = true\n")
    try Self.setHome(sandbox.configPath)
    let text = try #require(Scratch.text(sandbox.configPath))
    #expect(Self.readsBackHome(text), "\(text)")
    #expect(text.hasPrefix("# mine\nclock = \"12h\"\n\n[notifications]\nenabled = true\n\n[location]\n"))
  }

  @Test func setLocationRefusesAFIFOConfigAtOnce() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try Scratch.makeFIFO(sandbox.configPath)
    let started = Date()
    #expect {
      try Self.setHome(sandbox.configPath)
    } throws: { error in
      (error as? ConfigEditor.Failure)?.description.contains("is a FIFO, not a regular file") == true
    }
    #expect(Date().timeIntervalSince(started) < ProcessExit.hangGuard)  // a blocking open would never return
    #expect(FileFacts(sandbox.configPath)?.isFIFO == true)
  }

  @Test func setLocationRemovesStaleTemporaryFilesOfKilledWriters() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n")
    let folder = sandbox.root.path + "/config/solverv"
    let dead = try Scratch.deadPID()
    try "[location]\nci".write(toFile: "\(folder)/config.toml.tmp.\(dead)", atomically: false, encoding: .utf8)
    try Self.setHome(sandbox.configPath)
    #expect(Scratch.names(in: folder) == ["config.toml", "formats"])
  }
}
