import ArgumentParser
import SolvervApp
import SolvervCommandWords
import SolvervConfig
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-status notify --preview [--at …]`: the daily notification's text, as the daemon would
/// send it, without sending anything; `--send` sends it now, as the daemon does (to try the
/// notification server, or from a bar user's own timer).
struct NotifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notify",
    abstract: "Preview the daily daylight notification, or send it now.",
    discussion: """
      The daemon (`solverv-status daemon`) sends one notification a day, at sunrise by default, \
      at sunset or at a time of day (`at` in [notifications] of config.toml), never twice for a day \
      and never for days it missed. --preview prints the text for now, or for --at. --send sends \
      that text now through org.freedesktop.Notifications on the session bus, as the daemon does \
      (exit 69 and one line when there is no notification server, 1 when it refuses).
      """)

  @Flag(help: "Print the notification instead of sending it.")
  var preview = false

  @Flag(help: "Send the notification now, through the session bus's notification server.")
  var send = false

  // The status line's own options: the instant, a place as the status line resolves it, its words.
  @Option(.at) var at: String?
  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?

  func validate() throws {
    guard preview != send else {
      throw CommandLanguage.error(.giveOne(preview ? .previewAndSend : .previewOrSend))
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
      guard preview else { return try Self.sendNow(summary: summary, body: body, language: plan.settings.language) }
      Output.line(summary)
      Output.line(body)
    case .wait(let until, let reason):
      // The same two lines as when it is sent (title, then body): the plan's settings already
      // carry the config's message parts.
      let summary = NotificationPlan.summary(language: plan.settings.language, location: plan.location)
      let body = plan.snapshot(at: plan.start).message
      guard preview else { return try Self.sendNow(summary: summary, body: body, language: plan.settings.language) }
      Output.line(summary)
      Output.line(body)
      Output.error(plan.settings.language.commandPhrase(.notSent(reason, next: ISO8601.string(until, in: plan.location.zone))))
    }
  }

  /// Sends through `solverv-daemon`'s own Notify call (this binary does not load libdbus): quiet
  /// when shown; one line and 69 without a server, 1 when the server refuses.
  static func sendNow(summary: String, body: String, language: any Localization) throws {
    guard let result = DaemonHelper.run(["--send-notification", summary, body]) else {
      Output.error("solverv-status: cannot run \(DaemonHelper.path): \(String(cString: strerror(errno)))")
      throw ExitCode(69)
    }
    let reason = result.lines.first ?? "exit \(result.status)"
    switch result.status {
    case 0: return
    case 69:
      Output.error("solverv-status: " + language.commandPhrase(.noNotificationServer(reason)))
      throw ExitCode(69)
    default:
      Output.error("solverv-status: " + language.commandPhrase(.notificationFailed(reason)))
      throw ExitCode(1)
    }
  }
}
