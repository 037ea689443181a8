/// One header or key/value statement of a TOML file and the lines it occupies: what an editor
/// needs to change a few keys and keep everything else — comments, blank lines, layout, line
/// endings, and multi-line strings that happen to contain `[location]` — exactly as the user
/// wrote it.
///
/// Positions are byte offsets into the bytes given to ``TOMLDocument/outline(bytes:)``, so an
/// edit never has to split text into lines itself (Swift's `Character` takes `"\r\n"` as one
/// character, which once made a CRLF file unsplittable).
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
  /// The whole lines the statement occupies: from the start of its first line (its indentation
  /// included; after a byte-order mark) through its last line's break (LF or CRLF; none at the
  /// end of the file).
  public let span: Range<Int>
  /// Where the key starts (after the indentation).
  public let keyStart: Int
  /// An assignment's value, from its first byte to its last (a multi-line string's quotes
  /// included); nil for a header.
  public let value: Range<Int>?
  /// The inline tables of an assignment's value (`{ enabled = true }`, and those nested in
  /// them), innermost first; not those inside arrays.
  public let inlineTables: [TOMLInlineTable]

  public init(
    kind: Kind, path: [String], lines: ClosedRange<Int>, trailingComment: String?, span: Range<Int> = 0..<0,
    keyStart: Int = 0, value: Range<Int>? = nil, inlineTables: [TOMLInlineTable] = []
  ) {
    self.kind = kind
    self.path = path
    self.lines = lines
    self.trailingComment = trailingComment
    self.span = span
    self.keyStart = keyStart
    self.value = value
    self.inlineTables = inlineTables
  }
}

/// An inline table `{ a = 1, b.c = "x" }` and its direct members, as byte offsets.
public struct TOMLInlineTable: Sendable, Equatable {
  /// One `key = value` of the table.
  public struct Member: Sendable, Equatable {
    /// The full path: the table's path, then the parts of the member's (dotted) key.
    public let path: [String]
    /// From the key's first byte to the value's last.
    public let entry: Range<Int>
    public let value: Range<Int>
  }

  /// The table's full path (`["notifications"]` for `notifications = { … }`).
  public let path: [String]
  /// From `{` through `}`.
  public let braces: Range<Int>
  public let members: [Member]
}

extension TOMLDocument {
  /// The statements of a TOML file in order, with their lines and byte ranges; throws what
  /// `parse` throws. Lines are counted at line feeds (a CRLF is one line break; a lone CR is
  /// an error), so a line here is a line for every editor.
  public static func outline(bytes: [UInt8]) throws(TOMLError) -> [TOMLStatement] {
    try checkUTF8(bytes)
    var parser = TOMLParser(bytes: bytes)
    parser.outline = []
    _ = try parser.parseDocument()
    return parser.outline ?? []
  }
}
