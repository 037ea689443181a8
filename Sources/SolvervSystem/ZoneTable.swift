public import SolvervEngine

/// The principal location of each time zone, from tzdata's `zone1970.tab` (and `zone.tab` for
/// zones it folds away, such as Arctic/Longyearbyen); old names find their zone's through
/// ``ZoneLinks``.
public enum ZoneTable {
  /// The coordinates tzdata gives for `zone` (`Europe/Oslo` → 59°55′N 10°45′E), following
  /// links (`US/Pacific` → America/Los_Angeles), or nil.
  public static func location(of zone: String) -> Coordinate? {
    principal(of: zone)?.coordinate
  }

  /// The zone whose principal location stands for `zone` — itself, or the canonical zone it is
  /// a link to (see ``ZoneLinks``) — and that location; nil for zones without one (`UTC`,
  /// `Etc/GMT+5`, POSIX rules such as `<+0530>-5:30`).
  public static func principal(
    of zone: String, in directory: String = TimeZoneDatabase.directory
  ) -> (zone: String, coordinate: Coordinate)? {
    let tables = ["zone1970.tab", "zone.tab"].compactMap { FileReader.read(directory + "/" + $0) }
    func lookUp(_ name: String) -> (zone: String, coordinate: Coordinate)? {
      for table in tables {
        if let found = location(of: name, inTable: table) { return (name, found) }
      }
      return nil
    }
    // The name itself first: most systems name a canonical zone, and that needs no link lookup.
    if let found = lookUp(zone) { return found }
    for name in ZoneLinks.names(of: zone, in: directory).dropFirst() {
      if let found = lookUp(name) { return found }
    }
    return nil
  }

  /// The zone names (third field) of a `zone1970.tab`-style table.
  public static func zoneNames(inTable table: [UInt8]) -> [String] {
    var names: [String] = []
    for line in table.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      if fields.count >= 3 { names.append(String(decoding: fields[2], as: UTF8.self)) }
    }
    return names
  }

  /// Looks `zone` up in the bytes of a `zone1970.tab`-style table. Bytes, not `String` lines:
  /// this runs on every status refresh at a default location, and splitting ~36 KB into
  /// Characters would cost more than the astronomy.
  public static func location(of zone: String, inTable table: [UInt8]) -> Coordinate? {
    let wanted = Array(zone.utf8)
    var lineStart = 0
    while lineStart < table.count {
      let lineEnd = table[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? table.count
      defer { lineStart = lineEnd + 1 }
      let line = table[lineStart..<lineEnd]
      guard line.first != UInt8(ascii: "#") else { continue }
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard fields.count >= 3, fields[2].elementsEqual(wanted) else { continue }
      return parseISO6709(fields[1])
    }
    return nil
  }

  /// `+5955+01045` or `+595500+0104500` (±DDMM[SS]±DDDMM[SS]) as a coordinate.
  public static func parseISO6709(_ text: ArraySlice<UInt8>) -> Coordinate? {
    let bytes = Array(text)
    guard let split = bytes.dropFirst().firstIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") })
    else { return nil }
    guard let lat = sexagesimal(bytes[0..<split], degreeDigits: 2),
      let lon = sexagesimal(bytes[split...], degreeDigits: 3)
    else { return nil }
    return try? Coordinate(latitude: lat, longitude: lon)
  }

  private static func sexagesimal(_ bytes: ArraySlice<UInt8>, degreeDigits: Int) -> Double? {
    guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return nil
    }
    let digits = bytes.dropFirst()
    guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    let values = digits.map { Double($0 - UInt8(ascii: "0")) }
    var degrees = 0.0
    for v in values[0..<degreeDigits] { degrees = degrees * 10 + v }
    let minutes = values[degreeDigits] * 10 + values[degreeDigits + 1]
    var seconds = 0.0
    if values.count == degreeDigits + 4 { seconds = values[degreeDigits + 2] * 10 + values[degreeDigits + 3] }
    let value = degrees + minutes / 60 + seconds / 3_600
    return sign == UInt8(ascii: "-") ? -value : value
  }
}
