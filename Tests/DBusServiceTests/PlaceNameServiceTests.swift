import TestSupport
import DBusKit
import DBusService
import Foundation
import SolvervDaemon
import Testing

/// Through the daemon on a real private bus: the applets' city search offers a
/// city typed by its own name under that name, the label they save keeps it, `SetLocation`
/// keeps a given name, and the View (which the applets show) names a city in the language.
@Suite(.serialized) struct PlaceNameServiceTests {
  static func start(_ config: String) throws -> (DaemonHarness, DBusConnection) {
    let harness = try DaemonHarness(config: config)
    try harness.start(["--at", "2026-11-23T12:00"])
    return (harness, try harness.client())
  }

  /// The View's place name once it is `wanted` (the daemon refreshes after a write), or the
  /// last one seen after 20 s.
  static func placeName(_ harness: DaemonHarness, _ client: DBusConnection, becoming wanted: String) throws -> String? {
    var name: String? = nil
    for _ in 0..<200 {
      name = try harness.property("View", on: client)?["place"]?["name"]?.stringValue
      if name == wanted { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return name
  }

  @Test("SearchPlaces Göteborg: offered and labelled as typed, the division in Swedish; saved, the View shows Göteborg")
  func searchKeepsTypedName() throws {
    let (harness, client) = try Self.start("language = \"sv\"\n[location]\ncity = \"Oslo\"\n")
    defer { harness.stop() }
    let found = try #require(try harness.call("SearchPlaces", [.string("Göteborg")], on: client).first?.arrayValue)
    let first = try #require(found.first)
    #expect(first["name"]?.stringValue == "Göteborg", "\(found)")
    #expect(first["label"]?.stringValue == "Göteborg, Västra Götalands län, SE", "\(found)")
    #expect(first["region"]?.stringValue == "Västra Götalands län", "\(found)")
    #expect(first["latitude"]?.doubleValue.map { abs($0 - 57.71) < 0.05 } == true)
    // Typed by its GeoNames name, the row is GeoNames' as before.
    let english = try #require(try harness.call("SearchPlaces", [.string("Gothenburg")], on: client).first?.arrayValue)
    #expect(english.first?["name"]?.stringValue == "Gothenburg")

    let label = try #require(first["label"]?.stringValue)
    _ = try harness.call("SetSettings", [.stringVariantDictionary([("location.city", .string(label))])], on: client)
    #expect(try Self.placeName(harness, client, becoming: "Göteborg") == "Göteborg")
  }

  @Test("SetLocation with the name København keeps it; a city named in English is CLDR's in the View's language")
  func setLocationAndCldrName() throws {
    let (harness, client) = try Self.start("language = \"fi\"\n[location]\ncity = \"Copenhagen\"\n")
    defer { harness.stop() }
    let before = try #require(try harness.property("View", on: client))
    #expect(before["place"]?["name"]?.stringValue == "Kööpenhamina", "\(before)")
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Copenhagen")
    _ = try harness.call(
      "SetLocation", [.double(55.676), .double(12.566), .string("København"), .string("Europe/Copenhagen")], on: client)
    #expect(try Self.placeName(harness, client, becoming: "København") == "København")
  }

  @Test("SearchPlaces in German and Finnish: Gent's division is Flandern and Flanderi; in English Flanders")
  func searchShowsDivisionsInTheLanguage() throws {
    for (language, region) in [("de", "Flandern"), ("fi", "Flanderi"), ("en", "Flanders")] {
      let (harness, client) = try Self.start("language = \"\(language)\"\n[location]\ncity = \"Oslo\"\n")
      defer { harness.stop() }
      let found = try #require(try harness.call("SearchPlaces", [.string("Gent")], on: client).first?.arrayValue)
      let first = try #require(found.first)
      #expect(first["region"]?.stringValue == region, "\(language): \(found)")
      #expect(first["label"]?.stringValue == "Gent, \(region), BE", "\(language): \(found)")
    }
  }
}
