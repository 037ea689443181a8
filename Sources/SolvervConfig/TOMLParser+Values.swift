import SolvervEngine

extension TOMLParser {
  /// Reads a key: bare (`A-Za-z0-9_-`) or quoted parts joined by dots, spaces allowed around
  /// the dots. Leaves the cursor after any spaces that follow.
  mutating func parseKey() throws(TOMLError) -> [KeyPart] {
    var parts: [KeyPart] = []
    while true {
      let start = offset
      let name: String
      switch peek {
      case let b? where b.isTOMLBareKey:
        while let b = peek, b.isTOMLBareKey { offset += 1 }
        name = String(decoding: bytes[start..<offset], as: UTF8.self)
      case UInt8(ascii: "\"")?, UInt8(ascii: "'")?:
        if peek(1) == peek, peek(2) == peek {
          throw error(.keyMultiline)
        }
        name = peek == UInt8(ascii: "\"") ? try parseBasicString() : try parseLiteralString()
      default:
        throw error(.keyExpected(afterDot: !parts.isEmpty, found: describe()))
      }
      parts.append(KeyPart(name: name, offset: start))
      guard parts.count <= Self.maximumDepth else {
        throw error(.nestedTooDeep(keys: true, levels: Self.maximumDepth), at: start)
      }
      skipSpaces()
      guard peek == UInt8(ascii: ".") else { return parts }
      offset += 1
      skipSpaces()
    }
  }

  /// Reads a value held by a table or array at `depth`.
  mutating func parseValue(depth: Int) throws(TOMLError) -> TOMLValue {
    switch peek {
    case UInt8(ascii: "\"")?:
      let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
      return .string(multiLine ? try parseMultiLineString(literal: false) : try parseBasicString())
    case UInt8(ascii: "'")?:
      let multiLine = peek(1) == UInt8(ascii: "'") && peek(2) == UInt8(ascii: "'")
      return .string(multiLine ? try parseMultiLineString(literal: true) : try parseLiteralString())
    case UInt8(ascii: "[")?: return .array(try parseArray(depth: depth + 1))
    case UInt8(ascii: "{")?: return .table(try parseInlineTable(depth: depth + 1))
    case let b? where b.isTOMLWord: return try parseWord()
    default: throw valueMissing()
    }
  }

  /// `[ 1, 2, ]`: items may span lines, with comments between them; a trailing comma is fine.
  mutating func parseArray(depth: Int) throws(TOMLError) -> [TOMLValue] {
    let open = position(at: offset)
    try checkDepth(depth)
    offset += 1
    arrayDepth += 1
    defer { arrayDepth -= 1 }
    var items: [TOMLValue] = []
    while true {
      try skipSpacesCommentsAndLineBreaks()
      guard let b = peek else { throw error(.arrayNotClosed, at: open) }
      if b == UInt8(ascii: "]") { break }
      items.append(try parseValue(depth: depth))
      try skipSpacesCommentsAndLineBreaks()
      guard let c = peek else { throw error(.arrayNotClosed, at: open) }
      if c == UInt8(ascii: "]") { break }
      guard c == UInt8(ascii: ",") else {
        throw error(.commaExpected(array: true, opened: open.description, found: describe()))
      }
      offset += 1
    }
    offset += 1
    return items
  }

  /// `{ a = 1, b.c = "x" }`: on one line, no trailing comma (TOML 1.0).
  mutating func parseInlineTable(depth: Int) throws(TOMLError) -> TOMLTable {
    let open = position(at: offset)
    let openOffset = offset
    try checkDepth(depth)
    offset += 1
    let table = newTable(.inline)
    let outlined = outline != nil && arrayDepth == 0
    var members: [TOMLInlineTable.Member] = []
    let (outerBase, outerParts) = (keyBase, keyParts)
    keyBase = outerBase + outerParts.map(\.name)
    keyParts = []
    defer { (keyBase, keyParts) = (outerBase, outerParts) }
    skipSpaces()
    if peek == UInt8(ascii: "}") {
      offset += 1
      if outlined { outlineInlineTables.append(TOMLInlineTable(path: keyBase, braces: openOffset..<offset, members: [])) }
      return build(table)
    }
    while true {
      if atLineEnd {
        throw error(
          .inlineTableOneLine(opened: open.description))
      }
      let keyStart = offset
      let key = try parseKey()
      keyParts = key
      try parseAssignment(key, into: table, depth: depth)
      keyParts = []
      if outlined {
        members.append(.init(path: keyBase + key.map(\.name), entry: keyStart..<offset, value: outlineValue))
      }
      skipSpaces()
      if peek == UInt8(ascii: "}") { break }
      guard peek == UInt8(ascii: ",") else {
        if atLineEnd { continue }  // reported at the top of the loop
        throw error(
          .commaExpected(array: false, opened: open.description, found: describe()))
      }
      offset += 1
      skipSpaces()
      if peek == UInt8(ascii: "}") {
        throw error(.trailingComma)
      }
    }
    offset += 1
    if outlined { outlineInlineTables.append(TOMLInlineTable(path: keyBase, braces: openOffset..<offset, members: members)) }
    return build(table)
  }

  mutating func checkDepth(_ depth: Int) throws(TOMLError) {
    guard depth <= Self.maximumDepth else {
      throw error(.nestedTooDeep(keys: false, levels: Self.maximumDepth))
    }
  }

}
