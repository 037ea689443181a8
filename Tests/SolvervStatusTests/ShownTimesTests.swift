import Foundation
import Testing

/// What the real binary shows of the sun and of times: after which sunset tomorrow's sun is
/// shown (and marked), minutes rounded, and when a paused notification goes out next.
struct ShownTimesTests {
  static func json(_ result: CLI.Result) -> [String: Any]? { result.json as? [String: Any] }

  @Test("Tromsø at noon on 17 May 2026 shows today's sun, not tomorrow's")
  func tromsoMayNoonShowsToday() throws {
    let arguments = ["--location", "Tromsø", "--at", "2026-05-17T12:00"]
    let large = CLI.run(["--size", "large"] + arguments)
    #expect(large.status == 0, "\(large.stderr)")
    // Today's daylight: sunrise 01:17:30, and the sunset that ends it, 00:28 on the 18th (marked;
    // the date's own sunset, 00:02:43, ended the 16th's daylight), 22 hr 45 min.
    #expect(large.stdout.hasSuffix(" · ↑01:18 ↓00:28 +1 · 22 hr 45 min (+17 min)\n"), "\(large.stdout)")
    #expect(!large.stdout.contains("tomorrow") && !large.stdout.contains("↑00:52"))
    let object = try #require(Self.json(CLI.run(["--format", "json"] + arguments)))
    #expect(object["shown_sun"] as? String == "today")
    #expect(object["valid_until"] as? String == "2026-05-18T00:00:00+02:00")
  }

  @Test("After sunset in Oslo the large line shows tomorrow, marked, with tomorrow's day length (en, nb)")
  func afterSunsetShowsTomorrowMarked() {
    let arguments = ["--location", "Oslo", "--size", "large", "--at", "2026-12-10T20:00"]
    let english = CLI.run(arguments)
    #expect(english.stdout == "❄️ Winter solstice in 11 days █████████░ 88% · tomorrow ↑09:08 ↓15:12 · 6 hr 4 min (-2 min)\n")
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"nb\"\n")
    let norsk = sandbox.run(arguments)
    #expect(norsk.stdout == "❄️ Vintersolverv om 11 dager █████████░ 88\u{00A0}% · i morgen ↑09:08 ↓15:12 · 6 t 4 min (\u{2212}2 min)\n")
    // Before sunset: today's, unmarked, with today's length.
    let noon = CLI.run(["--location", "Oslo", "--size", "large", "--at", "2026-12-10T12:00"])
    #expect(noon.stdout == "❄️ Winter solstice in 11 days █████████░ 88% · ↑09:07 ↓15:12 · 6 hr 5 min (-2 min)\n")
  }

  @Test("The 2026 March equinox shows as 2:46 PM and Sydney's 06:59:58 sunrise as 07:00")
  func minutesAreRounded() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("clock = \"12h\"\n")
    let equinox = sandbox.run(["--location", "London", "--at", "2026-03-01T12:00", "--template", "{date} {time}"])
    #expect(equinox.stdout == "Mar 20 2:46 PM\n", "\(equinox.stderr)")
    let sydney = CLI.run(["--location", "Sydney", "--at", "2026-06-21T04:00", "--template", "{sunrise} {sunrise:%H:%M:%S}"])
    #expect(sydney.stdout == "07:00 06:59:58\n", "\(sydney.stderr)")
    // The inspection commands keep the second.
    let events = CLI.run(["events", "--from", "2026", "--to", "2026"])
    #expect(events.stdout.contains("2026-03-20T14:45:56Z"))
  }

  @Test("notify --preview with summer_mode or sad on a paused day names the first day allowed, at noon and at midnight")
  func notifyPreviewOnAPausedDayNamesTheResumingDay() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    for (setting, reason) in [
      ("summer_mode", "summer pause until the winter solstice"), ("sad", "paused while days get shorter"),
    ] {
      sandbox.writeConfig("[location]\ncity = \"Oslo\"\n[notifications]\n\(setting) = true\n")
      for at in ["2026-08-01T12:00", "2026-08-01T00:00"] {
        let result = sandbox.run(["notify", "--preview", "--at", at])
        #expect(result.status == 0, "\(result.stderr)")
        // The preview shows what would be sent, title first; stderr says it is not sent.
        #expect(result.stdout.hasPrefix("Daylight · Oslo\n"), "\(setting) at \(at): \(result.stdout)")
        // Oslo's sunrise on the day of the 2026 winter solstice, at the city table's point
        // (59.913, 10.746; GeoNames' 59.91273, 10.74609 gives 09:18:07, 0.1 s earlier).
        #expect(
          result.stderr == "(not sent at this moment: \(reason); next 2026-12-21T09:18:08+01:00)\n",
          "\(setting) at \(at): \(result.stderr)")
      }
    }
    // Not paused: the winter solstice itself sends.
    let solstice = sandbox.run(["notify", "--preview", "--at", "2026-12-21T12:00"])
    #expect(solstice.stdout.hasPrefix("Daylight · Oslo\n🌟 Happy Winter Solstice!"))
  }
}
