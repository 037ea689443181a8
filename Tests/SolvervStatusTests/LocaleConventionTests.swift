import Foundation
import Testing

/// The clock and the date order come from the locale — `LC_ALL`, then
/// `LC_TIME`, then `LANG`, as POSIX orders them — unless the config or the command line says
/// otherwise; the language from `LC_ALL`, `LC_MESSAGES`, `LANG`. The real binary with the
/// environment a user's session would give it.
struct LocaleConventionTests {
  static let oslo = ["--location", "Oslo", "--at", "2026-11-23T12:00"]

  /// The conky large view's second line: "Dec 21, 2026 21:50 · ███████░░░ 69%".
  static func dateLine(_ environment: [String: String], _ extra: [String] = []) -> String {
    let result = CLI.run(["--format", "conky", "--size", "large"] + oslo + extra, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
  }

  static func sunPart(_ environment: [String: String], _ extra: [String] = []) -> String {
    let line = CLI.run(["--size", "large"] + oslo + extra, environment: environment).stdout
    return line.components(separatedBy: " · ").dropFirst().first ?? line
  }

  @Test(
    "The clock follows LC_ALL > LC_TIME > LANG",
    arguments: [
      (["LANG": "en_US.UTF-8"], "↑8:34 AM ↓3:33 PM"),
      (["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"], "↑08:34 ↓15:33"),
      (["LANG": "en_GB.UTF-8", "LC_TIME": "en_US.UTF-8"], "↑8:34 AM ↓3:33 PM"),
      (["LANG": "en_GB.UTF-8", "LC_TIME": "en_US.UTF-8", "LC_ALL": "de_DE.UTF-8"], "↑08:34 ↓15:33"),
      (["LANG": "C.UTF-8"], "↑08:34 ↓15:33"),
      (["LANG": "ko_KR.UTF-8"], "↑8:34 AM ↓3:33 PM"),
    ])
  func clockFromTheLocale(environment: [String: String], sun: String) {
    #expect(Self.sunPart(environment) == sun)
  }

  @Test("The config's clock, then --clock, win over the locale; clock = \"auto\" and --clock auto are the locale's")
  func configAndFlagOverride() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("config.toml").path
    let us = ["LANG": "en_US.UTF-8"]
    try "clock = \"24h\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(Self.sunPart(us, ["--config", config]) == "↑08:34 ↓15:33")
    #expect(Self.sunPart(["LANG": "en_GB.UTF-8"], ["--config", config, "--clock", "12h"]) == "↑8:34 AM ↓3:33 PM")
    // --clock auto: the locale's clock over the config's 24h.
    #expect(Self.sunPart(us, ["--config", config, "--clock", "auto"]) == "↑8:34 AM ↓3:33 PM")
    #expect(Self.sunPart(["LANG": "en_GB.UTF-8"], ["--config", config, "--clock", "auto"]) == "↑08:34 ↓15:33")
    try "clock = \"auto\"\ndate_order = \"ymd\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(Self.sunPart(us, ["--config", config]) == "↑8:34 AM ↓3:33 PM")
    #expect(Self.dateLine(us, ["--config", config]).hasPrefix("2026-12-21 9:50 PM · "))
    try "clock = \"noon\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    let bad = CLI.run(["--config", config] + Self.oslo, environment: us)
    #expect(bad.status == 78 && bad.stderr.contains("'noon' is not a clock: use auto, 24h or 12h"), "\(bad.stderr)")
    try "date_order = \"dym\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    let badOrder = CLI.run(["--config", config] + Self.oslo, environment: us)
    #expect(badOrder.status == 78 && badOrder.stderr.contains("'dym' is not a date order: use auto, mdy, dmy or ymd"))
  }

  @Test(
    "English dates follow the locale's order: month first in the US, day first in Britain, year first in Sweden",
    arguments: [
      (["LANG": "en_US.UTF-8"], "Dec 21, 2026 9:50 PM · "),
      (["LANG": "en_GB.UTF-8"], "21 Dec 2026 21:50 · "),
      (["LANG": "en_IE.UTF-8"], "21 Dec 2026 21:50 · "),
      (["LANG": "C.UTF-8"], "Dec 21, 2026 21:50 · "),
      (["LC_TIME": "sv_SE.UTF-8", "LANG": "en_GB.UTF-8"], "2026-12-21 21:50 · "),
    ])
  func dateOrderFromTheLocale(environment: [String: String], prefix: String) {
    let line = Self.dateLine(environment)
    #expect(line.hasPrefix(prefix), "\(line)")
  }

  @Test("The language follows LC_ALL > LC_MESSAGES > LANG; language = \"auto\" is the locale's")
  func languageFromTheLocale() throws {
    #expect(CLI.run(Self.oslo, environment: ["LC_MESSAGES": "de_DE.UTF-8"]).stdout == "❄️ Wintersonnenwende in 28 Tagen\n")
    #expect(
      CLI.run(Self.oslo, environment: ["LANG": "fi_FI.UTF-8", "LC_MESSAGES": "sv_SE.UTF-8"]).stdout.contains("Vintersolstånd"))
    #expect(
      CLI.run(Self.oslo, environment: ["LC_MESSAGES": "sv_SE.UTF-8", "LC_ALL": "da_DK.UTF-8"]).stdout.contains(
        "Vintersolhverv om 28 dage"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("config.toml").path
    try "language = \"auto\"\n".write(toFile: config, atomically: true, encoding: .utf8)
    #expect(
      CLI.run(["--config", config] + Self.oslo, environment: ["LANG": "nb_NO.UTF-8"]).stdout == "❄️ Vintersolverv om 28 dager\n")
  }
}
