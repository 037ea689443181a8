import Foundation
import SolvervConfig
import Testing

/// At the editor: edits work on the bytes as the parser counts lines, keep
/// each line's own ending, and reach keys written as inline tables or dotted keys.
struct ConfigEditorLayoutTests {
  static func set(_ path: [String], _ literal: String?, in text: String) throws -> String {
    try ConfigEditor.setting([(path, literal)], in: text)
  }

  @Test func crlfConfigKeepsEveryLineOnSet() throws {
    let text = "clock = \"24h\"\r\n# my comment\r\n[location]\r\ncity = \"Tromsø\"\r\n[notifications]\r\nat = \"07:00\"\r\nsad = true\r\n"
    let result = try Self.set(["clock"], "\"12h\"", in: text)
    #expect(result == text.replacingOccurrences(of: "24h", with: "12h"))
  }

  @Test func crlfConfigTakesNewKeysWithCRLF() throws {
    let text = "language = \"en\"\r\nclock = \"24h\"\r\n"
    #expect(try Self.set(["clock"], "\"12h\"", in: text) == "language = \"en\"\r\nclock = \"12h\"\r\n")
    #expect(try Self.set(["events"], "3", in: text) == "language = \"en\"\r\nclock = \"24h\"\r\nevents = 3\r\n")
    #expect(
      try Self.set(["notifications", "at"], "\"sunset\"", in: text)
        == "language = \"en\"\r\nclock = \"24h\"\r\n\r\n[notifications]\r\nat = \"sunset\"\r\n")
  }

  @Test func mixedEndingsKeepEachLineAndTheHeaders() throws {
    // Four CRLF lines, two LF: new lines take CRLF; every other line keeps its own.
    let text = "clock = \"24h\"\n[location]\r\ncity = \"Oslo\"\r\n\r\n[notifications]\r\nenabled = true\n"
    #expect(try Self.set(["notifications", "sad"], "true", in: text) == text + "sad = true\r\n")
    #expect(try Self.set(["clock"], "\"12h\"", in: text) == text.replacingOccurrences(of: "24h", with: "12h"))
    // A tie takes the first line's ending.
    #expect(try Self.set(["events"], "2", in: "a = 1\nb = 2\r\n") == "a = 1\nb = 2\r\nevents = 2\n")
  }

  @Test func aLiteralCRLFInsideAMultiLineStringIsNoDuplicateAndNoOffByOne() throws {
    let text =
      "clock = \"24h\"\r\n[format.waybar]\r\nclick = \"\"\"\r\nclock = \"x\"\r\n[location]\r\n\"\"\"\r\nsize = \"small\"\r\n[notifications]\r\nat = \"07:00\"\r\n"
    let result = try Self.set(["notifications", "sad"], "true", in: text)
    #expect(result == text + "sad = true\r\n")
    let again = try Self.set(["format", "waybar", "template"], "\"{icon}\"", in: text)
    #expect(again.contains("size = \"small\"\r\ntemplate = \"{icon}\"\r\n[notifications]"), "\(again)")
    let replaced = try Self.set(["format", "waybar", "click"], "\"y\"", in: text)
    #expect(replaced == "clock = \"24h\"\r\n[format.waybar]\r\nclick = \"y\"\r\nsize = \"small\"\r\n[notifications]\r\nat = \"07:00\"\r\n")
  }

  @Test func aByteOrderMarkAndAMissingLastLineBreakStay() throws {
    let text = "\u{FEFF}clock = \"24h\"\n[notifications]\nat = \"07:00\""
    #expect(try Self.set(["clock"], "\"12h\"", in: text) == "\u{FEFF}clock = \"12h\"\n[notifications]\nat = \"07:00\"")
    #expect(try Self.set(["notifications", "sad"], "true", in: text) == text + "\nsad = true\n")
    #expect(try Self.set(["clock"], nil, in: text) == "\u{FEFF}[notifications]\nat = \"07:00\"")
  }

  @Test func aValueIsReplacedWithItsKeySpellingAndCommentKept() throws {
    let text = "  \"clock\"='24h'   # mine\n"
    #expect(try Self.set(["clock"], "\"12h\"", in: text) == "  \"clock\"=\"12h\"   # mine\n")
  }

  @Test func anInlineTableIsEditedInPlace() throws {
    let text = "notifications = { enabled = true, at = \"sunrise\" }  # inline\n"
    #expect(
      try Self.set(["notifications", "at"], "\"07:30\"", in: text)
        == "notifications = { enabled = true, at = \"07:30\" }  # inline\n")
    #expect(
      try Self.set(["notifications", "sad"], "true", in: text)
        == "notifications = { enabled = true, at = \"sunrise\", sad = true }  # inline\n")
    #expect(try Self.set(["notifications", "enabled"], nil, in: text) == "notifications = { at = \"sunrise\" }  # inline\n")
    #expect(try Self.set(["notifications", "at"], nil, in: text) == "notifications = { enabled = true }  # inline\n")
    #expect(try Self.set(["notifications", "sad"], "true", in: "notifications = {}\n") == "notifications = { sad = true }\n")
  }

  @Test func aDottedTopLevelTableTakesANewDottedKey() throws {
    let text = "notifications.at = \"sunrise\"\nclock = \"24h\"\n\n[location]\ncity = \"Oslo\"\n"
    #expect(
      try Self.set(["notifications", "enabled"], "false", in: text)
        == "notifications.at = \"sunrise\"\nnotifications.enabled = false\nclock = \"24h\"\n\n[location]\ncity = \"Oslo\"\n")
    let format = "[format]\nwaybar.size = \"small\"\n"
    #expect(try Self.set(["format", "waybar", "template"], "\"x\"", in: format) == format + "waybar.template = \"x\"\n")
  }

  @Test func theOutlineGivesByteSpansThatFitTheFile() throws {
    let text = "a = 1\r\n[t]\r\n  b = \"\"\"\r\nx\r\n\"\"\"  # c\r\nc = { d = 1, e = { f = 2 } }"
    let bytes = Array(text.utf8)
    let outline = try TOMLDocument.outline(bytes: bytes)
    #expect(outline.map(\.lines) == [1...1, 2...2, 3...5, 6...6])
    #expect(outline.map { String(decoding: bytes[$0.span], as: UTF8.self) } == [
      "a = 1\r\n", "[t]\r\n", "  b = \"\"\"\r\nx\r\n\"\"\"  # c\r\n", "c = { d = 1, e = { f = 2 } }",
    ])
    #expect(outline[2].trailingComment == "  # c")
    let tables = outline[3].inlineTables
    #expect(tables.map(\.path) == [["t", "c", "e"], ["t", "c"]])
    #expect(tables[1].members.map { String(decoding: bytes[$0.value], as: UTF8.self) } == ["1", "{ f = 2 }"])
  }

  @Test func changedValuesNamesWhatAnEditLost() throws {
    let before = try TOMLDocument.parse("a = 1\n[t]\nb = 2\nc = { d = 3 }\n")
    let after = try TOMLDocument.parse("a = 5\n[t]\nb = 2\n")
    #expect(ConfigEditor.changedValues(from: before, to: after, outside: [["a"]]) == ["t.c.d"])
    #expect(ConfigEditor.changedValues(from: before, to: after, outside: [["a"], ["t", "c"]]).isEmpty)
  }
}
