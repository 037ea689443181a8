extension TimeZoneRules {
  /// Parses a TZif file (RFC 8536, versions 1–4).
  ///
  /// Version 2+ files are read from their 64-bit block and footer; version 1 from the 32-bit
  /// block. Leap-second records (the `right/` zones) are skipped: Solverv counts POSIX seconds.
  /// Malformed input throws; it never traps.
  public init(identifier: String, tzif bytes: [UInt8]) throws(TimeZoneError) {
    var reader = ByteReader(bytes: bytes)
    guard let first = TZifHeader(reading: &reader) else { throw .notTZif(identifier) }
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      guard reader.skip(first.dataBlockLength(timeSize: 4)), let second = TZifHeader(reading: &reader)
      else { throw .truncated(identifier) }
      header = second
      timeSize = 8
    }
    var transitions: [Int64] = []
    transitions.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      guard let t = timeSize == 8 ? reader.int64() : reader.int32().map(Int64.init) else {
        throw .truncated(identifier)
      }
      transitions.append(t)
    }
    guard let typeIndices = reader.bytes(header.timeCount) else { throw .truncated(identifier) }
    var rawTypes: [(offset: Int32, isDST: Bool, abbreviationIndex: Int)] = []
    for _ in 0..<header.typeCount {
      guard let offset = reader.int32(), let isDST = reader.uint8(), let index = reader.uint8() else {
        throw .truncated(identifier)
      }
      rawTypes.append((offset, isDST != 0, Int(index)))
    }
    guard let characters = reader.bytes(header.charCount),
      reader.skip(header.leapCount * (timeSize + 4) + header.isStdCount + header.isUTCount)
    else { throw .truncated(identifier) }

    func abbreviation(at index: Int) -> String {
      guard index < characters.count else { return "" }
      let end = characters[index...].firstIndex(of: 0) ?? characters.count
      return String(decoding: characters[index..<end], as: UTF8.self)
    }
    let types = rawTypes.map {
      LocalTimeType(
        utcOffset: Int($0.offset), isDaylightSaving: $0.isDST,
        abbreviation: abbreviation(at: $0.abbreviationIndex))
    }
    guard !types.isEmpty else { throw .truncated(identifier) }
    for index in typeIndices where Int(index) >= types.count { throw .truncated(identifier) }
    for i in transitions.indices.dropFirst() where transitions[i - 1] >= transitions[i] {
      throw .truncated(identifier)
    }

    var footer: PosixTimeZoneRule? = nil
    if timeSize == 8, let text = reader.footer(), !text.isEmpty {
      footer = PosixTimeZoneRule(text)
    }
    self.init(
      identifier: identifier, transitions: transitions, typeAfterTransition: typeIndices,
      types: types, initialType: types[0], footer: footer)
  }
}

/// The fixed 44-byte header of a TZif data block.
private struct TZifHeader {
  let version: Int
  let isUTCount, isStdCount, leapCount, timeCount, typeCount, charCount: Int

  init?(reading reader: inout ByteReader) {
    guard let magic = reader.bytes(4), magic == Array("TZif".utf8), let version = reader.uint8(),
      reader.skip(15)
    else { return nil }
    var counts: [Int] = []
    for _ in 0..<6 {
      guard let count = reader.int32(), count >= 0, count < 1_000_000 else { return nil }
      counts.append(Int(count))
    }
    self.version = version == 0 ? 1 : Int(version) - Int(UInt8(ascii: "0"))
    (isUTCount, isStdCount, leapCount, timeCount, typeCount, charCount) =
      (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
  }

  func dataBlockLength(timeSize: Int) -> Int {
    timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4)
      + isStdCount + isUTCount
  }
}

/// Big-endian reads that fail instead of trapping on short input.
private struct ByteReader {
  let bytes: [UInt8]
  var position = 0

  mutating func bytes(_ count: Int) -> [UInt8]? {
    guard count >= 0, position + count <= bytes.count else { return nil }
    defer { position += count }
    return Array(bytes[position..<position + count])
  }

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, position + count <= bytes.count else { return false }
    position += count
    return true
  }

  mutating func uint8() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func int32() -> Int32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for i in 0..<4 { value = value << 8 | UInt32(bytes[position + i]) }
    position += 4
    return Int32(bitPattern: value)
  }

  mutating func int64() -> Int64? {
    guard position + 8 <= bytes.count else { return nil }
    var value: UInt64 = 0
    for i in 0..<8 { value = value << 8 | UInt64(bytes[position + i]) }
    position += 8
    return Int64(bitPattern: value)
  }

  /// The footer: the text between the two newlines that close a v2+ file.
  mutating func footer() -> String? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { return nil }
    let start = position + 1
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
