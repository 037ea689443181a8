import DBusKit
import Foundation
import Testing

/// On a real private bus: `SetLocation` with an empty zone takes the nearest
/// city's zone, as the CLI does for `--lat/--lon` — never the system's (here UTC), which gave
/// Tokyo's coordinates a sunset before their sunrise.
@Suite(.serialized) struct SetLocationZoneTests {
  @Test("SetLocation(lat, lon, name, \"\") on a UTC machine takes Tokyo's zone: sunrise before sunset")
  func setLocationWithoutZoneTakesTheNearestCitysZone() throws {
    let harness = try DaemonHarness()
    defer { harness.stop() }
    harness.extraEnvironment["TZ"] = "UTC"
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    #expect(try harness.property("TimeZone", on: client)?.stringValue != "Asia/Tokyo")

    _ = try harness.call("SetLocation", [.double(35.6762), .double(139.6503), .string("Home"), .string("")], on: client)
    #expect(try harness.property("TimeZone", on: client)?.stringValue == "Asia/Tokyo")
    let iso = ISO8601DateFormatter()
    let sunrise = try #require(try harness.property("Sunrise", on: client)?.stringValue)
    let sunset = try #require(try harness.property("Sunset", on: client)?.stringValue)
    #expect(sunrise.hasSuffix("+09:00") && sunset.hasSuffix("+09:00"), "\(sunrise) \(sunset)")
    let rise = try #require(iso.date(from: sunrise))
    let set = try #require(iso.date(from: sunset))
    #expect(rise < set, "\(sunrise) → \(sunset)")
    let saved = try String(contentsOf: harness.configFile, encoding: .utf8)
    #expect(saved.contains("Asia/Tokyo"), "\(saved)")
  }
}
