import SolvervEngine

/// The one-pass reader behind ``TOMLDocument``: a cursor over UTF-8 bytes that builds the tables
/// as it goes.
///
/// Lines are read in a loop; only nested values (arrays, inline tables) recurse, and their depth
/// is capped by ``TOMLDocument/maximumDepth``. The input must already be valid UTF-8.
struct TOMLParser {
  let bytes: [UInt8]
  var offset = 0
  /// The current line (1-based) and the offset of its first byte.
  var line = 1
  var lineStart = 0
  /// The last column computed, so positions along a 1 MB line cost linear time, not quadratic.
  var columnCache = (lineStart: -1, offset: 0, column: 1)

  /// Tables under construction; index 0 is the root. See `TOMLParser+Tables.swift`.
  var tables = [TableBuilder(origin: .header, line: 1)]
  /// The table that `key = value` lines go into: the last `[header]`, or the root.
  var currentTable = 0
  /// The names of the last `[header]`, and so the depth of `currentTable`.
  var currentPath: [String] = []
  /// The key being read, for error messages: the names around it (a header's, or an inline
  /// table's key) and its own parts. Kept apart so that no array is built per key.
  var keyBase: [String] = []
  var keyParts: [KeyPart] = []
  /// Every header and key/value line, when ``TOMLDocument/outline(bytes:)`` asks for them.
  var outline: [TOMLStatement]? = nil
  /// For the outline: the last value read by ``parseAssignment(_:into:depth:)``, the inline
  /// tables met since the last statement, and how deeply the cursor is inside arrays (inline
  /// tables in arrays are not editable settings, so they are not outlined).
  var outlineValue = 0..<0
  var outlineInlineTables: [TOMLInlineTable] = []
  var arrayDepth = 0

  static let maximumDepth = TOMLDocument.maximumDepth

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
  }

  mutating func parseDocument() throws(TOMLError) -> TOMLTable {
    while true {
      skipSpaces()
      guard let b = peek else { break }
      switch b {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): try consumeLineBreak()
      case UInt8(ascii: "#"): try skipComment()
      case UInt8(ascii: "["):
        let start = (line: line, offset: lineStart, key: offset)
        try parseHeader()
        let end = offset
        try expectLineEnd(afterHeader: true)
        record(.header, key: [], from: start, after: end)
      default:
        let start = (line: line, offset: lineStart, key: offset)
        let key = try parseKey()
        (keyBase, keyParts) = (currentPath, key)
        try parseAssignment(key, into: currentTable, depth: currentPath.count)
        let end = offset
        try expectLineEnd(afterHeader: false)
        record(.assignment, key: key, from: start, after: end)
      }
      (keyBase, keyParts) = ([], [])
    }
    return build(0)
  }

  /// Adds a statement to ``outline`` when one is being kept. `start` is its first line, where
  /// that line starts and where its key starts; `end` is where its text ended, so what follows
  /// up to the cursor is blanks and perhaps a comment. A header's path is the current one; an
  /// assignment's adds its `key`.
  mutating func record(
    _ kind: TOMLStatement.Kind, key: [KeyPart], from start: (line: Int, offset: Int, key: Int), after end: Int
  ) {
    guard outline != nil else { return }
    let path = currentPath + key.map(\.name)
    let rest = bytes[end..<offset]
    let comment = rest.firstIndex(of: UInt8(ascii: "#")).map { _ in String(decoding: rest, as: UTF8.self) }
    // The line break ending the last line belongs to the statement (a lone CR is an error the
    // loop reports next).
    let breakLength = peek == UInt8(ascii: "\n") ? 1 : peek == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n") ? 2 : 0
    outline?.append(
      TOMLStatement(
        kind: kind, path: path, lines: start.line...line, trailingComment: comment,
        span: start.offset..<(offset + breakLength), keyStart: start.key,
        value: kind == .assignment ? outlineValue : nil, inlineTables: kind == .assignment ? outlineInlineTables : []))
    outlineInlineTables = []
  }

  // MARK: Cursor

  var peek: UInt8? {
    @inline(__always) get { offset < bytes.count ? bytes[offset] : nil }
  }

  /// At a line break or the end of the file.
  var atLineEnd: Bool { peek == nil || peek == UInt8(ascii: "\n") || peek == UInt8(ascii: "\r") }

  @inline(__always)
  func peek(_ ahead: Int) -> UInt8? {
    offset + ahead < bytes.count ? bytes[offset + ahead] : nil
  }

  /// Skips spaces and tabs, TOML's only whitespace within a line.
  mutating func skipSpaces() {
    while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
  }

  /// Skips whitespace, comments and line breaks: the filler allowed between array items.
  mutating func skipSpacesCommentsAndLineBreaks() throws(TOMLError) {
    while let b = peek {
      switch b {
      case 0x20, 0x09: offset += 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): try consumeLineBreak()
      case UInt8(ascii: "#"): try skipComment()
      default: return
      }
    }
  }

  /// Steps over LF or CRLF. A lone CR is not a line ending in TOML.
  mutating func consumeLineBreak() throws(TOMLError) {
    if peek == UInt8(ascii: "\r") {
      guard peek(1) == UInt8(ascii: "\n") else {
        throw error(.syntax(.carriageReturn))
      }
      offset += 1
    }
    offset += 1
    line += 1
    lineStart = offset
  }

  /// Skips a `#` comment up to (not over) the line break. Control characters other than tab
  /// are not allowed in comments either: they are almost always a damaged file.
  mutating func skipComment() throws(TOMLError) {
    offset += 1
    while let b = peek, b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") {
      if b.isTOMLControl { throw error(.syntax(.notAllowedInComment(describe()))) }
      offset += 1
    }
  }

  /// After a value or header only a comment may follow on the line.
  mutating func expectLineEnd(afterHeader header: Bool) throws(TOMLError) {
    skipSpaces()
    if peek == UInt8(ascii: "#") { try skipComment() }
    guard let b = peek, b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") else { return }
    throw error(.syntax(.lineEndExpected(header: header, found: describe())))
  }

  // MARK: Positions and errors

  /// The line and column of `offset`, which must be on the current line.
  mutating func position(at offset: Int) -> TOMLPosition {
    let offset = max(offset, lineStart)
    var (i, column) = (lineStart, 1)
    if columnCache.lineStart == lineStart, columnCache.offset <= offset {
      (i, column) = (columnCache.offset, columnCache.column)
    }
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }  // count scalars, not bytes
      i += 1
    }
    columnCache = (lineStart, offset, column)
    return TOMLPosition(line: line, column: column)
  }

  /// An error at `offset` (default: the cursor), naming the key being read.
  mutating func error(_ phrase: ErrorPhrase, at offset: Int? = nil) -> TOMLError {
    error(phrase, at: position(at: min(offset ?? self.offset, bytes.count)))
  }

  /// A syntax error (``SyntaxProblem``) at `offset` (default: the cursor).
  mutating func error(_ problem: SyntaxProblem, at offset: Int? = nil) -> TOMLError {
    error(.syntax(problem), at: offset)
  }

  func error(_ problem: SyntaxProblem, at position: TOMLPosition) -> TOMLError {
    error(.syntax(problem), at: position)
  }

  func error(_ phrase: ErrorPhrase, at position: TOMLPosition) -> TOMLError {
    let path = keyBase + keyParts.map(\.name)
    let key = path.isEmpty ? nil : TOMLError.dottedKey(path)
    return TOMLError(at: position, key: key, phrase: phrase)
  }

  /// "expected a value, found …": the end of a line or of the file is said in each language.
  mutating func valueMissing() -> TOMLError {
    let start = offset
    guard start < bytes.count, bytes[start] != UInt8(ascii: "\n"), bytes[start] != UInt8(ascii: "\r") else {
      return error(.valueMissing(endOfFile: start >= bytes.count))
    }
    return error(.expected(.value, found: describe()))
  }

  /// What is at `offset`, for "found …": `end of line`, `'north'`, `control character U+0000`.
  func describe(at offset: Int? = nil) -> Found {
    let start = offset ?? self.offset
    guard start < bytes.count else { return .endOfFile }
    let b = bytes[start]
    if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return .endOfLine }
    if b.isTOMLControl { return .control(code: Escaping.hex4(UInt32(b))) }
    var end = start + 1
    if b.isTOMLWord {
      while end < bytes.count, bytes[end].isTOMLWord, end - start < 40 { end += 1 }
    } else {
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // one whole character
    }
    let character = String(decoding: bytes[start..<end], as: UTF8.self)
    if b >= 0x80, let scalar = character.unicodeScalars.first {
      // Name it too: a pasted no-break space or a stray byte-order mark is invisible.
      return .character(character, code: Escaping.hex4(scalar.value))
    }
    let more = end < bytes.count && bytes[end].isTOMLWord && b.isTOMLWord
    return .shown("'" + character + (more ? "…'" : "'"))
  }
}

/// Byte classes of the TOML grammar (prefixed so they cannot clash with other engine code).
extension UInt8 {
  /// `A-Za-z0-9_-`: the characters of an unquoted key.
  var isTOMLBareKey: Bool {
    @inline(__always) get {
      (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A)
        || (self >= 0x30 && self <= 0x39) || self == 0x5F || self == 0x2D
    }
  }

  var isTOMLDigit: Bool {
    @inline(__always) get { self >= 0x30 && self <= 0x39 }
  }

  /// C0 controls and DEL, except tab: not allowed in strings or comments.
  var isTOMLControl: Bool {
    @inline(__always) get { (self < 0x20 && self != 0x09) || self == 0x7F }
  }

  /// Bytes of a bare word: keys, numbers, `true`, dates. Scanned as one token so that `12abc`
  /// or `07:30` is reported whole.
  var isTOMLWord: Bool {
    @inline(__always) get {
      isTOMLBareKey || self == UInt8(ascii: "+") || self == UInt8(ascii: ".")
        || self == UInt8(ascii: ":")
    }
  }
}
