import SolvervConfig
import SolvervEngine
import Testing

/// What Solverv writes into TOML files (the config editor, `config init`, the daemon's state) is
/// quoted by the one escaping module, and the config's own parser reads it back unchanged.
struct TOMLQuotingTests {
  @Test(
    "Every string quoted as TOML reads back as the same text, control characters included",
    arguments: [
      "Oslo", "Tromsø ☀️", "a \"quoted\" \\ name", "line\nbreak\r\n\ttab", "\u{0}\u{1}\u{1F}\u{7F}", "\u{2028}\u{2029}", "",
    ])
  func quotedStringsReadBack(text: String) throws {
    let document = try TOMLDocument.parse("name = " + Escaping.quoted(text, as: .toml) + "\n")
    #expect(document["name"]?.stringValue == text)
  }

  @Test("The editor's location lines are TOML the schema accepts")
  func editorLinesParse() throws {
    let keys = [
      (key: "name", value: Escaping.quoted("Home \"by\" the\nsea", as: .toml)),
      (key: "latitude", value: ConfigEditor.formatDegrees(59.9)), (key: "longitude", value: ConfigEditor.formatDegrees(10)),
      (key: "timezone", value: Escaping.quoted("Europe/Oslo", as: .toml)),
    ]
    let text = try ConfigEditor.settingLocation(in: "language = \"nb\"\n", to: keys)
    let config = try SolvervConfig.parse(text, path: "config.toml")
    guard case .coordinates(let name, let coordinate, let zone)? = config.location else {
      Issue.record("no coordinates in \(text)")
      return
    }
    #expect(name == "Home \"by\" the\nsea" && coordinate.longitude == 10 && zone == "Europe/Oslo")
    #expect(config.language == "nb")
  }
}
