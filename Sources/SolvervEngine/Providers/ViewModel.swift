/// The View — the large view as data, published as D-Bus `View` and printed by `--format view`
/// (``ViewJSONProvider``): every string a desktop applet shows, localised and hemisphere-aware,
/// built once here so the GNOME extension, the Plasma applet and the bars' tooltips say the same
/// words. The applets only lay it out (D-Bus `View`, `--format view`); ``ViewLines`` prints its
/// lines from the same value. Pure: built from a snapshot, no clock.
public struct ViewModel: Sendable {
  /// A label and its value, for a grid or one line ("↑ Sunrise" "08:31").
  public struct Row: Sendable, Equatable {
    public let label: String
    public let text: String

    public init(label: String, text: String) {
      self.label = label
      self.text = text
    }
  }

  /// One upcoming event.
  public struct Event: Sendable {
    public let kind: SeasonEventKind
    public let season: Season
    public let name: String
    /// The local date with its year, "Dec 21, 2026"; `time` the clock time, "21:50".
    public let date: String
    public let time: String
    public let countdown: String
    public let daysUntil: Int
    /// The large view's line: "❄️ Winter solstice — Dec 21, 2026 21:50 · in 29 days".
    public let line: String
  }

  /// A titled group of rows, with the large view's one-line form of it.
  public struct Section: Sendable {
    public let heading: String
    public let rows: [Row]
    public let line: String
  }

  public let language: String
  /// The compact text (the panel label): the small template unless another is given.
  public let text: String
  /// The days until the next event as a bare number, for a narrow (vertical) panel.
  public let short: String
  public let season: Season
  public let eventName: String
  /// Icon and name: "❄️ Winter solstice".
  public let title: String
  public let countdown: String
  public let daysUntil: Int
  /// When the next event happens, local, to the minute: "Dec 21, 2026 21:50".
  public let when: String
  public let progress: Double
  public let progressText: String
  public let progressBar: String
  /// "Dec 21, 2026 21:50 · ███████░░░ 67%".
  public let progressLine: String
  public let description: String
  /// Heading "Next" and the next events.
  public let eventsHeading: String
  public let events: [Event]
  /// The shown sun day (today, or tomorrow after today's sunset): sunrise, sunset or the polar
  /// state, solar noon, and after sunset that day's length.
  public let sun: Section
  public let isTomorrow: Bool
  /// `none`, `day` (midnight sun) or `night` (polar night): of the shown sun day.
  public let polar: String
  /// Today's day length and its changes; `line` ends with the daily message.
  public let daylight: Section
  public let message: String
  public let isGaining: Bool
  public let placeName: String
  public let zone: String
  public let isDefaultLocation: Bool
  /// Set when nobody chose the place: how to choose one.
  public let locationHint: String
  /// "JST, +8 h" when the place's clock differs from the system's, else "".
  public let zoneMarker: String
  /// The place's offset minus the system's, seconds; nil when the system zone is not known.
  public let offsetFromSystem: Int?
  /// "Asia/Tokyo", then " · " and the zone marker when there is one, and the hint when there is one.
  public let placeLine: String
  public let refreshLabel: String
  /// The applets' menu entry that opens their settings window.
  public let settingsLabel: String
  /// The "Compare with…" date entry's prompt (the applets call `Compare` with what is typed).
  public let compareLabel: String
  /// "⚠ config line 3: …" while the daemon's config file is broken (it keeps the last good
  /// settings meanwhile), else "": the bars' error state, for an applet that otherwise looks fine.
  public let configProblem: String
  /// When anything here can next change (the snapshot's `validUntil`): a reader without the bus
  /// asks again then.
  public let validUntil: Instant

  /// - Parameters:
  ///   - text: the compact text; nil renders the small template.
  ///   - count: how many upcoming events to list; nil: the settings' `listCount`.
  ///   - configError: the config file's problem, when the last good settings stand in for it.
  public init(_ snapshot: SolarSnapshot, text: String? = nil, events count: Int? = nil, configError: String = "") {
    let count = count ?? snapshot.settings.listCount
    let language = snapshot.settings.language
    let zone = snapshot.location.zone
    let clock = snapshot.settings.clock
    let next = snapshot.countdown.next
    // Times to the minute are of the instant rounded to the nearest minute, its date included.
    func dateAndTime(_ instant: Instant) -> (date: String, time: String) {
      let local = zone.localDateTimeToTheMinute(at: instant)
      return (language.longDate(local.date), language.time(local, clock: clock))
    }
    func hm(_ seconds: Int) -> String { DurationText.format(seconds, .hm, signed: false, language: language) }
    func change(_ seconds: Int) -> String { DurationText.format(seconds, .human, signed: true, language: language) }

    self.language = language.code
    let clean = Escaping.none.escape
    self.text = text ?? snapshot.render(WidgetSize.small.template, escapeValue: clean, escapeLiteral: clean)
    season = snapshot.season
    eventName = snapshot.nextEventName
    title = "\(season.icon) \(eventName)"
    daysUntil = snapshot.countdown.daysUntil
    short = String(daysUntil)
    countdown = language.countdown(days: daysUntil)
    let nextWhen = dateAndTime(next.instant)
    when = language.dateAndTime(date: nextWhen.date, time: nextWhen.time)
    progress = snapshot.countdown.progress
    progressText = language.percent(String(Int((progress * 100).rounded())))
    progressBar = SolvervEngine.progressBar(progress, width: 10)
    progressLine = "\(when) · \(progressBar) \(progressText)"
    description = language.eventDescription(next.kind, in: snapshot.hemisphere)

    eventsHeading = language.label(.nextEvents)
    events = snapshot.upcoming.prefix(count).map { event in
      let season = Season(beginningAt: event.kind, in: snapshot.hemisphere)
      let days = snapshot.today.days(to: zone.localDate(at: event.instant))
      let name = snapshot.name(of: event.kind)
      let at = dateAndTime(event.instant)
      let countdown = language.countdown(days: days)
      return Event(
        kind: event.kind, season: season, name: name, date: at.date, time: at.time, countdown: countdown,
        daysUntil: days, line: "\(season.icon) \(name) — \(language.dateAndTime(date: at.date, time: at.time)) · \(countdown)")
    }

    // After sunset the sun is tomorrow's: marked, and with tomorrow's day length; the daylight
    // rows keep today's day length, which the message is about, and say so.
    let sun = snapshot.shownSun
    isTomorrow = snapshot.isAfterSunset
    polar = sun.isPolarNight ? "night" : (sun.isPolarDay ? "day" : "none")
    let sunLength = Row(label: language.label(.dayLength), text: snapshot.polarName(of: sun) ?? hm(sun.daylengthSeconds))
    let prefix = isTomorrow ? "\(language.label(.tomorrow)): " : ""
    // A polar day's length is its polar word, already said by the first row: said once.
    let polarLength = sun.isPolarNight || sun.isPolarDay
    let suffix = isTomorrow && !polarLength ? " · \(sunLength.text)" : ""
    var sunRows: [Row]
    let sunLine: String
    if sun.isPolarNight || sun.isPolarDay {
      let row =
        sun.isPolarNight
        ? Row(label: "🌑", text: language.label(.polarNight)) : Row(label: "☀️", text: language.label(.midnightSun))
      sunRows = [row]
      // The twilight that does happen (civil, else nautical, else astronomical), or darkness.
      let twilight = snapshot.polarTwilightText(of: sun)
      if let twilight { sunRows.append(Row(label: "🌆", text: twilight)) }
      sunLine = "\(prefix)\(row.label) \(row.text)\(twilight.map { " · \($0)" } ?? "")\(suffix)"
    } else {
      // A sunset after midnight ends this day's daylight: shown, marked as the next date's.
      func time(_ event: SunEvent) -> String {
        guard let instant = event.instant else { return "—" }
        let local = zone.localDateTimeToTheMinute(at: instant)
        return language.time(local, clock: clock) + SunDay.dayMark(sun.date.days(to: local.date))
      }
      let rise = Row(label: "↑ \(language.label(.sunrise))", text: time(sun.sunrise))
      let set = Row(label: "↓ \(language.label(.sunset))", text: time(sun.sunset))
      sunRows = [rise, set]
      sunLine = "\(prefix)\(rise.label) \(rise.text)  \(set.label) \(set.text)\(suffix)"
    }
    sunRows.append(
      Row(label: language.label(.solarNoon), text: language.time(zone.localDateTimeToTheMinute(at: sun.solarNoon), clock: clock)))
    if isTomorrow && !polarLength { sunRows.append(sunLength) }
    self.sun = Section(heading: language.label(isTomorrow ? .tomorrow : .today), rows: sunRows, line: sunLine)

    message = snapshot.message
    isGaining = snapshot.isGaining
    let lengthLabel = language.label(.dayLength) + (isTomorrow ? " " + language.countdown(days: 0) : "")
    let length = Row(
      label: lengthLabel, text: snapshot.polarName(of: snapshot.todaySun) ?? hm(snapshot.todaySun.daylengthSeconds))
    daylight = Section(
      heading: language.label(.daylight),
      rows: [
        length,
        Row(label: language.label(.sinceYesterday), text: change(snapshot.deltaVsYesterday)),
        Row(label: language.sinceDate(snapshot.solsticeDate), text: change(snapshot.deltaSinceSolstice)),
      ],
      // A polar day's message already says so ("🌑 Polar night: …"): no "Day length 0h 00m".
      line: snapshot.polarName(of: snapshot.todaySun) == nil
        ? "\(length.label) \(length.text) · \(snapshot.message)" : snapshot.message)

    placeName = snapshot.location.name(in: language)
    self.zone = zone.identifier
    isDefaultLocation = snapshot.location.isDefault
    // Automatic location asked for and not had: say that it failed, not only "a default".
    let unset = snapshot.location.standsInForAutomatic ? Label.automaticLocationUnavailable : .defaultLocation
    locationHint =
      isDefaultLocation || snapshot.location.standsInForAutomatic
      ? "\(language.label(unset)): \(language.label(.setLocationHint))" : ""
    zoneMarker = snapshot.zoneComparison?.marker(language) ?? ""
    offsetFromSystem = snapshot.zoneComparison?.offsetFromSystem
    placeLine = [self.zone, zoneMarker, locationHint].filter { !$0.isEmpty }.joined(separator: " · ")
    refreshLabel = language.label(.refresh)
    settingsLabel = language.label(.settings)
    compareLabel = language.comparison(.compareWith)
    configProblem = configError.isEmpty ? "" : "⚠ " + ErrorSummary.line(configError, in: language)
    validUntil = snapshot.validUntil
  }
}
