#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Newline-terminated lines of a string literal, sorted bytewise, searched in place.
///
/// The built-in city tables are `StaticString`s in the binary's read-only data, and the installed
/// places file is mapped read-only, so a lookup is a binary search over their bytes: nothing is
/// copied or parsed at start-up. Positions are byte offsets of line starts.
///
/// Most tables start each line with its key, so byte order is key order. The city table starts
/// a line with the city's name where the name is not simply its key capitalised ("Tromsø",
/// "Saint-Denis"), and stores no key beside it (a fifth of the places file after xz): there
/// `foldsNames` is set, and a line sorts by the key its first field folds to (`KeyFolding`).
struct SortedLines {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether a first field that is not a key (see `isKey(at:)`) sorts by its fold.
  let foldsNames: Bool

  init(_ text: StaticString, foldsNames: Bool = false) {
    bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    self.foldsNames = foldsNames
  }

  /// Lines in other read-only bytes (a section of the installed places file).
  init(_ bytes: UnsafeBufferPointer<UInt8>, foldsNames: Bool = false) {
    self.bytes = bytes
    self.foldsNames = foldsNames
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

  /// `count` base-91 digits from `start`, most significant first, or nil when a byte is no
  /// digit or the bytes end first. The digits are the generator's DIGITS91: the bytes 0x21…0x7E
  /// but `"`, `#` and `\`, in byte order — packed numbers that are still text, so no digit is a
  /// tab or a newline and the lines stay lines.
  func base91(at start: Int, count: Int) -> Int? {
    guard start >= 0, bytes.count - start >= count else { return nil }
    var value = 0
    for index in start..<start + count {
      guard let digit = Self.digit91(bytes[index]) else { return nil }
      value = value * 91 + digit
    }
    return value
  }

  /// The value of one base-91 digit (see `base91(at:count:)`), or nil.
  static func digit91(_ byte: UInt8) -> Int? {
    guard byte >= 0x21, byte <= 0x7E, byte != 0x22, byte != 0x23, byte != 0x5C else { return nil }
    var digit = Int(byte) - 0x21
    if byte > 0x23 { digit -= 2 }  // after `"` and `#`
    if byte > 0x5C { digit -= 1 }  // after `\`
    return digit
  }

  /// Whether the first field of the line at `start` is a key: only `a`–`z`, `0`–`9` and spaces.
  func isKey(at start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] != Self.tab, bytes[index] != Self.newline {
      switch bytes[index] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "): index += 1
      default: return false
      }
    }
    return true
  }

  /// The key of the line at `start` (its first field, folded when it is a name) into `key`,
  /// which is emptied first; false when the name cannot be a key.
  func key(at start: Int, into key: inout [UInt8]) -> Bool {
    key.removeAll(keepingCapacity: true)
    let end = fieldEnd(from: start)
    guard foldsNames, !isKey(at: start) else {
      key += bytes[start..<end]
      return true
    }
    var folded = FoldedKeyBytes(bytes, from: start, to: end)
    while let byte = folded.next() { key.append(byte) }
    return !folded.isUnmatchable
  }

  /// What the line at `start` sorts by, when its first field is a name: the name's key and then
  /// a tab, folded as they are read (nil when the lines sort by their bytes or the field is a
  /// key already).
  private func foldedKey(at start: Int) -> SortBytes? {
    guard foldsNames, !isKey(at: start) else { return nil }
    return SortBytes(key: FoldedKeyBytes(bytes, from: start, to: fieldEnd(from: start)))
  }

  /// A name's key and a tab, one byte at a time.
  private struct SortBytes: IteratorProtocol {
    var key: FoldedKeyBytes
    var tabGiven = false

    mutating func next() -> UInt8? {
      if let byte = key.next() { return byte }
      if tabGiven { return nil }
      tabGiven = true
      return SortedLines.tab
    }
  }

  /// Whether the line at `start` sorts before `prefix` (a line that ends first sorts first).
  /// `prefix` is a key, or a key and a tab.
  private func line(at start: Int, sortsBefore prefix: [UInt8]) -> Bool {
    if var key = foldedKey(at: start) {
      for wanted in prefix {
        guard let byte = key.next() else { return true }
        if byte != wanted { return byte < wanted }
      }
      return false
    }
    for (offset, wanted) in prefix.enumerated() {
      let index = start + offset
      guard index < bytes.count, bytes[index] != Self.newline else { return true }
      if bytes[index] != wanted { return bytes[index] < wanted }
    }
    return false
  }

  /// Whether the line at `start` begins with `prefix`, a key or a key and a tab (for a city
  /// line with a name: whether the name's key does).
  func line(at start: Int, hasPrefix prefix: [UInt8]) -> Bool {
    if var key = foldedKey(at: start) {
      for wanted in prefix where key.next() != wanted { return false }
      return true
    }
    guard bytes.count - start >= prefix.count else { return false }
    for (offset, wanted) in prefix.enumerated() where bytes[start + offset] != wanted {
      return false
    }
    return true
  }
}
