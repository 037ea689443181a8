import Foundation
import SolvervEngine
import TestSupport
import Testing

/// A non-English run of every command, format and note shows no English
/// word. The real `solverv-status` over every subcommand (the status formats in both sizes, user
/// formats, events, sun, compare, chart, locate, notify, theme, toggle, wait, doctor, config
/// check/get/set/init/words/schema) in nb, sv, da, fi and de — the language from the config, and
/// for de and fi from `--lang` too — at a normal place, Tromsø's polar night, the time zone's
/// default place, bare coordinates, a shared name, and with a broken config. stderr is a
/// terminal, so the notices a person sees are read too. Error messages have their own test
/// (`ErrorsInEveryLanguageCLITests`); `formats` and the file `config init` writes have theirs
/// (`FormatsAndConfigFileInEveryLanguageCLITests`); `--help` stays English (docs/translations.md).
struct EveryCommandInTheLanguageCLITests {
  static let languages = Languages.codes.filter { $0 != "en" }

  /// `NoEnglishLeftCLITests.english` and the words of the notices and reports that were English.
  static let english: [String] =
    NoEnglishLeftCLITests.english + [
      "showing", "unchanged", "location", "default", "defaults", "ambiguous", "note", "using", "valid", "OK", "set", "none",
      "wrote", "others", "nearest", "city", "time zone", "template", "size", "place", "file", "the", "is", "of", "and",
      "with", "from", "running", "missing", "until", "rule", "light", "switch", "pop", "written", "same value", "names no",
      "command-line", "timezone", "fallback", "fill in", "keep",
    ]

  /// The words of `english` that `NoEnglishLeftCLITests.englishIn` does not already look for.
  static let ownEnglish = english.filter { !NoEnglishLeftCLITests.english.contains($0) }

  /// What is machine text, not words: commands to type, options, paths and zone ids, keys and
  /// their values (`clock: 12h`, `notifications.at = sunrise`, „sunrise“), table names, codes
  /// of countries and regions ("Springfield, OR, US"), placeholders.
  static func words(_ text: String) -> String {
    var text = text
    for pattern in [
      "`[^`]*`", #"solverv-status( [a-z][a-z-]*)*( [a-z_.]+ "[^"]*")?"#, #"--[a-z-]+"#, #"[\w.+-]*(/[\w.+-]+)+"#,
      #"\[[a-z_.]+\]"#, #"\{[a-z_]+[^}]*\}"#, #"(?m)^ *[a-z_.]+ = .*$"#, #"\b[a-z_]+(\.[a-z_]+)*: [a-z0-9_:]+"#,
      #"\b[a-z_]+\.[a-z_.]+\b"#, #"[„"'”»«][a-z0-9_:]+[“"'”«»]"#, #"\b[A-Z]{2}\b(?<!OK)"#,
    ] {
      text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return text
  }

  /// The English words in `text` once its machine parts are gone; "OK" only as capitals.
  static func englishIn(_ text: String) -> [String] {
    let words = words(text)
    return NoEnglishLeftCLITests.englishIn(words) + WholeWords.found(ownEnglish, in: words, exactCase: ["OK"])
  }

  static let oslo = ["--location", "Oslo"]
  static let tromso = ["--lat", "69.6492", "--lon", "18.9553", "--tz", "Europe/Oslo", "--name", "Tromsø"]
  static let bare = ["--lat", "68.5", "--lon", "23.25"]
  static let at = ["--at", "2026-12-10T12:00"]

  /// Every command once, with the place options it takes; `lang` is put where the command
  /// takes `--lang` (nil: the config's language alone).
  static func commands(lang: String?) -> [[String]] {
    let language = lang.map { ["--lang", $0] } ?? []
    var commands: [[String]] = []
    for place in [oslo, tromso, [], bare, ["--location", "Springfield"]] {
      // Every format in every size at a city and in the polar night; the places that bring a
      // notice once in a bar and once in the view.
      let formats =
        place == oslo || place == tromso
        ? ["text", "json", "waybar", "polybar", "i3bar", "i3blocks", "conky", "view", "own"] : ["waybar", "view"]
      let sizes = place == oslo || place == tromso ? ["small", "medium", "large"] : ["large"]
      for format in formats {
        for size in sizes { commands.append(["--format", format, "--size", size] + place + at + language) }
      }
      commands += [
        ["events"] + place + language, ["sun", "--date", "2026-12-10", "--days", "3"] + place + language,
        ["compare", "2027-06-21"] + place + at + language, ["compare", "2026-12-10", "--vs", "Tromsø"] + place + at + language,
        ["notify", "--preview"] + place + at + language,
        ["theme"] + place + at + language, ["wait", "sunrise", "--print"] + place + at,
        ["status", "--size", "large"] + place + ["--at", "2026-11-26T20:00"] + language,
      ]
    }
    commands += [
      ["chart", "--location", "Tromsø", "--output", "-"] + language, ["locate", "Oslo"] + language,
      ["locate", "Springfield"] + language, ["toggle"] + language, ["theme", "--format", "json"] + oslo + at + language,
      ["config", "check"], ["config", "get"], ["config", "words"] + language, ["config", "schema"] + language,
    ]
    return commands
  }

  /// The text of a run that is read by people: JSON's string values but its codes, the chart's
  /// SVG text, `config words`' texts (the keys are D-Bus keys).
  static func shown(_ arguments: [String], _ stdout: String) -> String {
    if arguments.contains("i3bar") {
      return stdout.split(separator: "\n").dropFirst(2).map {
        let line = $0.hasPrefix(",") ? String($0.dropFirst()) : String($0)
        return NoEnglishLeftCLITests.strings(try? JSONSerialization.jsonObject(with: Data(line.utf8))).joined(separator: "\n")
      }.joined(separator: "\n")
    }
    if arguments.contains(where: { ["json", "waybar", "view", "schema"].contains($0) }) {
      // The schema's window fields (`group`, `title`, `hint`, …) name settings-word keys and keys.
      let codes: Set<String> = [
        "shown_sun", "cause", "mode", "rule", "key", "type", "value", "default", "next_mode", "source",
        "group", "title", "hint", "example", "needs", "stays_on",
      ]
      let json = try? JSONSerialization.jsonObject(with: Data(stdout.utf8))
      return strings(json).filter { !codes.contains($0.key) }.map(\.text).joined(separator: "\n")
    }
    if arguments.first == "chart" {
      return stdout.replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
    }
    if arguments.starts(with: ["config", "words"]) {
      return stdout.split(separator: "\n").filter { !$0.hasPrefix("clock_12h") }.map {
        String($0.split(separator: "=", maxSplits: 1).last ?? "")
      }.joined(separator: "\n")
    }
    return stdout
  }

  /// Every string of a JSON document with the key it stands under, past `NoEnglishLeftCLITests`'
  /// machine codes.
  static func strings(_ json: Any?, key: String = "") -> [(key: String, text: String)] {
    switch json {
    case let text as String: return NoEnglishLeftCLITests.strings(text, key: key).map { (key, $0) }
    case let array as [Any]: return array.flatMap { strings($0, key: key) }
    case let object as [String: Any]: return object.flatMap { strings($0.value, key: $0.key) }
    default: return []
    }
  }

  /// A sandbox whose config speaks `code` (nil: no language, the C locale's English), on the
  /// 12-hour clock, the light/dark switch on, with a user format; the system zone Oslo's.
  static func sandbox(code: String?, config extra: String = "") -> (Sandbox, [String: String]) {
    let sandbox = Sandbox()
    let language = code.map { "language = \"\($0)\"\n" } ?? ""
    sandbox.writeConfig(language + "clock = \"12h\"\n" + extra + "[theme]\nenabled = true\n")
    sandbox.writeFormat("own", "small = \"{event} {countdown}\"\nlarge = \"{event} {countdown} ↑{sunrise} ↓{sunset}\"\n")
    let runtime = sandbox.root.appendingPathComponent("run")
    try? FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    return (sandbox, sandbox.environment.merging(["TZ": "Europe/Oslo", "XDG_RUNTIME_DIR": runtime.path]) { $1 })
  }

  /// Runs every command; each one's shown text and terminal stderr must hold no English word.
  /// Returns how many runs were read.
  static func checkEveryCommand(code: String, _ commands: [[String]], lang: String?, environment: [String: String]) -> Int {
    var runs = 0
    for arguments in commands {
      let result = CLI.runWithTerminalStderr(arguments, environment: environment)
      // toggle finds no watcher (exit 1): its line is the one read.
      #expect(
        result.status == 0 || arguments == ["toggle"] + (lang.map { ["--lang", $0] } ?? []), "\(arguments): \(result.stderr)")
      let text = shown(arguments, result.stdout) + "\n" + result.stderr
      #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(arguments)")
      let found = englishIn(text)
      #expect(found.isEmpty, "\(code) \(arguments): \(found) in \(words(text))")
      runs += 1
    }
    return runs
  }

  @Test("Every command in the config's language has no English word", arguments: languages)
  func everyCommandInTheConfigsLanguage(code: String) {
    let (sandbox, environment) = Self.sandbox(code: code)
    defer { sandbox.remove() }
    let commands = Self.commands(lang: nil)
    #expect(commands.count > 100)
    #expect(Self.checkEveryCommand(code: code, commands, lang: nil, environment: environment) == commands.count)
  }

  @Test("Every command with --lang has no English word, over an English config", arguments: ["de", "fi"])
  func everyCommandWithLang(code: String) {
    let (sandbox, environment) = Self.sandbox(code: nil)
    defer { sandbox.remove() }
    let commands = Self.commands(lang: code).filter { $0.contains("--lang") }
    #expect(commands.count > 90)
    #expect(Self.checkEveryCommand(code: code, commands, lang: code, environment: environment) == commands.count)
  }

  @Test("config set, init and check report in the language: (unchanged), notes, the file's lines", arguments: languages)
  func configReports(code: String) {
    let (sandbox, environment) = Self.sandbox(code: code, config: "[format.mine]\nsize = \"large\"\ntemplate = \"{event}\"\n")
    defer { sandbox.remove() }
    var texts: [(String, CLI.Result)] = []
    func run(_ arguments: [String]) {
      texts.append((arguments.joined(separator: " "), CLI.runWithTerminalStderr(arguments, environment: environment)))
    }
    run(["config", "check"])
    run(["config", "set", "clock", "12h"])  // unchanged
    run(["config", "set", "theme.morning_offset", "0"])  // the default, now written
    // A second hard link keeps the old text: a note.
    let second = sandbox.root.appendingPathComponent("other-link.toml").path
    #expect(link(sandbox.configPath, second) == 0)
    run(["config", "set", "events", "9"])
    run(["config", "set", "language", code == "nb" ? "no" : code])  // read as nb: a note
    run(["config", "init", "--force", "--location", "Springfield"])
    sandbox.writeConfig("language = \"\(code)\"\n")
    run(["config", "init", "--force", "--tz", "Etc/GMT+5"])
    try? FileManager.default.removeItem(atPath: sandbox.configPath)
    // No file: the locale's language names the defaults.
    let locale = ["nb": "nb_NO", "sv": "sv_SE", "da": "da_DK", "fi": "fi_FI", "de": "de_DE"][code]! + ".UTF-8"
    texts.append(
      (
        "config check (none)",
        CLI.runWithTerminalStderr(["config", "check"], environment: environment.merging(["LANG": locale]) { $1 })
      ))
    for (what, result) in texts {
      #expect(result.status == 0, "\(code) \(what): \(result.stderr)")
      let text = result.stdout + "\n" + result.stderr
      let found = Self.englishIn(text)
      #expect(found.isEmpty, "\(code) \(what): \(found) in \(text)")
    }
    #expect(texts[1].1.stdout.hasPrefix("clock: 12h ("))
    #expect(texts[3].1.stderr.contains(sandbox.configPath) && texts[3].1.stderr.contains(" 1 "), "\(texts[3].1.stderr)")
    #expect(texts[4].1.stderr.contains("«no»") == (code == "nb"), "\(texts[4].1.stderr)")
    #expect(texts.last!.1.stdout.contains(sandbox.configPath))
  }

  @Test("doctor and toggle with a broken config speak the language it names", arguments: languages)
  func brokenConfig(code: String) throws {
    let (sandbox, environment) = Self.sandbox(code: nil)
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"\(code)\"\nclock = \"25h\"\n")
    let bus = try #require(PrivateBus.start())
    defer { bus.stop() }
    let env = environment.merging([
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(sandbox.root.path)/none",
    ]) { $1 }
    let doctor = CLI.runWithTerminalStderr(["doctor"], environment: env)
    #expect(doctor.status == 1 && doctor.stdout.split(separator: "\n").count >= 6, "\(doctor.stdout)")
    let toggle = CLI.runWithTerminalStderr(["toggle"], environment: env)
    let locate = CLI.runWithTerminalStderr(["locate", "Oslo"], environment: env)
    for (what, text) in [("doctor", doctor.stdout), ("toggle", toggle.stderr), ("locate", locate.stdout)] {
      #expect(!text.isEmpty, "\(what)")
      let found = Self.englishIn(text)
      #expect(found.isEmpty, "\(code) \(what): \(found) in \(text)")
    }
  }

  @Test("English stays as scripts and people read it: the notices, config's reports")
  func englishPinned() {
    let (sandbox, environment) = Self.sandbox(code: nil)
    defer { sandbox.remove() }
    sandbox.writeConfig("clock = \"24h\"\n")
    let shown = CLI.runWithTerminalStderr(["--at", "2026-12-10T12:00"], environment: environment)
    #expect(
      shown.stderr
        == "solverv-status: showing Oslo (Europe/Oslo), a default; set your place with --location or `solverv-status config init`\n"
    )
    let shared = CLI.runWithTerminalStderr(["--location", "Springfield", "--at", "2026-12-10T12:00"], environment: environment)
    #expect(
      shared.stderr.hasPrefix("solverv-status: 'Springfield' is ambiguous; using Springfield, MO, US (pop. 170,188); others: "))
    #expect(shared.stderr.contains(" more — add ', REGION' or ', CC', e.g. 'Springfield, MA, US' (see `solverv-status locate`)"))
    let nearest = CLI.runWithTerminalStderr(
      ["--lat", "35.68", "--lon", "139.69", "--at", "2026-12-10T12:00"], environment: environment)
    #expect(nearest.stderr.hasPrefix("solverv-status: time zone: Asia/Tokyo, from the nearest city "))
    #expect(nearest.stderr.hasSuffix(" (--tz sets another)\n"))
    let equator = CLI.runWithTerminalStderr(
      ["--at", "2026-12-10T12:00"], environment: environment.merging(["TZ": "Etc/GMT+5"]) { $1 })
    #expect(
      equator.stderr
        == "solverv-status: time zone Etc/GMT+5 names no place, so the sun is shown for the equator on its meridian, "
        + "0.0°N 75.0°W (a default); set your place with --location or `solverv-status config init --city NAME`\n")
    #expect(sandbox.run(["config", "set", "clock", "24h"], environment: environment).stdout == "clock: 24h (unchanged)\n")
    #expect(
      sandbox.run(["config", "set", "events", "8"], environment: environment).stdout
        == "events: 8 (the same value, now written in the file)\n")
    let note = sandbox.run(["config", "set", "language", "nn"], environment: environment)
    #expect(note.stderr == "solverv-status: note: 'nn' is read as nb (Norsk bokmål); Solverv speaks no Nynorsk yet\n")
    sandbox.writeConfig("clock = \"24h\"\n")
    let check = sandbox.run(["config", "check"], environment: environment).stdout.split(separator: "\n")
    #expect(check.first.map(String.init) == "\(sandbox.configPath): OK")
    #expect(check.dropFirst().first == "location: Oslo 59.9167°N 10.75°E Europe/Oslo (timezone)")
    #expect(check.contains { $0.contains("theme.morning_not_before: (none)") })
    try? FileManager.default.removeItem(atPath: sandbox.configPath)
    #expect(
      sandbox.run(["config", "check"], environment: environment).stdout
        == "no config file at \(sandbox.configPath): using defaults (create one with `solverv-status config init`)\n"
        + "location: Oslo (Europe/Oslo, timezone)\n")
  }

  @Test("theme is on the 12-hour clock when the config chooses it, and on the 24-hour one otherwise")
  func themeFollowsTheChosenClock() {
    let (sandbox, environment) = Self.sandbox(code: nil)
    defer { sandbox.remove() }
    let arguments = ["theme", "--location", "Oslo", "--at", "2026-12-10T12:00"]
    let twelve = sandbox.run(arguments, environment: environment)
    #expect(twelve.stdout.hasPrefix("Light since 9:07 AM (sunrise)\nNext: dark at 3:12 PM (sunset)\n"), "\(twelve.stdout)")
    let german = sandbox.run(arguments + ["--lang", "de"], environment: environment)
    #expect(german.stdout.hasPrefix("Hell seit 9:07 AM (Sonnenaufgang)\n"), "\(german.stdout)")
    for clock in ["auto", "24h"] {
      sandbox.writeConfig("clock = \"\(clock)\"\n[theme]\nenabled = true\n")
      let twentyFour = sandbox.run(arguments, environment: environment)
      #expect(
        twentyFour.stdout.hasPrefix("Light since 09:07 (sunrise)\nNext: dark at 15:12 (sunset)\n"),
        "\(clock): \(twentyFour.stdout)")
    }
    sandbox.writeConfig("clock = \"24h\"\n[theme]\nenabled = true\n")
    #expect(
      sandbox.run(arguments + ["--lang", "de"], environment: environment).stdout.hasPrefix(
        "Hell seit 09:07 Uhr (Sonnenaufgang)\n"))
  }

  @Test("The machine-text filter keeps words and drops only machine text")
  func theFilterKeepsWords() {
    #expect(Self.englishIn("showing Oslo (Europe/Oslo), a default") == ["showing", "default"])
    #expect(Self.englishIn("clock: 12h (unchanged) · /tmp/x/config.toml: OK") == ["unchanged", "OK"])
    #expect(Self.englishIn("Springfield, OR, US – `solverv-status config init` notifications.at: sunrise").isEmpty)
    #expect(Self.englishIn("Ort: Oslo 59,9°N 10,7°O Europe/Oslo (Zeitzone)").isEmpty)
  }
}
