import Foundation
import Testing

/// `compare DATE --vs PLACE` through the real binary — the same date at two
/// places, each in its own zone, in the six languages.
struct ComparePlacesTests {
  @Test("Oslo vs Tromsø on Jun 21 2027: the summary, Tromsø's midnight sun, Oslo's sunrise and sunset")
  func osloVersusTromso() {
    let result = CLI.run(["compare", "2027-06-21", "--location", "Oslo", "--vs", "Tromsø"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "no sun line for a midnight sun: \(result.stdout)")
    #expect(lines.first == "Jun 21, 2027 · Oslo: 18 hr 50 min of daylight · 5 hr 10 min less than in Tromsø")
    #expect(lines[1] == "Tromsø: midnight sun")
    #expect(lines[2].hasPrefix("Oslo: Sunrise 03:") && lines[2].contains(" · Sunset 22:"), "\(lines[2])")
    // The other way round: more, not less; the same five hours.
    let back = CLI.run(["compare", "2027-06-21", "--location", "Tromsø", "--vs", "Oslo"])
    #expect(back.stdout.hasPrefix("Jun 21, 2027 · Tromsø: midnight sun · 5 hr 10 min more than in Oslo\n"), "\(back.stdout)")
  }

  @Test("JSON: the keys in order, each place's times in its own zone, difference = daylength - vs_daylength")
  func json() throws {
    let result = CLI.run(["compare", "2026-12-21", "--location", "Oslo", "--vs", "Sydney", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["zone"] as? String == "Europe/Oslo" && object["vs_zone"] as? String == "Australia/Sydney")
    #expect((object["sunrise"] as? String)?.hasSuffix("+01:00") == true && (object["vs_sunrise"] as? String)?.hasSuffix("+11:00") == true)
    let difference = try #require(object["difference_s"] as? Int)
    #expect(difference == (object["daylength_s"] as? Int ?? 0) - (object["vs_daylength_s"] as? Int ?? 0) && difference < -8 * 3_600)
    let keys = ["date", "place", "vs", "zone", "vs_zone", "daylength_s", "vs_daylength_s", "difference_s"]
    var last = result.stdout.startIndex
    for key in keys {
      let found = try #require(result.stdout.range(of: "\"\(key)\":", range: last..<result.stdout.endIndex), "\(key) in order")
      last = found.upperBound
    }
    #expect((object["lines"] as? [String])?.last?.hasSuffix("(Australia/Sydney)") == true)
  }

  @Test("Six languages: the place's sentence in each, no English word left")
  func languages() {
    let expected = [
      "nb": "5 t 10 min mindre enn i Tromsø", "sv": "5 tim 10 min mindre än i Tromsø", "da": "5 t. 10 min. mindre end i Tromsø",
      "fi": "5 t 10 min vähemmän kuin paikassa Tromsø", "de": "5 Std. 10 Min. weniger als in Tromsø",
    ]
    for (code, phrase) in expected {
      let result = CLI.run(["compare", "2027-06-21", "--location", "Oslo", "--vs", "Tromsø", "--lang", code])
      #expect(result.status == 0, "\(code): \(result.stderr)")
      #expect(result.stdout.split(separator: "\n").first?.hasSuffix(phrase) == true, "\(code): \(result.stdout)")
      #expect(NoEnglishLeftCLITests.englishIn(result.stdout).isEmpty, "\(code): \(result.stdout)")
    }
  }

  @Test("An unknown --vs place: exit 64 with near spellings; --vs with --with: one line, exit 64")
  func errors() {
    let unknown = CLI.run(["compare", "2027-06-21", "--location", "Oslo", "--vs", "Tromsøø"])
    #expect(unknown.status == 64 && unknown.stderr.contains("did you mean \"Tromsø"), "\(unknown.stderr)")
    let both = CLI.run(["compare", "2027-06-21", "--location", "Oslo", "--vs", "Bergen", "--with", "2027-01-01"])
    #expect(both.status == 64 && both.stderr.contains("--with (another day) or --vs (another place)"), "\(both.stderr)")
  }
}
