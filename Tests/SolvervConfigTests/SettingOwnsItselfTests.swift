import SolvervConfig
import SolvervEngine
import Testing

/// Each setting owns its field in the model, its default and its rules: the reader walks
/// `Setting.all` and `SettingRule.all`, so what a setting says is what the file means.
@Suite struct SettingOwnsItselfTests {
  static func config(_ text: String) throws -> SolvervConfig { try SolvervConfig.parse(text, path: "config.toml") }

  @Test("an empty file reads every setting's default, and writing each default changes nothing")
  func defaultsAreTheEmptyModels() throws {
    let empty = try Self.config("")
    #expect(Setting.all.map { $0.read(empty) } == Setting.all.map(\.defaultValue))
    // Every default the file can hold, written out: the same values again.
    let written = Setting.all.filter { $0.path.first != "location" }
    var text = written.filter { $0.path.count == 1 }.map { "\($0.name) = \($0.defaultValue.tomlText)\n" }.joined()
    for table in ["notifications", "theme"] {
      text += "[\(table)]\n" + Setting.settings(in: table).map { "\($0.path.last!) = \($0.defaultValue.tomlText)\n" }.joined()
    }
    let explicit = try Self.config(text)
    #expect(written.map { $0.read(explicit) } == written.map(\.defaultValue), "\(text)")
  }

  @Test("a value the file writes reaches the model through the setting's field, and reads back")
  func valuesReachTheModel() throws {
    let config = try Self.config(
      "language = \"no\"\nclock = \"12h\"\nevents = 3\n[notifications]\nat = \"07:30\"\ndaily_change = false\n"
        + "[theme]\nswitch = \"elevation\"\nelevation = -4\nmorning_not_after = \"09:00\"\n")
    #expect(config.language == "nb" && config.clock == .twelveHour && config.eventCount == 3)
    #expect(config.notifications.at == .timeOfDay(7 * 3_600 + 30 * 60) && config.notifications.parts == [.sinceSolstice])
    #expect(config.theme.rule == .elevation && config.theme.elevation == -4 && config.theme.morningLimits.notAfter == 9 * 3_600)
    #expect(Setting.named("notifications.at")!.read(config) == .string("07:30"))
    #expect(Setting.named("theme.morning_not_after")!.read(config) == .string("09:00"))
    let auto = try Self.config("clock = \"auto\"\nhemisphere = \"auto\"\n")
    #expect(auto.clock == nil && auto.hemisphere == nil && Setting.named("clock")!.read(auto) == .string("auto"))
  }

  @Test("the rules are the reader's: both parts off, and reversed limits, refused where the fix goes")
  func rulesAreChecked() throws {
    #expect(SettingRule.all.map(\.kind) == [.oneOn, .inOrder, .inOrder])
    #expect(Setting.named("notifications.daily_change")!.rules.map(\.kind) == [.oneOn])
    #expect(Setting.named("notifications.daily_change")!.allowedValues == .trueOrFalseOnePartOn)
    _ = try Self.config("[notifications]\ndaily_change = false\n")
    _ = try Self.config("[notifications]\nsince_solstice = false\n")
    #expect(
      throws: ConfigError(path: "config.toml", line: 3, column: 18, key: "notifications.since_solstice", phrase: .bothPartsOff)
    ) {
      try Self.config("[notifications]\ndaily_change = false\nsince_solstice = false\n")
    }
    // The rule's last key the file writes is named, whatever the file's order.
    #expect(
      throws: ConfigError(path: "config.toml", line: 2, column: 18, key: "notifications.since_solstice", phrase: .bothPartsOff)
    ) {
      try Self.config("[notifications]\nsince_solstice = false\ndaily_change = false\n")
    }
    #expect(
      throws: ConfigError(
        path: "config.toml", line: 3, column: 21, key: "theme.evening_not_after",
        phrase: .limitsReversed(part: "evening", notAfter: "18:00", notBefore: "20:00"))
    ) {
      try Self.config("[theme]\nevening_not_before = \"20:00\"\nevening_not_after = \"18:00\"\n")
    }
    let ordered = try Self.config("[theme]\nevening_not_before = \"18:00\"\nevening_not_after = \"20:00\"\n")
    #expect(!SettingRule.all.contains { $0.isBroken(in: ordered) })
  }
}
