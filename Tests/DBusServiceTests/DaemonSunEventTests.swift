import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// On a real private bus: the real daemon, started with `--at` a few seconds before
/// civil dusk, emits `SunEvent` at the instant and `SunPhase` follows with PropertiesChanged.
@Suite(.serialized) struct DaemonSunEventTests {
  static let config = "[location]\nname = \"Oslo\"\nlatitude = 59.9139\nlongitude = 10.7522\ntimezone = \"Europe/Oslo\"\n"

  @Test("SunEvent civil_dusk arrives at civil dusk and SunPhase turns nautical_twilight (real bus, --at 3 s before)")
  func civilDuskOnTheRealBus() throws {
    let zone = try TimeZoneDatabase.zone(named: "Europe/Oslo")
    let sun = SunCalculator(coordinate: try Coordinate(latitude: 59.9139, longitude: 10.7522), zone: zone)
    let date = try #require(CivilDate(iso: "2026-11-23"))
    let dusk = try #require(sun.day(date).civilDusk.instant)
    let harness = try DaemonHarness(config: Self.config)
    defer { harness.stop() }
    let client = try harness.client()
    let collector = try SignalCollector(connection: client, match: "type='signal',sender='\(DaemonHarness.busName)'")
    try harness.start(["--at", ISO8601.utcString(dusk - 3)])
    #expect(try harness.property("SunPhase", on: client)?.stringValue == "civil_twilight")
    let events = collector.waitFor("SunEvent", timeout: 30)
    let event = try #require(events.first, "no SunEvent; log: \(harness.logText)")
    #expect(event.arguments.first?.stringValue == "civil_dusk")
    #expect(event.arguments.last?.int64Value == dusk.roundedSeconds)
    let changed = collector.signals.filter { $0.member == "PropertiesChanged" && $0.at >= event.at.addingTimeInterval(-1) }
    let phases = changed.compactMap { signal in
      signal.arguments.dropFirst().first?.dictionaryEntries?.first { $0.key.stringValue == "SunPhase" }?.value
    }
    #expect(phases.contains { "\($0)".contains("nautical_twilight") }, "\(phases)")
    #expect(try harness.property("SunPhase", on: client)?.stringValue == "nautical_twilight")
    // Only what changed: the place did not.
    #expect(
      !changed.contains {
        $0.arguments.dropFirst().first?.dictionaryEntries?.contains { $0.key.stringValue == "LocationName" } == true
      })
  }
}
