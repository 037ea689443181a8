import Foundation
import Testing

/// Swedish, Danish, Finnish and German through the real `solverv-status`: chosen by `--lang`, by
/// `language = "…"` in config.toml and by `$LANG`, in the bar line and the large view.
struct LanguageChoiceCLITests {
  static let oslo = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo", "--at", "2026-11-22T17:00"]

  /// code, a locale name as `$LANG` carries it, the bar line, a line of the large view.
  static let cases: [(String, String, String, String)] = [
    ("sv", "sv_SE.UTF-8", "❄️ Vintersolstånd om 29 dagar", "Dagslängd i dag 7 tim 3 min · 🌅 4 min kortare i dag"),
    ("da", "da_DK.UTF-8", "❄️ Vintersolhverv om 29 dage", "Dagslængde i dag 7 t. 3 min. · 🌅 4 min. kortere i dag"),
    (
      "fi", "fi_FI.UTF-8", "❄️ Talvipäivänseisaus 29 päivän päästä", "Päivän pituus tänään 7 t 3 min · 🌅 4 min lyhyempi kuin eilen"
    ),
    ("de", "de_DE.UTF-8", "❄️ Wintersonnenwende in 29 Tagen", "Tageslänge heute 7 Std. 3 Min. · 🌅 4 Min. weniger als gestern"),
  ]

  @Test("--lang sv|da|fi|de: the bar line and the large view in that language", arguments: cases)
  func langOptionChoosesTheLanguage(code: String, locale: String, bar: String, large: String) {
    let small = CLI.run(["--lang", code] + Self.oslo)
    #expect(small.status == 0 && small.stdout == bar + "\n", "\(small.stdout)\(small.stderr)")
    let conky = CLI.run(["--lang", code, "--format", "conky", "--size", "large"] + Self.oslo)
    #expect(conky.status == 0 && conky.stdout.contains(large), "\(conky.stdout)")
    for english in ["Sunrise", "Sunset", "Tomorrow", "Day length", "Next", "today", "fewer"] {
      #expect(!conky.stdout.contains(english), "\(english) in \(conky.stdout)")
    }
  }

  @Test("language = \"sv|da|fi|de\" in config.toml is accepted and spoken", arguments: cases)
  func configLanguageIsAccepted(code: String, locale: String, bar: String, large: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"\(code)\"\n")
    #expect(sandbox.run(["config", "check"]).status == 0)
    let result = sandbox.run(Self.oslo)
    #expect(result.status == 0 && result.stdout == bar + "\n", "\(result.stdout)\(result.stderr)")
  }

  @Test("LANG=sv_SE.UTF-8 (da_DK, fi_FI, de_DE) chooses the language when nothing else does", arguments: cases)
  func langEnvironmentChoosesTheLanguage(code: String, locale: String, bar: String, large: String) {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(Self.oslo, environment: ["LANG": locale])
    #expect(result.status == 0 && result.stdout == bar + "\n", "\(result.stdout)\(result.stderr)")
  }

  @Test("An unknown language in config.toml names every language Solverv has")
  func unknownLanguageListsTheNewOnes() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"fr\"\n")
    let result = sandbox.run(["config", "check"])
    #expect(
      result.status == 78 && result.stderr.contains("'fr' is not a language: use auto, en, nb, sv, da, fi or de"),
      "\(result.stderr)")
  }
}
