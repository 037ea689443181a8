import SolvervEngine
import Testing

/// Phrasings a native reviewer corrected: word order, case and the greetings people really use.
struct NativePhrasingTests {
  static let june21 = CivilDate(year: 2026, month: 6, day: 21)!

  @Test("Finnish puts lähtien after the date (not 'Alkaen 21.6.'); German 'Seit dem', Swedish 'Sedan den'; others 'Since DATE'")
  func sinceRowLabelFollowsEachLanguage() {
    #expect(Finnish().sinceDate(Self.june21) == "21.6. lähtien")
    #expect(German().sinceDate(Self.june21) == "Seit dem 21. Juni")
    #expect(English().sinceDate(Self.june21) == "Since Jun 21")
    #expect(NorwegianBokmal().sinceDate(Self.june21) == "Siden 21. juni")
    #expect(Swedish().sinceDate(Self.june21) == "Sedan den 21 juni")
    #expect(Danish().sinceDate(Self.june21) == "Siden 21. jun.")
  }

  @Test("German losing days compare with yesterday ('als gestern'), never the English word order 'weniger heute'")
  func germanLosingIsComparedWithYesterday() {
    #expect(German().dailyChange(seconds: -240) == "4 Min. weniger als gestern")
    #expect(German().dailyChange(seconds: -1) == "1 Sek. weniger als gestern")
    #expect(!German().dailyChange(seconds: -30).contains("heute"))
  }

  @Test(
    "Solstice greetings: no calqued 'Glad midvinter' or 'Glædeligt solhverv'; Swedes say 'nu vänder det', Danes 'lysere tider'")
  func solsticeGreetingsAreWhatPeopleSay() {
    let swedish = Swedish().solsticeGreeting(.winter)
    let danish = Danish().solsticeGreeting(.winter)
    #expect(swedish.contains("Nu vänder det") && !swedish.contains("midvinter") && !swedish.contains("midsommar"))
    #expect(danish.contains("lysere tider") && !danish.contains("Glædelig"))
    #expect(!Danish().solsticeGreeting(.summer).contains("Glædelig"))
    #expect(!Swedish().solsticeGreeting(.summer).contains("midsommar"))
  }
}
