import Foundation
import SolvervEngine
import Testing

/// The one escaping module: each format's exact bytes (the golden files depend on them), and
/// what each promises about reading the text back.
struct EscapingTests {
  static let hostile = "x\"\\\n\r\t\u{1}\u{1F}\u{7F}\u{2028}é😀"

  @Test("JSON and TOML literals differ only in hex case and U+2028/2029")
  func literalBytes() {
    #expect(Escaping.quoted(Self.hostile, as: .json) == #""x\"\\\n\r\t\u0001\u001f\u007f\u2028é😀""#)
    #expect(Escaping.quoted(Self.hostile, as: .toml) == "\"x\\\"\\\\\\n\\r\\t\\u0001\\u001F\\u007F\u{2028}é😀\"")
    #expect(Escaping.quoted("abcdef", as: .toml, limit: 3) == "\"abc…\"")
    #expect(Escaping.quoted("abc", as: .toml, limit: 3) == "\"abc\"")
  }

  @Test("What the JSON writer writes, Foundation's JSONSerialization reads back unchanged")
  func jsonRoundTripsThroughFoundation() throws {
    let value: JSONValue = .object([("a", 1), ("b", [true, .null, .double(1.5), .string(Self.hostile)]), ("c", .object([]))])
    let read = try JSONSerialization.jsonObject(with: Data(value.serialized().utf8), options: [.fragmentsAllowed])
    let object = try #require(read as? [String: Any])
    #expect(object["a"] as? Int == 1)
    let array = try #require(object["b"] as? [Any])
    #expect(array.count == 4 && array[3] as? String == Self.hostile)
    #expect((object["c"] as? [String: Any])?.isEmpty == true)
  }

  @Test("SVG text: entities with &apos;, forbidden XML characters dropped, line breaks as spaces")
  func xmlBytes() {
    #expect(Escaping.xml("a<b>&'\"\u{1}\n\u{FFFE}\u{85}c") == "a&lt;b&gt;&amp;&apos;&quot; c")
  }

  @Test("Bar rules: Pango writes &#39;, controls become spaces, invisibles go, Polybar and conky stay inert")
  func barRules() {
    #expect(Escaping.pango.escape("<b>'&\u{200B}\n") == "&lt;b&gt;&#39;&amp; ")
    #expect(Escaping.json.escape("\"\u{2028}\n") == "\\\"  ")
    #expect(Escaping.polybar.escape("%{F#f00}") == "% {F#f00}")
    #expect(Escaping.conky.escape("${exec}#") == "$${exec}\\#")
  }

  @Test("Messages show U+2028/2029 as \\u{…}: terminals and journald break the line there")
  func lineSeparatorsAreVisibleInMessages() {
    #expect(Escaping.visibleInMessage("a\u{2028}b\u{2029}c") == "a\\u{2028}b\\u{2029}c")
    #expect(!Escaping.visibleInMessage("x\u{2028}").unicodeScalars.contains { Escaping.isLineSeparator($0) })
  }
}
