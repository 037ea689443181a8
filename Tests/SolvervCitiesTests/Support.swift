import Foundation
import SolvervEngine

@testable import SolvervCities

/// Every city of the table, in table order, decoded line by line.
func allCities() -> [City] {
  var cities: [City] = []
  CityLines.cities.forEachLine { line in
    if let city = CityLines.city(at: line) { cities.append(city) }
  }
  return cities
}

/// Great-circle angle between two places, in radians (haversine).
func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
  let radians = Double.pi / 180
  let dLat = (b.latitude - a.latitude) * radians
  let dLon = (b.longitude - a.longitude) * radians
  let h =
    sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians)
    * sin(dLon / 2) * sin(dLon / 2)
  return 2 * asin(min(1, h.squareRoot()))
}
