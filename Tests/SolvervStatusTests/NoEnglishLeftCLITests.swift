import Foundation
import SolvervEngine
import TestSupport
import Testing

/// No language's output contains an English word or unit. The real
/// `solverv-status` at fixed instants over four places (a city, the polar night's edge, the south,
/// the high Arctic): the bars, the view, the notification, the chart, compare, the tables and the
/// settings windows' words. The terms themselves are listed in docs/translations.md.
struct NoEnglishLeftCLITests {
  static let places: [[String]] = [
    ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo"],
    ["--lat", "69.6492", "--lon", "18.9553", "--tz", "Europe/Oslo", "--name", "Tromsø"],
    ["--lat", "-33.8688", "--lon", "151.2093", "--tz", "Australia/Sydney", "--name", "Sydney"],
    ["--lat", "78.2232", "--lon", "15.6267", "--tz", "Arctic/Longyearbyen", "--name", "Longyearbyen"],
  ]
  /// A winter evening, midsummer noon, an equinox morning, the last sunset before Tromsø's polar night.
  static let instants = ["2026-12-10T20:00", "2027-06-21T12:00", "2027-03-20T08:00", "2026-11-26T20:00"]

  /// English words and units, as whole words ("day" but not "today"'s letters inside "dag").
  static let english: [String] = [
    "day", "days", "today", "tomorrow", "sunrise", "sunset", "twilight", "since", "local time", "up all day", "event",
    "daylight", "length", "night", "noon", "next", "shorter", "fewer", "earlier", "later", "more than", "less than",
    "dark", "polar", "midnight", "solstice", "equinox", "spring", "summer", "autumn", "winter", "settings", "refresh",
    "hr", "sec",
  ]

  /// The English words found in `text`, and "7h 03m"-style units.
  static func englishIn(_ text: String) -> [String] {
    var found = WholeWords.found(english, in: text)
    if let unit = text.range(of: #"\b\d+ ?[hm]\b"#, options: .regularExpression) { found.append(String(text[unit])) }
    // The 12-hour marks, as capitals only: German "als am 21. Juni" is not "AM".
    if let mark = text.range(of: #"\d (AM|PM)\b"#, options: .regularExpression) { found.append(String(text[mark])) }
    return found
  }

  /// Every string value of a JSON document, but the machine codes (kinds, seasons, zones).
  static func strings(_ json: Any?, key: String = "") -> [String] {
    let codes: Set<String> = [
      "kind", "season", "icon", "colour", "polar", "shown_day", "zone", "language", "valid_until", "date", "with", "sunrise",
      "sunset", "with_sunrise", "with_sunset", "name", "alt", "class", "instance", "markup", "color",
    ]
    switch json {
    case let text as String: return codes.contains(key) ? [] : [text]
    case let array as [Any]: return array.flatMap { strings($0, key: key) }
    case let object as [String: Any]: return object.flatMap { strings($0.value, key: $0.key) }
    default: return []
    }
  }

  /// The outputs at one instant; with `once`, also those that do not depend on the instant
  /// (events, the chart) — asked once per place to keep the suite quick.
  static func texts(_ code: String, place: [String], at: String, once: Bool) -> [(String, String)] {
    let lang = ["--lang", code]
    let timed = lang + place + ["--at", at]
    var out: [(String, String)] = []
    func run(_ what: String, _ arguments: [String], json: Bool = false) {
      let result = CLI.run(arguments)
      #expect(result.status == 0, "\(what): \(result.stderr)")
      let text = json ? strings(result.json).joined(separator: "\n") : result.stdout
      out.append((what, text))
    }
    // The large line is i3bar's full_text; the view's lines are Waybar's tooltip.
    run("waybar", timed + ["--format", "waybar"], json: true)
    run("i3bar", timed + ["--format", "i3bar", "--size", "large"])
    run("view", timed + ["--format", "view"], json: true)
    run("notification", ["notify", "--preview"] + timed)
    run("compare", ["compare", "2027-06-21"] + timed)
    run("compare json", ["compare", "2027-12-21", "--format", "json"] + timed, json: true)
    run("sun", ["sun", "--date", String(at.prefix(10)), "--format", "text"] + lang + place)
    guard once else { return out }
    run("events", ["events", "--from", "2027", "--format", "text"] + lang + place)
    let chart = CLI.run(["chart", "--year", "2027"] + lang + place)
    out.append(("chart", chart.stdout.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)))
    return out
  }

  @Test(
    "No English word or unit in nb, sv, da, fi, de output, over four places and four instants",
    arguments: Languages.codes.filter { $0 != "en" })
  func noEnglishLeft(code: String) {
    for place in Self.places {
      for at in Self.instants {
        for (what, text) in Self.texts(code, place: place, at: at, once: at == Self.instants[0]) {
          #expect(!text.isEmpty, "\(code) \(what)")
          let found = Self.englishIn(text)
          #expect(found.isEmpty, "\(code) \(what) \(place[7]) \(at): \(found) in \(text)")
        }
      }
    }
  }

  @Test("The settings windows' words have no English either", arguments: Languages.codes.filter { $0 != "en" })
  func settingsWordsHaveNoEnglish(code: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"\(code)\"\n")
    let words = sandbox.run(["config", "words"])
    #expect(words.status == 0 && !words.stdout.isEmpty)
    // "key = text" lines: the keys are English by design (D-Bus keys), only the texts are checked.
    // `clock_12h` shows the 12-hour clock itself ("5:05 PM"): none of these languages has an
    // everyday 12-hour form of its own, so it is written as the choice it names.
    let texts = words.stdout.split(separator: "\n").compactMap { line -> String? in
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) != "clock_12h" else { return nil }
      return String(parts[1])
    }
    #expect(texts.count > 40, "\(words.stdout)")
    let found = Self.englishIn(texts.joined(separator: "\n"))
    #expect(found.isEmpty, "\(code): \(found)")
  }

  @Test(
    "The setup commands have no English either: doctor, toggle, notify --send, an option to move",
    arguments: Languages.codes.filter { $0 != "en" })
  func setupCommandsHaveNoEnglish(code: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let bus = try #require(PrivateBus.start())
    defer { bus.stop() }
    sandbox.writeConfig("language = \"\(code)\"\nlocation = \"auto\"\n[notifications]\nenabled = false\n[theme]\nenabled = true\n")
    let runtime = sandbox.root.appendingPathComponent("run")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    // No service, no GeoClue, no places file, no notification server, no watcher: every ✗ line.
    let env = [
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(sandbox.root.path)/none",
      "XDG_RUNTIME_DIR": runtime.path,
    ]
    let doctor = sandbox.run(["doctor"], environment: env)
    #expect(doctor.status == 1 && doctor.stdout.split(separator: "\n").count == 6, "\(doctor.stdout)")
    let texts = [
      doctor.stdout, sandbox.run(["toggle", "--format", "waybar"], environment: env).stderr,
      sandbox.run(["notify", "--send", "--at", Self.instants[0]], environment: env).stderr,
      sandbox.run(["--watch", "notify", "--preview"], environment: env).stderr,
    ]
    for text in texts {
      #expect(!text.isEmpty)
      // The commands to type and the bus's own reasons are not words of the language.
      let words = text.replacingOccurrences(of: "(solverv-status|systemctl|apt) [^–)]*", with: "", options: .regularExpression)
      #expect(Self.englishIn(words).isEmpty, "\(code): \(Self.englishIn(words)) in \(text)")
      for english in ["not running", "not used", "missing", "no notification server", "does not apply", "is running", "move it"] {
        #expect(!text.contains(english), "\(code): \(english) in \(text)")
      }
    }
  }

  @Test("The word list itself catches English")
  func theListCatchesEnglish() {
    #expect(Self.englishIn("Day length 7h 03m · Since Jun 21") == ["day", "since", "length", "7h"])
    #expect(Self.englishIn("Dagslengde 7 t 3 min · i dag").isEmpty)
  }
}
