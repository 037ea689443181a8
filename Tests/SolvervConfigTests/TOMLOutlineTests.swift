import SolvervConfig
import Testing

/// The statement outline that `SetLocation` edits by: the parser's own lines, so text inside a
/// multi-line string is never mistaken for a header.
struct TOMLOutlineTests {
  @Test func theOutlineGivesStatementLinesAndSkipsTextInsideMultiLineStrings() throws {
    let text = """
      # top
      clock = "12h"   # trailing

      [format.waybar]
      template = \"\"\"
      [location]
      city = "Fake"
      \"\"\"
      [location]  # here
      latitude = 1.0
      list = [
        1,
      ]
      """
    let outline = try TOMLDocument.outline(bytes: Array(text.utf8))
    #expect(
      outline.map(\.path) == [
        ["clock"], ["format", "waybar"], ["format", "waybar", "template"], ["location"], ["location", "latitude"],
        ["location", "list"],
      ])
    #expect(outline.map(\.lines) == [2...2, 4...4, 5...8, 9...9, 10...10, 11...13])
    #expect(outline.map(\.kind) == [.assignment, .header, .assignment, .header, .assignment, .assignment])
    #expect(outline[0].trailingComment == "   # trailing")
    #expect(outline[3].trailingComment == "  # here")
    #expect(outline[4].trailingComment == nil)
  }

  @Test func theOutlineThrowsWhatParseThrows() {
    #expect(throws: TOMLError.self) { try TOMLDocument.outline(bytes: Array("[a\n".utf8)) }
  }
}
