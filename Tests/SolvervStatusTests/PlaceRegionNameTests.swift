import Foundation
import Testing

/// Through the real binary: `locate` shows division names, never codes
/// ("Bergen 46 NO" before), names are accepted as queries, and every label `locate` prints
/// finds its own place again, namesakes in one division included.
struct PlaceRegionNameTests {
  @Test("locate Bergen shows Vestland; Bodø shows Nordland; no Region cell is a number")
  func locateShowsDivisionNames() throws {
    let text = CLI.run(["locate", "Bergen"])
    #expect(text.status == 0)
    let first = try #require(text.stdout.split(separator: "\n").dropFirst().first)
    #expect(first.split(separator: " ", omittingEmptySubsequences: true).prefix(3) == ["Bergen", "Vestland", "NO"], "\(first)")
    #expect(first.hasSuffix("Bergen, Vestland, NO"), "\(first)")
    for name in ["Bodø", "Halle", "Oslo", "Fuchū", "San"] {
      let json = CLI.run(["locate", name, "--format", "json", "--limit", "20"])
      for place in json.array {
        let region = place["region"] as? String ?? "?"
        #expect(!region.contains { $0.isNumber }, "\(name): \(place)")
        #expect((place["admin1"] as? String)?.isEmpty == false, "\(place)")
      }
    }
    #expect(CLI.run(["locate", "Bodø", "--format", "json", "--limit", "1"]).array.first?["label"] as? String == "Bodø, Nordland, NO")
  }

  @Test(
    "--location takes a division by name, and old codes still work",
    arguments: [
      ("Bergen, Vestland", 60.39), ("Kiruna, Norrbotten", 67.86), ("Kiruna, Norrbotten, SE", 67.86),
      ("Bergen, North Holland", 52.67), ("Portland, OR", 45.52), ("Tokyo, 40, JP", 35.69),
    ])
  func locationTakesADivisionName(query: String, latitude: Double) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let location = try #require(
      try PlaceTests.status(["--location", query], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
    #expect(abs((location["latitude"] as? Double ?? 0) - latitude) < 0.05, "\(query)")
  }

  @Test("Each label locate prints finds that place: the two Fuchū, the two Dondo of Cuanza Norte")
  func labelsFindTheirOwnPlace() throws {
    var labels: [String] = []
    for query in ["Fuchū", "Dondo", "Springfield", "Bergen"] {
      for place in CLI.run(["locate", query, "--format", "json"]).array {
        let label = try #require(place["label"] as? String)
        labels.append(label)
        let again = try #require(CLI.run(["locate", label, "--format", "json"]).array.first, "\(label)")
        #expect(again["latitude"] as? Double == place["latitude"] as? Double, "\(label)")
        #expect(again["longitude"] as? Double == place["longitude"] as? Double, "\(label)")
      }
    }
    #expect(labels.contains("Fuchū, Tokyo, JP") && labels.contains("Fuchū, Hiroshima, JP"), "\(labels)")
    #expect(labels.contains("Dondo, Cuanza Norte, AO #2"), "\(labels)")
    #expect(Set(labels).count == labels.count, "\(labels)")
    // The second Fuchū, chosen by its label, is what --location then uses.
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let location = try #require(
      try PlaceTests.status(["--location", "Fuchū, Hiroshima, JP"], zone: "UTC", sandbox: sandbox)["location"] as? [String: Any])
    #expect(abs((location["latitude"] as? Double ?? 0) - 34.39) < 0.05)
  }
}
