import SolvervConfig
public import SolvervEngine

extension Plan {
  /// The plan of no arguments and an empty config, read from no file: what the daemon uses while
  /// its config has never been valid (it keeps the last good plan after that). The same values
  /// `init` gives an empty config, with the place the time zone's city.
  public init(defaultsAt now: Instant, environment: PlanEnvironment) {
    config = .empty
    location = LocationResolver.defaultLocation(zone: environment.systemZone)
    settings = Plan.settings(.empty, environment: environment)
    let (notice, shown, language) = (LocationResolver.defaultNotice(location), location, settings.language)
    locationNotice = notice.map { language.noticePhrase($0.naming(shown, in: language)) }
    options = RenderOptions()
    start = now
  }
}
