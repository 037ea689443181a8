import ArgumentParser
import SolvervApp
import SolvervCities
import SolvervConfig
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-status config init|check|path|get|set`.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Create, check, locate, read or change the config file.",
    subcommands: [ConfigPath.self, ConfigCheck.self, ConfigInit.self, ConfigGet.self, ConfigSet.self, ConfigWords.self, ConfigSchema.self])
}

struct ConfigFileOption: StatusOptionGroup {
  @Option(.config) var config: String?

  var path: String { config ?? Paths.configFile }

  /// The config's bytes, read once by ``ConfigLoader``'s rules (none for a missing file: its
  /// settings are the defaults; none for the null device). Exits 78 with `config check`'s message
  /// when the config is there but cannot be read as a config: a FIFO, folder, socket or device,
  /// unreadable, over 1 MiB — as the status line and `config check` do.
  func readBytes() throws -> [UInt8] {
    do throws(ConfigLoader.Refusal) { return try ConfigLoader.bytes(at: path, missingIsDefaults: true) ?? [] } catch {
      Output.error("solverv-status: " + CommandLanguage.current.errorPhrase(error.configError.located))
      throw ExitCode(78)
    }
  }
}

struct ConfigPath: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where the config file is (or would be).")
  @OptionGroup var file: ConfigFileOption

  func run() throws { Output.line(file.path) }
}

struct ConfigCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Validate the config file and show what it resolves to; exit 78 if broken.")
  @OptionGroup var file: ConfigFileOption

  func run() throws {
    // A places file that is not read changes which places are found: said here, once.
    let language = CommandLanguage.current
    let places = PlacesFileLoading.lineForReport(in: language)
    do {
      let (config, path) = try ConfigLoader.load(path: file.config)
      let location = try LocationResolver.resolve(StatusArguments(), config: config, configPath: path)
      let shownName = Escaping.sanitized(location.name(in: language))
      guard FileReader.exists(path) else {
        Output.line(language.noticePhrase(.noConfigFile(path: path)))
        Output.line(
          language.noticePhrase(.defaultLocationLine(place: shownName, zone: location.zone.identifier, source: location.source)))
        if let places { Output.line(places) }
        return
      }
      Output.line(language.noticePhrase(.configValid(path: path)))
      // A place named by its coordinates alone is not written twice ("59.9°N 10.7°E 59.9°N 10.7°E").
      let coordinates = language.coordinates(LocationResolver.coordinateName(location.coordinate))
      Output.line(
        language.noticePhrase(
          .locationLine(
            place: shownName == coordinates ? shownName : shownName + " " + coordinates, zone: location.zone.identifier,
            source: location.source)))
      if let places { Output.line(places) }
      // Every setting but the place (said above), as `config get` names it: one line for the
      // top level, one per table.
      for group in Setting.summaryGroups {
        Output.line(
          group.map { setting in
            let text = Escaping.visibleInMessage(setting.read(config).description)
            return "\(setting.name): \(text.isEmpty ? language.noticePhrase(.noValue) : text)"
          }.joined(separator: " · "))
      }
      for (name, format) in config.formats.sorted(by: { $0.key < $1.key }) {
        Output.line(
          language.noticePhrase(
            .formatLine(
              name: name, size: format.size?.rawValue, template: format.template.map { Escaping.visibleInMessage($0.source) })))
      }
    } catch let error as ConfigError, LocationResolver.Failure.config(let error) {
      if let places { Output.error("solverv-status: " + places) }
      Output.error("solverv-status: " + error.description(in: language))
      throw ExitCode(78)
    }
  }
}

struct ConfigInit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Write a commented config file (never overwrites without --force).",
    discussion: """
      The place, as every other command takes it: --location CITY (or --city), or --lat/--lon \
      with --name and --tz (without --tz, the nearest city's zone). Without one, the principal \
      city of the system's time zone.
      """)
  @OptionGroup var place: PlaceOptions

  @Option(help: ArgumentHelp("The same as --location.", valueName: "city"))
  var city: String?

  @Flag(help: "Replace an existing file.")
  var force = false

  @Option(.lang) var lang: LanguageChoice?

  func run() throws {
    let path = place.file.path
    // The language of the file being replaced (else the locale's), read before it is written.
    let language = CommandLanguage.current
    // The place first: a place every later command would reject is an argument error, and no
    // file is written for it.
    let (initial, notice) = try initialPlace()
    // Under the config lock, so a `config set` at the same moment is not overwritten unseen.
    let lock: ConfigLock
    do { lock = try ConfigLock.acquire(for: path) } catch {
      let problem: FileProblem
      switch error {
      // "cannot write X: another writer has held…", not `config set`'s "the config is busy: …".
      case .busy(let held, let seconds): problem = .writeHeld(path: path, held: held, seconds: Int(seconds.rounded()))
      default: problem = error.problem(writing: path)
      }
      Output.error("solverv-status: " + CommandLanguage.current.errorPhrase(.file(problem)))
      throw ExitCode(error.isBusy ? 75 : 73)
    }
    defer { lock.release() }
    if FileReader.exists(path), !force {
      Output.error("solverv-status: " + CommandLanguage.current.errorPhrase(.file(.alreadyExists(path: path))))
      throw ExitCode(73)
    }
    // The comments in the run's language (--lang, else the replaced file's, else the locale's).
    let text = ConfigTemplate.text(place: initial, language: language)
    do {
      _ = try SolvervConfig.parse(text, path: path)  // what we write must be valid
    } catch {
      Output.error("solverv-status: " + CommandLanguage.current.errorPhrase(.file(.internalError(.rendered("\(error)")))))
      throw ExitCode(73)
    }
    do throws(AtomicFile.Failure) { try AtomicFile.write(Array(text.utf8), to: path) } catch {
      // The reason as data (``WriteReason``), worded in the language after its "cannot write PATH:".
      Output.error("solverv-status: " + CommandLanguage.current.errorPhrase(.file(.cannotWrite(path: path, reason: error.reason))))
      throw ExitCode(73)
    }
    if let notice { Output.error("solverv-status: " + language.noticePhrase(notice)) }
    Output.line(language.noticePhrase(.wrote(path: path)))
  }

  /// The place to write and a notice for stderr: a city (`--location`/`--city`), coordinates
  /// (`--lat/--lon`, `--name`, `--tz` or the nearest city's zone), else the system zone's city.
  private func initialPlace() throws -> (InitialPlace, NoticePhrase?) {
    let coordinates = place.coordinates
    if let location = place.location, let city, location != city {
      throw CommandLanguage.error(.twoPlaces)
    }
    if let city = place.location ?? city {
      guard coordinates.lat == nil, coordinates.lon == nil else {
        throw CommandLanguage.error(.placeAndCoordinates)
      }
      // The file's city takes its own zone and name; a place of your own is coordinates.
      guard place.tz == nil, coordinates.name == nil else {
        throw CommandLanguage.error(.zoneWithCity)
      }
      guard let match = LocationResolver.lookup(city, system: TimeZoneDatabase.system) else {
        throw CommandLanguage.error(.unknownPlaceToInit(printable(city)))
      }
      // Written as typed when that names this city alone; else as a query that does.
      let plain = city.unicodeScalars.allSatisfy { !Escaping.isInvisible($0) && $0.properties.generalCategory != .control }
      // A city typed by another name ("Roma") keeps it in the query ("Roma, IT").
      let query =
        !match.isAmbiguous && plain
        ? city
        : match.typedName.flatMap { CityTable.shortestQuery(for: match.city, as: $0) }
          ?? CityTable.shortestQuery(for: match.city) ?? CityTable.label(of: match.city)
      return (.city(query), LocationResolver.ambiguityNotice(city, match))
    }
    if coordinates.lat != nil || coordinates.lon != nil {
      var arguments = StatusArguments()
      arguments.latitude = coordinates.lat
      arguments.longitude = coordinates.lon
      arguments.name = coordinates.name
      arguments.timezone = place.tz
      let location: Location
      do { location = try LocationResolver.resolve(arguments, config: .empty, configPath: place.file.path) } catch {
        throw CommandLanguage.error(error.phrase)
      }
      return (.coordinates(name: location.name, coordinate: location.coordinate, zone: location.zone.identifier), nil)
    }
    let zone: TimeZoneRules
    if let name = place.tz {
      do { zone = try TimeZoneDatabase.zone(named: name) } catch { throw CommandLanguage.error(error.phrase) }
    } else {
      zone = TimeZoneDatabase.system()
    }
    let initial = LocationResolver.initialPlace(zone: zone)
    if case .none(let shown, let reason) = initial {
      return (initial, .placeLeftEmpty(zone: shown, reason: reason))
    }
    return (initial, nil)
  }
}
