extension SolarSnapshot {
  /// The value of a template placeholder in this snapshot, or nil when it is absent.
  public func value(of field: TemplateField) -> TemplateValue? {
    let zone = location.zone
    let language = settings.language
    let sun = shownSun
    switch field {
    case .days: return .number(Double(countdown.daysUntil), decimals: 0)
    case .countdown: return .text(language.countdown(days: countdown.daysUntil))
    case .event: return .text(nextEventName)
    case .eventKind: return .text(countdown.next.kind.rawValue)
    case .date: return .date(countdown.next.instant, zone)
    case .time: return .time(countdown.next.instant, zone)
    case .description: return .text(language.eventDescription(countdown.next.kind, in: hemisphere))
    case .previousEvent: return .text(name(of: countdown.previous.kind))
    case .previousDate: return .date(countdown.previous.instant, zone)
    case .progress, .progressBar: return .percent(countdown.progress)
    case .progressPercent: return .percentSign(countdown.progress)
    case .season: return .text(language.seasonName(season))
    case .seasonKind: return .text(season.rawValue)
    case .icon: return .text(season.icon)
    case .colour, .color: return .text(season.colour)
    case .sunrise: return time(sun.sunrise)
    case .sunset: return time(sun.sunset)
    case .civilDawn: return time(sun.civilDawn)
    case .civilDusk: return time(sun.civilDusk)
    case .nauticalDawn: return time(sun.nauticalDawn)
    case .nauticalDusk: return time(sun.nauticalDusk)
    case .astronomicalDawn: return time(sun.astronomicalDawn)
    case .astronomicalDusk: return time(sun.astronomicalDusk)
    case .solarNoon: return .time(sun.solarNoon, zone)
    case .altitudeRise: return customCrossings.flatMap { time($0.rising) }
    case .altitudeSet: return customCrossings.flatMap { time($0.setting) }
    case .altitudeAbove: return customCrossings.map { .duration(seconds: Int($0.secondsAbove.rounded())) }
    case .sunDay: return isAfterSunset ? .text(language.countdown(days: 1)) : nil
    // A polar day has no length to count: its name, and the twilight that does happen.
    case .sunDaylength: return polarName(of: sun).map(TemplateValue.text) ?? .duration(seconds: sun.daylengthSeconds)
    case .sunDelta:
      if sun.isPolarNight || sun.isPolarDay { return polarTwilightText(of: sun).map(TemplateValue.text) }
      return .signedDuration(seconds: shownDelta)
    case .daylength: return polarName(of: todaySun).map(TemplateValue.text) ?? .duration(seconds: todaySun.daylengthSeconds)
    case .daylengthTomorrow: return .duration(seconds: tomorrowSun.daylengthSeconds)
    case .deltaToday: return .signedDuration(seconds: deltaVsYesterday)
    case .deltaSinceSolstice: return .signedDuration(seconds: deltaSinceSolstice)
    case .solsticeDate: return .date(solstice.instant, zone)
    case .location: return .text(location.name(in: language))
    case .latitude: return .number(location.coordinate.latitude, decimals: 4)
    case .longitude: return .number(location.coordinate.longitude, decimals: 4)
    case .timezone: return .text(zone.identifier)
    case .message: return .text(message)
    case .theme: return theme.map { .text($0.mode.rawValue) }
    case .themeNext: return theme?.next.map { .sunTime($0.instant, zone, of: today) }
    case .polarDay: return flag(isPolarDay)
    case .polarNight: return flag(isPolarNight)
    case .eventToday: return flag(isEventToday)
    case .gaining: return flag(isGaining)
    case .losing: return flag(isLosing)
    case .defaultLocation: return flag(location.isDefault)
    case .afterSunset: return flag(isAfterSunset)
    case .compareDate, .compareWithDate, .compareDaylength, .compareDifference, .compareSunrise, .compareSunset,
      .compareSunriseShift, .compareSunsetShift, .compareSummary:
      return nil  // a comparison's, see DayComparison
    }
  }

  /// Renders `template` against this snapshot.
  public func render(
    _ template: Template, escapeValue: (String) -> String = { $0 },
    escapeLiteral: (String) -> String = { $0 }
  ) -> String {
    template.render(settings: settings, values: value(of:), escapeValue: escapeValue, escapeLiteral: escapeLiteral)
  }

  /// A time of the shown sun day, marked when it falls on another date (``SunDay/dayMark(_:)``).
  private func time(_ event: SunEvent) -> TemplateValue? {
    event.instant.map { .sunTime($0, location.zone, of: shownSun.date) }
  }

  /// The crossings of the settings' custom altitude on the shown sun day (as `sun --altitude`
  /// reports for that date); nil without one.
  private var customCrossings: HorizonCrossings? {
    settings.altitude.map {
      SunCalculator(coordinate: location.coordinate, zone: location.zone).crossings(on: shownSun.date, altitude: $0)
    }
  }

  private func flag(_ on: Bool) -> TemplateValue? { on ? .flag : nil }
}
