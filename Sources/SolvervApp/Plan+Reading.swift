public import SolvervEngine
public import SolvervSystem
public import SolvervConfig

/// The edge: reads a plan's inputs from this machine (the config, the manual theme choice, the
/// zone and the locale), then builds the plan from the values.
extension Plan {
  /// The command line's plan, read now.
  /// - Parameters:
  ///   - format: the output format's name, for its `[format.NAME]` settings.
  ///   - themeChoicePath: where the manual light/dark choice is kept; nil: the real one, or time
  ///     travel's own under `--at` (``ThemeOverrideStore``).
  public init(
    _ arguments: StatusArguments, format: String, now: Instant = SystemClock.now(), themeChoicePath: String? = nil
  ) throws(Failure) {
    // Command-line values are checked first: their errors are the user's to fix right now. (Sizes,
    // languages, hemispheres and clocks arrive typed: the parsers already refused the others.)
    let choices = try arguments.planChoices()
    let inputs = try PlanInputs.read(
      configPath: arguments.config, themeChoicePath: themeChoicePath ?? ThemeOverrideStore.path(timeTravel: arguments.at != nil),
      environment: .current())
    try self.init(choices, inputs: inputs, format: format, now: now)
  }

  /// The plan of a service with no command line (the daemon): the config's place and settings at
  /// `now`, rendered as the `text` format is (so `[format.text]` shapes the daemon's `Text`).
  public init(configPath: String?, now: Instant, themeChoicePath: String? = nil) throws(Failure) {
    let inputs = try PlanInputs.read(
      configPath: configPath, themeChoicePath: themeChoicePath ?? ThemeOverrideStore.defaultPath, environment: .current())
    try self.init(inputs: inputs, now: now)
  }

  /// ``init(defaultsAt:environment:)`` in this machine's environment.
  public init(defaultsAt now: Instant) {
    self.init(defaultsAt: now, environment: .current())
  }

  /// The language a message about the config at `path` (nil: the default file) is written in
  /// (``messageLanguage(configBytes:messagesLocale:)``), read once by the config's read rules, in
  /// this process's locale.
  public static func messageLanguage(configPath path: String?) -> any Localization {
    let bytes = try? ConfigLoader.bytes(at: path ?? Paths.configFile, missingIsDefaults: true)
    return messageLanguage(configBytes: bytes ?? nil, messagesLocale: PlanEnvironment.messagesLocale())
  }

  /// ``language(for:messagesLocale:)`` in this process's locale.
  public static func language(for config: SolvervConfig) -> any Localization {
    language(for: config, messagesLocale: PlanEnvironment.messagesLocale())
  }
}
