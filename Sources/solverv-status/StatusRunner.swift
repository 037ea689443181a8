#if canImport(Glibc)
  import Glibc
#endif
import SolvervEngine
import SolvervSystem

/// The status command: resolve the provider, config, place and settings, then print once or
/// keep printing on every change (`--watch`). Returns the exit status.
enum StatusRunner {
  static func run(_ arguments: StatusArguments) -> Int32 {
    signal(SIGPIPE, SIG_IGN)  // a closed output is a write error we handle, not a kill
    let formatName = arguments.format ?? "text"
    let provider: any StatusProvider
    do {
      provider = try UserFormats.provider(named: formatName)
    } catch {
      return usageError(error.description)
    }
    let plan: Plan
    do throws(Plan.Failure) {
      plan = try Plan(arguments, provider: provider)
    } catch {
      switch error {
      case .usage(let message):
        // Bars that show output see the problem in place; the exit status tells scripts.
        if provider.errorExitStatus == 0 {
          _ = Output.write(provider.renderError(message, options: RenderOptions()) + "\n", to: STDOUT_FILENO)
        }
        return usageError(message)
      case .config(let error):
        // A watching bar keeps running and recovers when the file is fixed.
        if arguments.watch { return WatchLoop(arguments: arguments, provider: provider).run() }
        return configError(error, provider: provider)
      }
    }
    if arguments.watch { return WatchLoop(arguments: arguments, provider: provider).run() }
    if plan.location.isDefault, isatty(STDERR_FILENO) == 1 {
      // People at a terminal learn that the place is a guess; bars (stderr not a terminal) are
      // told by the output itself (class default-location, is_default, the tooltip).
      Output.error("solverv-status: showing \(plan.location.name) (\(plan.location.zone.identifier)), a default; set your place with --location or `solverv-status config init`")
    }
    let line = provider.render(plan.snapshot(at: plan.start), options: plan.options)
    return Output.write(line + "\n", to: STDOUT_FILENO) ? 0 : 74
  }

  static func usageError(_ message: String) -> Int32 {
    Output.error("solverv-status: " + message)
    return 64
  }

  /// A broken config: the bar's own error state on stdout (a module must not vanish), the full
  /// message on stderr, and the provider's error status (0 for bars).
  static func configError(_ error: ConfigError, provider: any StatusProvider) -> Int32 {
    let message = error.description
    Output.error("solverv-status: " + message)
    if provider.errorExitStatus != 78 || provider.name == "json" {
      _ = Output.write(provider.renderError(message, options: RenderOptions()) + "\n", to: STDOUT_FILENO)
    }
    return provider.errorExitStatus
  }
}

/// Everything resolved for one run: what to render, where, for when.
struct Plan {
  enum Failure: Error {
    case usage(String)
    case config(ConfigError)
  }

  let location: Location
  let settings: SnapshotSettings
  var options: RenderOptions
  /// The instant the run starts at: now, or the `--at` time.
  let start: Instant

  init(_ arguments: StatusArguments, provider: any StatusProvider, now: Instant = SystemClock.now()) throws(Failure) {
    // Command-line values are checked first: their errors are the user's to fix right now.
    let size = try arguments.size.map { (text) throws(Failure) -> WidgetSize in
      guard let size = WidgetSize(rawValue: text) else {
        throw .usage("size '\(printable(text))' is not known: use small, medium or large")
      }
      return size
    }
    var template: Template? = nil
    if let text = arguments.template {
      do { template = try Template(text) } catch { throw .usage(error.description) }
    }
    let language = try arguments.language.map { (code) throws(Failure) -> any Localization in
      guard let language = Languages.named(code) else {
        throw .usage("unknown language '\(printable(code))': use one of \(Languages.codes.joined(separator: ", "))")
      }
      return language
    }
    let hemisphere = try arguments.hemisphere.map { (text) throws(Failure) -> Hemisphere in
      guard let hemisphere = Hemisphere(rawValue: text) else {
        throw .usage("hemisphere '\(printable(text))' is not known: use north or south")
      }
      return hemisphere
    }
    let clock = try arguments.clock.map { (text) throws(Failure) -> ClockStyle in
      guard let clock = ClockStyle(rawValue: text) else { throw .usage("clock '\(printable(text))' is not known: use 24h or 12h") }
      return clock
    }

    let config: SolvervConfig
    let configPath: String
    do throws(ConfigError) {
      (config, configPath) = try ConfigLoader.load(path: arguments.config)
    } catch {
      throw .config(error)
    }

    do throws(LocationResolver.Failure) {
      location = try LocationResolver.resolve(arguments, config: config, configPath: configPath)
    } catch {
      switch error {
      case .usage(let message): throw Failure.usage(message)
      case .config(let error): throw Failure.config(error)
      }
    }

    settings = SnapshotSettings(
      language: language ?? config.language.flatMap(Languages.named) ?? Plan.environmentLanguage(),
      hemisphere: hemisphere ?? config.hemisphere,
      clock: clock ?? config.clock ?? .twentyFourHour,
      messageParts: config.notifications.parts)
    let formatSettings = config.formats[provider.name]
    options = RenderOptions(
      size: size ?? formatSettings?.size ?? .small,
      template: template ?? (size == nil ? formatSettings?.template : nil),
      clickCommand: arguments.click ?? formatSettings?.click)

    if let at = arguments.at {
      do throws(TimeSpecificationError) {
        start = try TimeSpecification.instant(from: at, now: now, zone: location.zone)
      } catch {
        throw .usage(error.description)
      }
    } else {
      start = now
    }
  }

  func snapshot(at instant: Instant) -> SolarSnapshot {
    SolarSnapshot(at: instant, location: location, settings: settings)
  }

  /// `$LC_ALL`, `$LC_MESSAGES`, `$LANG`, else English.
  static func environmentLanguage() -> any Localization {
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = FileReader.environment(variable) { return Languages.named(value) ?? English() }
    }
    return English()
  }
}
