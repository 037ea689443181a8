import SolvervEngine

extension TOMLParser {
  /// `"…"` on one line, with escapes. Text without escapes is copied in one go.
  mutating func parseBasicString() throws(TOMLError) -> String {
    let open = offset
    offset += 1
    var buffer: [UInt8] = []
    var runStart = offset
    while true {
      guard let b = peek, b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") else {
        throw unterminatedString(at: open, quote: "\"")
      }
      switch b {
      case UInt8(ascii: "\""):
        defer { offset += 1 }
        if buffer.isEmpty { return String(decoding: bytes[runStart..<offset], as: UTF8.self) }
        buffer += bytes[runStart..<offset]
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        buffer += bytes[runStart..<offset]
        try appendEscape(to: &buffer)
        runStart = offset
      default:
        if b.isTOMLControl { throw controlCharacter() }
        offset += 1
      }
    }
  }

  /// `'…'` on one line, taken as written.
  mutating func parseLiteralString() throws(TOMLError) -> String {
    let open = offset
    offset += 1
    let start = offset
    while true {
      guard let b = peek, b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") else {
        throw unterminatedString(at: open, quote: "'")
      }
      if b == UInt8(ascii: "'") { break }
      if b.isTOMLControl { throw controlCharacter() }
      offset += 1
    }
    defer { offset += 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// `"""…"""` or `'''…'''` (templates). A line break right after the opening quotes is
  /// dropped; CRLF becomes LF; in basic strings a `\` at the end of a line joins it to the
  /// next non-blank character. Up to two quotes may sit just before the closing three.
  mutating func parseMultiLineString(literal: Bool) throws(TOMLError) -> String {
    let quote = literal ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    let open = position(at: offset)
    offset += 3
    if peek == UInt8(ascii: "\n") || (peek == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n")) {
      try consumeLineBreak()
    }
    var buffer: [UInt8] = []
    while true {
      guard let b = peek else {
        throw error(.multiLineNotClosed(quotes: literal ? "'''" : "\"\"\""), at: open)
      }
      switch b {
      case quote:
        var run = 1
        while peek(run) == quote { run += 1 }
        if run < 3 {
          buffer.append(contentsOf: repeatElement(quote, count: run))
          offset += run
          continue
        }
        guard run <= 5 else { throw error(.tooManyQuotes) }
        buffer.append(contentsOf: repeatElement(quote, count: run - 3))
        offset += run
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        try consumeLineBreak()
        buffer.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "\\") where !literal:
        if try !skipLineEndingBackslash() { try appendEscape(to: &buffer) }
      default:
        if b.isTOMLControl { throw controlCharacter() }
        buffer.append(b)
        offset += 1
      }
    }
  }

  /// At a `\` followed only by blanks up to the line end: skips it and all whitespace and line
  /// breaks after it. False (nothing consumed) when it is an ordinary escape.
  private mutating func skipLineEndingBackslash() throws(TOMLError) -> Bool {
    var i = offset + 1
    while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") else {
      return false
    }
    offset = i
    while let b = peek {
      switch b {
      case 0x20, 0x09: offset += 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): try consumeLineBreak()
      default: return true
      }
    }
    return true
  }

  /// Decodes the escape at the cursor (a `\`) into UTF-8.
  private mutating func appendEscape(to buffer: inout [UInt8]) throws(TOMLError) {
    let start = offset
    offset += 1
    let simple: UInt8? =
      switch peek {
      case UInt8(ascii: "\"")?: UInt8(ascii: "\"")
      case UInt8(ascii: "\\")?: UInt8(ascii: "\\")
      case UInt8(ascii: "n")?: UInt8(ascii: "\n")
      case UInt8(ascii: "t")?: UInt8(ascii: "\t")
      case UInt8(ascii: "r")?: UInt8(ascii: "\r")
      case UInt8(ascii: "b")?: 0x08
      case UInt8(ascii: "f")?: 0x0C
      default: nil
      }
    if let simple {
      buffer.append(simple)
      offset += 1
      return
    }
    let digits = peek == UInt8(ascii: "u") ? 4 : peek == UInt8(ascii: "U") ? 8 : 0
    guard digits > 0 else {
      var shown: String?
      if let b = peek, b != 0x20, !b.isTOMLControl {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // one whole character
        shown = "'\\" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
      }
      throw error(.invalidEscape(sequence: shown, followedBy: describe()), at: start)
    }
    var value: UInt32 = 0
    for k in 1...digits {
      guard let h = peek(k).flatMap(hexValue) else {
        throw error(.unicodeEscapeDigits(digits), at: start)
      }
      value = value << 4 | h
    }
    guard let scalar = Unicode.Scalar(value) else {
      let text = String(decoding: bytes[start..<offset + 1 + digits], as: UTF8.self)
      throw error(.notAScalar(text), at: start)
    }
    offset += 1 + digits
    UTF8.encode(scalar) { buffer.append($0) }
  }

  private mutating func unterminatedString(at open: Int, quote: String) -> TOMLError {
    return error(.stringNotClosed(quote: quote, endOfFile: offset >= bytes.count), at: open)
  }

  private mutating func controlCharacter() -> TOMLError {
    error(.notAllowedInString(describe()))
  }
}

private func hexValue(_ b: UInt8) -> UInt32? {
  switch b {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
  case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
  case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
  default: nil
  }
}
