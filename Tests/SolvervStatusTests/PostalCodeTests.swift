import Foundation
import Testing

/// Through the real binary: a US ZIP code is a place everywhere a city is
/// (`--location`, `config set location.city`, `locate`), at the ZIP's point and in its zone,
/// with a label ("55401 Minneapolis, MN, US") that finds the same place again.
struct PostalCodeTests {
  @Test("--location 55401 is Minneapolis (44.98, −93.27 within 0.1°) in America/Chicago")
  func locationTakesAZip() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for query in ["55401", "55401-1234", " 55401 ", "55401 Minneapolis, MN, US"] {
      let location = try #require(
        try PlaceTests.status(["--location", query], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
      #expect(abs((location["latitude"] as? Double ?? 0) - 44.98) < 0.1, "\(query): \(location)")
      #expect(abs((location["longitude"] as? Double ?? 0) + 93.27) < 0.1, "\(query): \(location)")
      #expect(location["timezone"] as? String == "America/Chicago", "\(query)")
      #expect(location["name"] as? String == "Minneapolis", "\(query)")
    }
    // Outside the mainland: Puerto Rico is its own country code, as in GeoNames; Adak its zone.
    let place = CLI.run(["locate", "00901", "--format", "json"]).array.first
    #expect(place?["label"] as? String == "00901 San Juan, PR" && place?["timezone"] as? String == "America/Puerto_Rico")
    #expect(CLI.run(["locate", "99546", "--format", "json"]).array.first?["timezone"] as? String == "America/Adak")
  }

  @Test("A ZIP the table lacks (00000) is a usage error naming it, exit 64; locate finds nothing")
  func unknownZip() {
    let result = CLI.run(["--location", "00000"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'00000'") && result.stderr.contains("ZIP code"), "\(result.stderr)")
    let locate = CLI.run(["locate", "00000"])
    #expect(locate.status == 1 && locate.stderr.contains("'00000'"))
  }

  @Test("config set location.city 55401: the file names the ZIP, and it resolves to the same point")
  func configSetZip() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let set = sandbox.run(["config", "set", "location.city", "55401"])
    #expect(set.status == 0, "\(set.stderr)")
    let value = sandbox.run(["config", "get", "location.city"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(value == "55401")
    let status = try #require(
      try PlaceTests.status([], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
    let located = try #require(CLI.run(["locate", value, "--format", "json"]).array.first)
    #expect(status["latitude"] as? Double == located["latitude"] as? Double)
    #expect(status["longitude"] as? Double == located["longitude"] as? Double)
    #expect(status["timezone"] as? String == "America/Chicago")
    // The label locate prints is a query for the same place, and so is config init's choice.
    let label = try #require(located["label"] as? String)
    #expect(label == "55401 Minneapolis, MN, US")
    #expect(sandbox.run(["config", "set", "location.city", label]).status == 0)
    let again = try #require(try PlaceTests.status([], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
    #expect(again["latitude"] as? Double == located["latitude"] as? Double)
  }

  @Test("locate 554 lists the ZIPs that begin so, ascending; each ZIP's own query is its label")
  func prefixListing() throws {
    let places = CLI.run(["locate", "554", "--format", "json", "--limit", "5"]).array
    #expect(places.compactMap { ($0["label"] as? String)?.prefix(5) } == ["55401", "55402", "55403", "55404", "55405"])
  }

  /// ZIPs sent through the binary (each a process of the debug build: the suite's slowest test
  /// at 1,000; every ZIP is checked in-process anyway).
  static let sample = 200

  @Test("200 random ZIPs: each label locate prints resolves back to its own coordinates and zone")
  func randomZipsResolveBack() throws {
    // Every ZIP's label is checked in-process (SolvervCitiesTests.PostalCodeTableTests); here a
    // sample goes through the binary, one process for all: a shell loop over the labels.
    var generator = SystemRandomNumberGenerator()
    var seen: [String: [String: Any]] = [:]
    var labels: [String] = []
    var tries = 0
    // Up to 10 random ZIPs from each of random prefixes: one locate process per prefix.
    while labels.count < Self.sample, tries < 1_000 {
      tries += 1
      let code = Int.random(in: 0...999, using: &generator)
      let digits = String(repeating: "0", count: 3 - String(code).count) + String(code)
      let places = CLI.run(["locate", digits, "--format", "json", "--limit", "100"]).array
      for place in places.shuffled(using: &generator).prefix(min(10, Self.sample - labels.count)) {
        guard let label = place["label"] as? String, seen[label] == nil else { continue }
        labels.append(label)
        seen[label] = place
      }
    }
    #expect(labels.count == Self.sample)
    let script = "for q in \"$@\"; do \"$0\" locate \"$q\" --format json --limit 1; done"
    let result = CLI.run(["-c", script, CLI.binary] + labels, executable: "/bin/sh")
    let rows = result.stdout.split(separator: "\n")
    #expect(rows.count == labels.count, "\(result.stderr)")
    for (label, row) in zip(labels, rows) {
      let again = try #require(try JSONSerialization.jsonObject(with: Data(row.utf8)) as? [[String: Any]], "\(label)").first
      let before = try #require(seen[label])
      #expect(again?["label"] as? String == label)
      #expect(again?["latitude"] as? Double == before["latitude"] as? Double, "\(label)")
      #expect(again?["longitude"] as? Double == before["longitude"] as? Double, "\(label)")
      #expect(again?["timezone"] as? String == before["timezone"] as? String, "\(label)")
    }
  }
}
