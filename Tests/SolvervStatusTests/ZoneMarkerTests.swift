import Foundation
import Testing

/// Marker: where the place's clock is not the system's, the
/// large view, the JSON, the View and the sun table say so ("Tokyo Asia/Tokyo · JST, +8 h"); in
/// the system's own zone nothing is added. The real binary with `TZ` set as a user's would be.
struct ZoneMarkerTests {
  static let tokyoNov = ["--location", "Tokyo", "--at", "2026-11-23T12:00"]

  static func waybarTooltip(_ arguments: [String], zone: String) throws -> String {
    let result = CLI.run(["--format", "waybar"] + arguments, environment: ["TZ": zone])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(result.json as? [String: Any], "\(result.stdout)")
    return try #require(object["tooltip"] as? String)
  }

  static func object(_ arguments: [String], zone: String) throws -> [String: Any] {
    let result = CLI.run(arguments, environment: ["TZ": zone])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(result.json as? [String: Any], "\(result.stdout)")
  }

  @Test(
    "The tooltip's place line marks a zone that differs from the system's, with its abbreviation and offset",
    arguments: [
      (["--location", "Tokyo", "--at", "2026-11-23T12:00"], "<b>Tokyo</b> Asia/Tokyo · JST, +8 h\n"),
      (["--location", "Tokyo", "--at", "2026-06-21T12:00"], "<b>Tokyo</b> Asia/Tokyo · JST, +7 h\n"),  // Oslo in summer time
      // Typed "New York", another spelling of GeoNames' New York City, is shown as typed.
      (["--location", "New York", "--at", "2026-11-23T12:00"], "<b>New York</b> America/New_York · EST, -6 h\n"),
      (["--location", "Kolkata", "--at", "2026-11-23T12:00"], "<b>Kolkata</b> Asia/Kolkata · IST, +4 h 30 min\n"),
      (
        ["--location", "Kolkata", "--at", "2026-11-23T12:00", "--lang", "nb"], "<b>Kolkata</b> Asia/Kolkata · IST, +4 t 30 min\n"
      ),
    ])
  func markerInTheTooltip(arguments: [String], line: String) throws {
    let tooltip = try Self.waybarTooltip(arguments, zone: "Europe/Oslo")
    #expect(tooltip.contains(line), "\(tooltip)")
  }

  @Test("No marker when the place keeps the system's clock: its own zone, or another with the same offset")
  func noMarkerForTheSameClock() throws {
    let own = try Self.waybarTooltip(Self.tokyoNov, zone: "Asia/Tokyo")
    #expect(own.contains("<b>Tokyo</b> Asia/Tokyo\n") && !own.contains("JST"), "\(own)")
    let berlin = try Self.waybarTooltip(["--location", "Oslo", "--at", "2026-11-23T12:00"], zone: "Europe/Berlin")
    #expect(berlin.contains("<b>Oslo</b> Europe/Oslo\n"), "\(berlin)")
  }

  @Test("conky's large view carries the marker too")
  func markerInConky() {
    let result = CLI.run(["--format", "conky", "--size", "large"] + Self.tokyoNov, environment: ["TZ": "Europe/Oslo"])
    #expect(result.status == 0 && result.stdout.contains("Tokyo Asia/Tokyo · JST, +8 h\n"), "\(result.stdout)")
  }

  @Test("JSON: location.zone_differs, offset_from_system_s, zone_abbreviation and system_timezone")
  func jsonFields() throws {
    let away = try #require(
      try Self.object(["--format", "json"] + Self.tokyoNov, zone: "Europe/Oslo")["location"] as? [String: Any])
    #expect(away["zone_differs"] as? Bool == true && away["offset_from_system_s"] as? Int == 28_800)
    #expect(away["zone_abbreviation"] as? String == "JST" && away["system_timezone"] as? String == "Europe/Oslo")
    #expect(away["timezone_from_nearest_city"] is NSNull)
    let home = try #require(
      try Self.object(["--format", "json"] + Self.tokyoNov, zone: "Asia/Tokyo")["location"] as? [String: Any])
    #expect(home["zone_differs"] as? Bool == false && home["offset_from_system_s"] as? Int == 0)
    #expect(home["system_timezone"] as? String == "Asia/Tokyo")
  }

  @Test("The View's place carries the marker in its line and as fields, so the applets show it unchanged")
  func viewFields() throws {
    let away = try #require(
      try Self.object(["--format", "view"] + Self.tokyoNov, zone: "Europe/Oslo")["place"] as? [String: Any])
    #expect(away["line"] as? String == "Asia/Tokyo · JST, +8 h")
    #expect(away["zone_marker"] as? String == "JST, +8 h" && away["zone_differs"] as? Bool == true)
    #expect(away["offset_from_system_s"] as? Int == 28_800)
    let home = try #require(try Self.object(["--format", "view"] + Self.tokyoNov, zone: "Asia/Tokyo")["place"] as? [String: Any])
    #expect(home["line"] as? String == "Asia/Tokyo" && home["zone_marker"] as? String == "")
    #expect(home["zone_differs"] as? Bool == false && home["offset_from_system_s"] as? Int == 0)
  }

  @Test("A default place with a hint keeps the hint after the zone (no marker: it is the system's zone)")
  func defaultPlaceLineIsUnchanged() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["--format", "view", "--at", "2026-11-23T12:00"], environment: ["TZ": "Europe/Oslo"])
    let place = try #require((result.json as? [String: Any])?["place"] as? [String: Any], "\(result.stdout)")
    #expect((place["line"] as? String)?.hasPrefix("Europe/Oslo · default location") == true, "\(place)")
  }

  @Test("The sun table's title marks the zone as at the first date's noon")
  func sunTableTitle() {
    let away = CLI.run(
      ["sun", "--location", "Tokyo", "--date", "2026-06-21", "--format", "text"], environment: ["TZ": "Europe/Oslo"])
    #expect(
      away.stdout.hasPrefix("Sun at Tokyo (35.69°N 139.692°E), times in Asia/Tokyo (JST, +7 h)\n"), "\(away.stdout)")
    let home = CLI.run(
      ["sun", "--location", "Tokyo", "--date", "2026-06-21", "--format", "text"], environment: ["TZ": "Asia/Tokyo"])
    #expect(home.stdout.hasPrefix("Sun at Tokyo (35.69°N 139.692°E), times in Asia/Tokyo\n"), "\(home.stdout)")
  }

  @Test("valid_until includes the system zone's clock change while a marker depends on it")
  func validUntilFollowsTheSystemClockChange() throws {
    // 09:30 in Tokyo is 00:30 UTC on the day Oslo springs forward (01:00 UTC): the marker turns
    // from +8 h to +7 h then, long before Tokyo's sunset or midnight.
    let arguments = ["--format", "json", "--location", "Tokyo", "--at", "2026-03-29T09:30"]
    let away = try Self.object(arguments, zone: "Europe/Oslo")
    #expect(away["valid_until"] as? String == "2026-03-29T10:00:00+09:00", "\(away["valid_until"] ?? "none")")
    let home = try Self.object(arguments, zone: "Asia/Tokyo")
    #expect((home["valid_until"] as? String)?.hasPrefix("2026-03-29T18:00") == true, "sunset: \(home["valid_until"] ?? "none")")
  }
}
