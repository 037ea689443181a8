import Foundation
import SolvervConfig
import SolvervEngine
import Testing

/// `config schema`, `config init` and `config check` all come from `Setting.all`: every setting
/// appears in each, so none can be forgotten again (`config init` once wrote no `date_order`).
@Suite struct ConfigSchemaCommandTests {
  @Test("config schema prints every setting as JSON, its words in the config's language or --lang's")
  func schemaListsEverySetting() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"sv\"\n")
    let result = sandbox.run(["config", "schema"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["language"] as? String == "sv" && object["schema"] as? Int == 1)
    let keys = (object["settings"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
    #expect(keys == Setting.all.map(\.name))
    let german = sandbox.run(["config", "schema", "--lang", "de"])
    #expect(german.status == 0 && german.stdout.contains(#""language":"de""#) && german.stdout.contains("Deutsch"))
    // Every choice of every setting has its words, in every language.
    for language in Languages.codes {
      let schema = sandbox.run(["config", "schema", "--lang", language])
      let settings = try #require(
        (try JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any])?["settings"] as? [[String: Any]])
      for setting in settings {
        for choice in (setting["choices"] as? [[String: Any]]) ?? [] {
          #expect((choice["label"] as? String)?.isEmpty == false, "\(language): \(setting["key"] ?? "") \(choice)")
        }
      }
    }
    let bad = sandbox.run(["config", "schema", "--lang", "xx"])
    #expect(bad.status == 64 && bad.stderr.contains("xx"), "\(bad.stderr)")
  }

  @Test("config init writes every setting (commented at its default) and the file it writes checks clean")
  func initWritesEverySetting() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["config", "init", "--location", "Oslo"])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    for setting in Setting.all where setting.path.first != "location" {
      #expect(text.contains("# \(setting.path.last!) = \(setting.defaultValue.tomlText)"), "\(setting.name) missing:\n\(text)")
    }
    #expect(text.contains("city = \"Oslo\""))
    let check = sandbox.run(["config", "check"])
    #expect(check.status == 0, "\(check.stderr)")
    // config check's summary names every setting but the place's.
    for setting in Setting.all where setting.path.first != "location" {
      #expect(check.stdout.contains("\(setting.name): "), "\(setting.name) missing:\n\(check.stdout)")
    }
    // A commented key set later is written as a value, and reads back.
    #expect(sandbox.run(["config", "set", "date_order", "ymd"]).status == 0)
    #expect(sandbox.run(["config", "get", "date_order"]).stdout.contains("ymd"))
  }
}
