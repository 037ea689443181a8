import Glibc
import SolvervEngine
import SolvervSystem
import Testing

/// The TZif reader and POSIX footer rules, checked against glibc's own reading of the same files.
@Suite(.serialized) struct TimeZoneRulesTests {
  /// glibc's offset for `zone` at `seconds` (an independent implementation of the same data).
  private func glibcOffset(_ zone: String, _ seconds: Int64) -> Int {
    setenv("TZ", ":" + zone, 1)
    tzset()
    var t = time_t(seconds)
    var parts = tm()
    localtime_r(&t, &parts)
    return parts.tm_gmtoff
  }

  @Test(arguments: [
    "Europe/Oslo", "America/New_York", "Australia/Sydney", "Pacific/Chatham", "Asia/Kathmandu",
    "Asia/Kolkata", "Pacific/Kiritimati", "Pacific/Marquesas", "Europe/Dublin", "America/Nuuk",
    "America/Santiago", "Africa/Casablanca", "Australia/Lord_Howe", "America/St_Johns",
    "Antarctica/Troll", "Pacific/Apia", "Asia/Tehran", "America/Havana", "Europe/Moscow",
  ])
  func offsetsMatchGlibcFrom1900To2500(name: String) {
    let rules = zone(name)
    var mismatches: [Int64] = []
    // Every 10 days for 600 years, plus ±1 s around each 10-day point: hits many transitions.
    var seconds: Int64 = -2_208_988_800  // 1900-01-01
    let end: Int64 = 16_725_225_600  // 2500-01-01
    while seconds < end {
      if rules.offset(at: seconds) != glibcOffset(name, seconds) { mismatches.append(seconds) }
      seconds += 864_000 + 3_607
    }
    unsetenv("TZ")
    #expect(
      mismatches.isEmpty,
      "\(name): first mismatch at \(mismatches.first.map { Instant(secondsSince1970: Double($0)) }?.description ?? "")")
  }

  @Test func fixedOffsetsFromTheProductBrief() {
    let samples: [(String, Int)] = [
      ("Asia/Kolkata", 19_800), ("Asia/Kathmandu", 20_700), ("Pacific/Kiritimati", 50_400),
      ("Pacific/Marquesas", -34_200),
    ]
    for (name, offset) in samples {
      #expect(zone(name).offset(at: utc("2026-01-15T12:00:00Z")) == offset)
    }
    let chatham = zone("Pacific/Chatham")
    #expect(chatham.offset(at: utc("2026-01-15T12:00:00Z")) == 13 * 3_600 + 45 * 60)
    #expect(chatham.offset(at: utc("2026-07-15T12:00:00Z")) == 12 * 3_600 + 45 * 60)
  }

  @Test func midnightSkippedByDaylightSavingStartsTheDayAtTheChange() {
    // Chile moves clocks from 24:00 to 01:00 on the first Sunday of September.
    let santiago = zone("America/Santiago")
    let start = santiago.startOfDay(date("2026-09-06"))
    let local = santiago.localDateTime(at: start)
    #expect(local.date == date("2026-09-06"))
    #expect(local.hour == 1 && local.minute == 0)
    #expect(santiago.localDate(at: start - 1) == date("2026-09-05"))
    let (s, e) = santiago.dayInterval(date("2026-09-06"))
    #expect(e - s == 23 * 3_600)
  }

  @Test func firstOfTwoMidnightsStartsTheDay() {
    // A fixed rule where summer time ends at 01:00 local (summer time), so 00:00–01:00 repeats.
    let rules = try! TimeZoneRules(identifier: "Test", posixRule: "STD-1DST,M3.5.0/2,M10.5.0/1")
    let start = rules.startOfDay(date("2026-10-25"))
    #expect(rules.localDateTime(at: start).secondOfDay == 0)
    #expect(rules.localDateTime(at: start).utcOffset == 7_200)
    let (s, e) = rules.dayInterval(date("2026-10-25"))
    #expect(e - s == 25 * 3_600)
  }

  @Test func posixFooterCarriesRulesPastTheTable() {
    let oslo = zone("Europe/Oslo")
    #expect(oslo.offset(at: utc("2900-07-01T00:00:00Z")) == 7_200)
    #expect(oslo.offset(at: utc("2900-01-01T00:00:00Z")) == 3_600)
    let sydney = zone("Australia/Sydney")
    #expect(sydney.offset(at: utc("2900-01-01T00:00:00Z")) == 39_600)
    #expect(sydney.offset(at: utc("2900-07-01T00:00:00Z")) == 36_000)
  }

  @Test(arguments: [
    "XST5XDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3", "<+0545>-5:45", "IST-1GMT0,M10.5.0,M3.5.0/1",
    "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "AEST-10AEDT,M10.1.0,M4.1.0/3",
    "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "XXX3YYY,J60/2,J300/2",
  ])
  func posixRulesMatchGlibc(rule: String) throws {
    let rules = try TimeZoneRules(identifier: rule, posixRule: rule)
    var seconds: Int64 = 946_684_800  // 2000
    var mismatches = 0
    while seconds < 4_102_444_800 {  // 2100
      setenv("TZ", rule, 1)
      tzset()
      var t = time_t(seconds)
      var parts = tm()
      localtime_r(&t, &parts)
      if rules.offset(at: seconds) != parts.tm_gmtoff {
        if mismatches < 3 {
          print(
            "\(rule) at \(Instant(secondsSince1970: Double(seconds))): ours \(rules.offset(at: seconds)) glibc \(parts.tm_gmtoff)"
          )
        }
        mismatches += 1
      }
      seconds += 86_400 * 3 + 1_801
    }
    unsetenv("TZ")
    #expect(mismatches == 0, "\(rule)")
  }

  /// RFC 8536 §3.3.1: `EST5EDT,0/0,J365/25` is daylight saving time all year, New Year included.
  /// (glibc gets the hours around New Year wrong, so this one is checked on its own.)
  @Test func allYearDaylightSavingRule() throws {
    let rules = try TimeZoneRules(identifier: "x", posixRule: "EST5EDT,0/0,J365/25")
    for text in ["2000-01-01T00:00:00Z", "2000-01-01T05:30:00Z", "2024-07-01T00:00:00Z", "2031-12-31T23:59:59Z"] {
      #expect(rules.offset(at: utc(text)) == -14_400, "\(text)")
    }
  }

  @Test(arguments: ["", "X", "ABC", "ABC+", "ABC-25", "<AB>3", "ABC3DEF,M13.1.0,M1.1.0", "ABC3DEF,J0,J365", "ABC3DEF,M3.2.0"])
  func invalidPosixRulesAreRejected(rule: String) {
    #expect(throws: TimeZoneError.self) { try TimeZoneRules(identifier: "x", posixRule: rule) }
  }

  @Test func damagedTZifDataThrowsAndNeverTraps() throws {
    let bytes = try #require(FileReader.read("/usr/share/zoneinfo/Europe/Oslo"))
    #expect(throws: TimeZoneError.self) { try TimeZoneRules(identifier: "x", tzif: Array("not a zone".utf8)) }
    // Every truncation of a real file either parses or throws.
    for length in stride(from: 0, to: bytes.count, by: 7) {
      _ = try? TimeZoneRules(identifier: "x", tzif: Array(bytes[0..<length]))
    }
    // Random corruption of single bytes never traps.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      var copy = bytes
      for _ in 0..<3 { copy[Int.random(in: 0..<copy.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
      if let rules = try? TimeZoneRules(identifier: "x", tzif: copy) {
        _ = rules.offset(at: 1_700_000_000)
        _ = rules.startOfDay(date("2026-03-29"))
      }
    }
  }

  @Test(arguments: [
    "../../etc/passwd", "/etc/passwd", "Europe/../Europe/Oslo", "Europe/Oslo\n", "", "Not/A_Zone", "zone.tab", ".", "-x",
  ])
  func hostileOrUnknownZoneNamesAreRejected(name: String) {
    #expect(throws: TimeZoneLookupError.self) { try TimeZoneDatabase.zone(named: name) }
  }

  @Test func zoneTableGivesPrincipalCities() {
    let oslo = try! #require(ZoneTable.location(of: "Europe/Oslo"))
    #expect(abs(oslo.latitude - (59 + 55.0 / 60)) < 0.001)
    #expect(abs(oslo.longitude - (10 + 45.0 / 60)) < 0.001)
    #expect(ZoneTable.location(of: "Australia/Sydney")!.hemisphere == .southern)
    #expect(ZoneTable.location(of: "Arctic/Longyearbyen") != nil)
    #expect(ZoneTable.location(of: "Nowhere/Special") == nil)
  }
}
