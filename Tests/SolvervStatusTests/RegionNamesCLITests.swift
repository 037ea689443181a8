import Foundation
import Testing

/// Through the real binary: `locate`'s table shows a division in the
/// language (CLDR's subdivision names), a filter takes those names, and English and the JSON
/// keep GeoNames' names.
struct RegionNamesCLITests {
  @Test(
    "locate Gent: Flandern in German, Flanderi in Finnish, Flanders in English",
    arguments: [("de", "Flandern"), ("fi", "Flanderi"), ("sv", "Flandern"), ("nb", "Flandern"), ("en", "Flanders")])
  func locateShowsTheLanguagesDivision(language: String, region: String) throws {
    let text = CLI.run(["locate", "Gent", "--lang", language, "--limit", "1"])
    #expect(text.status == 0, "\(text.stderr)")
    let row = try #require(text.stdout.split(separator: "\n").dropFirst().first)
    let cells = row.split(separator: " ", omittingEmptySubsequences: true)
    #expect(cells.prefix(3) == ["Gent", Substring(region), "BE"], "\(row)")
    #expect(row.hasSuffix("Gent, \(region), BE"), "\(row)")
  }

  @Test("A Swedish division in Swedish; the JSON keeps GeoNames' name")
  func swedishAndJSON() throws {
    let text = CLI.run(["locate", "Göteborg", "--lang", "sv", "--limit", "1"])
    #expect(text.stdout.contains("Västra Götalands län"), "\(text.stdout)")
    let json = CLI.run(["locate", "Göteborg", "--lang", "sv", "--format", "json", "--limit", "1"])
    #expect(json.array.first?["region"] as? String == "Västra Götaland", "\(json.stdout)")
    #expect((json.array.first?["label"] as? String)?.hasSuffix("Västra Götaland, SE") == true, "\(json.stdout)")
  }

  @Test("Filters in the languages", arguments: ["Gent, Flandern", "Gent, Flanderi", "Göteborg, Västra Götalands län"])
  func filters(query: String) throws {
    let json = CLI.run(["locate", query, "--format", "json", "--limit", "1"])
    #expect(json.status == 0, "\(json.stderr)")
    let first = try #require(json.array.first)
    #expect(["VLG", "28"].contains(first["admin1"] as? String ?? ""), "\(query): \(first)")
  }
}
