// Each language's quotation marks (``Localization/quotationMarks``), after its authority:
// Språkrådet (nb «»), Svenska skrivregler and Kotus (”…” with the same mark both sides), Dansk
// Sprognævn (»…«), Duden („…“).
extension English { public var quotationMarks: (open: String, close: String) { ("“", "”") } }
extension NorwegianBokmal { public var quotationMarks: (open: String, close: String) { ("«", "»") } }
extension Swedish { public var quotationMarks: (open: String, close: String) { ("”", "”") } }
extension Danish { public var quotationMarks: (open: String, close: String) { ("»", "«") } }
extension Finnish { public var quotationMarks: (open: String, close: String) { ("”", "”") } }
extension German { public var quotationMarks: (open: String, close: String) { ("„", "“") } }

extension Localization {
  /// `text` between the language's quotation marks: «Oslo», „Oslo“.
  public func quoted(_ text: String) -> String { quotationMarks.open + text + quotationMarks.close }
}
