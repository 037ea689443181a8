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
    subcommands: [ConfigPath.self, ConfigCheck.self, ConfigInit.self, ConfigGet.self, ConfigSet.self, ConfigWords.self])
}

struct ConfigFileOption: ParsableArguments {
  @Option(.config) var config: String?

  var path: String { config ?? Paths.configFile }
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
    do {
      let (config, path) = try ConfigLoader.load(path: file.config)
      let location = try LocationResolver.resolve(StatusArguments(), config: config, configPath: path)
      guard FileReader.exists(path) else {
        Output.line("no config file at \(path): using defaults (create one with `solverv-status config init`)")
        Output.line("location: \(location.name) (\(location.zone.identifier), \(location.source.rawValue))")
        return
      }
      Output.line("\(path): OK")
      Output.line(
        "location: \(Escaping.sanitized(location.name)) \(LocationResolver.coordinateName(location.coordinate)) \(location.zone.identifier) (\(location.source.rawValue))"
      )
      Output.line(
        "language: \(config.language ?? "from $LANG") · clock: \(config.clock?.rawValue ?? "auto") · hemisphere: \(config.hemisphere?.rawValue ?? "auto")"
      )
      for (name, format) in config.formats.sorted(by: { $0.key < $1.key }) {
        Output.line(
          "format \(name): size \(format.size?.rawValue ?? "default")\(format.template.map { ", template \($0.source)" } ?? "")")
      }
    } catch let error as ConfigError, LocationResolver.Failure.config(let error) {
      Output.error("solverv-status: " + error.description)
      throw ExitCode(78)
    }
  }
}

struct ConfigInit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Write a commented config file (never overwrites without --force).")
  @OptionGroup var file: ConfigFileOption

  @Option(help: ArgumentHelp("Start with this city, e.g. \"Oslo\".", valueName: "city"))
  var city: String?

  @Flag(help: "Replace an existing file.")
  var force = false

  func run() throws {
    let path = file.path
    // The place first: a city every later command would reject is an argument error, and no
    // file is written for it.
    let place: InitialPlace
    var notice: String? = nil
    if let city {
      guard let match = CityTable.lookup(city) else {
        Output.error(
          "solverv-status: unknown place '\(printable(city))' for --city: try `solverv-status locate \(printable(city))` for candidates"
        )
        throw ExitCode(64)
      }
      notice = LocationResolver.ambiguityNotice(city, match)
      // Written as typed when that names this city alone; else as a query that does.
      let plain = city.unicodeScalars.allSatisfy { !Escaping.isInvisible($0) && $0.properties.generalCategory != .control }
      place = .city(
        !match.isAmbiguous && plain ? city : CityTable.shortestQuery(for: match.city) ?? CityTable.label(of: match.city))
    } else {
      place = LocationResolver.initialPlace(zone: TimeZoneDatabase.system())
      if case .none(let reason) = place {
        notice = "\(reason): [location] is left for you to fill in (or run `config init --city NAME --force`)"
      }
    }
    // Under the config lock, so a `config set` at the same moment is not overwritten unseen.
    let lock: ConfigLock
    do { lock = try ConfigLock.acquire(for: path) } catch {
      Output.error("solverv-status: cannot write \(path): \(error)")
      throw ExitCode(error.isBusy ? 75 : 73)
    }
    defer { lock.release() }
    if FileReader.exists(path), !force {
      Output.error("solverv-status: \(path) already exists; use --force to replace it")
      throw ExitCode(73)
    }
    let text = ConfigTemplate.text(place: place)
    do {
      _ = try SolvervConfig.parse(text, path: path)  // what we write must be valid
      try AtomicFile.write(Array(text.utf8), to: path)
    } catch {
      Output.error("solverv-status: cannot write \(path): \(error)")
      throw ExitCode(73)
    }
    if let notice { Output.error("solverv-status: " + notice) }
    Output.line("wrote \(path)")
  }
}
