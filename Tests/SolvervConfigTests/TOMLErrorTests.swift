import Foundation
import SolvervConfig
import Testing

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
    Case(
      "duplicate table", "[location]\na = 1\n[format]\n[location]", 4, 1, "location",
      "table [location] is defined twice (first on line 1)"),
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
    Case(
      "unquoted text", "[location]\ntimezone = Europe/Oslo", 2, 12, "location.timezone", "found 'Europe'; text must be in quotes"),
    Case("capitalised boolean", "a = True", 1, 5, "a", "text must be in quotes"),
    Case(
      "unsupported time", "[notifications]\nat = 07:30", 2, 6, "notifications.at",
      "dates and times are not supported here; quote the value: \"07:30\""),
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
    Case(
      "inline table over lines", "a = { b = 1,\n c = 2 }", 1, 13, "a", "an inline table must close on the line it opens (at 1:5)"),
    Case("inline table trailing comma", "a = { b = 1, }", 1, 14, "a", "trailing comma is not allowed"),
    Case(
      "inline table missing comma", "a = { b = 1 c = 2 }", 1, 13, "a",
      "expected ',' or '}' in the inline table opened at 1:5, found 'c'"),
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
