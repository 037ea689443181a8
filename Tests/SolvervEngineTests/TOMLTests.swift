import Foundation
import SolvervEngine
import Testing

/// A config as a user would write it: comments, CRLF-free, a BOM-free UTF-8 name, sub-tables,
/// a multi-line template, arrays.
private let sampleConfig = """
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
private func failure(_ text: String) -> TOMLError? {
  do {
    _ = try TOMLDocument.parse(text)
    return nil
  } catch {
    return error
  }
}

private func failure(bytes: [UInt8]) -> TOMLError? {
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

  @Test(arguments: [
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
    #expect(failure(bytes: Array("# ø\nøø = 1 ".utf8) + [0xC3])?.position
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
    let made = TOMLError(at: TOMLPosition(line: 3, column: 12), key: "location.latitude",
      reason: "expected a number, found \(TOMLValue.string("north").summary)")
    #expect(made.description == "3:12: key 'location.latitude': expected a number, found \"north\"")
    #expect(TOMLError(line: 1, column: 2, key: nil, reason: "r").description == "1:2: r")
    #expect(TOMLError.dottedKey(["format", "my bar", ""]) == "format.\"my bar\".\"\"")
    #expect(TOMLValue.string(String(repeating: "x", count: 100)).summary.count == 43)
    #expect(TOMLValue.string("a\"b\n").summary == #""a\"b\n""#)
  }
}

/// One test per error class: where it is reported, which key, and a reason that says what to do.
struct TOMLErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let line: Int
    let column: Int
    let key: String?
    let reason: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ key: String?, _ reason: String) {
      (self.name, self.text, self.line, self.column, self.key, self.reason) =
        (name, text, line, column, key, reason)
    }
  }

  static let cases: [Case] = [
    Case("unterminated string", "name = \"Oslo\nx = 1", 1, 8, "name", "not closed with \" before the end of the line"),
    Case("unterminated string at EOF", "[location]\nname = \"Oslo", 2, 8, "location.name", "before the end of the file"),
    Case("unterminated literal", "a = 'x", 1, 5, "a", "not closed with '"),
    Case("unterminated multi-line", "a = \"\"\"\nabc\n", 1, 5, "a", "never closed with \"\"\""),
    Case("bad escape", #"a = "x\qy""#, 1, 7, "a", #"invalid escape '\q'"#),
    Case("bad escape in multi-line", "a = \"\"\"\nok\n  \\x\"\"\"", 3, 3, "a", #"invalid escape '\x'"#),
    Case("backslash before space", #"a = "x\ y""#, 1, 7, "a", "invalid escape '\\' followed by ' '"),
    Case("short unicode escape", #"a = "\u12""#, 1, 6, "a", "exactly 4 hex digits"),
    Case("surrogate escape", #"a = "\uD800""#, 1, 6, "a", "not a Unicode scalar value"),
    Case("escape above U+10FFFF", #"a = "\U00110000""#, 1, 6, "a", "not a Unicode scalar value"),
    Case("duplicate key", "a = 1\nb = 2\na = 3", 3, 1, "a", "duplicate key (first defined on line 1)"),
    Case("duplicate key in table", "[location]\nname = 'a'\n  name = 'b'", 3, 3, "location.name", "duplicate key"),
    Case("duplicate key in inline table", "a = { b = 1, b = 2 }", 1, 14, "a.b", "duplicate key"),
    Case("duplicate key over a table", "[a.b]\n[a]\nb = 1", 3, 1, "a.b", "duplicate key (first defined on line 1)"),
    Case("duplicate table", "[location]\na = 1\n[format]\n[location]", 4, 1, "location", "table [location] is defined twice (first on line 1)"),
    Case("table after dotted keys", "a.b = 1\n[a]", 2, 1, "a", "already defined by dotted keys on line 1"),
    Case("dotted keys into a header table", "[a.b]\n[a]\nb.c = 1", 3, 1, "a.b.c", "opened by a [header] (line 1)"),
    Case("dotted key through a value", "a = 1\na.b = 2", 2, 1, "a.b", "'a' is already an integer (line 1)"),
    Case("header through a value", "a = 'x'\n[a.b]", 2, 2, "a.b", "'a' is already a string (line 1)"),
    Case("header reopening an inline table", "a = { b = 1 }\n[a]", 2, 2, "a", "already an inline table"),
    Case("dotted key into an inline table", "a = { b = 1 }\na.c = 2", 2, 1, "a.c", "already an inline table"),
    Case("missing =", "language \"nb\"", 1, 10, "language", "expected '=' after the key, found '\"'"),
    Case("missing = in header table", "[location]\nlatitude 59.9", 2, 10, "location.latitude", "expected '='"),
    Case("no-break space", "latitude\u{A0}= 1", 1, 9, "latitude", "expected '=' after the key, found '\u{A0}' (U+00A0)"),
    Case("stray byte-order mark", "a = 1\n\u{FEFF}b = 2", 2, 1, nil, "expected a key, found '\u{FEFF}' (U+FEFF)"),
    Case("missing value", "a =\nb = 1", 1, 4, "a", "expected a value, found the end of the line"),
    Case("missing value before comment", "a = # none", 1, 5, "a", "expected a value, found '#'"),
    Case("missing key", "= 1", 1, 1, nil, "expected a key, found '='"),
    Case("missing key after dot", "a. = 1", 1, 4, nil, "expected a key after '.', found '='"),
    Case("garbage after value", "a = 1 x", 1, 7, "a", "expected the end of the line after the value, found 'x'"),
    Case("garbage after string", #"a = "x" "y""#, 1, 9, "a", "expected the end of the line after the value"),
    Case("two values on a line", "a = 1 b = 2", 1, 7, "a", "found 'b'"),
    Case("garbage after header", "[a] b", 1, 5, "a", "after the table header, found 'b'"),
    Case("unclosed header", "[a\nb = 1", 1, 3, "a", "expected ']' to close the table header"),
    Case("empty header", "[]", 1, 2, nil, "expected a key, found ']'"),
    Case("array of tables", "[[item]]", 1, 1, nil, "arrays of tables ([[…]]) are not supported"),
    Case("multi-line key", "\"\"\"a\"\"\" = 1", 1, 1, nil, "a key cannot be a multi-line string"),
    Case("leading zero", "a = 01", 1, 5, "a", "leading zeros are not allowed in '01'"),
    Case("leading zero negative", "a = -0_1", 1, 5, "a", "leading zeros"),
    Case("double underscore", "a = 1__2", 1, 5, "a", "'_' in a number must sit between two digits: '1__2'"),
    Case("trailing underscore", "a = 1_", 1, 5, "a", "'_' in a number must sit between two digits"),
    Case("integer overflow", "a = 9223372036854775808", 1, 5, "a", "out of range"),
    Case("negative overflow", "[t]\nsize = -9223372036854775809", 2, 8, "t.size", "out of range"),
    Case("float overflow", "a = 1e400", 1, 5, "a", "too large"),
    Case("no fraction digits", "a = 1.", 1, 5, "a", "digits on both sides"),
    Case("no integer digits", "a = .5", 1, 5, "a", "'.5' is not a valid number"),
    Case("empty exponent", "a = 1e+", 1, 5, "a", "exponent of '1e+' has no digits"),
    Case("hex", "a = 0xff", 1, 5, "a", "only decimal numbers are supported"),
    Case("letters in a number", "a = 12abc", 1, 5, "a", "'12abc' is not a valid number"),
    Case("lone sign", "a = +", 1, 5, "a", "'+' is not a valid number"),
    Case("unquoted text", "[location]\ntimezone = Europe/Oslo", 2, 12, "location.timezone", "found 'Europe'; text must be in quotes"),
    Case("capitalised boolean", "a = True", 1, 5, "a", "text must be in quotes"),
    Case("unsupported time", "[notifications]\nat = 07:30", 2, 6, "notifications.at", "dates and times are not supported here; quote the value: \"07:30\""),
    Case("unsupported date", "d = 1979-05-27T07:32:00Z", 1, 5, "d", "dates and times are not supported"),
    Case("unsupported date with space", "d = 1979-05-27 07:32:00", 1, 5, "d", "quote the value: \"1979-05-27\""),
    Case("control character in string", "a = \"x\u{1}y\"", 1, 7, "a", "control character U+0001 is not allowed in a string"),
    Case("DEL in literal string", "a = 'x\u{7F}'", 1, 7, "a", "control character U+007F"),
    Case("control character in comment", "a = 1 # bell\u{7}", 1, 13, "a", "control character U+0007 is not allowed in a comment"),
    Case("lone carriage return", "a = 1\rb = 2", 1, 6, nil, "carriage return (U+000D) must be followed by a line feed"),
    Case("unclosed array", "a = [1, 2", 1, 5, "a", "the array opened here is never closed with ']'"),
    Case("unclosed array over lines", "a = [\n  1,\n  2\n", 1, 5, "a", "never closed"),
    Case("array missing comma", "a = [1, 2\nb = 3", 2, 1, "a", "expected ',' or ']' in the array opened at 1:5, found 'b'"),
    Case("array empty item", "a = [1,,2]", 1, 8, "a", "expected a value, found ','"),
    Case("inline table over lines", "a = { b = 1,\n c = 2 }", 1, 13, "a", "an inline table must close on the line it opens (at 1:5)"),
    Case("inline table trailing comma", "a = { b = 1, }", 1, 14, "a", "trailing comma is not allowed"),
    Case("inline table missing comma", "a = { b = 1 c = 2 }", 1, 13, "a", "expected ',' or '}' in the inline table opened at 1:5, found 'c'"),
    Case("too many quotes", "a = \"\"\"x\"\"\"\"\"\"", 1, 9, "a", "too many quotes"),
  ]

  @Test(arguments: cases)
  func errorIsReportedWithPositionKeyAndReason(_ c: Case) throws {
    let error = try #require(failure(c.text), "\(c.name) should not parse")
    #expect(error.position == TOMLPosition(line: c.line, column: c.column), "\(error)")
    #expect(error.key == c.key, "\(error)")
    #expect(error.reason.contains(c.reason), "\(error)")
    #expect(failure(bytes: Array(c.text.utf8)) == error)
  }

  @Test func invalidUTF8NamesTheLine() throws {
    var bytes = Array("a = 1\n# comment\nname = \"Troms".utf8)
    bytes += [0xF8, 0x22, 0x0A]  // "ø" in Latin-1
    let error = try #require(failure(bytes: bytes))
    #expect(error.position == TOMLPosition(line: 3, column: 14))
    #expect(error.key == nil)
    #expect(error.reason.contains("invalid UTF-8 (byte 0xF8)"))
    // Overlong encodings, surrogates and truncated sequences are all rejected.
    for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      #expect(failure(bytes: Array("a = '".utf8) + bad + [0x27])?.column == 6, "\(bad)")
    }
    #expect(try TOMLDocument.parse(bytes: Array("a = '€𝄞'".utf8))["a"] == .string("€𝄞"))
  }
}

/// Input meant to break a parser: every case must end in a value or a `TOMLError`, quickly.
struct TOMLHostileInputTests {
  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  @Test func tenThousandOpeningBrackets() throws {
    let header = try #require(failure(String(repeating: "[", count: 10_000)))
    #expect(header.position == TOMLPosition(line: 1, column: 1))
    #expect(header.reason.contains("arrays of tables"))
    // As a value: the 33rd '[' (column 5 + 32) is one level too deep.
    let value = try #require(failure("a = " + String(repeating: "[", count: 10_000)))
    #expect(value.position == TOMLPosition(line: 1, column: 37))
    #expect(value.key == "a")
    #expect(value.reason == "arrays and tables are nested more than 32 levels deep")
    let tables = try #require(failure("a = " + String(repeating: "{ b = ", count: 10_000)))
    #expect(tables.position == TOMLPosition(line: 1, column: 5 + 32 * 6))
    #expect(tables.reason.contains("nested more than 32"))
  }

  @Test func depthCapCountsHeadersKeysAndValues() throws {
    let deepest = "a = " + String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(failure(deepest) == nil)
    let header = "[" + Array(repeating: "t", count: 31).joined(separator: ".") + "]\n"
    #expect(failure(header + "x = [1]") == nil)
    #expect(failure(header + "x = [[1]]")?.reason.contains("nested more than 32") == true)
    #expect(failure(header + "x.y = 1") == nil)
    #expect(failure(header + "x.y.z = 1")?.reason.contains("keys are nested more than 32") == true)
    let longKey = Array(repeating: "k", count: 10_000).joined(separator: ".")
    #expect(failure(longKey + " = 1")?.column == 65)
    #expect(failure("[" + longKey + "]")?.reason.contains("nested more than 32") == true)
  }

  /// Linear work on megabyte inputs. A quadratic rescan would take hours here; the time limit
  /// catches that without a wall-clock threshold that a loaded machine can miss (debug builds
  /// take 5–20 s on a busy 2-core machine).
  @Test(.timeLimit(.minutes(3))) func megabyteLines() throws {
    let big = String(repeating: "x", count: 1 << 20)
    #expect(try TOMLDocument.parse("a = \"\(big)\"")["a"]?.stringValue?.utf8.count == 1 << 20)
    #expect(try TOMLDocument.parse("a = '''\(big)'''")["a"]?.stringValue?.utf8.count == 1 << 20)
    #expect(try TOMLDocument.parse("# \(big)\na = 1")["a"] == .integer(1))
    let items = String(repeating: "1,", count: 1 << 19)
    #expect(try TOMLDocument.parse("a = [\(items)]")["a"]?.arrayValue?.count == 1 << 19)
    // 100,000 keys on one line: positions stay linear (no rescanning from the line start).
    let keys = (0..<100_000).map { "k\($0) = \($0)" }.joined(separator: ", ")
    #expect(try TOMLDocument.parse("t = { \(keys) }").root.table("t")?.count == 100_000)
    // 100,000 lines: duplicate checks stay linear.
    let lines = (0..<100_000).map { "k\($0) = \($0)" }.joined(separator: "\n")
    #expect(try TOMLDocument.parse(lines).root.position(of: "k99999")?.line == 100_000)
    let garbage = try #require(failure("a = \(big)"))
    #expect(garbage.position == TOMLPosition(line: 1, column: 5))
    #expect(garbage.reason.count < 200)
    let unclosed = try #require(failure("a = \"\(big)"))
    #expect(unclosed.position == TOMLPosition(line: 1, column: 5))
    let late = try #require(failure("a = \"\(big)\" x"))
    #expect(late.position == TOMLPosition(line: 1, column: (1 << 20) + 8))
  }

  @Test(arguments: [
    [0, 0, 0], Array("a = \"\0\"".utf8), Array("a = 1\0".utf8), Array("# \0".utf8),
    Array("[a\0]".utf8), Array("a\0= 1".utf8), Array("a = '''\0'''".utf8), [0x0A, 0],
  ] as [[UInt8]])
  func nulBytesAreErrors(bytes: [UInt8]) throws {
    let error = try #require(failure(bytes: bytes))
    #expect(error.reason.contains("U+0000"), "\(error)")
    #expect(failure(String(decoding: bytes, as: UTF8.self)) == error)
  }

  /// SplitMix64: a fixed seed keeps failures reproducible.
  private struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  /// A hang guard, not a speed target (that is the benchmark's job): see `megabyteLines`.
  @Test(.timeLimit(.minutes(3))) func randomMutationsNeverTrap() throws {
    let original = Array(sampleConfig.utf8)
    let fragments: [[UInt8]] = [
      Array("[".utf8), Array("{".utf8), Array("\"\"\"".utf8), Array("'''".utf8), Array("\\u".utf8),
      Array("\n".utf8), Array("\r".utf8), [0], [0xFF], [0xC3], Array("=".utf8), Array(".".utf8),
      Array("[[".utf8), Array("07:30".utf8), Array("1e999".utf8), Array("_".utf8), Array(",".utf8),
      Array("#".utf8), Array("ø".utf8), Array("\\".utf8),
    ]
    var random = Random(state: 0x5017_E27)
    let clock = ContinuousClock()
    let start = clock.now
    var parsed = 0
    var failed = 0
    for _ in 0..<4_000 {
      var bytes = original
      for _ in 0..<(1 + random.below(4)) {
        let at = random.below(bytes.count + 1)
        switch random.below(5) {
        case 0 where at < bytes.count: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.insert(contentsOf: fragments[random.below(fragments.count)], at: at)
        case 2 where at < bytes.count:
          bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(20)))
        case 3 where at < bytes.count:
          let end = min(bytes.count, at + 1 + random.below(200))
          bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
        default: bytes = Array(bytes[..<at])
        }
      }
      let lines = bytes.count { $0 == 0x0A } + 1
      do {
        _ = try TOMLDocument.parse(bytes: bytes)
        parsed += 1
      } catch {
        failed += 1
        #expect(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error)")
        #expect(!error.reason.isEmpty)
      }
      // The String entry point (after lossy decoding) must be just as safe.
      _ = try? TOMLDocument.parse(String(decoding: bytes, as: UTF8.self))
    }
    let elapsed = seconds(clock.now - start)
    print("TOML fuzz: \(parsed) parsed, \(failed) rejected in \(elapsed) s")
    #expect(parsed > 0 && failed > 0)
  }

  @Test func parseTimingForATypicalConfig() throws {
    let bytes = Array(sampleConfig.utf8)
    let runs = 2_000
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<runs { _ = try TOMLDocument.parse(bytes: bytes) }
    let each = seconds(clock.now - start) / Double(runs) * 1e6
    #if DEBUG
      let mode = "debug"
    #else
      let mode = "release"
    #endif
    print("TOML parse of a \(bytes.count)-byte config: \(each.formatted()) µs (\(mode) build)")
  }
}
