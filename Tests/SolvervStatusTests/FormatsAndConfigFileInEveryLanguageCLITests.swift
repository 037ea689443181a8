import Foundation
import SolvervEngine
import Testing

/// `formats`, `formats --placeholders` and the file `config init` writes in the
/// user's language. The real `solverv-status`, once per language and surface (the suite runs
/// the debug binary hundreds of times already): in nb, sv, da, fi and de no English word in the
/// tables' words or the file's comments (`EveryCommandInTheLanguageCLITests`' detector, which
/// leaves out format, size and placeholder names, templates, values in quotes and commands);
/// in English the output is the golden files' (`Golden/formats-command-en.txt`, …), made
/// before these surfaces were translated, word for word.
struct FormatsAndConfigFileInEveryLanguageCLITests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  static let cLocale = ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]

  /// A sandbox with a user format without a description and a broken one (`escape = "html"`).
  static func sandbox() -> Sandbox {
    let sandbox = Sandbox()
    sandbox.writeFormat("own", "small = \"{event} {countdown}\"\n")
    sandbox.writeFormat("broken", "escape = \"html\"\nsmall = \"x\"\n")
    return sandbox
  }

  /// The prose of a config file: each comment's text, not the keys, values and tables it comments
  /// out (`# clock = "auto"   # note` keeps `note`; `# [location]` and `# city = "Oslo"` keep nothing).
  static func comments(_ file: String) -> String {
    file.split(separator: "\n").compactMap { line -> String? in
      guard let hash = line.firstIndex(of: "#") else { return nil }
      var text = line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces)
      if let assignment = text.range(of: #"^\[?[a-z_.]+\]?( = .*)?$"#, options: .regularExpression), assignment.upperBound == text.endIndex,
        !text.contains("#")
      {
        return nil
      }
      // A commented-out assignment with a note after it: the note.
      if text.range(of: #"^[a-z_]+ = "#, options: .regularExpression) != nil {
        guard let note = text.range(of: "# ", options: .backwards) else { return nil }
        text = String(text[note.upperBound...])
      }
      return text
    }.joined(separator: "\n")
  }

  @Test("formats and formats --placeholders have no English word", arguments: EveryCommandInTheLanguageCLITests.languages)
  func formatsInTheLanguage(code: String) {
    let sandbox = Self.sandbox()
    defer { sandbox.remove() }
    let list = sandbox.run(["formats", "--lang", code], environment: Self.cLocale)
    let placeholders = sandbox.run(["formats", "--placeholders", "--lang", code], environment: Self.cLocale)
    for (what, result) in [("formats", list), ("placeholders", placeholders)] {
      #expect(result.status == 0 && result.stderr.isEmpty, "\(code) \(what): \(result.stderr)")
      let found = EveryCommandInTheLanguageCLITests.englishIn(result.stdout)
      #expect(found.isEmpty, "\(code) \(what): \(found) in \(EveryCommandInTheLanguageCLITests.words(result.stdout))")
    }
    let english = sandbox.run(["formats", "--lang", "en"], environment: Self.cLocale).stdout
    // The detector reads these tables: the English ones are caught.
    #expect(!EveryCommandInTheLanguageCLITests.englishIn(english).isEmpty)
    // Every row is there, worded anew: the user formats' lines, the headings and each placeholder.
    #expect(list.stdout.split(separator: "\n").count == english.split(separator: "\n").count)
    #expect(list.stdout.contains("\nown ") && list.stdout.contains("\nbroken ") && list.stdout.contains("html"))
    #expect(!list.stdout.contains("Description") && !list.stdout.contains("broken: ") && !list.stdout.contains("user format"))
    let rows = placeholders.stdout.split(separator: "\n")
    #expect(rows.count == TemplateField.allCases.count + 1, "\(code)")
    #expect(!rows[0].contains("Placeholder") && !rows[0].contains("Meaning"))
  }

  @Test("The file config init writes has its comments in the language, and is valid", arguments: EveryCommandInTheLanguageCLITests.languages)
  func configFileInTheLanguage(code: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let city = sandbox.root.appendingPathComponent("city.toml").path
    let none = sandbox.root.appendingPathComponent("none.toml").path
    // --lang for one; the locale's language for the other (a zone that names no place).
    let locale = ["nb": "nb_NO", "sv": "sv_SE", "da": "da_DK", "fi": "fi_FI", "de": "de_DE"][code]! + ".UTF-8"
    let byLang = sandbox.run(["config", "init", "--config", city, "--location", "Oslo", "--lang", code], environment: Self.cLocale)
    let byLocale = sandbox.run(
      ["config", "init", "--config", none, "--tz", "Etc/GMT+5"], environment: Self.cLocale.merging(["LANG": locale]) { $1 })
    for (what, result, path) in [("--lang", byLang, city), ("LANG", byLocale, none)] {
      #expect(result.status == 0, "\(code) \(what): \(result.stderr)")
      let file = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      let prose = Self.comments(file)
      #expect(prose.split(separator: "\n").count >= 25, "\(code) \(what): \(prose)")
      let found = EveryCommandInTheLanguageCLITests.englishIn(prose)
      #expect(found.isEmpty, "\(code) \(what): \(found) in \(EveryCommandInTheLanguageCLITests.words(prose))")
      let check = sandbox.run(["config", "check", "--config", path], environment: Self.cLocale)
      #expect(check.status == 0, "\(code) \(what): \(check.stderr)")
    }
  }

  @Test("English formats, placeholders and config init are the golden files, word for word")
  func englishUnchanged() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    func golden(_ name: String) throws -> String {
      try String(contentsOf: Self.golden.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(sandbox.run(["formats"], environment: Self.cLocale).stdout == (try golden("formats-command-en.txt")))
    #expect(
      sandbox.run(["formats", "--placeholders"], environment: Self.cLocale).stdout == (try golden("placeholders-command-en.txt")))
    for (name, place) in [
      ("city", ["--location", "Oslo"]), ("coordinates", ["--lat", "68.5", "--lon", "23.25", "--name", "Hut"]),
      ("none", ["--tz", "Etc/GMT+5"]),
    ] {
      let path = sandbox.root.appendingPathComponent("\(name).toml").path
      let result = sandbox.run(["config", "init", "--config", path] + place, environment: Self.cLocale)
      #expect(result.status == 0, "\(name): \(result.stderr)")
      let file = try golden("config-init-\(name)-en.toml")
      #expect((try? String(contentsOfFile: path, encoding: .utf8)) == file, "\(name)")
      // The comment reader and the detector catch English in such a file.
      #expect(EveryCommandInTheLanguageCLITests.englishIn(Self.comments(file)).count > 5, "\(name)")
    }
  }

  @Test("The comment reader keeps notes and drops keys, values and tables")
  func commentReader() {
    let file = """
      # Heading words
      # clock = "auto"          # auto, 24h or 12h — from the locale
      [location]
      city = "Oslo"
      # [location]
      # city = "Oslo"
      latitude = 68.5     # north positive
      # size = "small"
      """
    #expect(Self.comments(file) == "Heading words\nauto, 24h or 12h — from the locale\nnorth positive")
  }
}

