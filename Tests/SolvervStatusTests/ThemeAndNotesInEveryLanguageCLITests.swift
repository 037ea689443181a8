import Foundation
import SolvervEngine
import TestSupport
import Testing

/// The surfaces once English in every language, now in each: `theme` (its lines, the switch
/// being off, its own errors), `notify --preview`'s notes, and the settings words the applets
/// take from `config words` (the Plasma applet's own sentences, the quotation marks, the
/// appendix's terms). Through the real binary, in nb, sv, da, fi and de: no English word left.
struct ThemeAndNotesInEveryLanguageCLITests {
  static let languages = Languages.codes.filter { $0 != "en" }

  /// English words of these surfaces, beyond `NoEnglishLeftCLITests.english` ("dark", "next",
  /// "since", "sunrise" are there already).
  static let english = [
    "light", "rule", "switch", "waiting", "paused", "mode", "setting", "choice", "SAD", "sun", "above", "below",
    "all day", "limits", "rising", "setting", "civil", "nautical", "dawn", "dusk", "through", "not before", "not after",
    "year", "off", "turns", "yesterday", "moment", "sent", "notifications", "until", "while",
  ]

  /// The English words in `text`: the shared list's and this surface's.
  static func englishIn(_ text: String) -> [String] {
    NoEnglishLeftCLITests.englishIn(text)
      + WholeWords.found(english, in: text)
  }

  /// What `theme` says in Tromsø with `themeConfig` at `at`, in `lang`.
  static func theme(_ lang: String, at: String, themeConfig: String = "enabled = true", arguments: [String] = [])
    -> CLI.Result
  {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Tromsø\"\n[theme]\n\(themeConfig)\n")
    return sandbox.run(["theme"] + arguments + ["--at", at, "--lang", lang])
  }

  /// Instants that reach every line: the polar night (dark all day since…), the midnight sun
  /// (light all day), an equinox day (since/next), and a rule whose limits leave no switch.
  static let cases: [(at: String, config: String)] = [
    ("2026-12-10T12:00", "enabled = true"),
    ("2026-06-20T00:30", "enabled = true"),
    ("2026-03-20T12:00", "enabled = true"),
    ("2026-03-20T23:00", "enabled = true\nswitch = \"civil\"\nmorning_offset = 20\nevening_offset = -15"),
    (
      "2026-09-22T04:00",
      "enabled = true\nswitch = \"elevation\"\nelevation = -3\nmorning_not_before = \"07:00\"\nevening_not_after = \"21:00\""
    ),
    ("2026-09-22T04:00", "enabled = true\nswitch = \"nautical\""),
    ("2026-03-20T12:00", "enabled = true\nmorning_not_before = \"20:00\"\nevening_not_after = \"06:00\""),
  ]

  @Test("theme's lines, in every instant and rule, carry no English", arguments: languages)
  func themeLines(lang: String) {
    for (at, config) in Self.cases {
      let english = Self.theme("en", at: at, themeConfig: config)
      let result = Self.theme(lang, at: at, themeConfig: config)
      #expect(result.status == 0 && english.status == 0, "\(lang) \(at): \(result.stderr)")
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == 3, "\(lang) \(at): \(result.stdout)")
      #expect(result.stdout != english.stdout)
      #expect(
        Self.englishIn(result.stdout).isEmpty, "\(lang) \(at) \(config): \(Self.englishIn(result.stdout)) in \(result.stdout)")
    }
  }

  @Test("The polar night and the midnight sun say \"a whole day\" in the language's words")
  func polarDays() {
    let night = [
      "nb": "Mørkt hele døgnet", "sv": "Mörkt hela dygnet", "da": "Mørkt hele døgnet",
      "fi": "Tumma koko vuorokauden", "de": "Rund um die Uhr dunkel", "en": "Dark all day",
    ]
    let sun = [
      "nb": "Lyst hele døgnet", "sv": "Ljust hela dygnet", "da": "Lyst hele døgnet",
      "fi": "Vaalea koko vuorokauden", "de": "Rund um die Uhr hell", "en": "Light all day",
    ]
    for (lang, prefix) in night {
      let result = Self.theme(lang, at: "2026-12-10T12:00")
      #expect(result.stdout.hasPrefix(prefix + ": "), "\(lang): \(result.stdout)")
      let summer = Self.theme(lang, at: "2026-06-20T00:30")
      #expect(summer.stdout.hasPrefix(sun[lang]! + ": "), "\(lang): \(summer.stdout)")
    }
  }

  @Test("Times in the language's clock form: Danish 11.42, Finnish klo 11.42, German 11:42 Uhr")
  func clockForms() {
    let expected = [
      "da": "Mørkt siden i går kl. 11.42 (solnedgang)", "fi": "Tumma eilen klo 11.42 alkaen (auringonlasku)",
      "de": "Dunkel seit gestern 11:42 Uhr (Sonnenuntergang)", "nb": "Mørkt siden i går kl. 11:42 (solnedgang)",
      "sv": "Mörkt sedan i går kl. 11:42 (solnedgång)", "en": "Dark since 11:42 yesterday (sunset)",
    ]
    for (lang, first) in expected {
      let result = Self.theme(lang, at: "2026-11-28T12:00")
      #expect(result.stdout.hasPrefix(first + "\n"), "\(lang): \(result.stdout)")
    }
    // A decimal altitude in the language's mark, the minus a true minus.
    let sunAllYear = Self.theme("de", at: "2026-06-20T12:00", themeConfig: "enabled = true\nmorning_offset = 30")
    #expect(sunAllYear.stdout.contains("+ 30 Min."), "\(sunAllYear.stdout)")
  }

  @Test("A switch past New Year carries its year; one in this year does not", arguments: languages)
  func yearAcrossNewYear(lang: String) {
    // Tromsø's polar night: dark since Nov 27, light again on Jan 15 of the next year.
    let lines = Self.theme(lang, at: "2026-12-20T12:00").stdout.split(separator: "\n").map(String.init)
    #expect(lines.count >= 2, "\(lines)")
    #expect(!lines[0].contains("2026") && !lines[0].contains("2027"), "\(lang): \(lines[0])")
    #expect(lines[1].contains("2027") && lines[1].contains("15"), "\(lang): \(lines[1])")
  }

  @Test("A manual choice, and the switch turned off, in the language", arguments: languages)
  func choiceAndOff(lang: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Tromsø\"\n[theme]\nenabled = true\n")
    let chosen = sandbox.run(["theme", "dark", "--at", "2026-03-20T12:00", "--lang", lang])
    #expect(chosen.status == 0, "\(lang): \(chosen.stderr)")
    #expect(Self.englishIn(chosen.stdout).isEmpty, "\(lang): \(chosen.stdout)")
    #expect(chosen.stdout.contains("`theme auto`"), "\(lang): the command to type stays as it is: \(chosen.stdout)")
    sandbox.writeConfig("[location]\ncity = \"Tromsø\"\n[theme]\nenabled = false\n")
    let off = sandbox.run(["theme", "--lang", lang])
    #expect(off.status == 0 && off.stdout.contains("`solverv-status config set theme.enabled true`"), "\(lang): \(off.stdout)")
    #expect(Self.englishIn(off.stdout.replacingOccurrences(of: "theme.enabled true", with: "")).isEmpty, "\(lang): \(off.stdout)")
    let refused = sandbox.run(["theme", "light", "--lang", lang])
    #expect(refused.status == 78, "\(lang): \(refused.stderr)")
    let said = refused.stderr.replacingOccurrences(of: "[theme] enabled = false", with: "")
      .replacingOccurrences(of: "theme.enabled true", with: "")
    #expect(said.hasPrefix("solverv-status: ") && Self.englishIn(said).isEmpty, "\(lang): \(refused.stderr)")
  }

  @Test("theme's own errors are in the language; the values to type stay as they are", arguments: languages)
  func errors(lang: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    // The values between the language's quotation marks (Språkrådet, Kotus, Dansk Sprognævn, Duden).
    let marks = ["nb": ("«", "»"), "sv": ("”", "”"), "da": ("»", "«"), "fi": ("”", "”"), "de": ("„", "“")][lang]!
    let dusk = marks.0 + "dusk" + marks.1
    let choice = sandbox.run(["theme", "dusk", "--lang", lang])
    #expect(choice.status == 64 && choice.stderr.contains(dusk) && choice.stderr.contains("dark, light"), "\(choice.stderr)")
    let format = sandbox.run(["theme", "--format", "yaml", "--lang", lang])
    #expect(format.status == 64 && format.stderr.contains(marks.0 + "yaml" + marks.1) && format.stderr.contains("text"), "\(format.stderr)")
    for said in [choice.stderr, format.stderr] {
      let words = said.replacingOccurrences(of: "dark, light", with: "").replacingOccurrences(of: dusk, with: "")
      #expect(!said.contains("is not a theme") && Self.englishIn(words).isEmpty, "\(lang): \(said)")
    }
  }

  @Test("theme follows the config's language and then LANG, as the other commands do")
  func languageFromConfigAndLocale() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"fi\"\n[location]\ncity = \"Oslo\"\n[theme]\nenabled = true\n")
    let config = sandbox.run(["theme", "--at", "2026-03-20T12:00"])
    #expect(config.stdout.contains("\nSääntö: vaalea (auringonnousu), tumma (auringonlasku)"), "\(config.stdout)")
    let flag = sandbox.run(["theme", "--at", "2026-03-20T12:00", "--lang", "sv"])
    #expect(flag.stdout.contains("\nRegel: ljust vid soluppgång, mörkt vid solnedgång"), "--lang wins: \(flag.stdout)")
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n[theme]\nenabled = true\n")
    let locale = sandbox.run(["theme", "--at", "2026-03-20T12:00"], environment: ["LANG": "de_DE.UTF-8"])
    #expect(locale.stdout.contains("\nRegel: hell (Sonnenaufgang), dunkel (Sonnenuntergang)"), "\(locale.stdout)")
  }

  /// `notify --preview`'s note (stderr) in Tromsø with `config` at `at`.
  static func note(_ lang: String, config: String, at: String) -> String {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Tromsø\"\n[notifications]\n\(config)\n")
    let result = sandbox.run(["notify", "--preview", "--at", at, "--lang", lang])
    #expect(result.status == 0, "\(lang) \(config): \(result.stderr)")
    return result.stderr
  }

  /// Each kind of note: off, the summer pause, the shrinking days, and each moment still to come.
  static let notes: [(config: String, at: String, english: String)] = [
    ("enabled = false", "2026-03-20T12:00", "notifications are off"),
    ("summer_mode = true", "2026-08-20T12:00", "summer pause until the winter solstice"),
    ("sad = true", "2026-08-20T12:00", "paused while days get shorter"),
    ("at = \"sunrise\"", "2026-03-20T03:00", "waiting for today's sunrise"),
    ("at = \"sunset\"", "2026-03-20T12:00", "waiting for today's sunset"),
    ("at = \"08:30\"", "2026-03-20T03:00", "waiting for 08:30 today"),
  ]

  @Test("notify --preview's notes: English names the moment it waits for")
  func englishNotes() {
    for note in Self.notes {
      let said = Self.note("en", config: note.config, at: note.at)
      #expect(said.hasPrefix("(not sent at this moment: \(note.english); next 2026-"), "\(note.config): \(said)")
    }
  }

  @Test("notify --preview's notes carry no English and no SAD", arguments: languages)
  func notes(lang: String) {
    var seen: Set<String> = []
    for note in Self.notes {
      let said = Self.note(lang, config: note.config, at: note.at)
      let reason = said.split(separator: ";").first.map(String.init) ?? said
      seen.insert(reason)
      #expect(!said.isEmpty && Self.englishIn(said).isEmpty, "\(lang) \(note.config): \(Self.englishIn(said)) in \(said)")
      #expect(!said.contains("SAD"), "\(lang): \(said)")
    }
    #expect(seen.count == Self.notes.count, "\(lang): each kind says its own reason: \(seen)")
    let atTime = Self.note(lang, config: "at = \"08:30\"", at: "2026-03-20T03:00")
    let clock = ["da": "08.30", "fi": "8.30"][lang] ?? "08:30"
    #expect(atTime.contains(clock), "\(lang): the set time in the language's form: \(atTime)")
  }

  /// `config words --lang lang` as a dictionary.
  static func words(_ lang: String) -> [String: String] {
    let result = CLI.run(["config", "words", "--lang", lang])
    #expect(result.status == 0, "\(lang): \(result.stderr)")
    var words: [String: String] = [:]
    for line in result.stdout.split(separator: "\n") {
      guard let equals = line.range(of: " = ") else { continue }
      words[String(line[..<equals.lowerBound])] = String(line[equals.upperBound...])
    }
    return words
  }

  @Test("The Plasma applet's own sentences and the quotation marks come from the engine, per language")
  func appletWordsAndQuotes() throws {
    let english = Self.words("en")
    let keys = english.keys.filter { $0.hasPrefix("applet_") }.sorted()
    #expect(keys.count == 14, "\(keys)")
    #expect(english["applet_no_data"] == "No data from the Solverv service")
    let quotes = ["en": "“”", "nb": "«»", "sv": "””", "da": "»«", "fi": "””", "de": "„“"]
    for (lang, pair) in quotes {
      let words = Self.words(lang)
      #expect((words["quote_open"] ?? "") + (words["quote_close"] ?? "") == pair, "\(lang)")
      guard lang != "en" else { continue }
      for key in keys {
        let text = try #require(words[key], "\(lang) \(key)")
        #expect(text != english[key], "\(lang) \(key) is English")
        let words = text.replacingOccurrences(of: "solverv-status", with: "").replacingOccurrences(of: "compare", with: "")
        #expect(
          Self.englishIn(words).isEmpty && !words.contains("service") && !words.contains("failed"), "\(lang) \(key): \(text)")
      }
    }
  }

  @Test("The appendix's settings words: one term each, as the review asked")
  func appendixWords() {
    let nb = Self.words("nb"), sv = Self.words("sv"), da = Self.words("da"), fi = Self.words("fi"), de = Self.words("de")
    #expect(nb["summer_pause_hint"]?.contains("starter igjen automatisk ved vintersolverv") == true)
    #expect(sv["summer_pause"] == "Sommaruppehåll" && sv["summer_pause_hint"]?.hasPrefix("Sommaruppehåll ") == true)
    #expect(sv["summer_pause_hint"]?.contains("Paus efter") == false)
    #expect(da["clock"] == "Tidsformat" && da["sad_pause"] == "Pause, når dagene bliver kortere")
    #expect(fi["not_before"] == "Aikaisintaan" && fi["not_after"] == "Viimeistään" && fi["theme_switch"] == "Vaihtohetki")
    #expect(fi["theme_hint"]?.hasPrefix("Vaihda sovellukset tummiksi") == true)
    #expect(de["clock"] == "Uhrzeitformat" && de["showing"] == "Aktueller Ort" && de["no_limit"] == "Keine Begrenzung")
    #expect(de["notification_hint"]?.contains("pro Tag") == true && de["start_it"] == "Starten mit:")
  }
}
