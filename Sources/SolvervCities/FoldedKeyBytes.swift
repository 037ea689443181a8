/// The key of a name field (`KeyFolding`'s fold), one byte at a time, straight from the table's
/// UTF-8 bytes: a binary search or a prefix scan over city lines compares only as many key
/// bytes as it needs, and no `String` is made for a line ("sa" needs two bytes of "Saint-Étienne").
///
/// The folding rules, the same as Scripts/generate-cities.py's `fold` (`KeyFolding` folds queries
/// with them too): ASCII letters lowercased, digits kept, ' and ` vanish, other ASCII separates
/// words; other scalars through `FoldTable`, combining marks vanish, white space separates. A
/// scalar of another script, or bytes that are not UTF-8, end the key and set `isUnmatchable`
/// (the generator never writes one).
struct FoldedKeyBytes: IteratorProtocol {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int
  private let end: Int
  /// The rest of a `FoldTable` result being given out.
  private var folded: UnsafeBufferPointer<UInt8>? = nil
  private var foldedIndex = 0
  /// A separator is owed before the next key byte (never at the start).
  private var separate = false
  private var started = false
  /// The byte to give after the separator just given.
  private var queued: UInt8? = nil
  private var ended = false
  /// The key ended at a scalar no key can hold: the text as a whole matches nothing.
  private(set) var isUnmatchable = false

  /// The key of `bytes[start..<end]`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    self.bytes = bytes
    self.index = start
    self.end = end
  }

  mutating func next() -> UInt8? {
    if let byte = queued {
      queued = nil
      return byte
    }
    scan: while !ended {
      if let text = folded {
        if foldedIndex < text.count {
          let byte = text[foldedIndex]
          foldedIndex += 1
          if byte == UInt8(ascii: " ") { separate = true } else { return emit(byte) }
          continue
        }
        folded = nil
      }
      guard index < end else { break scan }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        switch lead {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return emit(lead | 0x20)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return emit(lead)
        case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
        default: separate = true
        }
        continue
      }
      guard let scalar = decodeScalar() else {
        isUnmatchable = true
        break scan
      }
      if let text = FoldTable.fold(scalar) {
        folded = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        foldedIndex = 0
        continue
      }
      guard let properties = Unicode.Scalar(scalar)?.properties else {
        isUnmatchable = true
        break scan
      }
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: continue
      default:
        guard properties.isWhitespace else {
          isUnmatchable = true
          break scan
        }
        separate = true
      }
    }
    ended = true
    return nil
  }

  private mutating func emit(_ byte: UInt8) -> UInt8 {
    defer {
      started = true
      separate = false
    }
    guard separate, started else { return byte }
    queued = byte
    return UInt8(ascii: " ")
  }

  /// The scalar of the multi-byte UTF-8 sequence at `index`, moving past it; nil when malformed.
  private mutating func decodeScalar() -> UInt32? {
    let lead = bytes[index]
    let count: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (count, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (count, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (count, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard end - index >= count else { return nil }
    for offset in 1..<count {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    index += count
    return value
  }
}
