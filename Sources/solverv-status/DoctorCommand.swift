import ArgumentParser
import SolvervApp
import SolvervCommandWords
import SolvervCities
import SolvervConfig
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-status doctor`: one line for each part of the setup a first day needs — the service,
/// notifications, the place, automatic location, the places file, the portal — with what to do
/// when it is not right. The bus is asked, never waited on: who owns a name now.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the setup: the service, notifications, the place, GeoClue, the places file, the portal.",
    discussion: """
      One line each, ✓ when right, ✗ with what to do when not, – when switched off. The service \
      and the portal are the names owned on the session bus now; automatic location needs GeoClue \
      on the system bus. Exit status: 0 every line is right; 1 at least one ✗; 64 invalid argument.
      """)

  @OptionGroup var place: PlaceOptions
  @Option(.lang) var lang: LanguageChoice?

  func run() throws {
    // Said on its own line below, not as a warning on stderr.
    _ = PlacesFileLoading.lineForReport()
    var findings: [DoctorFinding] = []
    var config = SolvervConfig.empty
    do { config = try ConfigLoader.load(path: place.file.config).config } catch { findings.append(.configInvalid(error.description(in: CommandLanguage.current))) }
    // A broken config still names its language (`CommandLanguage`): its lines come in it.
    let language = lang?.localization ?? CommandLanguage.current
    let bus = Self.probe()

    if let session = bus["session"], session != "ok" {
      findings.append(.noSessionBus(session))
    } else {
      findings.append(bus["service"] == "yes" ? .serviceRunning : .serviceStopped)
    }
    findings.append(config.notifications.enabled ? .notificationsOn : .notificationsOff)
    findings += try placeFindings(config: config, bus: bus)
    findings.append(Self.placesFile())
    if config.theme.enabled {
      findings.append(bus["portal"] == "yes" ? .portalClaimed : .portalNotClaimed)
    } else {
      findings.append(.portalNotUsed)
    }
    for finding in findings {
      let mark = finding.isUnused ? "–" : finding.isOK ? "✓" : "✗"
      Output.line(mark + " " + language.commandPhrase(.doctor(finding)))
    }
    if findings.contains(where: { !$0.isOK }) { throw ExitCode(1) }
  }

  /// The place line and the automatic location's.
  private func placeFindings(config: SolvervConfig, bus: [String: String]) throws -> [DoctorFinding] {
    let automatic = config.location == .automatic
    let geoclue: DoctorFinding = automatic ? (bus["geoclue"] == "yes" ? .autoGeoClueThere : .autoNoGeoClue) : .autoNotUsed
    let plan: Plan
    do throws(Plan.Failure) {
      plan = try Plan(StatusArguments(parsed: self), format: "text")
    } catch {
      // A broken config is already its own line; a bad argument is the usage error it always is.
      guard case .config = error else { throw CommandLanguage.error(error.phrase) }
      return [geoclue]
    }
    let location = plan.location
    let name = location.name(in: plan.settings.language)
    let placeLine: DoctorFinding =
      if location.source == .commandLine || location.source == .config { .placeSet(name) }
      else if automatic || location.source == .system { .placeAutomatic }
      else { .placeNotSet(fallback: name) }
    return [placeLine, geoclue]
  }

  /// The bus's answers (`BusQuestions.probe` in the daemon's binary), as a dictionary.
  static func probe() -> [String: String] {
    guard let result = DaemonHelper.run(["--probe-bus"]) else {
      return ["session": "cannot run \(DaemonHelper.path): \(String(cString: strerror(errno)))"]
    }
    var answers: [String: String] = [:]
    for line in result.lines {
      guard let equals = line.firstIndex(of: "=") else { continue }
      answers[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    if answers["session"] == nil { answers["session"] = "solverv-daemon --probe-bus: exit \(result.status)" }
    return answers
  }

  /// The places file: read, refused (why), or not where the package puts it.
  static func placesFile() -> DoctorFinding {
    if let refusal = PlaceTables.fileRefusal {
      return .placesFileRefused(path: Escaping.visibleInMessage(refusal.path), problem: refusal.problem)
    }
    guard let path = PlacesFile.path(), FileReader.exists(path) else {
      return .placesFileMissing((PlacesFile.path() ?? PlacesFile.installedPath()).map { Escaping.visibleInMessage($0) })
    }
    return .placesFileFound(Escaping.visibleInMessage(path))
  }
}
