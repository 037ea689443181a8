/// One local date at two places side by side — "Oslo vs Tromsø", the Solstice app's second
/// question (`compare DATE --vs PLACE`, D-Bus `ComparePlaces`). Each place's sun is read in its
/// own zone. Pure: the places and the date are passed in.
public struct PlaceComparison: Sendable {
  public let date: CivilDate
  /// The place asked about (the status line's), and the one it is compared with.
  public let place: Location, other: Location
  /// Their days' sun, the times those of their daylight (``SunCalculator/daylightDay(_:)``).
  public let day: SunDay, otherDay: SunDay

  public init(date: CivilDate, place: Location, other: Location) {
    self.date = date
    self.place = place
    self.other = other
    day = Self.sunDay(date, at: place)
    otherDay = Self.sunDay(date, at: other)
  }

  private static func sunDay(_ date: CivilDate, at location: Location) -> SunDay {
    let calculator = SunCalculator(coordinate: location.coordinate, zone: location.zone)
    return calculator.daylightDay(calculator.day(date))
  }

  /// The place's day length minus the other's, seconds (positive: more daylight here).
  public var differenceSeconds: Int { day.daylengthSeconds - otherDay.daylengthSeconds }

  /// "18 hr 50 min of daylight", or the polar words.
  static func daylightText(_ day: SunDay, _ language: any Localization) -> String {
    if day.isPolarDay { return language.label(.midnightSun) }
    if day.isPolarNight { return language.label(.polarNight) }
    return language.comparison(.daylight(DurationText.format(day.daylengthSeconds, .hm, signed: false, language: language)))
  }

  /// "5 hr 10 min less than in Tromsø".
  public func differenceText(_ language: any Localization) -> String {
    let amount = DayComparison.amount(differenceSeconds, language)
    let otherName = other.name(in: language)
    if (abs(differenceSeconds) + 30) / 60 == 0 { return language.comparison(.sameLengthAsPlace(otherName)) }
    return language.comparison(
      differenceSeconds > 0 ? .longerThanPlace(amount, place: otherName) : .shorterThanPlace(amount, place: otherName))
  }

  /// The first line: "Jun 21, 2027 · Oslo: 18 hr 50 min of daylight · 5 hr 10 min less than in Tromsø".
  public func summary(_ language: any Localization) -> String {
    "\(language.longDate(date)) · \(place.name(in: language)): \(Self.daylightText(day, language)) · \(differenceText(language))"
  }

  /// "Oslo: Sunrise 03:54 · Sunset 22:44", in the place's zone (named when the two zones
  /// differ); nil when the day has neither (midnight sun, polar night: the daylight line says so).
  func sunLine(_ location: Location, _ day: SunDay, settings: SnapshotSettings, nameZone: Bool) -> String? {
    let language = settings.language
    let times = [(Label.sunrise, day.sunrise), (Label.sunset, day.sunset)].compactMap { kind, event -> String? in
      guard let instant = event.instant else { return nil }
      let local = location.zone.localDateTimeToTheMinute(at: instant)
      let mark = SunDay.dayMark(day.date.days(to: local.date))
      return "\(language.label(kind)) \(language.time(local, clock: settings.clock))\(mark)"
    }
    guard !times.isEmpty else { return nil }
    let zone = nameZone ? " (\(location.zone.identifier))" : ""
    return "\(location.name(in: language)): \(times.joined(separator: " · "))\(zone)"
  }

  /// The lines every surface shows: the summary, the other place's daylight, then each place's
  /// sunrise and sunset where it has them.
  public func lines(_ settings: SnapshotSettings) -> [String] {
    let language = settings.language
    let zonesDiffer = place.zone.identifier != other.zone.identifier
    let times = [
      sunLine(place, day, settings: settings, nameZone: zonesDiffer),
      sunLine(other, otherDay, settings: settings, nameZone: zonesDiffer),
    ]
    return [summary(language), "\(other.name(in: language)): \(Self.daylightText(otherDay, language))"] + times.compactMap { $0 }
  }

  /// The keys of `compare --vs … --format json` and the D-Bus `ComparePlaces` reply, in order.
  public static let jsonKeys = [
    "date", "place", "vs", "zone", "vs_zone", "daylength_s", "vs_daylength_s", "difference_s", "sunrise", "sunset",
    "vs_sunrise", "vs_sunset", "polar_day", "polar_night", "vs_polar_day", "vs_polar_night", "lines",
  ]

  /// One object: both places' days (times in each one's zone), the difference and the lines.
  public func json(_ settings: SnapshotSettings) -> JSONValue {
    .object([
      ("date", .string(date.description)),
      ("place", .string(place.name)),
      ("vs", .string(other.name)),
      ("zone", .string(place.zone.identifier)),
      ("vs_zone", .string(other.zone.identifier)),
      ("daylength_s", .int(day.daylengthSeconds)),
      ("vs_daylength_s", .int(otherDay.daylengthSeconds)),
      ("difference_s", .int(differenceSeconds)),
      ("sunrise", day.sunrise.json(in: place.zone)),
      ("sunset", day.sunset.json(in: place.zone)),
      ("vs_sunrise", otherDay.sunrise.json(in: other.zone)),
      ("vs_sunset", otherDay.sunset.json(in: other.zone)),
      ("polar_day", .bool(day.isPolarDay)),
      ("polar_night", .bool(day.isPolarNight)),
      ("vs_polar_day", .bool(otherDay.isPolarDay)),
      ("vs_polar_night", .bool(otherDay.isPolarNight)),
      ("lines", .array(lines(settings).map { JSONValue.string($0) })),
    ])
  }
}
