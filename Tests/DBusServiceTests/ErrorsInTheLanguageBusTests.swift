import DBusKit
import DBusService
import Foundation
import SolvervDaemon
import SolvervEngine
import TestSupport
import Testing

/// On a real private bus: what the daemon answers a settings window or a compare
/// box with is in the config's language — a bad time typed in GNOME's or KDE's settings comes back
/// in German for a German config, in English for an English one, naming the key and the value.
@Suite(.serialized) struct ErrorsInTheLanguageBusTests {
  /// A daemon whose config speaks `language` answers each call with InvalidArgs: their messages,
  /// in order; the config file is left as it was.
  static func invalidArgsMessages(_ calls: [(String, [DBusValue])], language: String) throws -> [String] {
    let harness = try DaemonHarness(config: "language = \"\(language)\"\n[location]\ncity = \"Oslo\"\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let before = try String(contentsOf: harness.configFile, encoding: .utf8)
    var messages: [String] = []
    for (method, arguments) in calls {
      do throws(DBusError) {
        _ = try harness.call(method, arguments, on: client)
        Issue.record("\(language) \(method) \(arguments) succeeded")
      } catch {
        #expect(error.name == DBusError.invalidArgs.rawValue, "\(language) \(method): \(error)")
        messages.append(error.message)
      }
    }
    // Nothing was written.
    #expect(try String(contentsOf: harness.configFile, encoding: .utf8) == before)
    return messages
  }

  /// The refusal of each call, as InvalidArgs.
  static func refusals(_ language: String) throws -> [String] {
    let calls: [(String, [DBusValue])] = [
      ("SetSettings", [.stringVariantDictionary([("notifications.at", .string("25:00"))])]),
      ("SetSettings", [.stringVariantDictionary([("theme.morning_not_before", .string("7.30"))])]),
      ("SetSettings", [.stringVariantDictionary([("events", .int32(40))])]),
      ("SetSettings", [.stringVariantDictionary([("colour", .string("red"))])]),
      ("Compare", [.string("2027-06-31"), .string("")]),
    ]
    return try invalidArgsMessages(calls, language: language)
  }

  @Test("SetSettings and Compare refusals in the config's language: German, then English as before")
  func refusalsInTheLanguage() throws {
    let german = try Self.refusals("de")
    #expect(german.count == 5)
    let named = [["notifications.at", "25:00"], ["theme.morning_not_before", "7.30"], ["events", "40"], ["colour"], ["2027-06-31"]]
    for (message, values) in zip(german, named) {
      for value in values { #expect(message.contains(value), "\(value) not in \(message)") }
      // No English word: the config's values and key names taken out first (they stay as typed).
      let words = message.replacingOccurrences(of: #"(„[^“]*“|'[^']*'|\b[a-z_]+(\.[a-z_]+)+\b)"#, with: " ", options: .regularExpression)
      let english = ["not", "is", "use", "unknown", "setting", "time", "value", "date", "valid", "or", "one of", "the", "limit", "hour"]
      let found = WholeWords.found(english, in: words, edge: .lettersAndUnderscore)
      #expect(found.isEmpty, "\(found) in \(message)")
    }
    #expect(german[0].contains("ist keine Uhrzeit") && german[0].contains("„sunrise“"), "\(german[0])")
    #expect(german[4].contains("ist kein gültiges Datum"), "\(german[4])")

    let english = try Self.refusals("en")
    #expect(english[0] == "'notifications.at': '25:00' is not a time: use sunrise, sunset or HH:MM (24-hour)", "\(english[0])")
    #expect(english[2] == "'events': 40 is not a list length: use a whole number from 1 to 12", "\(english[2])")
    #expect(english[4] == "date '2027-06-31' is not a valid date: use YYYY-MM-DD, e.g. 2027-06-21", "\(english[4])")
  }

  @Test("a config broken while the daemon runs: ConfigError and the View's warning in the last good language")
  func brokenConfigInTheLanguage() throws {
    let harness = try DaemonHarness(config: "language = \"fi\"\n[location]\ncity = \"Oslo\"\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    try "language = \"fi\"\nclock = \"25h\"\n[location]\ncity = \"Oslo\"\n".write(
      to: harness.configFile, atomically: true, encoding: .utf8)
    var problem = ""
    let deadline = Date().addingTimeInterval(60)
    while problem.isEmpty, Date() < deadline {
      problem = try harness.property("ConfigError", on: client)?.stringValue ?? ""
      if problem.isEmpty { Thread.sleep(forTimeInterval: 0.2) }
    }
    #expect(problem.contains("config.toml:2:") && problem.contains("avain ”clock”") && problem.contains("25h"), "\(problem)")
    #expect(!problem.contains("key") && !problem.contains("is not"), "\(problem)")
    let view = try #require(try harness.property("View", on: client))
    let warning = view["config_problem"]?.stringValue ?? ""
    #expect(warning.hasPrefix("⚠ config rivi 2"), "\(warning)")
  }

  /// The refusals only a broken client meets, from a daemon whose
  /// config speaks `language`: SetSettings with nothing, with too many keys, with a value too
  /// long or of the wrong D-Bus type; ComparePlaces with no `vs`; SearchPlaces with a long query.
  static func brokenClientRefusals(_ language: String) throws -> [String] {
    let calls: [(String, [DBusValue])] = [
      ("SetSettings", [.stringVariantDictionary([])]),
      ("SetSettings", [.stringVariantDictionary((0..<40).map { ("k\($0)", .string("x")) })]),
      ("SetSettings", [.stringVariantDictionary([("location.city", .string(String(repeating: "x", count: 1001)))])]),
      ("SetSettings", [.stringVariantDictionary([("clock", .int32(24))])]),
      ("ComparePlaces", [.string(""), .string(""), .string("")]),
      ("SearchPlaces", [.string(String(repeating: "q", count: 201))]),
    ]
    return try invalidArgsMessages(calls, language: language)
  }

  @Test("a broken client's refusals in the config's language (nb, sv, da, fi, de), English word for word")
  func brokenClientInTheLanguage() throws {
    let english = try Self.brokenClientRefusals("en")
    let expected = [
      "no settings given: pass a{sv} with one or more of ", "40 settings in one call: use at most 32",
      "'location.city' is too long or holds a NUL: ", "'clock' takes a string, not type 'i': auto, 24h or 12h",
      "vs is empty: give a city, e.g. Tromsø", "the query is longer than 200 bytes",
    ]
    #expect(english.count == expected.count)
    for (message, start) in zip(english, expected) { #expect(message.hasPrefix(start), "\(message)") }
    let words = [
      "no", "not", "is", "use", "settings", "given", "pass", "one", "more", "of", "call", "most", "too", "long", "holds",
      "takes", "type", "string", "empty", "give", "city", "query", "longer", "than", "bytes", "the", "or", "a",
    ]
    // ("an" is left out: German says "geben Sie eine Stadt an".)
    // Each message names what it is about: the count, the key, the D-Bus type, the city example, the limit.
    let named = [["a{sv}", "clock"], ["40", "32"], ["location.city", "NUL"], ["clock", "i", "24h"], ["vs", "Tromsø"], ["200"]]
    for code in Languages.codes where code != "en" {
      let messages = try Self.brokenClientRefusals(code)
      #expect(messages.count == expected.count, "\(code): \(messages)")
      for (index, message) in messages.enumerated() {
        #expect(message != english[index], "\(code): \(message)")
        for value in named[index] { #expect(message.contains(value), "\(code): \(value) not in \(message)") }
        // The values and key names stay as typed: quoted ones, dotted keys, a{sv} and the key list.
        let plain = message.replacingOccurrences(
          of: #"(«[^»]*»|”[^”]*”|»[^«]*«|„[^“]*“|'[^']*'|\b[a-z_]+(\.[a-z_]+)+\b|a\{sv\}|:\s[a-z_., ]+$)"#, with: " ",
          options: .regularExpression)
        let found = WholeWords.found(words, in: plain, edge: .lettersAndUnderscore)
        #expect(found.isEmpty, "\(code): \(found) in \(message)")
      }
    }
  }
}
