import ArgumentParser
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// `solverv-status notify --preview [--at …]`: the daily notification's text, as the daemon would
/// send it, without sending anything.
struct NotifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notify",
    abstract: "Preview the daily daylight notification (the daemon sends it).",
    discussion: """
      The daemon (`solverv-status daemon`) sends one notification a day, at sunrise by default, \
      at sunset or at a time of day (`at` in [notifications] of config.toml), never twice for a day \
      and never for days it missed. --preview prints the text for now, or for --at.
      """)

  @Flag(help: "Print the notification instead of sending it (the only mode: the daemon sends).")
  var preview = false

  // The status line's own options: the instant, a place as the status line resolves it, its words.
  @Option(.at) var at: String?
  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?

  func validate() throws {
    guard preview else {
      throw ValidationError("notify only previews (--preview); the daemon sends the notification: run `solverv-status daemon`")
    }
  }

  func run() throws {
    let plan = try Plan.forSubcommand(StatusArguments(parsed: self))
    let settings = plan.config.notifications
    // Preview as if nothing had been sent, at the instant given (the day's moment or later).
    switch NotificationPlan.decide(
      now: plan.start, location: plan.location, settings: settings, snapshotSettings: plan.settings, lastSent: nil)
    {
    case .send(let summary, let body, _):
      Output.line(summary)
      Output.line(body)
    case .wait(let until, let reason):
      // The same two lines as when it is sent (title, then body): the plan's settings already
      // carry the config's message parts.
      Output.line(NotificationPlan.summary(language: plan.settings.language, location: plan.location))
      Output.line(plan.snapshot(at: plan.start).message)
      Output.error("(not sent at this moment: \(reason); next \(ISO8601.string(until, in: plan.location.zone)))")
    }
  }
}
