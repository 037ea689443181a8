import Foundation
import SolvervEngine
import TestSupport
import Testing

/// Through the real binary: a place typed by its own name stays so on every
/// surface; a city typed in English takes CLDR's name in the reader's language; native names
/// find the right place; the default place and a bare point are written in the language; and
/// `locate` writes its numbers the language's way.
struct PlaceNamesAsKnownTests {
  static let at = ["--at", "2026-06-10T12:00"]
  static let languages = Languages.codes.filter { $0 != "en" }

  /// The place's name on each surface for `arguments` in `code`: the waybar tooltip's bold
  /// heading, the notification title, the chart's title and the view's `place.name`.
  static func surfaces(_ arguments: [String], _ code: String, environment: [String: String] = [:]) throws -> [String: String] {
    let lang = ["--lang", code]
    var found: [String: String] = [:]
    let waybar = CLI.run(arguments + lang + at + ["--format", "waybar"], environment: environment)
    #expect(waybar.status == 0, "\(waybar.stderr)")
    let tooltip = try #require((waybar.json as? [String: Any])?["tooltip"] as? String, "\(waybar.stdout)")
    found["tooltip"] = tooltip
    let notification = CLI.run(["notify", "--preview"] + arguments + lang + at, environment: environment)
    #expect(notification.status == 0, "\(notification.stderr)")
    found["notification"] = notification.stdout.split(separator: "\n").first.map(String.init) ?? ""
    let chart = CLI.run(["chart", "--year", "2026"] + arguments + lang, environment: environment)
    #expect(chart.status == 0, "\(chart.stderr)")
    let title = chart.stdout.range(of: "<title>[^<]*", options: .regularExpression).map { String(chart.stdout[$0]) }
    found["chart"] = title ?? ""
    let view = CLI.run(arguments + lang + at + ["--format", "view"], environment: environment)
    #expect(view.status == 0, "\(view.stderr)")
    found["view"] = ((view.json as? [String: Any])?["place"] as? [String: Any])?["name"] as? String ?? ""
    return found
  }

  /// Whether every surface shows `name`: the tooltip's heading, the title's end, the view's name.
  static func showsEverywhere(_ surfaces: [String: String], _ name: String) -> Bool {
    (surfaces["tooltip"] ?? "").contains("<b>\(name)</b>") && (surfaces["notification"] ?? "").hasSuffix(" · \(name)")
      && (surfaces["chart"] ?? "").contains(name) && surfaces["view"] == name
  }

  /// `text` without IANA zone identifiers ("Europe/Vienna"), which are codes, not names.
  func withoutZones(_ text: String) -> String {
    text.replacingOccurrences(of: "[A-Z][a-z]+/[A-Za-z_]+", with: "", options: .regularExpression)
  }

  @Test(
    "København, Göteborg, München, Wien typed are shown as typed on every surface, in every language",
    arguments: [("København", "Copenhagen"), ("Göteborg", "Gothenburg"), ("München", "Munich"), ("Wien", "Vienna")])
  func typedNamesStay(typed: String, english: String) throws {
    for code in ["en"] + Self.languages {
      let shown = try Self.surfaces(["--location", typed], code)
      #expect(Self.showsEverywhere(shown, typed), "\(code): \(shown)")
      // Nowhere GeoNames' English name, but in the zone's identifier ("Europe/Vienna").
      #expect(!shown.values.contains { withoutZones($0).contains(english) }, "\(code): \(shown)")
    }
  }

  @Test("A typed name stays so from the config file and as `compare --vs`; lower case takes CLDR's letters")
  func typedNamesFromConfigAndCompare() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"sv\"\n[location]\ncity = \"Göteborg, SE\"\n")
    let waybar = sandbox.run(Self.at + ["--format", "waybar"])
    #expect(waybar.status == 0, "\(waybar.stderr)")
    #expect(((waybar.json as? [String: Any])?["tooltip"] as? String ?? "").contains("<b>Göteborg</b>"), "\(waybar.stdout)")
    let notify = sandbox.run(["notify", "--preview"] + Self.at)
    #expect(notify.stdout.hasPrefix("Dagsljus · Göteborg\n"), "\(notify.stdout)")

    let compare = CLI.run(["compare", "2027-06-21", "--location", "Oslo", "--vs", "Wien", "--lang", "de"])
    #expect(compare.status == 0, "\(compare.stderr)")
    #expect(compare.stdout.contains("Wien") && !withoutZones(compare.stdout).contains("Vienna"), "\(compare.stdout)")
    let json = CLI.run(["compare", "2027-06-21", "--location", "Oslo", "--vs", "Wien", "--format", "json"])
    #expect((json.json as? [String: Any])?["vs"] as? String == "Wien", "\(json.stdout)")

    // Typed without its letters: the name as the language writes it, from CLDR.
    let lower = try Self.surfaces(["--location", "kobenhavn"], "en")
    #expect(Self.showsEverywhere(lower, "København"), "\(lower)")
  }

  @Test(
    "A city typed in English takes CLDR's name in the language: Copenhagen, Rome, Moscow",
    arguments: [
      ("Copenhagen", ["nb": "København", "sv": "Köpenhamn", "da": "København", "fi": "Kööpenhamina", "de": "Kopenhagen"]),
      ("Rome", ["nb": "Roma", "sv": "Rom", "da": "Rom", "fi": "Rooma", "de": "Rom"]),
      ("Moscow", ["nb": "Moskva", "sv": "Moskva", "da": "Moskva", "fi": "Moskova", "de": "Moskau"]),
    ])
  func cldrNamesPerLanguage(english: String, names: [String: String]) throws {
    for (code, name) in names {
      let shown = try Self.surfaces(["--location", english], code)
      #expect(Self.showsEverywhere(shown, name), "\(code): \(shown)")
    }
    // English keeps GeoNames' name, and the JSON's machine name is GeoNames' in every language.
    #expect(Self.showsEverywhere(try Self.surfaces(["--location", english], "en"), english))
    let json = CLI.run(["--location", english, "--lang", "de", "--format", "json"] + Self.at)
    #expect(((json.json as? [String: Any])?["location"] as? [String: Any])?["name"] as? String == english)
  }

  @Test("The default place of the zone is CLDR's too: TZ=Europe/Copenhagen in Finnish is Kööpenhamina")
  func defaultCityInTheLanguage() throws {
    let shown = try Self.surfaces([], "fi", environment: ["TZ": "Europe/Copenhagen"])
    #expect(Self.showsEverywhere(shown, "Kööpenhamina"), "\(shown)")
  }

  @Test("A country named in the language narrows a name: Halle, Tyskland; Wien, Itävalta; Roma, Italien")
  func countryNamesInTheLanguage() throws {
    for (query, latitude) in [("Halle, Tyskland", 51.48), ("Wien, Itävalta", 48.21), ("Roma, Italien", 41.89)] {
      let result = CLI.run(["--location", query, "--format", "json"] + Self.at)
      #expect(result.status == 0, "\(query): \(result.stderr)")
      let location = (result.json as? [String: Any])?["location"] as? [String: Any]
      #expect(abs((location?["latitude"] as? Double ?? 0) - latitude) < 0.05, "\(query): \(result.stdout)")
    }
  }

  /// `locate QUERY`'s first candidate as JSON, with the installed places file (its villages too).
  static func firstCandidate(_ query: String, environment: [String: String] = [:]) -> [String: Any]? {
    CLI.run(
      ["locate", query, "--format", "json", "--limit", "3"],
      environment: ["SOLVERV_PLACES": PlacesFileCommandTests.placesFile].merging(environment) { $1 }
    ).array.first
  }

  @Test(
    "Native names find the most populous bearer, with the places file and without: Åbo, Moskva, Roma",
    arguments: [
      ("Åbo", "Turku", "FI", 60.45, 22.27, 150_000), ("Moskva", "Moscow", "RU", 55.75, 37.62, 10_000_000),
      ("Roma", "Rome", "IT", 41.89, 12.51, 2_000_000),
    ])
  func nativeNamesFindTheCity(query: String, name: String, country: String, latitude: Double, longitude: Double, population: Int)
    throws
  {
    for places in [PlacesFileCommandTests.placesFile, ""] {
      let result = CLI.run(["locate", query, "--format", "json", "--limit", "3"], environment: ["SOLVERV_PLACES": places])
      let first = try #require(result.array.first, "\(query) [\(places)]: \(result.stderr)")
      #expect(first["name"] as? String == name && first["country"] as? String == country, "\(query): \(first)")
      #expect((first["population"] as? Int ?? 0) > population)
      let status = CLI.run(["--location", query, "--format", "json"] + Self.at, environment: ["SOLVERV_PLACES": places])
      let location = try #require((status.json as? [String: Any])?["location"] as? [String: Any], "\(status.stderr)")
      #expect(abs((location["latitude"] as? Double ?? 0) - latitude) < 0.05, "\(query): \(location)")
      #expect(abs((location["longitude"] as? Double ?? 0) - longitude) < 0.05, "\(query): \(location)")
    }
  }

  @Test("Halle: Halle (Saale) in Germany and by population elsewhere; Halle in Belgium for a user there")
  func halle() throws {
    for zone in ["Europe/Berlin", "UTC", "Asia/Tokyo"] {
      let first = try #require(Self.firstCandidate("Halle", environment: ["TZ": zone]))
      #expect(first["name"] as? String == "Halle (Saale)" && (first["population"] as? Int ?? 0) > 200_000, "\(zone): \(first)")
    }
    #expect(Self.firstCandidate("Halle", environment: ["TZ": "Europe/Brussels"])?["country"] as? String == "BE")
    // Typed "Halle", the place is shown by its GeoNames name: a part is not another name.
    let shown = try Self.surfaces(["--location", "Halle"], "de", environment: ["TZ": "Europe/Berlin"])
    #expect(Self.showsEverywhere(shown, "Halle (Saale)"), "\(shown)")
  }

  /// NoEnglishLeftCLITests' words, and those a place's name would add in English.
  static func english(in text: String) -> [String] {
    NoEnglishLeftCLITests.englishIn(text)
      + WholeWords.found(["equator", "at"], in: text, edge: .letters)
  }

  @Test(
    "The default place of a zone that names none is the language's equator, no English word",
    arguments: [
      ("nb", "Ekvator ved UTC−05:00"), ("sv", "Ekvatorn vid UTC−05:00"), ("da", "Ækvator ved UTC−05:00"),
      ("fi", "Päiväntasaaja, UTC−05:00"), ("de", "Äquator bei UTC−05:00"), ("en", "Equator at UTC−05:00"),
    ])
  func equatorInTheLanguage(code: String, name: String) throws {
    let shown = try Self.surfaces([], code, environment: ["TZ": "Etc/GMT+5"])
    #expect(Self.showsEverywhere(shown, name), "\(shown)")
    if code != "en" {
      for (surface, text) in shown {
        #expect(Self.english(in: text).isEmpty, "\(code) \(surface): \(Self.english(in: text)) in \(text)")
      }
    }
    // The JSON's machine name stays English.
    let json = CLI.run(["--lang", code, "--format", "json"] + Self.at, environment: ["TZ": "Etc/GMT+5"])
    #expect(((json.json as? [String: Any])?["location"] as? [String: Any])?["name"] as? String == "Equator at UTC−05:00")
  }

  @Test(
    "Coordinates without a name: the language's decimal comma and compass letters in tooltip and title",
    arguments: [
      ("nb", "68,5°N 23,25°Ø"), ("sv", "68,5°N 23,25°Ö"), ("da", "68,5°N 23,25°Ø"), ("fi", "68,5°P 23,25°I"),
      ("de", "68,5°N 23,25°O"), ("en", "68.5°N 23.25°E"),
    ])
  func coordinatesInTheLanguage(code: String, name: String) throws {
    let shown = try Self.surfaces(["--lat", "68.5", "--lon", "23.25"], code)
    #expect(Self.showsEverywhere(shown, name), "\(shown)")
    if code != "en" {
      #expect(!shown.values.contains { $0.contains("68.5°N") }, "\(shown)")
      #expect(Self.english(in: shown["notification"] ?? "").isEmpty, "\(shown)")
    }
  }

  @Test(
    "locate writes coordinates with the decimal comma and populations with the thousands separator",
    arguments: [
      ("nb", ",", "\u{00A0}"), ("sv", ",", "\u{00A0}"), ("fi", ",", "\u{00A0}"), ("da", ",", "."), ("de", ",", "."),
      ("en", ".", ""),
    ])
  func locateNumbers(code: String, decimal: String, thousands: String) throws {
    let json = CLI.run(["locate", "Tromsø", "--format", "json", "--limit", "1"]).array
    let city = try #require(json.first)
    let population = try #require(city["population"] as? Int)
    #expect(population > 10_000)
    let latitude = String(try #require(city["latitude"] as? Double))
    let digits = String(population)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += thousands }
      grouped.append(digit)
    }
    let text = CLI.run(["locate", "Tromsø", "--limit", "1", "--lang", code])
    #expect(text.status == 0, "\(text.stderr)")
    let row = try #require(text.stdout.split(separator: "\n").dropFirst().first.map(String.init))
    let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    #expect(cells.contains(latitude.replacingOccurrences(of: ".", with: decimal)), "\(code): \(row)")
    #expect(row.contains("  \(grouped)  "), "\(code): '\(grouped)' in \(row)")
    // The JSON stays a number, the machine's form.
    let localized = CLI.run(["locate", "Tromsø", "--format", "json", "--limit", "1", "--lang", code]).array
    #expect(localized.first?["population"] as? Int == population)
  }
}
