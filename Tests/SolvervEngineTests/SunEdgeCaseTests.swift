import SolvervEngine
import Testing

/// The edges the engine issue names: DST days, the date line, +5:45, polar transitions, `none`
/// rows, leap days, and the Minneapolis facts of PRODUCT.md.
struct SunEdgeCaseTests {
  let oslo = SunCalculator(coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"))

  @Test func springForwardDayIs23HoursAndSunTimesStayContinuous() {
    let dst = date("2026-03-29")
    let (start, end) = oslo.zone.dayInterval(dst)
    #expect(end - start == 23 * 3_600)
    let before = oslo.day(dst.adding(days: -1))
    let day = oslo.day(dst)
    // In UT, sunrise moves by about two minutes a day; on the wall clock it jumps an hour.
    let shift = day.sunrise.instant! - before.sunrise.instant!
    #expect(abs(shift - 86_400 + 190) < 120)  // a day later, about 3 minutes earlier
    #expect(abs(day.daylength - before.daylength - 330) < 120)  // Oslo gains ~5½ min a day in March
    let wallBefore = oslo.zone.localDateTime(at: before.sunrise.instant!)
    let wallAfter = oslo.zone.localDateTime(at: day.sunrise.instant!)
    #expect(wallAfter.secondOfDay - wallBefore.secondOfDay > 3_300)
    #expect(wallAfter.utcOffset == 7_200 && wallBefore.utcOffset == 3_600)
  }

  @Test func fallBackDayIs25HoursAndDayLengthIsNotStretched() {
    let dst = date("2026-10-25")
    let (start, end) = oslo.zone.dayInterval(dst)
    #expect(end - start == 25 * 3_600)
    let lengths = (-1...1).map { oslo.day(dst.adding(days: $0)).daylength }
    #expect(abs(lengths[1] - lengths[0] + 330) < 120)
    #expect(abs(lengths[2] - lengths[1] + 330) < 120)
  }

  @Test func bothSidesOfTheDateLineAgreeOnTheSameWindow() {
    // Apia (UTC+13) and Pago Pago (UTC−11) are 24 h apart: Apia's 2026-06-15 is Pago Pago's
    // 2026-06-14, the same span of instants, so the same events.
    let place = coordinate(-13.8507, -171.7514)
    let apia = SunCalculator(coordinate: place, zone: zone("Pacific/Apia")).day(date("2026-06-15"))
    let pago = SunCalculator(coordinate: place, zone: zone("Pacific/Pago_Pago")).day(date("2026-06-14"))
    #expect(apia.sunrise == pago.sunrise)
    #expect(apia.sunset == pago.sunset)
    #expect(apia.daylengthSeconds == pago.daylengthSeconds)
    #expect(ISO8601.string(apia.sunrise.instant!, in: zone("Pacific/Apia")).hasPrefix("2026-06-15T"))
    #expect(ISO8601.string(pago.sunrise.instant!, in: zone("Pacific/Pago_Pago")).hasPrefix("2026-06-14T"))
  }

  @Test func kathmanduTimesCarryPlusFiveFortyFive() {
    let kathmandu = SunCalculator(coordinate: coordinate(27.7172, 85.3240), zone: zone("Asia/Kathmandu"))
    let day = kathmandu.day(date("2026-03-20"))
    let text = ISO8601.string(day.sunrise.instant!, in: kathmandu.zone)
    #expect(text.hasPrefix("2026-03-20T06:"))
    #expect(text.hasSuffix("+05:45"))
  }

  @Test func tromsoPolarNightBeginsWithAShortDayNotAJump() {
    let tromso = SunCalculator(coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"))
    var previous = tromso.day(date("2026-11-15"))
    var transition: SunDay? = nil
    for offset in 1...30 {
      let day = tromso.day(date("2026-11-15").adding(days: offset))
      if day.isPolarNight, !previous.isPolarNight {
        transition = previous
        break
      }
      previous = day
    }
    let last = try! #require(transition)
    // The last day with a sunrise has a real sunrise and sunset and well under two hours of sun.
    #expect(last.sunrise.instant != nil && last.sunset.instant != nil)
    #expect(last.daylength > 0 && last.daylength < 7_200)
    #expect(last.date.month == 11 && last.date.day >= 25)
    // In polar night civil twilight still happens at noon.
    let midwinter = tromso.day(date("2026-12-21"))
    #expect(midwinter.sunrise == .alwaysDown && midwinter.daylengthSeconds == 0)
    #expect(midwinter.civilDawn.instant != nil)
  }

  @Test func longyearbyenMidnightSunIsAllDayAndTwilightNeverComes() {
    let longyearbyen = SunCalculator(coordinate: coordinate(78.2232, 15.6267), zone: zone("Arctic/Longyearbyen"))
    let day = longyearbyen.day(date("2026-06-21"))
    #expect(day.isPolarDay)
    #expect(day.daylengthSeconds == 86_400)
    #expect(day.astronomicalDusk == .alwaysUp)
  }

  @Test func reykjavikSunsetAfterMidnightIsNone() {
    // Reference row: Reykjavik 2024-06-15 has a sunrise, but its sunset falls 39 s after local
    // midnight and so belongs to 06-16.
    let reykjavik = SunCalculator(coordinate: coordinate(64.1466, -21.9426), zone: zone("Atlantic/Reykjavik"))
    let day = reykjavik.day(date("2024-06-15"))
    #expect(day.sunrise.instant != nil)
    #expect(day.sunset == .otherDirectionOnly)
    #expect(day.sunset.marker == "none")
    let next = reykjavik.day(date("2024-06-16"))
    #expect(next.sunset.instant.map { reykjavik.zone.localDateTime(at: $0).secondOfDay < 120 } == true)
  }

  @Test func osloCivilDuskJustAfterMidnightBelongsToTheDate() {
    // Reference README: Oslo 2024-06-20 civil_dusk = 2024-06-19T22:27:36Z (00:27 local).
    let day = oslo.day(date("2024-06-20"))
    #expect(abs(day.civilDusk.instant! - utc("2024-06-19T22:27:36Z")) <= 1)
  }

  @Test func leapDayHasItsOwnSunTimes() {
    let feb28 = oslo.day(date("2024-02-28"))
    let feb29 = oslo.day(date("2024-02-29"))
    let mar1 = oslo.day(date("2024-03-01"))
    #expect(feb29.daylength > feb28.daylength && mar1.daylength > feb29.daylength)
    #expect(oslo.zone.localDate(at: feb29.solarNoon) == date("2024-02-29"))
    #expect(CivilDate(iso: "2025-02-29") == nil)
  }

  @Test func minneapolisShortestAndLongestDays() {
    // PRODUCT.md: shortest day ≈ 8 h 46 min (Dec 21 2024), longest ≈ 15 h 37 min (Jun 20 2025);
    // the reference gives 31567 s and 56216 s.
    let minneapolis = SunCalculator(coordinate: coordinate(44.9778, -93.2650), zone: zone("America/Chicago"))
    let shortest = minneapolis.day(date("2024-12-21")).daylengthSeconds
    let longest = minneapolis.day(date("2025-06-20")).daylengthSeconds
    #expect(abs(shortest - 31_567) <= 2)
    #expect(abs(longest - 56_216) <= 2)
    #expect(((shortest + 30) / 60) == 8 * 60 + 46)
    #expect(((longest + 30) / 60) == 15 * 60 + 37)
    // And they are the extremes of their seasons.
    let winter = (-10...10).map { minneapolis.day(date("2024-12-21").adding(days: $0)).daylengthSeconds }
    #expect(winter.min()! >= shortest - 1)
    let summer = (-10...10).map { minneapolis.day(date("2025-06-20").adding(days: $0)).daylengthSeconds }
    #expect(summer.max()! <= longest + 1)
  }

  @Test func customAltitudeGoldenHourLiesBetweenSunriseAndNoon() {
    let day = oslo.day(date("2026-05-01"))
    let golden = oslo.crossings(on: date("2026-05-01"), altitude: SunAltitude.goldenHour)
    let morning = try! #require(golden.rising.instant)
    #expect(morning > day.sunrise.instant! && morning < day.solarNoon)
    #expect(golden.secondsAbove < day.daylength)
    // +80° is never reached in Oslo.
    #expect(oslo.crossings(on: date("2026-06-21"), altitude: 80).rising == .alwaysDown)
  }

  @Test func altitudeAndAzimuthAtNoonAndMidnight() {
    let day = oslo.day(date("2026-06-21"))
    let noon = HorizontalPosition(sunAt: day.solarNoon, from: oslo.coordinate)
    // Noon altitude at the June solstice: 90° − φ + 23.44°.
    #expect(abs(noon.altitude - (90 - 59.9139 + 23.436)) < 0.05)
    #expect(abs(noon.azimuth - 180) < 0.5)
    let sunrise = HorizontalPosition(sunAt: day.sunrise.instant!, from: oslo.coordinate)
    #expect(abs(sunrise.altitude - SunAltitude.sunrise) < 0.01)
    #expect(sunrise.azimuth > 20 && sunrise.azimuth < 60)  // far north-east at midsummer
  }

  @Test func polesAndTheEquatorNeverTrap() {
    for lat in [-90.0, -89.99, -66.5, 0, 66.5, 89.99, 90] {
      for lon in [-180.0, 0, 180] {
        let calculator = SunCalculator(coordinate: coordinate(lat, lon), zone: .utc)
        for d in ["2026-03-20", "2026-06-21", "2026-09-23", "2026-12-21"] {
          let day = calculator.day(date(d))
          #expect(day.daylength >= 0 && day.daylength <= 86_400)
        }
      }
    }
    let northPole = SunCalculator(coordinate: coordinate(90, 0), zone: .utc)
    #expect(northPole.day(date("2026-06-21")).isPolarDay)
    #expect(northPole.day(date("2026-12-21")).isPolarNight)
  }
}
