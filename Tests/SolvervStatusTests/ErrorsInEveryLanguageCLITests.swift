import Foundation
import SolvervEngine
import TestSupport
import Testing

/// Every class of error a user can meet, from the real `solverv-status`,
/// in nb, sv, da, fi and de — no English word left, the same value, key or option named as typed,
/// and the same exit status as in English. Config errors take the file's `language`; the rest
/// `--lang`.
struct ErrorsInEveryLanguageCLITests {
  static let languages = Languages.codes.filter { $0 != "en" }
  static let oslo = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo"]

  /// English words of error messages, beside ``NoEnglishLeftCLITests/english``.
  static let englishErrorWords = [
    "not", "use", "unknown", "invalid", "expected", "matches", "line", "key", "value", "whole number", "true or false",
    "found", "allowed", "missing", "please", "provide", "out of range", "give", "try", "did you mean", "place", "date",
    "time", "year", "number", "only", "the", "is", "or", "and", "setting", "unexpected", "degrees", "width", "height",
    "city", "cities", "file", "broken", "fix", "candidates", "understood", "valid", "positive", "north", "east",
  ]

  /// Values a user types that look like English units or words: they stay as typed in every language.
  static let typedValues = ["24h", "12h", "-2h", "+90m", "+30d", "1200x800"]

  /// The English words of `text`, with the typed values and the quoted values (named as typed) taken out.
  static func englishIn(_ text: String) -> [String] {
    var plain = text
    for value in typedValues { plain = plain.replacingOccurrences(of: value, with: " ") }
    // Values between quotes are the user's (Qwxzville, 25h): «…» ”…” »…« „…“ '…'.
    plain = plain.replacingOccurrences(of: #"(«[^»]*»|”[^”]*”|»[^«]*«|„[^“]*“|'[^']*')"#, with: " ", options: .regularExpression)
    // Paths, options and key names stay as typed too: /…/x86_64-unknown-linux-gnu/…, --days,
    // location.city, [location]; and a template's placeholders: {days}.
    for pattern in [#"/[^\s)]*"#, #"--[a-z-]+"#, #"\b[a-z_]+(\.[a-z_]+)+\b"#, #"\[[a-z._]+\]"#, #"\{[a-z_]+\}"#] {
      plain = plain.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    var found = NoEnglishLeftCLITests.englishIn(plain)
    found += WholeWords.found(englishErrorWords, in: plain)
    return found
  }

  /// One error class: the arguments (`--lang` added for the command line), a config file in the
  /// language (`LANG` replaced) when the error is the file's, and what must be named in every language.
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let arguments: [String]
    var config: String? = nil
    let named: [String]
    /// The bar's error state on stdout is checked too.
    var stdout = false
    /// A user format file (name, text) in the sandbox.
    var format: (String, String)? = nil
    /// A places file of these bytes named by `SOLVERV_PLACES`.
    var placesFile: String? = nil
    /// The command exits 0 (a bar's broken format shows its error state); the error is on stderr.
    var warning = false
    /// Run `solverv-daemon` (its language: the config's) instead of `solverv-status`.
    var daemon = false
    /// The language from `LANG` (nb_NO.UTF-8…), neither `--lang` nor a config.
    var byLocale = false
    /// Files to make in the sandbox first (paths relative to its root; `SANDBOX` in the
    /// arguments is the root): folders, and symbolic links (`link` → `target`).
    var folders: [String] = []
    var links: [(link: String, target: String)] = []
    var description: String { name }
  }

  /// The locale of each language, for ``Case/byLocale``.
  static let locales = ["en": "en_US.UTF-8", "nb": "nb_NO.UTF-8", "sv": "sv_SE.UTF-8", "da": "da_DK.UTF-8", "fi": "fi_FI.UTF-8", "de": "de_DE.UTF-8"]

  static let cases: [Case] = [
    Case(name: "unknown format", arguments: ["--format", "nosuch"], named: ["nosuch", "waybar"]),
    Case(
      name: "broken user format", arguments: ["--format", "mybar"], named: ["mybar.toml", "escape", "xml"],
      format: ("mybar", "escape = \"xml\"\nsmall = \"{icon}\"\n"), warning: true),
    Case(name: "places file refused", arguments: ["--location", "Oslo"], named: ["places.txt"], placesFile: "", warning: true),
    Case(name: "unknown place", arguments: ["--location", "Qwxzville"], named: ["Qwxzville"]),
    Case(name: "bad --at", arguments: ["--at", "garbage"] + oslo, named: ["garbage"]),
    Case(name: "latitude out of range", arguments: ["--lat", "95", "--lon", "3"], named: ["95"]),
    Case(name: "--lat without --lon", arguments: ["--lat", "60"], named: ["--lat", "--lon"]),
    Case(name: "unknown time zone", arguments: ["--lat", "60", "--lon", "10", "--tz", "Mars/Base"], named: ["Mars/Base"]),
    Case(name: "chart year out of range", arguments: ["chart", "--year", "5000"] + oslo, named: ["5000"]),
    Case(name: "chart --size", arguments: ["chart", "--size", "9x9"] + oslo, named: ["9x9", "--size", "800", "4000"]),
    Case(name: "sun --days", arguments: ["sun", "--days", "0"] + oslo, named: ["--days", "0"]),
    Case(name: "sun --date", arguments: ["sun", "--date", "2026-13-01"] + oslo, named: ["2026-13-01"]),
    Case(name: "compare date", arguments: ["compare", "21.6."] + oslo, named: ["21.6.", "2027-06-21"]),
    Case(name: "events backwards", arguments: ["events", "--from", "2030", "--to", "2027"] + oslo, named: ["2030", "2027"]),
    Case(name: "locate no match", arguments: ["locate", "Qqqqzzzzxx"], named: ["Qqqqzzzzxx"]),
    Case(name: "unknown option", arguments: ["--bogus"], named: ["--bogus"]),
    Case(name: "missing value", arguments: ["--at"], named: ["--at"]),
    Case(name: "invalid choice", arguments: ["--size", "huge"], named: ["huge", "--size", "small", "medium", "large"]),
    Case(name: "not a number", arguments: ["--lat", "abc", "--lon", "3"], named: ["abc", "--lat", "-90", "90"]),
    Case(name: "unexpected argument", arguments: ["events", "extra"] + oslo, named: ["extra"]),
    Case(
      name: "config value", arguments: [], config: "language = \"LANG\"\nclock = \"25h\"\n",
      named: ["config.toml:2:9", "clock", "25h", "auto", "12h"]),
    Case(name: "config syntax", arguments: [], config: "language = \"LANG\"\nclock =\n", named: ["config.toml:2:8", "clock"]),
    Case(
      name: "bar error state", arguments: ["--format", "waybar"], config: "language = \"LANG\"\nclock =\n",
      named: ["config.toml:2:8", "clock"], stdout: true),
    Case(
      name: "config set value", arguments: ["config", "set", "clock", "25h"], config: "language = \"LANG\"\n",
      named: ["clock", "25h", "auto", "12h"]),
    Case(
      name: "config set whole number", arguments: ["config", "set", "events", "many"], config: "language = \"LANG\"\n",
      named: ["events", "many", "1", "12"]),
    Case(name: "config set key", arguments: ["config", "set", "colour", "red"], config: "language = \"LANG\"\n", named: ["colour"]),
    Case(
      name: "config check", arguments: ["config", "check"], config: "language = \"LANG\"\nevents = 40\n",
      named: ["events", "40", "1", "12"]),
    // The classes that were English in every language.
    Case(name: "unclosed string", arguments: [], config: "language = \"LANG\"\nclock = \"24h\n", named: ["config.toml:2:9", "clock", #"""""#]),
    Case(name: "invalid escape", arguments: [], config: "language = \"LANG\"\nclock = \"\\q\"\n", named: ["config.toml:2:10", #"\q"#, #"\uXXXX"#]),
    Case(name: "leading zeros", arguments: [], config: "language = \"LANG\"\nevents = 007\n", named: ["config.toml:2:10", "events", "007"]),
    Case(name: "underscore in a number", arguments: [], config: "language = \"LANG\"\nevents = 1__2\n", named: ["events", "1__2"]),
    Case(name: "exponent", arguments: [], config: "language = \"LANG\"\nelevation = 1e\n", named: ["1e"]),
    Case(name: "found an array", arguments: [], config: "language = \"LANG\"\nclock = [1]\n", named: ["config.toml:2:9", "clock"]),
    Case(name: "found a table", arguments: [], config: "language = \"LANG\"\nclock = { a = 1 }\n", named: ["config.toml:2:9", "clock"]),
    Case(
      name: "table defined twice", arguments: [], config: "language = \"LANG\"\n[location]\ncity = \"Oslo\"\n[location]\n",
      named: ["config.toml:4:1", "[location]", "2"]),
    Case(
      name: "nesting", arguments: [], config: "language = \"LANG\"\nx = " + String(repeating: "[", count: 40) + "\n",
      named: ["config.toml:2:", "32"]),
    Case(name: "control character", arguments: [], config: "language = \"LANG\"\n# a\u{7}b\n", named: ["config.toml:2:", "U+0007"]),
    Case(name: "end of line expected", arguments: [], config: "language = \"LANG\"\nclock = \"24h\" x\n", named: ["config.toml:2:", "'x'"]),
    Case(name: "template placeholder", arguments: ["--template", "{nosuch}"] + oslo, named: ["nosuch", "countdown", "2"]),
    Case(name: "template spec", arguments: ["--template", "{days:zz}"] + oslo, named: ["zz", "days", ".1"]),
    Case(name: "template unclosed", arguments: ["--template", "x {days"] + oslo, named: ["3", "{", "}"]),
    Case(
      name: "template in a format file", arguments: ["--format", "tpl"] + oslo, named: ["tpl.toml:1:1", "small", "nosuch"],
      format: ("tpl", "small = \"{nosuch}\"\n"), warning: true),
    Case(name: "config file missing", arguments: ["--config", "SANDBOX/none.toml"] + oslo, named: ["none.toml", "config init"]),
    Case(name: "config is a folder", arguments: ["--config", "SANDBOX/state"] + oslo, named: ["state"]),
    Case(
      name: "config get of a folder", arguments: ["config", "get", "clock"], named: ["config.toml"], byLocale: true,
      folders: ["config/solverv/config.toml"]),
    Case(
      name: "format file is a folder", arguments: ["--format", "dir"] + oslo, named: ["dir.toml"], warning: true,
      folders: ["config/solverv/formats/dir.toml"]),
    Case(
      name: "config init over a folder", arguments: ["config", "init", "--location", "Oslo"], named: ["config.toml"],
      byLocale: true, folders: ["config/solverv/config.toml"]),
    Case(
      name: "format link to another file", arguments: ["--format", "lnk"] + oslo, named: ["lnk.toml", "x.txt"],
      warning: true, links: [("config/solverv/formats/lnk.toml", "state/x.txt")]),
    Case(name: "daemon unknown option", arguments: ["--bogus"], config: "language = \"LANG\"\n", named: ["--bogus"], daemon: true),
    Case(name: "daemon missing value", arguments: ["--at"], config: "language = \"LANG\"\n", named: ["--at"], daemon: true),
    Case(name: "daemon unexpected argument", arguments: ["extra"], config: "language = \"LANG\"\n", named: ["extra"], daemon: true),
    Case(name: "daemon value of --replace", arguments: ["--replace=x"], config: "language = \"LANG\"\n", named: ["--replace", "x"], daemon: true),
  ]

  /// `solverv-daemon`, beside `solverv-status`.
  static let daemonBinary = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent("solverv-daemon").path

  /// Runs one case in `code` (English: "en") in its own sandbox.
  static func run(_ errorCase: Case, _ code: String) -> CLI.Result {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    if let config = errorCase.config { sandbox.writeConfig(config.replacingOccurrences(of: "LANG", with: code)) }
    if let (name, text) = errorCase.format { sandbox.writeFormat(name, text) }
    for folder in errorCase.folders {
      try! FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for (link, target) in errorCase.links {
      let targetPath = sandbox.root.appendingPathComponent(target).path
      _ = FileManager.default.createFile(atPath: targetPath, contents: Data("x\n".utf8))
      try! FileManager.default.createSymbolicLink(atPath: sandbox.root.appendingPathComponent(link).path, withDestinationPath: targetPath)
    }
    var environment: [String: String] = [:]
    if let bytes = errorCase.placesFile {
      let path = sandbox.root.appendingPathComponent("places.txt").path
      try! bytes.write(toFile: path, atomically: true, encoding: .utf8)
      environment["SOLVERV_PLACES"] = path
    }
    if errorCase.byLocale { environment["LANG"] = locales[code] }
    let lang = errorCase.config == nil && !errorCase.byLocale ? ["--lang", code] : []
    let arguments = (lang + errorCase.arguments).map { $0.replacingOccurrences(of: "SANDBOX", with: sandbox.root.path) }
    guard errorCase.daemon else { return sandbox.run(arguments, environment: environment) }
    return CLI.run(arguments, environment: sandbox.environment.merging(environment) { $1 }, executable: daemonBinary)
  }

  @Test("each error class, in each language: no English word, the value named, the exit status of English", arguments: cases)
  func errorClass(_ errorCase: Case) {
    let english = Self.run(errorCase, "en")
    #expect(english.status != 0 || errorCase.stdout || errorCase.warning, "\(errorCase): English succeeded: \(english.stdout)")
    // The word list can fail: English has its words.
    #expect(!Self.englishIn(english.stderr).isEmpty, "\(errorCase): \(english.stderr)")
    for code in Self.languages {
      let result = Self.run(errorCase, code)
      #expect(result.status == english.status, "\(errorCase) \(code): \(result.status) vs \(english.status)")
      // A warning comes before the command's own output; the status line may add a notice.
      let message = errorCase.warning ? String(result.stderr.split(separator: "\n").first ?? "") : result.stderr
      #expect(message.hasPrefix(errorCase.daemon ? "solverv-daemon: " : "solverv-status: "), "\(errorCase) \(code): \(message)")
      #expect(Self.englishIn(message).isEmpty, "\(errorCase) \(code): \(Self.englishIn(message)) in \(message)")
      #expect(message != english.stderr, "\(errorCase) \(code): the English message")
      for value in errorCase.named {
        #expect(message.contains(value) && english.stderr.contains(value), "\(errorCase) \(code): \(value) not in \(message)")
      }
      if errorCase.stdout {
        #expect(Self.englishIn(result.stdout).isEmpty, "\(errorCase) \(code): \(result.stdout)")
        #expect(result.stdout.contains("⚠ solverv: config ") && result.stdout.contains(" 2"), "\(result.stdout)")
      }
    }
  }

  @Test("English is word for word as before")
  func englishUnchanged() {
    let expected: [(String, String)] = [
      ("config value", "config.toml:2:9: key 'clock': '25h' is not a clock: use auto, 24h or 12h"),
      ("config syntax", "config.toml:2:8: key 'clock': expected a value, found the end of the line"),
      ("latitude out of range", "solverv-status: latitude 95 is not allowed: use a number from -90 to 90 (north positive)"),
      ("chart year out of range", "solverv-status: year 5000 is out of range: use a year from 1000 to 3000"),
      ("unknown option", "solverv-status: Unknown option '--bogus'"),
      ("invalid choice", "solverv-status: The value 'huge' is invalid for '--size <size>'. Please provide one of 'small', 'medium' or 'large'."),
      ("sun --date", "solverv-status: date '2026-13-01' is not a valid date: use YYYY-MM-DD, e.g. 2027-06-21"),
      ("config set value", "solverv-status: config: 'clock': '25h' is not a clock: use auto, 24h or 12h"),
      ("leading zeros", "config.toml:2:10: key 'events': leading zeros are not allowed in '007'"),
      ("found an array", "config.toml:2:9: key 'clock': expected a string in quotes, found an array"),
      (
        "unclosed string",
        #"config.toml:2:9: key 'clock': string is not closed with " before the end of the line; use """ … """ for text over several lines"#
      ),
      ("template unclosed", "solverv-status: template error at character 3: '{' is never closed with '}'"),
      ("config is a folder", "/state:1:1: the config file is a directory, not a regular file"),
      ("config get of a folder", "/config.toml:1:1: the config file is a directory, not a regular file"),
      ("daemon unknown option", "solverv-daemon: Unknown option '--bogus'"),
      ("daemon missing value", "solverv-daemon: Missing value for '--at <time>'"),
    ]
    for (name, line) in expected {
      let errorCase = Self.cases.first { $0.name == name }!
      let result = Self.run(errorCase, "en")
      #expect(result.stderr.contains(line), "\(name): \(result.stderr)")
    }
    let bar = Self.run(Self.cases.first { $0.name == "bar error state" }!, "en")
    #expect(bar.stdout.contains("⚠ solverv: config line 2"), "\(bar.stdout)")
  }

  @Test("config schema: the allowed texts and the date order's examples in the file's language")
  func schemaAllowedTexts() throws {
    for code in Self.languages {
      let sandbox = Sandbox()
      defer { sandbox.remove() }
      sandbox.writeConfig("language = \"\(code)\"\n")
      let result = sandbox.run(["config", "schema"])
      #expect(result.status == 0, "\(result.stderr)")
      let schema = try #require(result.json as? [String: Any])
      let settings = try #require(schema["settings"] as? [[String: Any]])
      #expect(settings.count > 10)
      for setting in settings {
        let allowed = try #require(setting["allowed"] as? String)
        #expect(Self.englishIn(allowed).isEmpty, "\(code) \(setting["key"]!): \(allowed)")
        // (The 12-hour clock's example "5:05 PM" is the AM/PM form of item 3, not an error's.)
        for choice in setting["choices"] as? [[String: Any]] ?? [] where choice["value"] as? String != "12h" {
          let label = choice["label"] as? String ?? ""
          #expect(!label.contains("Dec") && Self.englishIn(label).isEmpty, "\(code): \(label)")
        }
      }
      let events = try #require(settings.first { $0["key"] as? String == "events" }?["allowed"] as? String)
      #expect(events.contains("1") && events.contains("12") && !events.contains("whole number"), "\(events)")
    }
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let english = try #require(sandbox.run(["config", "schema"]).json as? [String: Any])
    let allowed = (english["settings"] as? [[String: Any]] ?? []).compactMap { $0["allowed"] as? String }
    #expect(allowed.contains("a whole number from 1 to 12") && allowed.contains("true or false"), "\(allowed)")
  }
}
