import Foundation
import Testing

/// The rule for names several places share, through the real binary: the
/// country of the user's time zone first, then the locale's country, then population.
struct NamesakePreferenceTests {
  static func first(_ query: String, _ environment: [String: String]) -> [String: Any]? {
    CLI.run(["locate", query, "--format", "json", "--limit", "3"], environment: environment).array.first
  }

  @Test("locate Halle: Halle (Saale) in Europe/Berlin and in UTC (by population), Halle BE in Europe/Brussels")
  func locateHalle() {
    #expect(Self.first("Halle", ["TZ": "Europe/Berlin"])?["name"] as? String == "Halle (Saale)")
    #expect(Self.first("Halle", ["TZ": "Europe/Brussels"])?["country"] as? String == "BE")
    // No zone country (UTC), no locale country (C.UTF-8): by population, Halle (Saale).
    #expect(Self.first("Halle", ["TZ": "UTC"])?["name"] as? String == "Halle (Saale)")
    // The locale's country when the zone names none: de_DE → DE.
    #expect(Self.first("Halle", ["TZ": "UTC", "LANG": "de_DE.UTF-8"])?["name"] as? String == "Halle (Saale)")
    // The zone's country before the locale's.
    #expect(Self.first("Halle", ["TZ": "Europe/Brussels", "LANG": "de_DE.UTF-8"])?["country"] as? String == "BE")
    // A link's country (US/Pacific → America/Los_Angeles, US): Paris, TX before Paris, FR.
    #expect(Self.first("Paris", ["TZ": "US/Central"])?["country"] as? String == "US")
    #expect(Self.first("Paris", ["TZ": "Europe/Oslo"])?["country"] as? String == "FR")
  }

  @Test("--location Halle follows the same rule, and the notice names the choice")
  func locationHalle() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for (zone, latitude) in [("Europe/Berlin", 51.48), ("Europe/Brussels", 50.73)] {
      let result = sandbox.run(
        ["--location", "Halle", "--format", "json", "--at", "2026-06-10T12:00"], environment: ["TZ": zone])
      #expect(result.status == 0, "\(result.stderr)")
      let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let location = try #require(json["location"] as? [String: Any])
      #expect(abs((location["latitude"] as? Double ?? 0) - latitude) < 0.05, "\(zone): \(location)")
    }
    sandbox.writeConfig("[location]\ncity = \"Halle\"\n")
    let config = try #require(
      try PlaceTests.status([], zone: "Europe/Berlin", sandbox: sandbox)["location"] as? [String: Any])
    #expect(abs((config["latitude"] as? Double ?? 0) - 51.48) < 0.05, "\(config)")
  }

  @Test("--help and locate --help state the rule")
  func helpSaysTheRule() {
    func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let help = words(CLI.run(["status", "--help"]).stdout)
    #expect(help.contains("time zone's country, then your locale's") && help.contains("US ZIP code"), "\(help)")
    let locate = words(CLI.run(["locate", "--help"]).stdout)
    #expect(locate.contains("country of your time zone") && locate.contains("then by population"), "\(locate)")
  }
}
