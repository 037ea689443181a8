import Foundation
import FoundationXML
import Testing

@testable import SolvervEngine

/// What the tests need to know about a parsed XML document: element names and their text.
final class XMLDocumentSummary: NSObject, XMLParserDelegate {
  private(set) var root: String?
  private(set) var rootAttributes: [String: String] = [:]
  private(set) var elements: [String] = []
  /// Text content of every element, by the element that directly contains it.
  private(set) var textByElement: [(String, String)] = []
  private var stack: [(String, String)] = []

  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  init(_ text: String) throws {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw Malformed(description: parser.parserError.map { "\($0)" } ?? "unknown XML error")
    }
  }

  var texts: [String] { textByElement.map(\.1) }
  func text(of element: String) -> String { textByElement.first { $0.0 == element }?.1 ?? "" }
  func texts(of element: String) -> [String] { textByElement.filter { $0.0 == element }.map(\.1) }
  func count(of element: String) -> Int { elements.filter { $0 == element }.count }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil {
      root = name
      rootAttributes = attributes
    }
    elements.append(name)
    stack.append((name, ""))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if !stack.isEmpty { stack[stack.count - 1].1 += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard let (element, text) = stack.popLast() else { return }
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
    textByElement.append((element, text))
  }
}
