import SolvervEngine
import Testing

/// The two halves of the daily message never mix tones. Near the equator today
/// can gain a second while the season since the solstice lost a few ("+1 sec today | 5 sec
/// shorter since Jun 21"): when the signs differ both halves are signed, in every language; when
/// they agree each language keeps its own words.
struct DaylightMessageToneTests {
  static let june = CivilDate(iso: "2027-06-21")!

  static func text(_ today: Int, _ since: Int, _ language: any Localization, parts: MessageParts = .all) -> String {
    DaylightMessage.text(
      deltaToday: today, deltaSinceSolstice: since, solsticeDate: june, solsticeToday: nil, polar: nil, parts: parts,
      language: language)
  }

  /// The two halves after the emoji.
  static func halves(_ message: String) -> [String] {
    (message.split(separator: " ", maxSplits: 1).last ?? "").split(separator: " | ").map(String.init)
  }

  @Test("signs that differ: both halves signed, + and the language's minus, in every language", arguments: Languages.all.map(\.code))
  func differingSignsAreBothSigned(code: String) throws {
    let language = try #require(Languages.named(code))
    let minus = code == "en" ? "-" : "\u{2212}"
    for (today, since) in [(1, -5), (0, -3), (-1, 5), (-90, 600), (120, -7_200)] {
      let halves = Self.halves(Self.text(today, since, language))
      #expect(halves.count == 2, "\(code)")
      // A day exactly as long as yesterday says so in words ("as long as yesterday"), unsigned.
      if today == 0 {
        #expect(halves[0] == language.sameLengthAsYesterday, "\(code): \(halves)")
      } else {
        #expect(halves[0].hasPrefix(today < 0 ? minus : "+"), "\(code) \(today) \(since): \(halves)")
      }
      #expect(halves[1].hasPrefix(since < 0 ? minus : "+"), "\(code) \(today) \(since): \(halves)")
      // The same words as the gaining form, only the sign differs.
      let gaining = Self.halves(Self.text(abs(today), abs(since), language))
      #expect(halves[0].dropFirst() == gaining[0].dropFirst() && halves[1].dropFirst() == gaining[1].dropFirst(), "\(code)")
    }
  }

  @Test("signs that agree keep the language's own words", arguments: Languages.all.map(\.code))
  func agreeingSignsKeepTheirWords(code: String) throws {
    let language = try #require(Languages.named(code))
    let losing = Self.text(-120, -7_200, language)
    #expect(losing.hasPrefix("🌅 "))
    #expect(
      Self.halves(losing) == [
        language.dailyChange(seconds: -120), language.changeSinceSolstice(seconds: -7_200, solsticeDate: Self.june),
      ])
    // One half alone is never rewritten.
    #expect(
      Self.text(1, -5, language, parts: .sinceSolstice).hasSuffix(
        language.changeSinceSolstice(seconds: -5, solsticeDate: Self.june)))
  }

  @Test("English at the equator reads in one tone")
  func englishAtTheEquator() {
    #expect(Self.text(1, -5, English()) == "☀️ +1 sec today | -5 sec since Jun 21")
    #expect(Self.text(-1, 5, English()) == "🌅 -1 sec today | +5 sec since Jun 21")
  }
}
