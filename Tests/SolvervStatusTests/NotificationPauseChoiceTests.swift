import Foundation
import SolvervEngine
import Testing

/// Summer mode and the SAD setting differ, and the difference is said. Summer
/// mode goes by the calendar (silent from the day after the summer solstice to the winter one);
/// the SAD setting goes by the daylight (silent only on days shorter than the day before), so in
/// Tromsø the midnight sun's last weeks and the polar night are sent under SAD and not under
/// summer mode. Through the real binary's `notify --preview`, in the six languages.
struct NotificationPauseChoiceTests {
  /// The preview's stderr line for `setting = true` in Tromsø at `at` (empty when it would send).
  static func preview(_ setting: String, at: String, lang: String = "en") -> (stdout: String, stderr: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Tromsø\"\n[notifications]\n\(setting) = true\n")
    let result = sandbox.run(["notify", "--preview", "--at", at, "--lang", lang])
    #expect(result.status == 0, "\(setting) at \(at): \(result.stderr)")
    return (result.stdout, result.stderr)
  }

  @Test("Tromsø under the midnight sun after the solstice: summer mode pauses, SAD sends")
  func midnightSunAfterTheSolstice() {
    let summer = Self.preview("summer_mode", at: "2026-07-01T14:00")
    #expect(summer.stderr.hasPrefix("(not sent at this moment: summer pause until the winter solstice; next 2026-12-21T"), "\(summer.stderr)")
    let sad = Self.preview("sad", at: "2026-07-01T14:00")
    #expect(sad.stderr.isEmpty, "\(sad.stderr)")
    #expect(sad.stdout.hasPrefix("Daylight · Tromsø\n"), "\(sad.stdout)")
  }

  @Test("Tromsø in the polar night: summer mode pauses until the winter solstice, SAD sends")
  func polarNight() {
    let summer = Self.preview("summer_mode", at: "2026-12-10T12:00")
    #expect(summer.stderr.contains("summer pause until the winter solstice; next 2026-12-21T"), "\(summer.stderr)")
    let sad = Self.preview("sad", at: "2026-12-10T12:00")
    #expect(sad.stderr.isEmpty, "\(sad.stderr)")
  }

  @Test("Tromsø in August: both pause, and SAD resumes when the polar night stops the shrinking, weeks before the solstice")
  func shrinkingDaysResumeEarlierUnderSAD() throws {
    let summer = Self.preview("summer_mode", at: "2026-08-20T12:00")
    #expect(summer.stderr.contains("; next 2026-12-21T"), "\(summer.stderr)")
    let sad = Self.preview("sad", at: "2026-08-20T12:00")
    let next = try #require(sad.stderr.range(of: #"next (2026-\d\d-\d\d)"#, options: .regularExpression), "\(sad.stderr)")
    let day = String(sad.stderr[next].dropFirst(5))
    #expect(sad.stderr.hasPrefix("(not sent at this moment: paused while days get shorter; next "), "\(sad.stderr)")
    #expect(day > "2026-11-20" && day < "2026-12-05", "SAD resumes at the polar night's start, not \(day)")
  }

  @Test("The preview's reason is in the user's language, and no English is left in it")
  func reasonInSixLanguages() {
    let expected = [
      "nb": "(ikke sendt nå: sommerpause til vintersolverv; neste 2026-12-21T",
      "sv": "(inte skickad nu: sommaruppehåll till vintersolståndet; nästa 2026-12-21T",
      "da": "(ikke sendt nu: sommerpause til vintersolhverv; næste 2026-12-21T",
      "fi": "(ei lähetetty nyt: kesätauko talvipäivänseisaukseen asti; seuraava 2026-12-21T",
      "de": "(jetzt nicht gesendet: Sommerpause bis zur Wintersonnenwende; als Nächstes 2026-12-21T",
    ]
    for (code, prefix) in expected {
      let summer = Self.preview("summer_mode", at: "2026-08-20T12:00", lang: code)
      #expect(summer.stderr.hasPrefix(prefix), "\(code): \(summer.stderr)")
      let sad = Self.preview("sad", at: "2026-08-20T12:00", lang: code)
      #expect(NoEnglishLeftCLITests.englishIn(summer.stderr + sad.stderr).isEmpty, "\(code): \(summer.stderr)\(sad.stderr)")
      #expect(!sad.stderr.isEmpty && !sad.stderr.contains("paused"), "\(code): \(sad.stderr)")
    }
  }

  @Test("The settings windows' words say calendar versus daylight, in every language")
  func windowsSayTheDifference() throws {
    for code in Languages.codes {
      let result = CLI.run(["config", "words", "--lang", code])
      #expect(result.status == 0, "\(code): \(result.stderr)")
      var words: [String: String] = [:]
      for line in result.stdout.split(separator: "\n") {
        guard let equals = line.range(of: " = ") else { continue }
        words[String(line[..<equals.lowerBound])] = String(line[equals.upperBound...])
      }
      let summer = try #require(words["summer_pause_hint"]), sad = try #require(words["sad_pause_hint"])
      #expect(summer != sad && !summer.isEmpty && !sad.isEmpty, "\(code)")
      // Both name the solstice or the days, and SAD never appears as an acronym.
      #expect(!(words["sad_pause"] ?? "").contains("SAD"), "\(code): \(words["sad_pause"] ?? "")")
      if code != "en" { #expect(NoEnglishLeftCLITests.englishIn(summer + " " + sad).isEmpty, "\(code): \(summer) / \(sad)") }
    }
  }
}
