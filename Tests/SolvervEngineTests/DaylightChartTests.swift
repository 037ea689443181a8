import Foundation
import FoundationXML
import Testing

@testable import SolvervEngine

/// The year's daylight chart: a well-formed SVG with the right words, a per-date band model that
/// gets polar days and nights right, hostile names escaped, and any place under 400 KB.
struct DaylightChartTests {
  static let oslo = place(59.9139, 10.7522, "Europe/Oslo")
  static let tromso = place(69.6492, 18.9553, "Europe/Oslo")
  static let longyearbyen = place(78.2232, 15.6267, "Arctic/Longyearbyen")
  static let sydney = place(-33.8688, 151.2093, "Australia/Sydney")
  static let quito = place(-0.1807, -78.4678, "America/Guayaquil")
  static let northPole = SunCalculator(coordinate: coordinate(90, 0), zone: .utc)
  static let mcmurdo = place(-77.846, 166.676, "Antarctica/McMurdo")

  static func place(_ latitude: Double, _ longitude: Double, _ zoneName: String) -> SunCalculator {
    SunCalculator(coordinate: coordinate(latitude, longitude), zone: zone(zoneName))
  }

  static func chart(
    _ calculator: SunCalculator, _ year: Int, _ place: String = "Somewhere",
    language: any Localization = English(), hemisphere: Hemisphere? = nil, today: CivilDate? = nil
  ) -> DaylightChart {
    DaylightChart(
      calculator: calculator, year: year, placeName: place, language: language,
      hemisphere: hemisphere ?? calculator.coordinate.hemisphere, today: today)
  }

  /// The columns of `chart` for the dates `from`…`through`.
  static func columns(
    _ chart: DaylightChart, _ from: String, _ through: String
  ) -> [DaylightColumn] {
    chart.columns.filter { $0.date >= date(from) && $0.date <= date(through) }
  }

  // MARK: Document

  @Test func osloChartIsWellFormedWithTitleAxesAndTheFourEvents() throws {
    let svg = Self.chart(Self.oslo, 2027, "Oslo", today: date("2027-06-03")).svg()
    let document = try XMLDocumentSummary(svg)
    #expect(document.root == "svg")
    #expect(document.rootAttributes["viewBox"] == "0 0 1000 640")
    #expect(document.text(of: "title").hasPrefix("Daylight in Oslo 2027"))
    #expect(document.text(of: "title").contains("Europe/Oslo"))
    let texts = document.texts
    #expect(texts.contains("Daylight in Oslo 2027"))
    for name in ["Spring equinox", "Summer solstice", "Autumn equinox", "Winter solstice"] {
      #expect(texts.contains(name), "missing \(name)")
    }
    for label in ["Mar 20", "Jun 21", "Sep 23", "Dec 22"] {  // 2027 events on Oslo's calendar
      #expect(texts.contains(label), "missing \(label)")
    }
    let axes = ["00:00", "03:00", "12:00", "24:00", "Jan", "Jun", "Dec"]
    for label in axes + ["Civil twilight", "Night"] {
      #expect(texts.contains(label), "missing \(label)")
    }
    #expect(texts.contains("Today · Jun 3"))
    #expect(document.count(of: "path") == 4)  // the four "Sun above" bands
  }

  @Test func sydneyNamesTheMarchEquinoxAutumn() throws {
    let chart = Self.chart(Self.sydney, 2027, "Sydney", hemisphere: .southern)
    let march = try #require(chart.events.first)
    #expect(march.kind == .marchEquinox && march.date.month == 3)
    #expect(march.name == "Autumn equinox" && march.season == .autumn)
    let texts = try XMLDocumentSummary(chart.svg()).texts
    for name in ["Autumn equinox", "Winter solstice", "Spring equinox", "Summer solstice"] {
      #expect(texts.contains(name), "missing \(name)")
    }
  }

  @Test func norwegianChartUsesNorwegianWords() throws {
    let chart = Self.chart(
      Self.oslo, 2027, "Oslo", language: NorwegianBokmal(), today: date("2027-12-24"))
    let texts = try XMLDocumentSummary(chart.svg()).texts
    let words = ["Dagslys i Oslo 2027", "Vintersolverv", "Vårjevndøgn", "des.", "I dag · 24. des."]
    for word in words + ["Natt", "Borgerlig tussmørke"] {
      #expect(texts.contains(word), "missing \(word)")
    }
  }

  @Test("The chart speaks Swedish, Danish, Finnish and German: title, legend, today, event names")
  func newLanguagesChartWords() throws {
    let expected: [(any Localization, [String])] = [
      (Swedish(), ["Dagsljus i Oslo 2027", "Vintersolstånd", "Natt", "Borgerlig skymning", "I dag · 24 dec."]),
      (Danish(), ["Dagslys i Oslo 2027", "Vintersolhverv", "Nat", "Borgerligt tusmørke", "I dag · 24. dec."]),
      (Finnish(), ["Päivänvalo: Oslo 2027", "Talvipäivänseisaus", "Yö", "Porvarillinen hämärä", "Tänään · 24.12."]),
      (German(), ["Tageslicht in Oslo 2027", "Wintersonnenwende", "Nacht", "Bürgerliche Dämmerung", "Heute · 24. Dez."]),
    ]
    for (language, words) in expected {
      let chart = Self.chart(Self.oslo, 2027, "Oslo", language: language, today: date("2027-12-24"))
      let texts = try XMLDocumentSummary(chart.svg()).texts
      for word in words { #expect(texts.contains(word), "\(language.code): missing \(word) in \(texts)") }
    }
  }

  @Test func todayIsMarkedOnlyInItsYear() throws {
    #expect(Self.chart(Self.oslo, 2027, today: date("2027-01-01")).today == date("2027-01-01"))
    let other = Self.chart(Self.oslo, 2027, today: date("2026-06-03"))
    #expect(other.today == nil)
    #expect(try !XMLDocumentSummary(other.svg()).texts.contains { $0.hasPrefix("Today") })
  }

  // MARK: Escaping

  @Test func hostilePlaceNamesAreEscapedNotMarkup() throws {
    let name = "<script>alert(1)</script> & \"x\" 'y' ]]> <!--"
    let svg = Self.chart(Self.oslo, 2027, name).svg()
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<!--"))
    let document = try XMLDocumentSummary(svg)
    #expect(document.count(of: "script") == 0)
    #expect(document.text(of: "title") == "Daylight in \(name) 2027 · Europe/Oslo")
    #expect(document.texts.contains { $0.hasPrefix("Daylight in <script>alert(1)</script> & ") })
  }

  @Test func longPlaceNamesAreShortenedOnTheTitleLine() throws {
    let name = String(repeating: "Llanfairpwllgwyngyll", count: 500)
    let chart = Self.chart(Self.oslo, 2027, name)
    let svg = chart.svg()
    #expect(svg.utf8.count < 40_000)
    let document = try XMLDocumentSummary(svg)
    let visible = try #require(document.texts(of: "text").first { $0.hasPrefix("Daylight in") })
    #expect(visible.hasSuffix("… 2027") && visible.count < 60, "\(visible)")
    #expect(document.text(of: "title").count < 260)
  }

  @Test func controlCharactersAreStrippedSoTheDocumentStillParses() throws {
    let svg = Self.chart(Self.oslo, 2027, "Tr\u{0}om\u{1B}sø\u{7}\u{FFFE}\nby").svg()
    let document = try XMLDocumentSummary(svg)
    #expect(document.texts.contains("Daylight in Tromsø by 2027"))
  }

  @Test func escapeCoversEveryMarkupCharacter() {
    #expect(SVGText.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    #expect(SVGText.escape("ok\u{0}\u{8}\u{85}\u{FFFF}!") == "ok!")
    #expect(SVGText.truncated(String(repeating: "x", count: 200), to: 80).count == 80)
  }

  @Test func numbersAreShortAndExact() {
    #expect(SVGText.number(12) == "12")
    #expect(SVGText.number(2.5315, digits: 2) == "2.53")
    #expect(SVGText.number(-0.5) == "-0.5")
    #expect(SVGText.number(0.05, digits: 2) == "0.05")
    #expect(SVGText.number(-0.001) == "0")
    #expect(SVGText.number(.nan) == "0")
  }

  // MARK: Band model

  @Test func tromsoHasNoDayInLateDecemberAndMidnightSunInJune() {
    let chart = Self.chart(Self.tromso, 2027)
    let december = Self.columns(chart, "2027-12-10", "2027-12-31")
    #expect(december.count == 22)
    for column in december {
      #expect(column.seconds(in: .day) == 0, "\(column.date)")
      #expect(column.seconds(in: .civilTwilight) > 3_600, "\(column.date)")  // a blue noon
    }
    for column in Self.columns(chart, "2027-06-01", "2027-07-15") {
      #expect(column.segments == [BandSegment(band: .day, span: ClockSpan(from: 0, to: 86_400))])
    }
  }

  @Test func longyearbyenJuneIsDayTopToBottomAndDecemberHasNoTwilightBrightEnough() {
    let chart = Self.chart(Self.longyearbyen, 2027)
    for column in Self.columns(chart, "2027-06-01", "2027-06-30") {
      #expect(column.segments == [BandSegment(band: .day, span: ClockSpan(from: 0, to: 86_400))])
    }
    for column in Self.columns(chart, "2027-12-10", "2027-12-31") {
      #expect(column.seconds(in: .day) == 0 && column.seconds(in: .civilTwilight) == 0)
      #expect(column.seconds(in: .nauticalTwilight) + column.seconds(in: .astronomicalTwilight) > 0)
    }
  }

  @Test func northPoleHasMidnightSunFromEquinoxToEquinoxAndTwoAndAHalfMonthsOfNight() throws {
    let chart = Self.chart(Self.northPole, 2027, "North Pole")
    let day = chart.columns.filter { $0.segments.map(\.band) == [.day] }.count
    let night = chart.columns.filter { $0.segments.map(\.band) == [.night] }.count
    // Sun above −0.83° from about 17 March to 25 September; below −18° (declination under
    // −18°) from about 12 November to 29 January.
    #expect((188...196).contains(day), "\(day) days of midnight sun")
    #expect((72...80).contains(night), "\(night) days of full night")
    #expect(try XMLDocumentSummary(chart.svg()).root == "svg")
  }

  @Test func equatorHasAboutTwelveHoursOfDayEveryDayAndAllFiveBands() {
    for column in Self.chart(Self.quito, 2027).columns {
      #expect(abs(column.seconds(in: .day) - 12.1 * 3_600) < 0.2 * 3_600, "\(column.date)")
      #expect(
        column.segments.map(\.band) == [
          .night, .astronomicalTwilight, .nauticalTwilight, .civilTwilight, .day,
          .civilTwilight, .nauticalTwilight, .astronomicalTwilight, .night,
        ])
    }
  }

  @Test func everyColumnIsCoveredAndTheBandsNest() {
    for calculator in [Self.oslo, Self.tromso, Self.longyearbyen, Self.sydney, Self.mcmurdo] {
      for column in Self.chart(calculator, 2026).columns {
        let segments = column.segments
        #expect(segments.first?.span.from == 0 && segments.last?.span.to == 86_400)
        for (a, b) in zip(segments, segments.dropFirst()) {
          #expect(a.span.to == b.span.from && a.band != b.band)
        }
        // Brighter sets lie inside darker ones (up to a second of rounding).
        for k in 1..<4 {
          for span in column.above[k] {
            let inside = column.above[k - 1].contains {
              $0.from <= span.from + 1 && span.to <= $0.to + 1
            }
            #expect(inside, "\(column.date) altitude \(k)")
          }
        }
      }
    }
  }

  @Test func duskAfterMidnightMakesTwoSpans() {
    // Oslo in June: civil dusk of the 20th falls after midnight, on the 21st's column.
    let spans = DaylightColumn.spansAbove
    #expect(
      spans(9_000, 1_800, false, false)
        == [ClockSpan(from: 0, to: 1_800), ClockSpan(from: 9_000, to: 86_400)])
    #expect(spans(9_000, nil, true, false) == [ClockSpan(from: 9_000, to: 86_400)])
    #expect(spans(nil, 1_800, false, false) == [ClockSpan(from: 0, to: 1_800)])
    #expect(spans(nil, nil, true, true) == [ClockSpan(from: 0, to: 86_400)])
    #expect(spans(nil, nil, true, false).isEmpty)
  }

  @Test func springForwardColumnShowsTheClockJump() {
    let chart = Self.chart(Self.oslo, 2027)
    let pair = Self.columns(chart, "2027-03-27", "2027-03-28")
    let sunrise = pair.map { $0.above[3][0].from }
    #expect(abs(sunrise[1] - sunrise[0] - 3_600 + 190) < 120)
  }

  // MARK: Years and sizes

  @Test func leapYearHas366Columns() throws {
    let chart = Self.chart(Self.oslo, 2028)
    #expect(chart.columns.count == 366)
    #expect(chart.columns.last?.date == date("2028-12-31"))
    #expect(chart.svg().contains("<rect width=\"366\" height=\"1440\""))
    #expect(Self.chart(Self.oslo, 2027).columns.count == 365)
  }

  @Test func extremeYearsAndPolesDoNotTrap() throws {
    let southPole = SunCalculator(coordinate: coordinate(-90, 0), zone: .utc)
    for (calculator, year) in [(southPole, 1000), (Self.northPole, 3000), (Self.mcmurdo, 3000)] {
      let chart = Self.chart(calculator, year)
      #expect(chart.year == year)
      #expect(try XMLDocumentSummary(chart.svg()).root == "svg")
    }
    #expect(Self.chart(Self.oslo, 99_999).year == 3000)
  }

  @Test func chartsStayUnder400KB() {
    let places = [Self.oslo, Self.tromso, Self.longyearbyen, Self.sydney, Self.quito, Self.mcmurdo]
    for calculator in places {
      let size = Self.chart(calculator, 2028, today: date("2028-02-29")).svg().utf8.count
      #expect(size < 400_000, "\(calculator.zone.identifier): \(size) bytes")
      #expect(size > 5_000)
    }
  }
}
