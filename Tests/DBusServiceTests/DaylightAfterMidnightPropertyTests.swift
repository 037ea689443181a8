import DBusKit
import Foundation
import SolvervEngine
import Testing

/// Over D-Bus: `Sunrise`/`Sunset` are those of the day's daylight — in Tromsø on
/// 17 May 2027 the sunset that ends it is at 00:19 on the 18th (it used to be "none") — and the
/// View marks it "+1".
@Suite(.serialized) struct DaylightAfterMidnightPropertyTests {
  @Test("Tromsø, 17 May 2027: Sunset is 00:19 on the 18th, the View's row says \"00:19 +1\"")
  func theSunsetPropertyIsTheOneThatEndsTheDaysDaylight() throws {
    let harness = try DaemonHarness(
      config: "[location]\nlatitude = 69.6492\nlongitude = 18.9553\ntimezone = \"Europe/Oslo\"\nname = \"Tromsø\"\n")
    defer { harness.stop() }
    try harness.start(["--at", "2027-05-17T12:00"])
    let client = try harness.client()
    let sunrise = try harness.property("Sunrise", on: client)?.stringValue ?? ""
    let sunset = try harness.property("Sunset", on: client)?.stringValue ?? ""
    #expect(sunrise.hasPrefix("2027-05-17T01:2") && sunset.hasPrefix("2027-05-18T00:19"), "\(sunrise) \(sunset)")
    #expect(try harness.property("ShownSunDate", on: client)?.stringValue == "2027-05-17")
    let view = try #require(try harness.property("View", on: client).flatMap(ViewPropertyTests.json))
    #expect(view["sun"]?["line"] == "↑ Sunrise 01:21  ↓ Sunset 00:19 +1", "\(String(describing: view["sun"]))")
  }
}
