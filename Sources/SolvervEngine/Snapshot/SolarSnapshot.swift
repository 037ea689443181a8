/// Everything Solverv shows, at one instant, for one place and one set of choices.
///
/// Every surface — bar providers, the JSON format, the D-Bus properties, the notification —
/// renders from this one value, so they cannot disagree. It is pure: built from `instant`, the
/// location and the settings, never from the clock. ``validUntil`` says when it goes stale.
public struct SolarSnapshot: Sendable {
  public let instant: Instant
  public let location: Location
  public let settings: SnapshotSettings
  public let hemisphere: Hemisphere

  /// The local calendar date at ``instant``.
  public let today: CivilDate
  public let countdown: SeasonCountdown
  /// The next ``SolarSnapshot/settings``'s `upcomingCount` events, the first being the next.
  public let upcoming: [SeasonEvent]
  /// The season the next event begins ("spring equinox shows spring").
  public let season: Season

  /// Today's and tomorrow's sun by the reference's rule (each crossing inside its local date):
  /// what the JSON prints.
  public let todaySun: SunDay
  public let tomorrowSun: SunDay
  /// The same days as read: each dawn and dusk of the daylight around the day's solar noon,
  /// whatever date it falls on (``SunCalculator/daylightDay(_:)``) — what every other surface shows.
  public let todayDaylight: SunDay
  public let tomorrowDaylight: SunDay
  /// Day length today minus yesterday, seconds (rounded days).
  public let deltaVsYesterday: Int
  /// Day length today minus on the most recent solstice's local date (0 on the solstice day).
  public let deltaSinceSolstice: Int
  public let solstice: SeasonEvent
  public let solsticeDate: CivilDate
  /// The daily message line.
  public let message: String
  /// The place's clock against the system's (``SnapshotSettings/systemZone``); nil when the
  /// system zone is not known.
  public let zoneComparison: ZoneComparison?
  /// The next instant at which anything shown can change: local midnight, the sunset that ends
  /// today's daylight (the shown sun turns to tomorrow's), or the next event's instant — whichever
  /// comes first.
  public let validUntil: Instant
  /// Light or dark and why, when the switch is on (`[theme] enabled = true`); nil when off.
  public let theme: ThemeState?

  public init(at instant: Instant, location: Location, settings: SnapshotSettings = SnapshotSettings()) {
    self.instant = instant
    self.location = location
    self.settings = settings
    let zone = location.zone
    hemisphere = settings.hemisphere ?? location.coordinate.hemisphere
    today = zone.localDate(at: instant)

    let timeline = SeasonCalendar.timeline(around: instant, upcoming: max(1, settings.upcomingCount))
    countdown = SeasonCountdown(previous: timeline.previous, next: timeline.upcoming[0], at: instant, in: zone)
    upcoming = Array(timeline.upcoming.prefix(settings.upcomingCount))
    season = Season(beginningAt: countdown.next.kind, in: hemisphere)

    let sun = SunCalculator(coordinate: location.coordinate, zone: zone)
    todaySun = sun.day(today)
    tomorrowSun = sun.day(today.adding(days: 1))
    todayDaylight = sun.daylightDay(todaySun)
    tomorrowDaylight = sun.daylightDay(tomorrowSun)
    let yesterdayLength = sun.daylength(on: today.adding(days: -1))
    deltaVsYesterday = todaySun.daylengthSeconds - Int(yesterdayLength.rounded())

    let recentSolstice = timeline.mostRecentSolstice(onOrBefore: today, in: zone)
    solstice = recentSolstice
    solsticeDate = zone.localDate(at: recentSolstice.instant)
    let solsticeLength = solsticeDate == today ? todaySun.daylength : sun.daylength(on: solsticeDate)
    deltaSinceSolstice = todaySun.daylengthSeconds - Int(solsticeLength.rounded())

    let solsticeToday = solsticeDate == today ? Season(beginningAt: recentSolstice.kind, in: hemisphere) : nil
    let polar: Bool? = todaySun.isPolarNight ? true : (todaySun.isPolarDay ? false : nil)
    message = DaylightMessage.text(
      deltaToday: deltaVsYesterday, deltaSinceSolstice: deltaSinceSolstice, solsticeDate: solsticeDate,
      solsticeToday: solsticeToday, polar: polar,
      outlook: polar == nil ? nil : PolarOutlook(today: today, todaySun: todaySun, sun: sun), parts: settings.messageParts,
      language: settings.language)

    // What can change: the date (countdown, progress, today's sun, the message), the event
    // instant (next/previous event), and the sunset that ends today's daylight (the shown sun
    // turns to tomorrow's; one after midnight comes after the date has changed anyway). Other
    // crossings — a sunset after midnight that ends yesterday's daylight among them — change
    // nothing shown, so a watching bar does not wake for them.
    var next = zone.startOfDay(today.adding(days: 1))
    if countdown.next.instant < next { next = countdown.next.instant }
    if let sunset = todayDaylight.daylightEndingSunset, sunset > instant, sunset < next { next = sunset }
    // The zone marker ("JST, +8 h") changes when either clock changes, at the system zone's
    // transition too, which no local midnight of the place's catches. (In the system's own zone
    // there is never a marker: no extra wake-up.)
    zoneComparison = settings.systemZone.map { ZoneComparison(place: zone, system: $0, at: instant) }
    if let system = settings.systemZone, system != zone,
      let change = ZoneComparison.nextChange(place: zone, system: system, after: instant, before: next)
    {
      next = change
    }
    // The switch: a bar's `{theme}`, the portal and the hooks change exactly at it.
    if settings.theme.enabled {
      let state = ThemeSchedule(location: location, settings: settings.theme).state(
        at: instant, override: settings.themeOverride)
      if let change = state.changesAt, change > instant, change < next { next = change }
      theme = state
    } else {
      theme = nil
    }
    validUntil = next
  }

  // MARK: Derived views

  /// The sun day a bar shows: today's daylight until the sunset that ends it, then tomorrow's
  /// (the origin's lock-screen widget did the same). A day without such a sunset (midnight sun),
  /// or whose sunset falls after midnight, shows today's all day — that sunset marked as the next
  /// day's (``SunDay/dayOffset(of:in:)``). Its times are ``todayDaylight``'s, not the JSON's.
  public var shownSun: SunDay {
    isAfterSunset ? tomorrowDaylight : todayDaylight
  }

  /// True once the sunset that ends today's daylight has happened: sun times show tomorrow's.
  public var isAfterSunset: Bool {
    guard let sunset = todayDaylight.daylightEndingSunset else { return false }
    return instant >= sunset
  }

  /// The change in day length of the shown sun day against the day before it: today vs
  /// yesterday, or after sunset tomorrow vs today.
  public var shownDelta: Int {
    isAfterSunset ? tomorrowSun.daylengthSeconds - todaySun.daylengthSeconds : deltaVsYesterday
  }

  /// The next event's localised, hemisphere-aware name.
  public var nextEventName: String { settings.language.name(of: countdown.next.kind, in: hemisphere) }

  /// True on the local date of the next event (before its instant).
  public var isEventToday: Bool { countdown.daysUntil == 0 }

  /// Days are getting longer (compared with yesterday).
  public var isGaining: Bool { deltaVsYesterday > 0 }
  public var isLosing: Bool { deltaVsYesterday < 0 }

  public var isPolarDay: Bool { todaySun.isPolarDay }
  public var isPolarNight: Bool { todaySun.isPolarNight }

  /// The name of an event in this snapshot's language and hemisphere.
  public func name(of kind: SeasonEventKind) -> String {
    settings.language.name(of: kind, in: hemisphere)
  }
}

extension SunDay {
  /// The eight crossings of the day, in the order of the `sun` JSON keys.
  public var events: [SunEvent] {
    [sunrise, sunset, civilDawn, civilDusk, nauticalDawn, nauticalDusk, astronomicalDawn, astronomicalDusk]
  }
}
