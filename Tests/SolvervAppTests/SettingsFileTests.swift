import SolvervApp
import SolvervConfig
import Testing
import TestSupport

/// `SettingsFile` in process: what `config set` and D-Bus `SetSettings` write, all or nothing.
@Suite struct SettingsFileTests {
  @Test("a change keeps the file's CRLF endings and comments, and reads back")
  func changeKeepsCRLFAndComments() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let path = try scratch.write("config.toml", "# mine\r\nclock = \"24h\" # keep\r\n[location]\r\ncity = \"Oslo\"\r\n")
    let applied = try SettingsFile.apply([("clock", .string("12h"))], path: path)
    #expect(applied.changes.map(\.key) == ["clock"])
    #expect(try scratch.read(path) == "# mine\r\nclock = \"12h\" # keep\r\n[location]\r\ncity = \"Oslo\"\r\n")
    let values = try SettingsFile.values(path: path)
    #expect(values.first { $0.key == "clock" }?.value == .string("12h"))
  }

  @Test("one refused change in a batch writes nothing, and names the key")
  func aRefusedChangeWritesNothing() throws {
    let scratch = try ScratchFolder()
    defer { scratch.remove() }
    let original = "clock = \"24h\"\n"
    let path = try scratch.write("config.toml", original)
    do throws(SettingsFile.Failure) {
      try SettingsFile.apply([("clock", .string("12h")), ("language", .string("klingon"))], path: path)
      Issue.record("language klingon was accepted")
    } catch {
      #expect(error.message.contains("language"), "\(error.message)")
    }
    #expect(try scratch.read(path) == original)
    do throws(SettingsFile.Failure) {
      try SettingsFile.apply([("colour", .string("red"))], path: path)
      Issue.record("an unknown key was accepted")
    } catch {
      #expect(error == .unknownKey("colour"))
    }
  }
}
