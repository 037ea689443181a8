import SolvervEngine

/// The bytes an edit works on, and the only ways it may change them: every range comes from
/// the parser's outline and is checked against the bytes before use, so an outline that does
/// not fit the file is an error (nothing written), never a trap.
struct EditableConfig {
  private(set) var bytes: [UInt8]
  /// The line ending new lines take: the one most of the file's lines use (CRLF or LF; on a
  /// tie, the first line's), LF for a file without line breaks.
  let newline: [UInt8]
  /// 3 when the file starts with a byte-order mark (the parser's first line starts after it).
  let start: Int

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var (crlf, lf) = (0, 0)
    var first: [UInt8]? = nil
    for (i, b) in bytes.enumerated() where b == 0x0A {
      let isCRLF = i > 0 && bytes[i - 1] == 0x0D
      if isCRLF { crlf += 1 } else { lf += 1 }
      if first == nil { first = isCRLF ? [0x0D, 0x0A] : [0x0A] }
    }
    newline = crlf > lf ? [0x0D, 0x0A] : lf > crlf ? [0x0A] : first ?? [0x0A]
  }

  /// The error every mismatch between outline and bytes becomes.
  static func mismatch(_ what: String) -> TOMLError {
    TOMLError(line: 1, column: 1, key: nil, phrase: .syntax(.internalMismatch(part: what)))
  }

  func checked(_ range: Range<Int>) throws(TOMLError) -> Range<Int> {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { throw Self.mismatch("a statement's position") }
    return range
  }

  subscript(range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

  mutating func replace(_ range: Range<Int>, with text: String) throws(TOMLError) {
    let range = try checked(range)
    bytes.replaceSubrange(range, with: Array(text.utf8))
  }

  /// Inserts whole lines at `offset`, which must start a line (or be the end of the file: a
  /// last line without a break gets one first). Each line ends with ``newline``.
  mutating func insertLines(_ lines: [String], at offset: Int) throws(TOMLError) {
    guard offset >= start, offset <= bytes.count, offset == start || bytes[offset - 1] == 0x0A || offset == bytes.count
    else { throw Self.mismatch("an insertion point") }
    var new: [UInt8] = []
    if offset == bytes.count, offset > start, bytes[offset - 1] != 0x0A { new += newline }
    for line in lines { new += Array(line.utf8) + newline }
    bytes.insert(contentsOf: new, at: offset)
  }

  /// Appends lines at the end of the file, after a blank line when the file has text and does
  /// not end with one (a new table stands apart).
  mutating func appendSeparated(_ lines: [String]) throws(TOMLError) {
    var block = lines
    if bytes.count > start {
      // The last line's text: after the previous line feed, without its own break.
      var end = bytes.count
      if bytes[end - 1] == 0x0A { end -= 1 }
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let lineStart = (bytes[start..<end].lastIndex(of: 0x0A).map { $0 + 1 }) ?? start
      if !bytes[lineStart..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { block.insert("", at: 0) }
    }
    try insertLines(block, at: bytes.count)
  }
}
