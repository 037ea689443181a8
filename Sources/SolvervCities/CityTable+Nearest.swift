#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
public import SolvervEngine

extension CityTable {
  /// The city nearest to `coordinate` along the great circle, e.g. to name a place given by
  /// latitude and longitude. Nil only if the table were empty.
  ///
  /// A linear scan over the table (about 1 ms in a release build): the latitude difference is a
  /// lower bound of the angular distance, so most lines are skipped before any trigonometry.
  public static func nearest(to coordinate: Coordinate) -> City? {
    let lines = CityLines.cities
    let radiansPerUnit = Double.pi / 180 / 10_000  // fields are in 10⁻⁴ degrees
    let latitude = coordinate.latitude * Double.pi / 180
    let longitude = coordinate.longitude * Double.pi / 180
    let cosLatitude = cos(latitude)
    var best: Int? = nil
    // The haversine of the best angular distance so far, and that distance in 10⁻⁴ degrees.
    var bestHaversine = Double.infinity
    var bestUnits = Double.infinity
    lines.forEachLine { line in
      guard let fields = CityLines.fields(at: line, in: lines),
        let latitudeUnits = lines.tenThousandths(at: fields.latitude)
      else { return }
      let otherLatitude = Double(latitudeUnits) * radiansPerUnit
      guard abs(otherLatitude - latitude) <= bestUnits * radiansPerUnit,
        let longitudeUnits = lines.tenThousandths(at: fields.longitude)
      else { return }
      let otherLongitude = Double(longitudeUnits) * radiansPerUnit
      let halfLatitude = sin((otherLatitude - latitude) / 2)
      let halfLongitude = sin((otherLongitude - longitude) / 2)
      let haversine =
        halfLatitude * halfLatitude + cosLatitude * cos(otherLatitude) * halfLongitude
        * halfLongitude
      if haversine < bestHaversine {
        best = line
        bestHaversine = haversine
        bestUnits = 2 * asin(min(1, haversine.squareRoot())) / radiansPerUnit
      }
    }
    return best.flatMap(CityLines.city(at:))
  }
}
