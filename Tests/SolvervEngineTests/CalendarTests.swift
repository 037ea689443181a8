import SolvervEngine
import Testing

/// Countdown and progress in local calendar days (PRODUCT.md's rules).
struct CalendarTests {
  @Test func productBriefProgressExample() {
    // Winter solstice 2025-12-21, spring equinox 2026-03-20 (89 days later): on 2026-01-21
    // progress is 31/89.
    let zone = zone("Europe/Oslo")
    let countdown = SeasonCountdown(at: utc("2026-01-21T12:00:00Z"), in: zone)
    #expect(countdown.previous.kind == .decemberSolstice && countdown.previousDate == date("2025-12-21"))
    #expect(countdown.next.kind == .marchEquinox && countdown.nextDate == date("2026-03-20"))
    #expect(countdown.progress == 31.0 / 89.0)
    #expect(countdown.daysUntil == 58)
  }

  @Test func eventDayCountsZeroUntilTheInstantThenMovesOn() {
    let zone = zone("Europe/Oslo")
    let equinox = SeasonCalculator.event(.marchEquinox, in: 2026).instant  // 15:45:50 local
    let morning = SeasonCountdown(at: equinox - 6 * 3_600, in: zone)
    #expect(morning.next.kind == .marchEquinox && morning.daysUntil == 0 && morning.progress == 1)
    let atInstant = SeasonCountdown(at: equinox, in: zone)
    #expect(atInstant.previous.kind == .marchEquinox && atInstant.next.kind == .juneSolstice)
    #expect(atInstant.progress == 0)
    let second = SeasonCountdown(at: equinox - 1, in: zone)
    #expect(second.next.kind == .marchEquinox)
  }

  @Test func eventAtLocalMidnightBelongsToTheNewDay() {
    // A zone whose offset puts the 2026 March equinox exactly at 00:00:00 local on 21 March.
    let equinox = SeasonCalculator.event(.marchEquinox, in: 2026).instant
    let utcSecondOfDay = Int(equinox.roundedSeconds % 86_400)
    let offset = 86_400 - utcSecondOfDay
    let zone = TimeZoneRules.fixed(offsetSeconds: offset)
    #expect(zone.localDateTime(at: equinox).secondOfDay == 0)
    #expect(zone.localDate(at: equinox) == date("2026-03-21"))
    let lastSecondBefore = SeasonCountdown(at: equinox - 1, in: zone)
    #expect(lastSecondBefore.daysUntil == 1)
    #expect(SeasonCountdown(at: equinox - 86_400, in: zone).daysUntil == 1)  // 20 March 00:00:00
    #expect(SeasonCountdown(at: equinox - 86_401, in: zone).daysUntil == 2)  // 19 March 23:59:59
    #expect(SeasonCountdown(at: equinox + 1, in: zone).previousDate == date("2026-03-21"))
  }

  @Test func daysCountCalendarDatesAcrossDaylightSavingChanges() {
    // From 2026-03-28 23:30 in Oslo to the June solstice: the 23-hour 29 March must count as a day.
    let zone = zone("Europe/Oslo")
    let now = zone.startOfDay(date("2026-03-28")) + 23.5 * 3_600
    let countdown = SeasonCountdown(at: now, in: zone)
    #expect(countdown.next.kind == .juneSolstice)
    #expect(countdown.daysUntil == date("2026-03-28").days(to: date("2026-06-21")))
    let seconds = countdown.next.instant - now
    #expect(Int(seconds / 86_400) != countdown.daysUntil || countdown.daysUntil == 85)
  }

  @Test(arguments: [
    ("Asia/Kolkata", 5 * 3_600 + 1_800), ("Asia/Kathmandu", 5 * 3_600 + 2_700),
    ("Pacific/Chatham", 13 * 3_600 + 2_700), ("Pacific/Kiritimati", 14 * 3_600),
    ("Pacific/Marquesas", -(9 * 3_600 + 1_800)),
  ])
  func oddOffsetZonesCountFromTheirOwnMidnight(name: String, januaryOffset: Int) {
    let zone = zone(name)
    #expect(zone.offset(at: utc("2026-01-10T00:00:00Z")) == januaryOffset)
    // Ten minutes before and after local midnight on 2026-01-10 count differently.
    let midnight = zone.startOfDay(date("2026-01-10"))
    let before = SeasonCountdown(at: midnight - 600, in: zone)
    let after = SeasonCountdown(at: midnight + 600, in: zone)
    #expect(before.daysUntil == after.daysUntil + 1)
    #expect(after.daysUntil == date("2026-01-10").days(to: after.nextDate))
  }

  @Test func dateLineNeighboursDisagreeByADay() {
    let instant = utc("2026-03-19T20:00:00Z")
    let apia = SeasonCountdown(at: instant, in: zone("Pacific/Apia"))  // 2026-03-20 09:00
    let pago = SeasonCountdown(at: instant, in: zone("Pacific/Pago_Pago"))  // 2026-03-19 09:00
    #expect(apia.next.kind == .marchEquinox && pago.next.kind == .marchEquinox)
    #expect(apia.nextDate == date("2026-03-21"))  // 14:45 UTC is 03:45 next day at +13
    #expect(pago.nextDate == date("2026-03-20"))
    #expect(apia.daysUntil == 1 && pago.daysUntil == 1)
  }

  @Test func upcomingEventsCrossYears() {
    let events = SeasonCalendar.upcoming(after: utc("2026-11-22T00:00:00Z"), count: 12)
    #expect(events.count == 12)
    #expect(events.first?.kind == .decemberSolstice && events.first?.year == 2026)
    #expect(events.last?.year == 2029)
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.instant < $1.instant })
  }

  @Test func mostRecentSolsticeUsesLocalDates() {
    let zone = zone("Europe/Oslo")
    #expect(SeasonCalendar.mostRecentSolstice(onOrBefore: date("2026-02-01"), in: zone).kind == .decemberSolstice)
    #expect(SeasonCalendar.mostRecentSolstice(onOrBefore: date("2026-02-01"), in: zone).year == 2025)
    // On the solstice day itself, before the instant, it is that day's solstice.
    #expect(SeasonCalendar.mostRecentSolstice(onOrBefore: date("2026-06-21"), in: zone).year == 2026)
    #expect(SeasonCalendar.mostRecentSolstice(onOrBefore: date("2026-06-20"), in: zone).kind == .decemberSolstice)
  }

  @Test func daylightChangesVsYesterdaySolsticeAndAnyDate() {
    let minneapolis = SunCalculator(coordinate: coordinate(44.9778, -93.2650), zone: zone("America/Chicago"))
    let today = date("2025-01-31")
    let yesterday = DaylightChange.sinceYesterday(today, using: minneapolis)
    #expect(yesterday.isGaining && yesterday.seconds > 120 && yesterday.seconds < 180)
    let (sinceSolstice, solstice) = DaylightChange.sinceSolstice(today, using: minneapolis)
    #expect(solstice.kind == .decemberSolstice)
    #expect(sinceSolstice.from == date("2024-12-21"))
    #expect(abs(sinceSolstice.seconds - (minneapolis.daylength(on: today) - 31_567)) < 2)
    let travel = DaylightChange(from: date("2025-06-20"), to: date("2024-12-21"), using: minneapolis)
    #expect(abs(travel.seconds + (56_216 - 31_567)) < 3)
    #expect(!travel.isGaining)
  }
}
