import SolvervEngine

/// US ZIP codes as places: "55401" is Minneapolis, MN at its ZIP's point, in its ZIP's zone.
///
/// The table is `PostalData` (Scripts/generate-postal-codes.py: the zipcodes package, USPS and
/// GeoNames data): one line per ZIP prefix (the first three digits), binary-searched like the
/// city lines, each holding a bitmap of the ZIPs it has and four digits per ZIP (five in the
/// three lines whose ZIPs lie too far apart for a 13° box: Alaska, the Pacific islands). A query is a
/// ZIP when it begins with five digits followed by nothing, a ZIP+4 ("55401-1234"), or a space
/// or comma and anything (the label "55401 Minneapolis, MN, US" finds its ZIP).
enum PostalCodes {
  static var lines: SortedLines { SortedLines(PostalData.lines) }

  /// The five digits a query begins with, when it is a ZIP query; nil otherwise.
  static func code(in text: String) -> [UInt8]? {
    let bytes = Array(trimmed(text).utf8)
    guard bytes.count >= 5, bytes.prefix(5).allSatisfy(isDigit) else { return nil }
    let rest = bytes.dropFirst(5)
    guard let next = rest.first else { return Array(bytes.prefix(5)) }
    if next == UInt8(ascii: "-") {
      // ZIP+4, and nothing or a name after it.
      let plus = rest.dropFirst()
      guard plus.count >= 4, plus.prefix(4).allSatisfy(isDigit) else { return nil }
      let after = plus.dropFirst(4)
      guard after.isEmpty || after.first == UInt8(ascii: " ") || after.first == UInt8(ascii: ",") else { return nil }
      return Array(bytes.prefix(5))
    }
    return next == UInt8(ascii: " ") || next == UInt8(ascii: ",") ? Array(bytes.prefix(5)) : nil
  }

  /// The digits of a query made of 1 to 4 digits only ("554"): the start of ZIPs to list.
  static func prefix(in text: String) -> [UInt8]? {
    let bytes = Array(trimmed(text).utf8)
    return (1...4).contains(bytes.count) && bytes.allSatisfy(isDigit) ? bytes : nil
  }

  /// The place of the ZIP `code` (five ASCII digits), or nil when the table lacks it.
  static func city(code: [UInt8]) -> City? {
    guard code.count == 5 else { return nil }
    var found: City? = nil
    let suffix = Int(code[3] - 48) * 10 + Int(code[4] - 48)
    lines.forEachLine(withPrefix: Array(code.prefix(3)) + [SortedLines.tab]) { line in
      found = city(onLine: line, suffix: suffix)
      return found == nil
    }
    return found
  }

  /// Up to `limit` ZIPs beginning with `digits` (1 to 4), in ascending order.
  static func cities(withPrefix digits: [UInt8], limit: Int) -> [City] {
    var found: [(code: Int, city: City)] = []
    let lines = lines
    // Lines are sorted by prefix, then place: gather every line's ZIPs, then sort by code.
    var previous = -1
    lines.forEachLine(withPrefix: Array(digits.prefix(3))) { line in
      guard let prefix = Int(lines.string(at: line)) else { return true }
      // Every line of the earlier prefixes is read (a prefix has a line per state): enough.
      if found.count >= limit, prefix != previous { return false }
      previous = prefix
      for suffix in 0..<100 {
        let code = prefix * 100 + suffix
        let text = Array(zeroPadded(code).utf8)
        guard text.starts(with: digits) else { continue }
        if let city = city(onLine: line, suffix: suffix) { found.append((code, city)) }
      }
      return true
    }
    return found.sorted { $0.code < $1.code }.prefix(limit).map(\.city)
  }

  /// The ZIP `suffix` (0…99) of the line at `line`, or nil when the line lacks it.
  private static func city(onLine line: Int, suffix: Int) -> City? {
    let lines = lines
    guard let place = lines.nextField(after: line), let zonesField = lines.nextField(after: place),
      let namesField = lines.nextField(after: zonesField), let box = lines.nextField(after: namesField),
      let boxed = lines.base91(at: box, count: 1)
    else { return nil }
    // The box's corner, when the line has one; then the bitmap, then the records.
    var corner: Int? = nil
    if boxed == 1 {
      guard let value = lines.base91(at: box + 1, count: 4) else { return nil }
      corner = value
    }
    let data = box + (corner == nil ? 1 : 5)
    guard let bits = lines.base91(at: data + suffix / 6, count: 1), bits & (1 << (suffix % 6)) != 0 else { return nil }
    // The record's index: the set bits before this one.
    var index = 0
    for digit in 0...(suffix / 6) {
      guard var value = lines.base91(at: data + digit, count: 1) else { return nil }
      if digit == suffix / 6 { value &= (1 << (suffix % 6)) - 1 }
      index += value.nonzeroBitCount
    }
    let width = corner == nil ? 4 : 3
    let record = data + 17 + (width + 1) * index
    guard record + width + 1 <= lines.next(after: data) - 1, let value = lines.base91(at: record, count: width),
      let nameIndex = lines.base91(at: record + width, count: 1)
    else { return nil }
    var coordinate = value
    if let corner {
      let steps = PostalData.longitudeSteps
      coordinate = (corner / steps + value / PostalData.boxSide) * steps + corner % steps + value % PostalData.boxSide
    }
    // The name and, where the line has several zones, its zone digit.
    let zoneDigits = lines.fieldEnd(from: zonesField) - zonesField
    let namesEnd = lines.fieldEnd(from: namesField)
    var start = namesField
    for _ in 0..<nameIndex {
      while start < namesEnd, lines.bytes[start] != UInt8(ascii: "|") { start += 1 }
      start += 1
    }
    var end = start
    while end < namesEnd, lines.bytes[end] != UInt8(ascii: "|") { end += 1 }
    guard end > start else { return nil }
    var zoneIndex = 0
    if zoneDigits > 1 {
      guard let digit = lines.base91(at: start, count: 1), digit < zoneDigits else { return nil }
      zoneIndex = digit
      start += 1
    }
    guard let zoneLine = lines.base91(at: zonesField + zoneIndex, count: 1), let zone = zoneName(line: zoneLine) else {
      return nil
    }
    let latitudeSteps = coordinate / PostalData.longitudeSteps + PostalData.latitude0
    var longitudeThousandths = (coordinate % PostalData.longitudeSteps + PostalData.longitude0) * PostalData.step
    if longitudeThousandths > 180_000 { longitudeThousandths -= 360_000 }
    guard
      let point = try? Coordinate(
        latitude: Double(latitudeSteps * PostalData.step) / 1_000, longitude: Double(longitudeThousandths) / 1_000)
    else { return nil }
    let placeText = lines.string(at: place)
    let prefix = lines.string(at: line)
    return City(
      name: expanded(UnsafeBufferPointer(rebasing: lines.bytes[start..<end])),
      countryCode: String(placeText.prefix(2)), admin1: String(placeText.dropFirst(2)), coordinate: point,
      population: 0, timeZone: zone, postalCode: prefix + (suffix < 10 ? "0\(suffix)" : "\(suffix)"))
  }

  /// A packed name with its word codes written out ("$ City" style codes, see the generator).
  private static func expanded(_ packed: UnsafeBufferPointer<UInt8>) -> String {
    let codes = SortedLines(PostalData.wordCodes).bytes
    var bytes: [UInt8] = []
    bytes.reserveCapacity(packed.count * 2)
    for byte in packed {
      if let index = codes.firstIndex(of: byte), let word = line(index, of: PostalData.words) {
        bytes += word.utf8
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Line `line` (from 0) of `PostalData.zones`.
  private static func zoneName(line: Int) -> String? { Self.line(line, of: PostalData.zones) }

  /// Line `line` (from 0) of a newline-terminated list.
  private static func line(_ line: Int, of text: StaticString) -> String? {
    let zones = SortedLines(text)
    var start = 0
    for _ in 0..<line {
      start = zones.next(after: start)
      guard start < zones.bytes.count else { return nil }
    }
    return start < zones.bytes.count ? zones.string(at: start) : nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func zeroPadded(_ code: Int) -> String {
    let text = String(code)
    return String(repeating: "0", count: max(0, 5 - text.count)) + text
  }

  private static func trimmed(_ text: String) -> Substring {
    let scalars = Substring(text).unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return Substring(scalars[first...last])
  }
}
