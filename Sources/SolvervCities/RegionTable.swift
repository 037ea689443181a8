/// Countries and divisions by the names and codes people write after a city's name, and the
/// short label a division is shown with ("IL", "ON", "NSW"; GeoNames' own code elsewhere).
/// The table is `RegionData`, generated with the cities (Scripts/generate-cities.py).
enum RegionTable {
  static var lines: SortedLines { SortedLines(RegionData.regions) }

  /// The places whose name or code folds to `key`: "georgia" is the country GE and the US
  /// state GA.
  static func places(named key: [UInt8]) -> [PlaceFilter.Place] {
    let lines = lines
    var places: [PlaceFilter.Place] = []
    lines.forEachLine(withPrefix: key + [SortedLines.tab]) { line in
      guard let country = lines.nextField(after: line), let admin1 = lines.nextField(after: country)
      else { return true }
      let code = Array(lines.bytes[admin1..<lines.fieldEnd(from: admin1)])
      places.append(
        PlaceFilter.Place(
          country: Array(lines.bytes[country..<lines.fieldEnd(from: country)]),
          admin1: code.isEmpty ? nil : code))
      return true
    }
    return places
  }

  /// How the division `admin1` of `country` is shown: its postal abbreviation where the table
  /// has one, else the GeoNames code itself (which queries accept too); empty when unknown.
  static func label(country: String, admin1: String) -> String {
    guard !admin1.isEmpty else { return "" }
    let lines = lines
    let wanted = Array("\t\(country)\t\(admin1)\t".utf8)
    var label = admin1
    var line = 0
    while line < lines.bytes.count {
      defer { line = lines.next(after: line) }
      // After the key: "\tCC\tadmin1\t", then the label.
      let key = lines.fieldEnd(from: line)
      guard lines.bytes.count - key > wanted.count,
        lines.bytes[key..<key + wanted.count].elementsEqual(wanted)
      else { continue }
      label = lines.string(at: key + wanted.count)
      break
    }
    return label
  }
}
