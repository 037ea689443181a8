#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Newline-terminated lines of a string literal, sorted bytewise, searched in place.
///
/// The city tables are `StaticString`s in the binary's read-only data, so a lookup is a binary
/// search over their bytes: nothing is read, copied or parsed at start-up. Positions are byte
/// offsets of line starts.
struct SortedLines {
  let bytes: UnsafeBufferPointer<UInt8>

  init(_ text: StaticString) {
    bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  static let newline = UInt8(ascii: "\n")
  static let tab = UInt8(ascii: "\t")

  /// The first line that does not sort before `prefix`: where the run of lines beginning with
  /// `prefix` starts, if there is one.
  func lowerBound(_ prefix: [UInt8]) -> Int {
    var low = 0
    var high = bytes.count
    while low < high {
      let middle = low + (high - low) / 2
      var start = middle
      while start > low, bytes[start - 1] != Self.newline { start -= 1 }
      if line(at: start, sortsBefore: prefix) {
        low = next(after: start)
      } else {
        high = start
      }
    }
    return low
  }

  /// Calls `body` with the start of each line beginning with `prefix`, in order, until it
  /// returns false.
  func forEachLine(withPrefix prefix: [UInt8], _ body: (Int) -> Bool) {
    var start = lowerBound(prefix)
    while start < bytes.count, line(at: start, hasPrefix: prefix) {
      guard body(start) else { return }
      start = next(after: start)
    }
  }

  /// Calls `body` with the start of every line, in order.
  func forEachLine(_ body: (Int) -> Void) {
    var start = 0
    while start < bytes.count {
      body(start)
      start = next(after: start)
    }
  }

  /// The start of the line after the one that starts at `start` (or the end).
  ///
  /// libc's `memchr` looks at many bytes per step; scans of the whole table (`nearest`, long
  /// prefix runs) spend most of their time here.
  func next(after start: Int) -> Int {
    guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
    guard let found = memchr(base + start, Int32(Self.newline), bytes.count - start) else {
      return bytes.count
    }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
  }

  /// The end of the field that starts at `start`: its tab or newline, or the end.
  func fieldEnd(from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] != Self.tab, bytes[index] != Self.newline {
      index += 1
    }
    return index
  }

  /// The start of the field after the one that starts at `start`, or nil at the end of a line.
  func nextField(after start: Int) -> Int? {
    let end = fieldEnd(from: start)
    guard end < bytes.count, bytes[end] == Self.tab else { return nil }
    return end + 1
  }

  /// The text of the field that starts at `start`.
  func string(at start: Int) -> String {
    let field = UnsafeBufferPointer(rebasing: bytes[start..<fieldEnd(from: start)])
    return String(decoding: field, as: UTF8.self)
  }

  /// A non-negative decimal integer field, or nil.
  func integer(at start: Int) -> Int? {
    let end = fieldEnd(from: start)
    guard end > start, end - start <= 18 else { return nil }
    var value = 0
    for index in start..<end {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  /// A decimal field with at most 4 decimals ("-33.8678", "10.75", "0") in units of 10⁻⁴, or
  /// nil. Integer arithmetic keeps the scan in `nearest` cheap and the value exact.
  func tenThousandths(at start: Int) -> Int? {
    let end = fieldEnd(from: start)
    var index = start
    let negative = index < end && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var value = 0
    var decimals = -1
    var digits = 0
    while index < end {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "."), decimals < 0 {
        decimals = 0
        continue
      }
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10, digits < 12 else { return nil }
      value = value * 10 + Int(digit)
      digits += 1
      if decimals >= 0 { decimals += 1 }
    }
    guard digits > 0, decimals <= 4 else { return nil }
    for _ in 0..<(4 - Swift.max(decimals, 0)) { value *= 10 }
    return negative ? -value : value
  }

  /// Whether the line at `start` sorts before `prefix` (a line that ends first sorts first).
  private func line(at start: Int, sortsBefore prefix: [UInt8]) -> Bool {
    for (offset, wanted) in prefix.enumerated() {
      let index = start + offset
      guard index < bytes.count, bytes[index] != Self.newline else { return true }
      if bytes[index] != wanted { return bytes[index] < wanted }
    }
    return false
  }

  func line(at start: Int, hasPrefix prefix: [UInt8]) -> Bool {
    guard bytes.count - start >= prefix.count else { return false }
    for (offset, wanted) in prefix.enumerated() where bytes[start + offset] != wanted {
      return false
    }
    return true
  }
}
