import Foundation
import Testing

/// Through the real `solverv-status`: durations, the chart's coordinates, the
/// `events` and `sun` tables and `compare`'s date errors in each language's own words; English
/// exactly as before.
struct NativeUnitsCLITests {
  static let place = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo"]
  static let oslo = place + ["--at", "2026-11-22T17:00"]

  /// code, the day length 7 hr 3 min in the language, the compare shift wording, the chart's
  /// coordinates, the events table's first heading, the sun table's title start.
  static let cases: [(String, String, String, String, String)] = [
    ("nb", "7 t 3 min", "59,91° N, 10,75° Ø", "Hendelse", "Sola i Oslo"),
    ("sv", "7 tim 3 min", "59,91° N, 10,75° Ö", "Händelse", "Solen i Oslo"),
    ("da", "7 t. 3 min.", "59,91° N, 10,75° Ø", "Begivenhed", "Solen i Oslo"),
    ("fi", "7 t 3 min", "59,91° P, 10,75° I", "Tapahtuma", "Aurinko: Oslo"),
    ("de", "7 Std. 3 Min.", "59,91° N, 10,75° O", "Ereignis", "Sonne in Oslo"),
  ]

  /// "7h 03m", "16m", "12h 07m 12s": the old English unit letters glued to a number.
  static func hasEnglishUnits(_ text: String) -> Bool {
    text.range(of: #"\b\d+[hms]\b"#, options: .regularExpression) != nil
  }

  @Test("Day lengths in the large line, the view, the tooltip and compare use the language's units", arguments: cases)
  func durationsInTheLanguage(code: String, length: String, coordinates: String, event: String, sun: String) {
    let large = CLI.run(["--lang", code, "--size", "large"] + Self.oslo)
    #expect(large.status == 0 && !Self.hasEnglishUnits(large.stdout), "\(large.stdout)")
    let view = CLI.run(["--lang", code, "--format", "view"] + Self.oslo)
    #expect(view.stdout.contains(length) && !Self.hasEnglishUnits(view.stdout), "\(view.stdout)")
    let waybar = CLI.run(["--lang", code, "--format", "waybar"] + Self.oslo)
    #expect(waybar.stdout.contains(length) && !Self.hasEnglishUnits(waybar.stdout), "\(waybar.stdout)")
    let compare = CLI.run(["compare", "2027-06-21", "--lang", code] + Self.oslo)
    #expect(compare.status == 0 && !Self.hasEnglishUnits(compare.stdout), "\(compare.stdout)")
  }

  @Test("The chart's subtitle: decimal comma and the language's compass letters", arguments: cases)
  func chartCoordinates(code: String, length: String, coordinates: String, event: String, sun: String) {
    let chart = CLI.run(["chart", "--year", "2027", "--lang", code] + Self.place)
    #expect(chart.status == 0 && chart.stdout.contains("Europe/Oslo · \(coordinates)"), "\(chart.stderr)")
  }

  @Test("events and sun tables in the language; sun takes --lang", arguments: cases)
  func tablesInTheLanguage(code: String, length: String, coordinates: String, event: String, sun: String) {
    let events = CLI.run(["events", "--from", "2027", "--format", "text", "--lang", code] + Self.place)
    #expect(events.status == 0 && events.stdout.hasPrefix(event + " "), "\(events.stdout)\(events.stderr)")
    #expect(!events.stdout.contains("Local time") && !events.stdout.contains("Event"))
    let table = CLI.run(["sun", "--date", "2026-12-21", "--format", "text", "--lang", code] + Self.place)
    #expect(table.status == 0 && table.stdout.hasPrefix(sun + " ("), "\(table.stdout)\(table.stderr)")
    #expect(!Self.hasEnglishUnits(table.stdout) && !table.stdout.contains("Sunrise"), "\(table.stdout)")
    let polar = CLI.run(
      [
        "sun", "--date", "2026-12-21", "--format", "text", "--lang", code, "--lat", "78.2232", "--lon", "15.6267", "--tz",
        "Arctic/Longyearbyen",
      ])
    #expect(polar.status == 0 && !polar.stdout.contains("all day"), "\(polar.stdout)")
  }

  @Test("compare: a date it cannot read is explained in the language, with the format")
  func compareDateErrorInTheLanguage() {
    let hints = ["nb": "ÅÅÅÅ-MM-DD", "sv": "ÅÅÅÅ-MM-DD", "da": "ÅÅÅÅ-MM-DD", "fi": "VVVV-KK-PP", "de": "JJJJ-MM-TT"]
    for (code, hint) in hints {
      let result = CLI.run(["compare", "21.6.", "--lang", code] + Self.oslo)
      #expect(result.status == 64 && result.stderr.contains(hint) && result.stderr.contains("2027-06-21"), "\(result.stderr)")
      #expect(!result.stderr.contains("is not a valid"), "\(result.stderr)")
    }
    let english = CLI.run(["compare", "21.6."] + Self.oslo)
    #expect(english.stderr.contains("date '21.6.' is not a valid date: use YYYY-MM-DD, e.g. 2027-06-21, or a relative form such as +30d"), "\(english.stderr)")
  }

  @Test("English is unchanged: 7 hr 3 min, 'Event', 'Sun at', N/E coordinates")
  func englishStaysAsItWas() {
    let view = CLI.run(["--format", "view"] + Self.oslo)
    #expect(view.stdout.contains("\"text\":\"7 hr 3 min\""), "\(view.stdout)")
    let chart = CLI.run(["chart", "--year", "2027"] + Self.place)
    #expect(chart.stdout.contains("Europe/Oslo · 59.91° N, 10.75° E"))
    let events = CLI.run(["events", "--from", "2027", "--format", "text"] + Self.place)
    #expect(events.stdout.hasPrefix("Event "))
    let sun = CLI.run(["sun", "--date", "2026-12-21", "--format", "text"] + Self.place)
    #expect(sun.stdout.hasPrefix("Sun at Oslo") && sun.stdout.contains("Day length"))
  }

  @Test("--lang fi|de|da on an en_US system: the language's 24-hour clock, never '8:31 AM' inside it")
  func clockFollowsTheLanguage() {
    let us = ["LANG": "en_US.UTF-8"]
    let finnish = CLI.run(["--lang", "fi", "--format", "view"] + Self.oslo, environment: us)
    #expect(finnish.stdout.contains("\"text\":\"8.34\""), "\(finnish.stdout)")
    #expect(!finnish.stdout.contains(" AM") && !finnish.stdout.contains(" PM"), "\(finnish.stdout)")
    let danish = CLI.run(["--lang", "da", "--format", "view"] + Self.oslo, environment: us)
    #expect(danish.stdout.contains("\"text\":\"08.34\""), "\(danish.stdout)")
    let german = CLI.run(["--lang", "de", "--format", "view"] + Self.oslo, environment: us)
    #expect(!german.stdout.contains(" AM") && !german.stdout.contains(" PM"), "\(german.stdout)")
    // English on en_US keeps the 12-hour clock; an explicit --clock 12h is obeyed in any language,
    // with the language's own AM/PM where CLDR gives one (Finnish "ap."/"ip.").
    let english = CLI.run(["--format", "view"] + Self.oslo, environment: us)
    #expect(english.stdout.contains(" AM"))
    let asked = CLI.run(["--lang", "fi", "--clock", "12h", "--format", "view"] + Self.oslo, environment: us)
    #expect(asked.stdout.contains("\"text\":\"8.34 ap.\""), "\(asked.stdout)")
    #expect(!asked.stdout.contains(" AM") && !asked.stdout.contains(" PM"), "\(asked.stdout)")
  }

  @Test("Templates: {sunrise:%A %H:%M} is 'Montag 07:54'-style in the language; %u %V %x work")
  func weekdayInTemplates() {
    let at = Self.place + ["--at", "2026-12-21T06:00"]
    let german = CLI.run(["--lang", "de", "--template", "{sunrise:%A %H:%M} {sunrise:%u %V} {sunrise:%x}"] + at)
    #expect(german.status == 0 && german.stdout == "Montag 09:18 1 52 21. Dez. 2026\n", "\(german.stdout)\(german.stderr)")
    let finnish = CLI.run(["--lang", "fi", "--template", "{sunrise:%A %-d. %B}"] + at)
    #expect(finnish.stdout == "maanantai 21. joulukuuta\n", "\(finnish.stdout)")
  }

  @Test("locate's table headings in the language (--lang); English as before, with the Place column")
  func locateHeadings() {
    let expected = [
      "en": "Name", "nb": "Navn", "sv": "Namn", "da": "Navn", "fi": "Nimi", "de": "Name",
    ]
    for (code, first) in expected {
      let result = CLI.run(["locate", "Oslo", "--lang", code])
      #expect(result.status == 0 && result.stdout.hasPrefix(first + " "), "\(code): \(result.stdout)\(result.stderr)")
    }
    #expect(CLI.run(["locate", "Oslo", "--lang", "fi"]).stdout.contains("Aikavyöhyke"))
    #expect(
      CLI.run(["locate", "Oslo"]).stdout.hasPrefix(
        "Name  Region  Country  Latitude  Longitude  Time zone    Population  Place\n"))
    #expect(CLI.run(["locate", "Oslo", "--lang", "nb"]).stdout.split(separator: "\n").first?.hasSuffix("  Sted") == true)
  }
}
