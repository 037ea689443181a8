/// The year's daylight at one place: every date's night, three twilights and day on the local
/// clock, with the solstices, equinoxes and today marked — drawn as a standalone SVG.
///
/// Everything is computed here from the engine (one ``SunCalculator/day(_:)`` per date and the
/// four ``SeasonCalculator`` events); the result is text, so the CLI or any front end decides
/// where it goes. Building a chart costs a year of sun days (a few milliseconds); ``svg()`` is
/// cheap and can be called again.
public struct DaylightChart: Sendable {
  /// The year drawn: the requested one, clamped into ``SeasonCalculator/supportedYears``.
  public let year: Int
  public let placeName: String
  public let coordinate: Coordinate
  /// The zone whose clock the vertical axis shows.
  public let zoneIdentifier: String
  public let hemisphere: Hemisphere
  let language: any Localization
  /// One column per date of the year, 1 January first (365 or 366).
  let columns: [DaylightColumn]
  /// The year's four solstices and equinoxes, in calendar order, placed on the local calendar.
  let events: [Marker]
  /// Today's date when it falls in ``year``.
  let today: CivilDate?

  /// A solstice or equinox as the chart shows it.
  struct Marker: Sendable {
    let kind: SeasonEventKind
    let season: Season
    /// "Summer solstice", in the chart's language and the given hemisphere.
    let name: String
    /// The local date of the event.
    let date: CivilDate
    /// Days since 1 January 00:00 on the local clock, fractional (the event's exact place).
    let dayPosition: Double
  }

  /// Computes the chart for `year` at the calculator's place and zone.
  ///
  /// - Parameters:
  ///   - placeName: shown in the title; any text (it is escaped, and shortened with "…" when
  ///     too long for the title line).
  ///   - hemisphere: names the events (the March equinox is spring in the north, autumn in the
  ///     south); usually `calculator.coordinate.hemisphere`.
  ///   - today: marked when it falls in the year; nil for none.
  public init(
    calculator: SunCalculator, year: Int, placeName: String, language: any Localization,
    hemisphere: Hemisphere, today: CivilDate?
  ) {
    let supported = SeasonCalculator.supportedYears
    let year = min(max(year, supported.lowerBound), supported.upperBound)
    self.year = year
    self.placeName = placeName
    self.coordinate = calculator.coordinate
    self.zoneIdentifier = calculator.zone.identifier
    self.hemisphere = hemisphere
    self.language = language

    // `year` is in 1000…3000, so these dates exist.
    let first = CivilDate(year: year, month: 1, day: 1)!
    let count = CivilDate.isLeapYear(year) ? 366 : 365
    columns = (0..<count).map { offset in
      DaylightColumn(day: calculator.day(first.adding(days: offset)), zone: calculator.zone)
    }

    let zone = calculator.zone
    events = SeasonCalculator.events(in: year).map { event in
      let local = zone.localDateTime(at: event.instant)
      return Marker(
        kind: event.kind, season: Season(beginningAt: event.kind, in: hemisphere),
        name: language.name(of: event.kind, in: hemisphere), date: local.date,
        dayPosition: Double(first.days(to: local.date)) + Double(local.secondOfDay) / 86_400)
    }
    self.today = today.flatMap { $0.year == year ? $0 : nil }
  }

  /// The full SVG document (UTF-8 text, 1000 × 640 px unless `appearance` says otherwise), ready
  /// to write to a `.svg` file.
  public func svg(_ appearance: ChartAppearance = ChartAppearance()) -> String {
    DaylightChartRenderer(chart: self, appearance: appearance).document()
  }
}
