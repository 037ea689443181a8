/// One header or key/value statement of a TOML file and the lines it occupies: what an editor
/// needs to change a few keys and keep everything else — comments, blank lines, layout, and
/// multi-line strings that happen to contain `[location]` — exactly as the user wrote it.
public struct TOMLStatement: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case header
    case assignment
  }

  public let kind: Kind
  /// A header's table path, or the full path of an assigned key (its table's path, then the
  /// parts of the dotted key).
  public let path: [String]
  /// First and last line, 1-based: more than one for multi-line strings and arrays.
  public let lines: ClosedRange<Int>
  /// What followed the statement on its last line when that holds a comment, blanks included
  /// (`   # north positive`); nil when there is none.
  public let trailingComment: String?

  public init(kind: Kind, path: [String], lines: ClosedRange<Int>, trailingComment: String?) {
    self.kind = kind
    self.path = path
    self.lines = lines
    self.trailingComment = trailingComment
  }
}

extension TOMLDocument {
  /// The statements of a TOML file in order, with their lines; throws what `parse` throws.
  /// Lines are counted at line feeds (a CRLF is one line break).
  public static func outline(bytes: [UInt8]) throws(TOMLError) -> [TOMLStatement] {
    try checkUTF8(bytes)
    var parser = TOMLParser(bytes: bytes)
    parser.outline = []
    _ = try parser.parseDocument()
    return parser.outline ?? []
  }
}
