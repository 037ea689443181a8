public import SolvervConfig
public import SolvervEngine
public import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Everything resolved for one run: what to render, where, for when.
public struct Plan: Sendable {
  /// `usage` errors came from the command line (exit 64); config errors carry the file
  /// position (exit 78).
  public enum Failure: Error {
    case usage(ErrorPhrase)
    case config(ConfigError)

    /// One line for the user, without the program name, in English (logs).
    public var message: String { message(in: English()) }

    /// The line in `language`.
    public func message(in language: any Localization) -> String { language.errorPhrase(phrase) }

    /// The message as data.
    public var phrase: ErrorPhrase {
      switch self {
      case .usage(let phrase): phrase
      case .config(let error): error.located
      }
    }

    /// The exit status scripts can trust: 64 bad argument, 78 bad config.
    public var exitStatus: Int32 {
      switch self {
      case .usage: 64
      case .config: 78
      }
    }
  }

  /// The config file as loaded (empty when there is none), for settings beyond the snapshot's
  /// (notifications, `location = "auto"`).
  public let config: SolvervConfig
  public let location: Location
  /// A line for a person at a terminal about the place: a default, or a choice among namesakes
  /// (see `LocationResolver.Resolution`); nil when there is nothing to say.
  public let locationNotice: String?
  public let settings: SnapshotSettings
  public var options: RenderOptions
  /// The instant the run starts at: now, or the `--at` time.
  public let start: Instant

  /// - Parameters:
  ///   - format: the output format's name, for its `[format.NAME]` settings.
  ///   - themeChoicePath: where the manual light/dark choice is kept; nil: the real one, or time
  ///     travel's own under `--at` (``ThemeOverrideStore``).
  public init(
    _ arguments: StatusArguments, format: String, now: Instant = SystemClock.now(), themeChoicePath: String? = nil
  ) throws(Failure) {
    // Command-line values are checked first: their errors are the user's to fix right now. (Sizes,
    // languages, hemispheres and clocks arrive typed: the parsers already refused the others.)
    var template: Template? = nil
    if let text = arguments.template {
      do { template = try Template(text) } catch { throw .usage(error.phrase) }
    }

    let configPath: String
    do throws(ConfigError) {
      (config, configPath) = try ConfigLoader.load(path: arguments.config)
    } catch {
      throw .config(error)
    }
    // Loaded once: the default place may come from it, and every place's clock is compared with it.
    let systemZone = TimeZoneDatabase.system()
    let resolution = try LocationResolver.resolution(arguments, config: config, configPath: configPath, systemZone: systemZone)
    location = resolution.location

    var settings = Plan.settings(
      config, language: arguments.language?.localization, hemisphere: arguments.hemisphere, clock: arguments.clock,
      events: arguments.events?.count, systemZone: systemZone)
    settings.altitude = arguments.altitude?.degrees
    // The switch's manual choice is read only while the switch is on (no file read otherwise).
    if config.theme.enabled {
      settings.themeOverride =
        ThemeOverrideStore.load(path: themeChoicePath ?? ThemeOverrideStore.path(timeTravel: arguments.at != nil)).override
    }
    self.settings = settings
    let (notice, shown, language) = (resolution.notice, location, settings.language)
    locationNotice = notice.map { language.noticePhrase($0.naming(shown, in: language)) }
    let formatSettings = config.formats[format]
    let size = arguments.size
    options = RenderOptions(
      size: size ?? formatSettings?.size ?? .small,
      template: template ?? (size == nil ? formatSettings?.template : nil),
      clickCommand: arguments.click ?? formatSettings?.click)

    if let at = arguments.at {
      do throws(TimeSpecificationError) {
        start = try TimeSpecification.instant(from: at, now: now, zone: location.zone)
      } catch {
        throw .usage(error.phrase)
      }
    } else {
      start = now
    }
  }

  /// The plan of a service with no command line (the daemon): the config's place and settings at
  /// `now`, rendered as the `text` format is (so `[format.text]` shapes the daemon's `Text`).
  public init(configPath: String?, now: Instant, themeChoicePath: String? = nil) throws(Failure) {
    try self.init(StatusArguments(config: configPath), format: "text", now: now, themeChoicePath: themeChoicePath)
  }

  /// The command line's choices over the config's, over the environment's defaults; the
  /// system zone is the one the place's clock is compared with (nil: nothing is marked).
  static func settings(
    _ config: SolvervConfig, language: (any Localization)? = nil, hemisphere: Hemisphere? = nil, clock: ClockChoice? = nil,
    events: Int? = nil, systemZone: TimeZoneRules? = nil
  ) -> SnapshotSettings {
    let timeLocale = LocaleConventions.timeLocale()
    let chosen = language ?? Plan.language(for: config)
    // `auto` (nil, on the command line and in the config alike) is the locale's clock, or the
    // language's when the text is not in the locale's language (Finnish on an en_US system is
    // on the 24-hour clock).
    let fixed: ClockStyle? = clock.map(\.style) ?? config.clock
    return SnapshotSettings(
      language: Plan.ordered(chosen, config.dateOrder ?? LocaleConventions.dateOrder(for: timeLocale)),
      hemisphere: hemisphere ?? config.hemisphere,
      clock: fixed ?? LocaleConventions.clock(for: timeLocale, language: chosen.code),
      messageParts: config.notifications.parts, systemZone: systemZone,
      listCount: events ?? config.eventCount ?? SnapshotSettings.defaultListCount, theme: config.theme)
  }

  public func snapshot(at instant: Instant) -> SolarSnapshot {
    SolarSnapshot(at: instant, location: location, settings: settings)
  }

  /// English written in `order`; the other languages have one order each.
  static func ordered(_ language: any Localization, _ order: DateOrder) -> any Localization {
    // Month-first is English's own default: the common case builds nothing.
    order == .mdy || language.code != "en" ? language : English(dateOrder: order)
  }

  /// The config's language, else the environment's: what Solverv speaks without `--lang`.
  public static func language(for config: SolvervConfig) -> any Localization {
    config.language.flatMap(Languages.named) ?? environmentLanguage()
  }

  /// `$LC_ALL`, `$LC_MESSAGES`, `$LANG`, else English.
  public static func environmentLanguage() -> any Localization {
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = Environment.variable(variable) { return Languages.named(value) ?? English() }
    }
    return English()
  }
}
