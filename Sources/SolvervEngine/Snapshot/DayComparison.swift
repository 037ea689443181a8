/// Two local days at one place side by side — "how much more daylight on Jun 21 than today?",
/// the Solstice app's core question. Pure: the days and "today" are passed in.
public struct DayComparison: Sendable {
  /// The day asked about, its sun times those of its daylight (``SunCalculator/daylightDay(_:)``:
  /// a sunset after midnight that ends it is the next date's instant).
  public let day: SunDay
  /// The day it is compared with (today unless another date was given).
  public let reference: SunDay
  /// The reference is today at the place, so it reads "than today", not a date.
  public let referenceIsToday: Bool
  public let zone: TimeZoneRules

  public init(date: CivilDate, with reference: CivilDate, today: CivilDate, calculator: SunCalculator) {
    day = calculator.daylightDay(calculator.day(date))
    self.reference = calculator.daylightDay(calculator.day(reference))
    referenceIsToday = reference == today
    zone = calculator.zone
  }

  /// The day's length minus the reference's, seconds (positive: more daylight).
  public var differenceSeconds: Int { day.daylengthSeconds - reference.daylengthSeconds }

  /// How much later (positive) or earlier (negative) the sunrise reads on the wall clock, in
  /// whole minutes as shown, so the shift matches the two times a person sees; nil when either
  /// day has no sunrise.
  public var sunriseShift: Int? { shift(day.sunrise, reference.sunrise) }
  /// The same for sunset.
  public var sunsetShift: Int? { shift(day.sunset, reference.sunset) }

  /// The clock shift, counting a time that falls on the next (or previous) date as a day later
  /// (earlier): a sunset at 00:19 the next day is 2h 19m later than one at 22:00, not 21h earlier.
  private func shift(_ event: SunEvent, _ base: SunEvent) -> Int? {
    guard let a = event.instant, let b = base.instant else { return nil }
    let onClock = zone.localDateTimeToTheMinute(at: a).secondOfDay - zone.localDateTimeToTheMinute(at: b).secondOfDay
    return onClock + 86_400 * (day.dayOffset(of: a, in: zone) - reference.dayOffset(of: b, in: zone))
  }

  /// "18h 50m of daylight", or the polar words: never "0h 00m" for a day without sunrise.
  public func daylightText(_ language: any Localization) -> String {
    if day.isPolarDay { return language.label(.midnightSun) }
    if day.isPolarNight { return language.label(.polarNight) }
    return language.comparison(.daylight(DurationText.format(day.daylengthSeconds, .hm, signed: false, language: language)))
  }

  /// "11h 51m more than today", "as long as Mar 20, 2026".
  public func differenceText(_ language: any Localization) -> String {
    let than = referenceIsToday ? nil : reference.date
    let amount = Self.amount(differenceSeconds, language)
    if (abs(differenceSeconds) + 30) / 60 == 0 { return language.comparison(.sameLength(as: than)) }
    return language.comparison(differenceSeconds > 0 ? .longer(amount, than: than) : .shorter(amount, than: than))
  }

  /// A difference as the day lengths are written ("11h 51m", "11 t 51 min"), without the "0h"
  /// under an hour ("16m earlier", not "0h 16m earlier").
  static func amount(_ seconds: Int, _ language: any Localization) -> String {
    let minutes = (abs(seconds) + 30) / 60
    return language.lengthOfTime(hours: minutes / 60, minutes: minutes % 60, seconds: nil, hoursAlways: false)
  }

  /// The first line: "Jun 21, 2027 · 18h 50m of daylight · 11h 51m more than today".
  public func summary(_ language: any Localization) -> String {
    "\(language.longDate(day.date)) · \(daylightText(language)) · \(differenceText(language))"
  }

  /// "Sunrise 03:54 (4h 51m earlier)": the day's time, and its shift when both days have one;
  /// nil when the day has none (midnight sun, polar night).
  public func shiftText(_ kind: Label, settings: SnapshotSettings) -> String? {
    let event = kind == .sunrise ? day.sunrise : day.sunset
    guard let instant = event.instant else { return nil }
    let language = settings.language
    let local = zone.localDateTimeToTheMinute(at: instant)
    let mark = SunDay.dayMark(day.date.days(to: local.date))
    let time = "\(language.label(kind)) \(language.time(local, clock: settings.clock))\(mark)"
    guard let shift = kind == .sunrise ? sunriseShift : sunsetShift else { return time }
    let amount = Self.amount(shift, language)
    let words = shift == 0 ? language.comparison(.sameTime) : language.comparison(shift < 0 ? .earlier(amount) : .later(amount))
    return "\(time) (\(words))"
  }

  /// The lines every surface shows, made here so no applet formats: the summary, then the
  /// sunrise and sunset shifts when the day has them.
  public func lines(_ settings: SnapshotSettings) -> [String] {
    let shifts = [shiftText(.sunrise, settings: settings), shiftText(.sunset, settings: settings)].compactMap { $0 }
    return [summary(settings.language)] + (shifts.isEmpty ? [] : [shifts.joined(separator: " · ")])
  }
}
