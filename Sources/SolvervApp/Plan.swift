public import SolvervConfig
public import SolvervEngine

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

  /// The plan from values alone (no file or variable is read here: the edge reads them into
  /// `inputs`, see ``PlanInputs/read(configPath:themeChoicePath:environment:)``).
  /// - Parameters:
  ///   - choices: what the command line asked for; none for the daemon.
  ///   - format: the output format's name, for its `[format.NAME]` settings.
  public init(_ choices: PlanChoices = PlanChoices(), inputs: PlanInputs, format: String = "text", now: Instant) throws(Failure) {
    config = inputs.config
    let environment = inputs.environment
    let resolution = try LocationResolver.resolution(
      choices.place, config: config, configPath: inputs.configPath, environment: environment)
    location = resolution.location

    var settings = Plan.settings(
      config, language: choices.language, hemisphere: choices.hemisphere, clock: choices.clock, events: choices.events,
      environment: environment)
    settings.altitude = choices.altitude
    settings.themeOverride = config.theme.enabled ? inputs.themeOverride : nil
    self.settings = settings
    let (notice, shown, language) = (resolution.notice, location, settings.language)
    locationNotice = notice.map { language.noticePhrase($0.naming(shown, in: language)) }
    let formatSettings = config.formats[format]
    let size = choices.size
    options = RenderOptions(
      size: size ?? formatSettings?.size ?? .small,
      template: choices.template ?? (size == nil ? formatSettings?.template : nil),
      clickCommand: choices.click ?? formatSettings?.click)

    if let at = choices.at {
      do throws(TimeSpecificationError) {
        start = try TimeSpecification.instant(from: at, now: now, zone: location.zone)
      } catch {
        throw .usage(error.phrase)
      }
    } else {
      start = now
    }
  }

  /// The command line's choices over the config's, over the environment's defaults; the
  /// system zone is the one the place's clock is compared with.
  static func settings(
    _ config: SolvervConfig, language: (any Localization)? = nil, hemisphere: Hemisphere? = nil, clock: ClockChoice? = nil,
    events: Int? = nil, environment: PlanEnvironment
  ) -> SnapshotSettings {
    let timeLocale = environment.timeLocale
    let chosen = language ?? Plan.language(for: config, messagesLocale: environment.messagesLocale)
    // `auto` (nil, on the command line and in the config alike) is the locale's clock, or the
    // language's when the text is not in the locale's language (Finnish on an en_US system is
    // on the 24-hour clock).
    let fixed: ClockStyle? = clock.map(\.style) ?? config.clock
    return SnapshotSettings(
      language: Plan.ordered(chosen, config.dateOrder ?? LocaleConventions.dateOrder(for: timeLocale)),
      hemisphere: hemisphere ?? config.hemisphere,
      clock: fixed ?? LocaleConventions.clock(for: timeLocale, language: chosen.code),
      messageParts: config.notifications.parts, systemZone: environment.systemZone,
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

  /// The config's language, else the locale's (`messagesLocale`, see
  /// ``PlanEnvironment/messagesLocale()``): what Solverv speaks without `--lang`.
  public static func language(for config: SolvervConfig, messagesLocale: String?) -> any Localization {
    config.language.flatMap(Languages.named) ?? language(messagesLocale: messagesLocale)
  }

  /// The locale's language, else English.
  public static func language(messagesLocale: String?) -> any Localization {
    messagesLocale.map { Languages.named($0) ?? English() } ?? English()
  }
}
