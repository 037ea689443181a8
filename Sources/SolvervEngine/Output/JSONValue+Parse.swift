extension JSONValue {
  /// Why a JSON text was rejected, and where (1-based byte offset).
  public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public let offset: Int
    public let reason: String
    public var description: String { "invalid JSON at byte \(offset): \(reason)" }
  }

  /// Parses JSON text (RFC 8259) strictly: one value, no trailing garbage, nesting capped at 64.
  /// For Solverv's own small files (the notification state); never traps on bad input.
  public static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.atEnd else { throw parser.error("unexpected data after the value") }
    return value
  }

  public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
  public var intValue: Int? {
    switch self {
    case .int(let i): return i
    case .double(let d) where d == d.rounded() && abs(d) < 9e15: return Int(d)
    default: return nil
    }
  }
  public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
}

/// A byte-level recursive-descent JSON reader.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  var atEnd: Bool { index >= bytes.count }

  func error(_ reason: String) -> JSONValue.ParseError {
    JSONValue.ParseError(offset: index + 1, reason: reason)
  }

  mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    guard depth < 64 else { throw error("nested too deeply") }
    guard index < bytes.count else { throw error("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return try number()
    }
  }

  mutating func literal(_ word: String) throws(JSONValue.ParseError) {
    for b in word.utf8 {
      guard index < bytes.count, bytes[index] == b else { throw error("expected \(word)") }
      index += 1
    }
  }

  mutating func object(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    index += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      skipWhitespace()
      members.append((key, try value(depth: depth + 1)))
      skipWhitespace()
      guard index < bytes.count else { throw error("unclosed object") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
      throw error("expected ',' or '}'")
    }
  }

  mutating func array(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try value(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unclosed array") }
      if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
      if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
      throw error("expected ',' or ']'")
    }
  }

  mutating func string() throws(JSONValue.ParseError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
      run.removeAll(keepingCapacity: true)
    }
    while true {
      guard index < bytes.count else { throw error("unclosed string") }
      let b = bytes[index]
      index += 1
      switch b {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        guard index < bytes.count else { throw error("unclosed string") }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{c}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw error("invalid escape")
        }
      default:
        guard b >= 0x20 else { throw error("control character in string") }
        run.append(b)
      }
    }
  }

  mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      index += 1
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      value = value * 16 + digit
    }
    return value
  }

  mutating func number() throws(JSONValue.ParseError) -> JSONValue {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    var isInteger = true
    while index < bytes.count {
      let b = bytes[index]
      if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
        index += 1
      } else if b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || b == UInt8(ascii: "+")
        || b == UInt8(ascii: "-")
      {
        isInteger = false
        index += 1
      } else {
        break
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard !text.isEmpty, text != "-" else { throw error("unexpected character") }
    if isInteger, let i = Int(text) { return .int(i) }
    guard let d = Double(text), d.isFinite else { throw error("invalid number '\(text)'") }
    return .double(d)
  }
}
