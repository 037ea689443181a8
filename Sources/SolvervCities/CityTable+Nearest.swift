public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CityTable {
  /// The city nearest to `coordinate` along the great circle, e.g. to name a place given by
  /// latitude and longitude. Nil only if the table were empty.
  ///
  /// A linear scan over the table (a few milliseconds in a release build): the latitude
  /// difference is a lower bound of the angular distance, so most lines are passed over before
  /// their longitude is read or any trigonometry done. Always the built-in table of cities of
  /// 15,000 people, with or without the places file: a place given by coordinates takes a
  /// city's zone and name, and five times the lines would cost five times the time.
  public static func nearest(to coordinate: Coordinate) -> City? {
    let tables = PlaceTables.builtIn
    let lines = tables.cities
    let bytes = lines.bytes
    let radiansPerUnit = Double.pi / 180 / Double(CityLines.unitsPerDegree)
    let latitude = coordinate.latitude * Double.pi / 180
    let longitude = coordinate.longitude * Double.pi / 180
    let cosLatitude = cos(latitude)
    var best: Int? = nil
    // The haversine of the best angular distance so far, and that distance in radians.
    var bestHaversine = Double.infinity
    var bestAngle = Double.infinity
    var line = 0
    while line < bytes.count {
      defer { line = lines.next(after: line) }
      // name or key, place, then the numbers: latitude and longitude first.
      var field = line
      for _ in 0..<2 {
        guard let next = lines.nextField(after: field) else { break }
        field = next
      }
      guard let latitudeDigits = lines.base91(at: field, count: 3) else { continue }
      let otherLatitude = Double(latitudeDigits - 90 * CityLines.unitsPerDegree) * radiansPerUnit
      guard abs(otherLatitude - latitude) < bestAngle,
        let longitudeDigits = lines.base91(at: field + 3, count: 3)
      else { continue }
      let longitudeUnits = longitudeDigits - 180 * CityLines.unitsPerDegree
      let otherLongitude = Double(longitudeUnits) * radiansPerUnit
      let halfLatitude = sin((otherLatitude - latitude) / 2)
      let halfLongitude = sin((otherLongitude - longitude) / 2)
      let haversine =
        halfLatitude * halfLatitude + cosLatitude * cos(otherLatitude) * halfLongitude
        * halfLongitude
      if haversine < bestHaversine {
        best = line
        bestHaversine = haversine
        bestAngle = 2 * asin(min(1, haversine.squareRoot()))
      }
    }
    return best.flatMap { CityLines.city(at: $0, in: tables) }
  }
}
