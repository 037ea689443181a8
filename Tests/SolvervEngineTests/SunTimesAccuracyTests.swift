import SolvervEngine
import Testing

/// Every row of `../shared/reference/suntimes.csv`: 34 places, 288 dates, 10 quantities.
///
/// Must reach (engine issue): |lat| ≤ 60°: every time within 5 s, median ≤ 1 s; 60°–66°: every
/// time within 15 s; beyond 66°: p95 within 30 s; every marker identical. Day length is the
/// difference of two crossings, so it is held to twice the band's bound.
@Suite(.enabled(if: Reference.isAvailable, Comment(rawValue: Reference.missing)))
struct SunTimesAccuracyTests {
  enum Band: String, CaseIterable {
    case low = "|lat|<=60", middle = "60-66", high = ">66"

    init(latitude: Double) {
      let a = abs(latitude)
      self = a <= 60 ? .low : (a <= 66 ? .middle : .high)
    }
  }

  @Test func everyReferenceRowMatches() {
    var timeErrors: [Band: [Double]] = [:]
    var lengthErrors: [Band: [Double]] = [:]
    var markerMismatches: [String] = []
    var checked = 0
    var days: [String: SunDay] = [:]
    var calculators: [String: SunCalculator] = [:]

    for row in Reference.sunTimes {
      let calculator =
        calculators[row.place]
        ?? SunCalculator(coordinate: coordinate(row.latitude, row.longitude), zone: zone(row.zone))
      calculators[row.place] = calculator
      let key = "\(row.place) \(row.date)"
      let day = days[key] ?? calculator.day(row.date)
      days[key] = day
      let band = Band(latitude: row.latitude)
      checked += 1

      if row.event == "daylength_s" {
        lengthErrors[band, default: []].append(Double(day.daylengthSeconds - Int(row.value)!))
        continue
      }
      let got: SunEvent = value(of: row.event, in: day)
      if let expected = Reference.parseUTC(Substring(row.value)) {
        guard let instant = got.instant else {
          markerMismatches.append("\(key) \(row.event): \(got.marker!) != \(row.value)")
          continue
        }
        timeErrors[band, default: []].append(instant.secondsSince1970.rounded() - expected.secondsSince1970)
      } else if got.marker != row.value {
        markerMismatches.append("\(key) \(row.event): \(got.marker ?? "a time") != \(row.value)")
      }
    }

    for band in Band.allCases {
      print(
        "sun times \(band.rawValue): \(ErrorStats(timeErrors[band] ?? [])) | day length \(ErrorStats(lengthErrors[band] ?? []))")
    }
    print("sun times: \(checked) rows, \(markerMismatches.count) marker mismatches")
    #expect(checked == 97_920)
    #expect(markerMismatches.isEmpty, "\(markerMismatches.prefix(5))")

    let low = ErrorStats(timeErrors[.low] ?? [])
    let middle = ErrorStats(timeErrors[.middle] ?? [])
    let high = ErrorStats(timeErrors[.high] ?? [])
    #expect(low.count > 50_000 && low.max <= 5 && low.median <= 1)
    #expect(middle.count > 5_000 && middle.max <= 15)
    #expect(high.count > 5_000 && high.quantile(0.95) <= 30)
    #expect(ErrorStats(lengthErrors[.low] ?? []).max <= 10)
    #expect(ErrorStats(lengthErrors[.middle] ?? []).max <= 30)
  }

  private func value(of event: String, in day: SunDay) -> SunEvent {
    switch event {
    case "sunrise": return day.sunrise
    case "sunset": return day.sunset
    case "civil_dawn": return day.civilDawn
    case "civil_dusk": return day.civilDusk
    case "nautical_dawn": return day.nauticalDawn
    case "nautical_dusk": return day.nauticalDusk
    case "astronomical_dawn": return day.astronomicalDawn
    case "astronomical_dusk": return day.astronomicalDusk
    case "solar_noon": return .at(day.solarNoon)
    default: fatalError("unknown reference event \(event)")
    }
  }
}
