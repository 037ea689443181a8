import Foundation
import SolvervConfig
import SolvervEngine
import Testing

/// A config as a user would write it: comments, CRLF-free, a BOM-free UTF-8 name, sub-tables,
/// a multi-line template, arrays.
let sampleConfig = """
  # Solverv configuration
  language = "nb"
  clock = "12h"

  [location]
  name = "Tromsø"
  latitude = 59.9139
  longitude = 10.7522
  timezone = "Europe/Oslo"

  [format.waybar]
  template = "{icon} {days}d"
  size = "small"

  [notifications]
  enabled = true   # a daily summary
  sound = false
  at = "07:30"
  events = [
    "sunrise",
    "sunset",  # trailing comma is fine
  ]
  lead-minutes = [5, 15, 60]

  [format.tooltip]
  template = \"\"\"
  {icon} Sunrise {sunrise}
  Sunset {sunset}\"\"\"
  colours = { day = "#ffd75f", night = '#5f87ff' }

  """

/// The error `text` fails with, or nil when it parses.
func failure(_ text: String) -> TOMLError? {
  do {
    _ = try TOMLDocument.parse(text)
    return nil
  } catch {
    return error
  }
}

func failure(bytes: [UInt8]) -> TOMLError? {
  do {
    _ = try TOMLDocument.parse(bytes: bytes)
    return nil
  } catch {
    return error
  }
}

/// The value of `key` in a one-line document `key = <text>`.
private func value(_ text: String) throws -> TOMLValue? {
  try TOMLDocument.parse("v = " + text)["v"]
}

struct TOMLDocumentTests {
  @Test func realisticConfigValues() throws {
    let doc = try TOMLDocument.parse(sampleConfig)
    #expect(doc.root.keys == ["language", "clock", "location", "format", "notifications"])
    #expect(doc["language"] == .string("nb"))
    #expect(doc["clock"] == .string("12h"))
    let location = try #require(doc.root.table("location"))
    #expect(location.keys == ["name", "latitude", "longitude", "timezone"])
    #expect(location["name"] == .string("Tromsø"))
    #expect(location["latitude"] == .float(59.9139))
    #expect(location["longitude"]?.numberValue == 10.7522)
    #expect(location["timezone"]?.stringValue == "Europe/Oslo")
    let format = try #require(doc.root.table("format"))
    #expect(format.keys == ["waybar", "tooltip"])
    #expect(format.table("waybar")?["template"] == .string("{icon} {days}d"))
    #expect(format.table("waybar")?["size"] == .string("small"))
    let tooltip = try #require(format.table("tooltip"))
    #expect(tooltip["template"] == .string("{icon} Sunrise {sunrise}\nSunset {sunset}"))
    #expect(tooltip.table("colours")?["day"] == .string("#ffd75f"))
    #expect(tooltip.table("colours")?["night"] == .string("#5f87ff"))
    let notifications = try #require(doc.root.table("notifications"))
    #expect(notifications["enabled"] == .boolean(true))
    #expect(notifications["sound"]?.booleanValue == false)
    #expect(notifications["at"] == .string("07:30"))
    #expect(notifications["events"] == .array([.string("sunrise"), .string("sunset")]))
    #expect(notifications["lead-minutes"] == .array([.integer(5), .integer(15), .integer(60)]))
    #expect(notifications["lead-minutes"]?.typeName == "array")
    #expect(doc.root["missing"] == nil && doc.root.table("language") == nil)
  }

  @Test func realisticConfigPositions() throws {
    let doc = try TOMLDocument.parse(sampleConfig)
    #expect(doc.root.position(of: "language") == TOMLPosition(line: 2, column: 1))
    #expect(doc.root.valuePosition(of: "language") == TOMLPosition(line: 2, column: 12))
    // A header table: the name in its header, the value at the header's '['.
    #expect(doc.root.position(of: "location") == TOMLPosition(line: 5, column: 2))
    #expect(doc.root.valuePosition(of: "location") == TOMLPosition(line: 5, column: 1))
    let location = try #require(doc.root.table("location"))
    #expect(location.position(of: "latitude") == TOMLPosition(line: 7, column: 1))
    #expect(location.valuePosition(of: "latitude") == TOMLPosition(line: 7, column: 12))
    #expect(location.valuePosition(of: "name") == TOMLPosition(line: 6, column: 8))
    // `format` is first mentioned by [format.waybar]; `waybar` is its second part.
    #expect(doc.root.position(of: "format") == TOMLPosition(line: 11, column: 2))
    let format = try #require(doc.root.table("format"))
    #expect(format.position(of: "waybar") == TOMLPosition(line: 11, column: 9))
    #expect(format.position(of: "tooltip") == TOMLPosition(line: 25, column: 9))
    #expect(format.table("waybar")?.position(of: "size") == TOMLPosition(line: 13, column: 1))
    let notifications = try #require(doc.root.table("notifications"))
    #expect(notifications.valuePosition(of: "events") == TOMLPosition(line: 19, column: 10))
    #expect(notifications.position(of: "lead-minutes") == TOMLPosition(line: 23, column: 1))
    let tooltip = try #require(format.table("tooltip"))
    #expect(tooltip.valuePosition(of: "template") == TOMLPosition(line: 26, column: 12))
    #expect(tooltip.position(of: "colours") == TOMLPosition(line: 29, column: 1))
    #expect(tooltip.table("colours")?.position(of: "night") == TOMLPosition(line: 29, column: 30))
    let entries = notifications.entries
    #expect(entries.map(\.key) == ["enabled", "sound", "at", "events", "lead-minutes"])
    #expect(entries[2].position == TOMLPosition(line: 18, column: 1))
    #expect(entries[2].value == .string("07:30"))
  }

  @Test func byteOrderMarkAndCRLFAreAccepted() throws {
    let text = "\u{FEFF}a = 1\r\n[t]\r\nb = \"\"\"\r\nx\r\ny\"\"\" # c\r\n"
    let fromString = try TOMLDocument.parse(text)
    let fromBytes = try TOMLDocument.parse(bytes: Array(text.utf8))
    #expect(fromString.root == fromBytes.root)
    #expect(fromString["a"] == .integer(1))
    #expect(fromString.root.position(of: "a") == TOMLPosition(line: 1, column: 1))
    #expect(fromString.root.table("t")?["b"] == .string("x\ny"))
    #expect(fromString.root.table("t")?.position(of: "b") == TOMLPosition(line: 3, column: 1))
  }

  @Test func emptyAndCommentOnlyDocuments() throws {
    #expect(try TOMLDocument.parse("").root.isEmpty)
    #expect(try TOMLDocument.parse("\n\n# only a comment\n   \t\n").root.isEmpty)
    #expect(try TOMLDocument.parse(bytes: [0xEF, 0xBB, 0xBF]).root.isEmpty)
  }

  @Test(arguments: [
    (#""""#, ""),
    (#""a\tb\nc""#, "a\tb\nc"),
    (#""quote \" backslash \\ cr \r bs \b ff \f""#, "quote \" backslash \\ cr \r bs \u{8} ff \u{C}"),
    (#""\u00E9\U0001F600 \u0000""#, "é😀 \u{0}"),
    ("\"tab\tinside\"", "tab\tinside"),
    (#"'C:\Users\nb'"#, #"C:\Users\nb"#),
    (#"''"#, ""),
    ("\"\"\"\nline 1\nline 2\"\"\"", "line 1\nline 2"),
    ("\"\"\"one \\\n     two \\  \n\n  three\"\"\"", "one two three"),
    ("\"\"\"\"quoted\"\"\"\"", "\"quoted\""),
    ("\"\"\"a\"\"b\"\"\"\"\"", "a\"\"b\"\""),
    ("'''\n{icon} {days}d\n'''", "{icon} {days}d\n"),
    ("'''no \\escapes\\n here'''", "no \\escapes\\n here"),
    ("''''''", ""),
    ("'''it's'''", "it's"),
  ])
  func strings(text: String, expected: String) throws {
    #expect(try value(text) == .string(expected))
  }

  @Test(
    arguments: [
      ("0", 0), ("+17", 17), ("-17", -17), ("1_000_000", 1_000_000), ("-0", 0),
      ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min),
    ] as [(String, Int64)])
  func integers(text: String, expected: Int64) throws {
    #expect(try value(text) == .integer(expected))
  }

  @Test(arguments: [
    ("0.5", 0.5), ("-0.01", -0.01), ("+1.5", 1.5), ("5e+22", 5e22), ("1e06", 1e6),
    ("-2E-2", -0.02), ("6.626e-34", 6.626e-34), ("224_617.445_991", 224_617.445_991),
    ("0e0", 0), ("59.9139", 59.9139), ("inf", .infinity), ("+inf", .infinity),
    ("-inf", -.infinity),
  ])
  func floats(text: String, expected: Double) throws {
    #expect(try value(text) == .float(expected))
  }

  @Test func nanIsAcceptedAsAFloat() throws {
    for text in ["nan", "+nan", "-nan"] {
      let parsed = try #require(try value(text)?.numberValue)
      #expect(parsed.isNaN, "\(text)")
    }
  }

  @Test func arraysMayNestMixAndSpanLines() throws {
    let parsed = try value("[ [1, 2], [\"a\", 'b'], [], { x = 1 }, # comment\n\n true, 1.5, ]")
    #expect(
      parsed
        == .array([
          .array([.integer(1), .integer(2)]), .array([.string("a"), .string("b")]), .array([]),
          .table(try TOMLDocument.parse("x = 1").root), .boolean(true), .float(1.5),
        ]))
  }

  @Test func dottedKeysInlineTablesAndHeadersBuildTheSameTree() throws {
    let dotted = try TOMLDocument.parse("format.waybar.size = \"small\"\nformat.waybar.max = 3")
    let inline = try TOMLDocument.parse("format = { waybar = { size = \"small\", max = 3 } }")
    let header = try TOMLDocument.parse("[format.waybar]\nmax = 3\nsize = 'small'")
    #expect(dotted.root == inline.root)
    #expect(dotted.root == header.root)
    #expect(dotted.root.table("format")?.table("waybar")?["max"] == .integer(3))
    let waybar = try #require(dotted.root.table("format")?.table("waybar"))
    #expect(waybar.position(of: "max") == TOMLPosition(line: 2, column: 15))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    // "ø" is two bytes in UTF-8 but one column in an editor.
    let doc = try TOMLDocument.parse("t = { a = \"ø\", b = 1 }")
    #expect(doc.root.table("t")?.position(of: "b") == TOMLPosition(line: 1, column: 16))
    #expect(failure("a = \"ø\" ø")?.column == 9)
    #expect(
      failure(bytes: Array("# ø\nøø = 1 ".utf8) + [0xC3])?.position
        == TOMLPosition(line: 2, column: 8))
  }

  @Test func tableRulesThatAreAllowed() throws {
    // An implicit table may be defined later; its position moves to the defining header.
    let doc = try TOMLDocument.parse(
      "[a.b]\nx = 1\n[a]\ny = 2\n[a.c]\n[p]\nq.r = 1\n[p.q.s]\nt = 2\n\"quoted key\".'x y' = 3")
    #expect(doc.root.position(of: "a") == TOMLPosition(line: 3, column: 2))
    #expect(doc.root.table("a")?.keys == ["b", "y", "c"])
    #expect(doc.root.table("p")?.table("q")?.table("s")?["t"] == .integer(2))
    #expect(doc.root.table("p")?.table("q")?["r"] == .integer(1))
    let quoted = doc.root.table("p")?.table("q")?.table("s")?.table("quoted key")
    #expect(quoted?["x y"] == .integer(3))
    #expect(try TOMLDocument.parse("[ a . \"b\" ]\n[a]").root.table("a")?.table("b")?.isEmpty == true)
  }

  @Test func equalityIgnoresOrderAndPositions() throws {
    let a = try TOMLDocument.parse("x = 1\ny = [1, 2]")
    let b = try TOMLDocument.parse("\n\n  y = [ 1,2 ]\nx=1")
    let c = try TOMLDocument.parse("x = 1\ny = [2, 1]")
    #expect(a.root == b.root)
    #expect(a.root != c.root)
    #expect(TOMLValue.integer(1) != .float(1))
  }

  @Test func messagesNameLineColumnAndKey() throws {
    let error = try #require(failure("[location]\nname = \"x\"\nlatitude = "))
    #expect(
      error.description
        == "3:12: key 'location.latitude': expected a value, found the end of the file")
    #expect(error.position == TOMLPosition(line: 3, column: 12))
    let made = TOMLError(
      at: TOMLPosition(line: 3, column: 12), key: "location.latitude",
      phrase: .expected(.number, found: TOMLValue.string("north").found))
    #expect(made.description == "3:12: key 'location.latitude': expected a number, found \"north\"")
    #expect(TOMLError(line: 1, column: 2, key: nil, phrase: .syntax(.trailingComma)).description == "1:2: a trailing comma is not allowed in an inline table")
    #expect(TOMLError.dottedKey(["format", "my bar", ""]) == "format.\"my bar\".\"\"")
    #expect(TOMLValue.string(String(repeating: "x", count: 100)).summary.count == 43)
    #expect(TOMLValue.string("a\"b\n").summary == #""a\"b\n""#)
  }
}

/// One test per error class: where it is reported, which key, and a reason that says what to do.
