import SolvervEngine
import Testing

/// A template's progress-bar cells, which a service that renders templates it is sent bounds
/// before rendering them.
struct TemplateCellsTests {
  @Test("progress bar cells count every bar, in groups and alternatives, with the default width")
  func progressBarCellsCountEveryBar() throws {
    #expect(try Template("{icon} {event}").progressBarCells == 0)
    #expect(try Template("{progress_bar}").progressBarCells == Template.defaultBarCells)
    #expect(try Template("{progress_bar:500}{progress_bar:3}").progressBarCells == 503)
    #expect(try Template("[[{progress_bar:7}] {sunrise|progress_bar:5}]").progressBarCells == 12)
    let hostile = String(repeating: "{progress_bar:\(Template.maximumWidth)}", count: 227)
    #expect(try Template(hostile).progressBarCells == 227 * Template.maximumWidth)
  }
}
