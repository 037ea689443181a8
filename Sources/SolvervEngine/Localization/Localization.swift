/// The words Solverv shows, in one language.
///
/// To add a language, write one file with a type conforming to this protocol (copy
/// `English.swift`) and add it to ``Languages/all``. Everything shown to people comes through
/// here; names of kinds and JSON keys never do. The words only `solverv-status` shows (its
/// tables, `formats`, `config init`'s comments, `doctor`) are in SolvervCommandWords'
/// `CommandLineWords`, so the daemon does not carry them.
public protocol Localization: Sendable {
  /// BCP 47 code: `en`, `nb`, `sv`, `da`, `fi`, `de`.
  var code: String { get }
  /// The language's own name for itself.
  var nativeName: String { get }

  /// "Spring equinox", "Vintersolverv": the event named for the season it begins.
  func eventName(_ season: Season, isSolstice: Bool) -> String
  /// "Spring", "Vinter".
  func seasonName(_ season: Season) -> String
  /// The season description of the origin design ("Longest day of the year", …).
  func eventDescription(_ kind: SeasonEventKind, in hemisphere: Hemisphere) -> String
  /// Short month name, 1 = January ("Dec", "des.").
  func monthAbbreviation(_ month: Int) -> String
  /// Full month name, 1 = January ("December", "desember").
  func monthName(_ month: Int) -> String
  /// Short weekday name, ISO numbering 1 = Monday ("Mon", "man.").
  func weekdayAbbreviation(_ isoWeekday: Int) -> String
  /// Full weekday name, ISO numbering 1 = Monday ("Monday", "mandag", "Montag").
  func weekdayName(_ isoWeekday: Int) -> String
  /// A short date such as "Dec 21" / "21. des.".
  func shortDate(_ date: CivilDate) -> String
  /// A date with its year: "Mar 20, 2026" / "20. mars 2026".
  func longDate(_ date: CivilDate) -> String

  /// A duration in the message's words: "47 min", "1 hr 12 min", "30 sec" (no sign).
  func duration(seconds: Int) -> String
  /// A length of time with every unit it has, as day lengths, tables and `compare` write it:
  /// English "7h 03m", "12h 07m 12s" (seconds non-nil), "16m" when `hours` is 0 and
  /// `hoursAlways` is false; the other languages in their own unit words, zero units left out
  /// ("7 t 3 min", "7 Std. 3 Min."): "m" reads as metres in all of them.
  func lengthOfTime(hours: Int, minutes: Int, seconds: Int?, hoursAlways: Bool) -> String
  /// How the language writes a decimal fraction: "." (English) or ",".
  var decimalSeparator: String { get }
  /// The compass letters north, south, east, west: "NSEW", "NSØV", "NSÖV", "NSOW", Finnish "PEIL".
  var compassLetters: [String] { get }
  /// "today", "tomorrow", "in 29 days" (negative counts never reach here).
  func countdown(days: Int) -> String
  /// A time of day on the chosen clock, as the language writes it: "14:46" or "2:46 PM";
  /// Danish "08.31", Finnish "8.31" (Kotus: a full stop, no leading zero). The default is in
  /// the extension below.
  func time(_ local: LocalDateTime, clock: ClockStyle) -> String
  /// A month's name after a day number: "21. joulukuuta" (Finnish partitive); the plain name in
  /// the other languages (the default below).
  func monthNameAfterDay(_ month: Int) -> String
  /// The applets' row label for the change since a solstice: "Since Jun 21", "Siden 21. juni",
  /// "21.6. lähtien", "Seit dem 21. Juni".
  func sinceDate(_ date: CivilDate) -> String
  /// A short label for the interface.
  func label(_ label: Label) -> String

  /// A signed daylight change in the words of the daily message: "+2 min today",
  /// "2 fewer minutes today".
  func dailyChange(seconds: Int) -> String
  /// "+47 min since Dec 21", "15 min shorter since Jun 21": each language builds its own clause
  /// ("kortere enn 21. juni", "kürzer als am 21. Juni").
  func changeSinceSolstice(seconds: Int, solsticeDate: CivilDate) -> String
  /// The solstice-day greeting for the season that begins (summer or winter).
  func solsticeGreeting(_ season: Season) -> String
  /// The message on a day without sunrise or without sunset.
  func polarMessage(polarNight: Bool) -> String
  /// The same day's message when what is changing is known (`Polar/*+Polar.swift`): "🌑 Polar
  /// night: the sun returns in 37 days, on Feb 16 | +9 min of twilight today | …".
  func polarOutlook(_ outlook: PolarOutlook) -> String
  /// A polar-night day's light, for the bar text and the large views: "civil twilight 10:47–12:59",
  /// "nautical twilight all day" (window nil), "dark all day" (`.night`).
  func polarTwilight(_ phase: SunPhase, window: String?) -> String
  /// How far a place's clock is ahead of the system's: "+8 h", "-5 h 30 min" (a default for
  /// every language in `ZoneComparison.swift`).
  func clockDifference(seconds: Int) -> String
  /// The words of a day comparison (`compare`): "18h 50m of daylight", "11h 51m more than today".
  func comparison(_ phrase: ComparisonPhrase) -> String
  /// A word of the applets' settings windows (`SettingsWords.swift`).
  func settingsWord(_ word: SettingsWord) -> String
  /// An applet's words for when there is no view (``AppletWord``).
  func appletWord(_ word: AppletWord) -> String
  /// The daylight chart's title: "Daylight in Oslo 2027".
  func chartTitle(place: String, year: Int) -> String
  /// A sun phase as the chart's legend names it: "Night", "Civil twilight", "Day".
  func phaseName(_ phase: SunPhase) -> String

  // Numbers and times in the language's form (`Formats/`, defaults in
  // `Formats/LanguageFormats.swift`).
  /// A percentage from its number: English "83%", the others "83 %" with a no-break space.
  func percent(_ number: String) -> String
  /// The sign of a negative amount: "−" (U+2212); English keeps "-".
  var minusSign: String { get }
  /// Between hours, minutes and seconds in the `sun` table and the chart's axis: ":", or "."
  /// (Danish "05.58.23", Finnish "05.58.23").
  var timeSeparator: String { get }
  /// A date and a time of day shown together: "Dec 21, 2026 21:50"; Finnish joins them with
  /// "klo" ("21.12.2026 klo 21.50").
  func dateAndTime(date: String, time: String) -> String
  /// The 12-hour clock's AM and PM ("AM"/"PM"; CLDR's own: Swedish "fm"/"em").
  var dayPeriods: (am: String, pm: String) { get }
  /// A zone abbreviation from tzdata in the language's form where it has one: German "MEZ" for
  /// "CET" (CLDR metazone short names); others unchanged.
  func zoneAbbreviation(_ abbreviation: String) -> String
  /// Today's change when the day is exactly as long as yesterday: "as long as yesterday".
  var sameLengthAsYesterday: String { get }

  /// A sentence of `solverv-status theme`: its lines and its own errors (`Theme/`).
  func themePhrase(_ phrase: ThemePhrase) -> String
  /// The language's quotation marks around a quoted example (the Plasma settings page):
  /// English “…”, Bokmål «…», Swedish and Finnish ”…”, Danish »…«, German „…“.
  var quotationMarks: (open: String, close: String) { get }
  /// A sentence of the Plasma applet for when it has no view (``AppletProblem``, `Applet/`).
  func appletProblem(_ problem: AppletProblem) -> String

  /// The default place of a zone that names none: "Equator at UTC−05:00" (`Places/`; the
  /// offset comes written, "UTC", "UTC+05:30").
  func equatorPlace(utcOffset: String) -> String
  /// What separates groups of three digits in a large number (`locate`'s populations): a
  /// no-break space in nb, sv and fi ("41 915"), "." in da and de ("41.915"); English "" keeps
  /// the bare number scripts read ("41915").
  var thousandsSeparator: String { get }

  /// An error message from its data (``ErrorPhrase``, `Errors/`): "'25h' is not a clock: use
  /// auto, 24h or 12h", "unknown place 'Xyz': …", a config file's line, the parser's own.
  func errorPhrase(_ phrase: ErrorPhrase) -> String

  /// A notice beside a result, or a line of `config check`/`set`/`init`'s report
  /// (``NoticePhrase``, `Notices/`): "showing Oslo (Europe/Oslo), a default; …", "(unchanged)".
  func noticePhrase(_ phrase: NoticePhrase) -> String

  /// Why a file could not be written, removed or locked (``WriteReason``, `WriteReasons/`), after
  /// the language's "cannot write PATH:": "no space left on device", "the path ends in '/', …".
  func writeReason(_ reason: WriteReason) -> String
}

/// The pieces of a ``DayComparison`` sentence. Amounts arrive formatted ("11h 51m"); a reference
/// date of nil means today.
public enum ComparisonPhrase: Sendable {
  /// "18h 50m of daylight"
  case daylight(String)
  /// "11h 51m more than today" / "… than Nov 23, 2026"
  case longer(String, than: CivilDate?)
  /// "2h 10m less than today"
  case shorter(String, than: CivilDate?)
  /// "as long as today"
  case sameLength(as: CivilDate?)
  /// Against another place (`compare --vs`): "5 hr 10 min more than in Tromsø", "… less than in
  /// Tromsø", "as long as in Tromsø".
  case longerThanPlace(String, place: String), shorterThanPlace(String, place: String)
  case sameLengthAsPlace(String)
  /// A sunrise or sunset shift: "4h 51m earlier", "6h 59m later", "same time".
  case earlier(String), later(String), sameTime
  /// The applets' menu entry that asks for a date: "Compare with…".
  case compareWith
}

/// Interface words that are not sentences.
public enum Label: String, Sendable, CaseIterable {
  case sunrise, sunset, dayLength, solarNoon, nextEvents, daylight
  case polarNight, midnightSun, defaultLocation, setLocationHint, automaticLocationUnavailable, tomorrow
  /// The applets' words: the shown sun day's heading, a change's row label, their actions.
  case today, sinceYesterday, refresh, settings
}

extension Localization {
  /// The hemisphere-aware name of a solstice or equinox.
  public func name(of kind: SeasonEventKind, in hemisphere: Hemisphere) -> String {
    eventName(Season(beginningAt: kind, in: hemisphere), isSolstice: kind.isSolstice)
  }

  /// The plain month name; Finnish overrides it with the partitive.
  public func monthNameAfterDay(_ month: Int) -> String { monthName(month) }

  /// A time of day on the chosen clock: "14:46" or "2:46 PM".
  public func time(_ local: LocalDateTime, clock: ClockStyle) -> String {
    switch clock {
    case .twentyFourHour:
      return "\(pad(local.hour, 2)):\(pad(local.minute, 2))"
    case .twelveHour:
      return TwelveHourClock.text(local, separator: ":", periods: dayPeriods)
    }
  }
}

extension Localization {
  /// TEXT, a number written with ".", in the language's decimal mark: "59.91" → "59,91". The
  /// one place a number's decimal point becomes the language's (chart, tables, polar messages).
  public func decimalMarked(_ text: String) -> String {
    decimalSeparator == "." ? text : text.split(separator: ".", omittingEmptySubsequences: false)
      .joined(separator: decimalSeparator)
  }
}

/// The registry of languages.
public enum Languages {
  /// Every language Solverv speaks, English first (the default).
  public static let all: [any Localization] = [
    English(), NorwegianBokmal(), Swedish(), Danish(), Finnish(), German(),
  ]

  /// The language for a code (`en`, `nb`, also `en_GB.UTF-8`-style locale names), or nil.
  public static func named(_ code: String) -> (any Localization)? {
    let base =
      code.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" || $0 == "@" }).first
      .map { $0.lowercased() } ?? ""
    let normalized = base == "no" || base == "nn" ? "nb" : base
    return all.first { $0.code == normalized }
  }

  public static var codes: [String] { all.map(\.code) }
}
