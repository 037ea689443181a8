import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `solverv-status wait EVENT`: sleep until the next sunrise, dusk, solar noon or season event,
/// for scripts (`solverv-status wait civil-dusk && switch-to-dark-theme`).
struct WaitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wait",
    abstract: "Sleep until the next sunrise, sunset, dawn, dusk, solar noon or season event.",
    discussion: """
      EVENT: \(SunEventKind.allowedNames). Dawn and dusk are the Sun's centre at −6° (civil), \
      −12° (nautical), −18° (astronomical); sunrise and sunset at −0.833°, as in `sun`.

      The target is the first EVENT + --offset strictly after now. At once it prints the target \
      on stdout as one line, ISO 8601 with the place's UTC offset (2026-11-23T15:20:41+01:00), \
      then sleeps on the wall clock (CLOCK_REALTIME: a suspend or a clock change is honoured) \
      and exits 0 at the target. --print prints the line and exits without sleeping.

      --at sets "now" (time travel) and the clock runs on from there: it sleeps the real time \
      left, e.g. `--at 2026-11-23T15:20:00` sleeps 41 s before that sunset; add --print to \
      only compute.

      Place: as the status line (--location, --lat/--lon [--tz], the config file, the zone's \
      city). Exit status: 0 at the target; 1 when EVENT + offset does not happen within --within \
      (default 366d: at every latitude each dawn, dusk, sunrise and sunset comes within a year, \
      so 1 means a short --within, e.g. `--within 1d` for sunset in the midnight sun, or a \
      season event after the year 3000); 64 an invalid event, offset, duration or place; 78 an \
      invalid config.
      """)

  @Argument(
    help: ArgumentHelp("What to wait for: \(SunEventKind.allowedNames).", valueName: "event"), completion: Completions.events)
  var event: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Before (−) or after (+) the event: -30m, +1h30m, -45s, +1d (units s, m, h, d).", valueName: "±duration"))
  var offset: String?

  @Option(help: ArgumentHelp("Give up (exit 1) unless the target comes within this long (default 366d).", valueName: "duration"))
  var within: String?

  @Flag(help: "Print the target instant and exit at once instead of sleeping.")
  var print = false

  @OptionGroup var coordinates: CoordinateOptions
  @Option(.tz) var tz: String?
  @Option(.location) var location: String?
  @Option(.at) var at: String?
  @OptionGroup var file: ConfigFileOption

  func validate() throws {
    _ = try kind()
    _ = try offsetSeconds()
    _ = try horizon()
  }

  func kind() throws -> SunEventKind {
    guard let kind = SunEventKind(rawValue: event) else {
      throw CommandLanguage.error(.unknownEvent(printable(event), valid: SunEventKind.allowedNames))
    }
    return kind
  }

  func offsetSeconds() throws -> Double {
    guard let offset else { return 0 }
    guard let seconds = WaitDuration.seconds(offset, signed: true), abs(seconds) <= 7 * 86_400 else {
      throw CommandLanguage.error(.invalidOffset(printable(offset)))
    }
    return seconds
  }

  func horizon() throws -> Double {
    guard let within else { return SunCalculator.searchHorizon }
    guard let seconds = WaitDuration.seconds(within, signed: false), seconds > 0, seconds <= SunCalculator.searchHorizon else {
      throw CommandLanguage.error(.invalidWithin(printable(within)))
    }
    return seconds
  }

  func run() throws {
    let kind = try kind()
    let offset = try offsetSeconds()
    let horizon = try horizon()
    let realStart = SystemClock.now()
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let clock = SystemClock.timeSource(startingAt: at == nil ? nil : plan.start, realStart: realStart)
    let now = clock.now()
    let calculator = SunCalculator(coordinate: plan.location.coordinate, zone: plan.location.zone)
    // The event E with E + offset > now, i.e. the first E after now − offset.
    guard let event = calculator.next(kind, after: now - offset, within: horizon) else {
      Output.error(
        "solverv-status: no \(kind.rawValue) at \(plan.location.name) within \(WaitDuration.text(horizon)) of \(ISO8601.string(now, in: plan.location.zone))"
      )
      throw ExitCode(1)
    }
    let target = event + offset
    Output.line(ISO8601.string(target, in: plan.location.zone))
    if print || Output.stdoutFailure != 0 { return }  // nothing to wait for when no one reads
    // An absolute deadline on CLOCK_REALTIME; re-check in case the sleep ended early.
    while clock.now() < target { SystemClock.sleep(untilWallClock: clock.wallClockDeadline(for: target)) }
  }
}
