import SolvervEngine
import Testing

/// The polar message's outlook. Its end date (strides, then bisection) is the one
/// a plain day-by-day walk over ``SunDay`` finds, at both poles' edges and near the poles; its
/// altitude is the Sun's at solar noon (polar night) and its trend follows the season.
struct PolarOutlookTests {
  static let places: [(Double, Double, String)] = [
    (69.6492, 18.9553, "Europe/Oslo"), (78.2232, 15.6267, "Arctic/Longyearbyen"), (67.0, 25.0, "Europe/Helsinki"),
    (89.9, 0, "UTC"), (-77.85, 166.67, "Antarctica/McMurdo"), (-68.58, 77.97, "Antarctica/Davis"),
  ]

  @Test("The end date is the first day a day-by-day walk finds with a sunrise (or a sunset)")
  func endDateMatchesAWalk() throws {
    var checked = 0
    for (lat, lon, name) in Self.places {
      let sun = SunCalculator(coordinate: coordinate(lat, lon), zone: zone(name))
      for start in stride(from: 0, to: 365, by: 9) {
        let today = date("2026-01-01").adding(days: start)
        let day = sun.day(today)
        guard let outlook = PolarOutlook(today: today, todaySun: day, sun: sun) else {
          #expect(!day.isPolarNight && !day.isPolarDay)
          continue
        }
        var walk = today.adding(days: 1)
        while day.isPolarNight ? sun.day(walk).isPolarNight : sun.day(walk).isPolarDay { walk = walk.adding(days: 1) }
        #expect(outlook.endDate == walk, "\(lat) \(today): \(outlook.endDate) vs \(walk)")
        #expect(outlook.days == today.days(to: walk))
        #expect(outlook.polarNight == day.isPolarNight)
        checked += 1
      }
    }
    #expect(checked > 60)
  }

  @Test("Polar night: the altitude is the noon sun's, below the horizon, sinking before the solstice and climbing after")
  func noonSun() throws {
    let sun = SunCalculator(coordinate: coordinate(78.2232, 15.6267), zone: zone("Arctic/Longyearbyen"))
    for (day, trend) in [("2026-12-10", -1), ("2027-01-10", 1), ("2026-12-21", 0)] {
      let today = date(day)
      let outlook = try #require(PolarOutlook(today: today, todaySun: sun.day(today), sun: sun))
      let noon = HorizontalPosition(sunAt: sun.day(today).solarNoon, from: coordinate(78.2232, 15.6267)).altitude
      #expect(abs(outlook.altitude - noon) < 0.01, "\(day): \(outlook.altitude) vs \(noon)")
      #expect(outlook.altitude < -0.8333)
      #expect(outlook.trend == trend, "\(day): \(outlook.altitudeChange)")
    }
  }

  @Test("Midnight sun: the altitude is the day's lowest, above the horizon in mid-season")
  func lowestSun() throws {
    let sun = SunCalculator(coordinate: coordinate(78.2232, 15.6267), zone: zone("Arctic/Longyearbyen"))
    let today = date("2027-07-01")
    let outlook = try #require(PolarOutlook(today: today, todaySun: sun.day(today), sun: sun))
    #expect(!outlook.polarNight && outlook.isAboveHorizon && outlook.trend == -1)
    // At most the altitude of any hour of the day.
    let start = zone("Arctic/Longyearbyen").startOfDay(today)
    let hourly = (0..<24).map { HorizontalPosition(sunAt: start + Double($0 * 3_600), from: coordinate(78.2232, 15.6267)).altitude }
    #expect(outlook.altitude <= hourly.min()! + 1e-6 && outlook.altitude > hourly.min()! - 0.2)
  }

  @Test("The daemon's notification through Longyearbyen's polar night: the outlook, a new sentence every day")
  func notificationEveryDay() throws {
    let place = Location(
      name: "Longyearbyen", coordinate: coordinate(78.2232, 15.6267), zone: zone("Arctic/Longyearbyen"), source: .config)
    let sun = SunCalculator(coordinate: place.coordinate, zone: place.zone)
    var previous = ""
    var day = date("2026-10-27")
    var sent = 0
    while day < date("2027-02-20") {
      defer { day = day.adding(days: 1) }
      let sunDay = sun.day(day)
      guard sunDay.isPolarNight else { continue }
      // Without a sunrise the notification goes out at solar noon; an hour later it is due.
      let decision = NotificationPlan.decide(
        now: sunDay.solarNoon + 3_600, location: place, settings: NotificationSettings(), snapshotSettings: SnapshotSettings(),
        lastSent: nil)
      guard case .send(_, let body, _) = decision else {
        Issue.record("\(day): \(decision)")
        continue
      }
      // The solstice's own greeting comes first, as everywhere.
      if day == date("2026-12-21") {
        #expect(body == English().solsticeGreeting(.winter))
        continue
      }
      let outlook = try #require(PolarOutlook(today: day, todaySun: sunDay, sun: sun))
      #expect(body == English().polarOutlook(outlook), "\(day)")
      #expect(body.contains("returns in \(outlook.days) days") || (outlook.days == 1 && body.contains("tomorrow")), "\(body)")
      #expect(body != previous, "\(day): the same sentence as the day before")
      previous = body
      sent += 1
    }
    #expect(sent > 100)
  }

  @Test("Degrees with the language's decimal mark")
  func degrees() throws {
    let sun = SunCalculator(coordinate: coordinate(78.2232, 15.6267), zone: zone("Arctic/Longyearbyen"))
    let outlook = try #require(PolarOutlook(today: date("2026-12-10"), todaySun: sun.day(date("2026-12-10")), sun: sun))
    #expect(outlook.degrees(in: English()).contains("."))
    #expect(outlook.degrees(in: NorwegianBokmal()).contains(","))
    #expect(outlook.degrees(in: NorwegianBokmal()).hasSuffix("°"))
  }
}
