import SolvervCities
public import SolvervConfig
public import SolvervEngine
public import SolvervSystem

/// The settings in the config file: read for `config get/words` and D-Bus `GetSettings`, written
/// for `config set` and D-Bus `SetSettings`: all changes or
/// none, each named in the error when it is refused, the rest of the file — comments, layout,
/// line endings, other keys — kept, the write atomic and serialised with every other writer
/// (``ConfigLock``), so an acknowledged change is never lost to a writer at the same moment.
public enum SettingsFile {
  public enum Failure: LocalizedFailure, Sendable, Equatable {
    /// The key is not a setting.
    case unknownKey(String)
    /// The value is not allowed for the key (the message names both).
    case invalidValue(key: String, phrase: ErrorPhrase)
    /// The file as it stands is refused by `config check` (syntax, encoding, not a regular
    /// file, too large, unreadable): the user's to fix first. Nothing is written.
    case brokenFile(ErrorPhrase)
    /// Writing the file failed, or the result would be too large to read back.
    case file(FileProblem)
    /// Another writer held the config for the whole wait; nothing was written.
    case busy(FileProblem)

    /// The message in English (logs, tests).
    public var message: String { message(in: English()) }

    /// The message in `language`.
    public func message(in language: any Localization) -> String { language.errorPhrase(phrase) }

    /// The message as data.
    public var phrase: ErrorPhrase {
      switch self {
      case .unknownKey(let key): .unknownSetting(Escaping.sanitized(key), valid: Setting.all.map(\.name))
      case .invalidValue(_, let phrase), .brokenFile(let phrase): phrase
      case .file(let problem), .busy(let problem): .file(problem)
      }
    }
  }

  /// What ``apply(_:path:)`` changed: each key with its value in effect before and after, and
  /// how many other hard links the file had (they keep the old text: see ``AtomicFile``).
  public struct Applied: Sendable {
    public let changes: [(key: String, old: SettingValue, new: SettingValue)]
    public let otherLinks: Int
    /// The keys whose text in the file the write changed: one whose value in effect stayed the
    /// same (`theme.elevation -0` where the default 0 applied) is still written, and said so.
    public let written: Set<String>
  }

  /// The config reader's limit, which no write may pass: a larger file would never read back.
  public static let sizeLimit = ConfigLoader.sizeLimit

  /// The settings in effect in the file at `path` (defaults where it is silent).
  public static func values(path: String) throws(Failure) -> [(key: String, value: SettingValue)] {
    try values(of: try readForReading(path), path: path)
  }

  /// The settings in effect in `bytes`, the file at `path` as already read (``ConfigLoader``).
  public static func values(of bytes: [UInt8], path: String) throws(Failure) -> [(key: String, value: SettingValue)] {
    let config = try parse(bytes, path: path)
    return Setting.all.map { ($0.name, $0.read(config)) }
  }

  /// Applies `changes` (key → value) to the file at `path`, in one write, under the config lock
  /// (waiting for it up to `lockTimeout` seconds: 0 tries once, as the daemon's loop does).
  @discardableResult
  public static func apply(
    _ changes: [(key: String, value: SettingValue)], path: String, lockTimeout: Double = ConfigLock.timeout
  ) throws(Failure) -> Applied {
    let lock = try lock(path, timeout: lockTimeout)
    defer { lock.release() }
    let original = try read(path)
    let before = try parse(original, path: path)
    var bytes = original
    var keys: [Setting] = []
    var written: Set<String> = []
    for change in changes {
      guard let key = Setting.named(change.key) else { throw .unknownKey(change.key) }
      let edit = try edited(bytes, key: key, value: change.value)
      if edit != bytes { written.insert(key.name) }
      bytes = edit
      keys.append(key)
    }
    // The reader's own checks, with the key named; then the at-least-one rule and the place.
    let config: SolvervConfig
    do { config = try SolvervConfig.parse(bytes: bytes, path: path) } catch {
      throw .invalidValue(key: error.key ?? changes.first?.key ?? "", phrase: .setting(error.key ?? "", error.phrase))
    }
    try checkPlace(config, path: path, changed: keys.contains { $0.path.first == "location" })
    let scopes = keys.map { $0.path.first == "location" ? ["location"] : $0.path }
    try checkNothingElseChanged(original, bytes, outside: scopes)
    guard bytes.count <= sizeLimit else {
      throw .file(.resultTooLarge(path: path, megabytes: sizeLimit >> 20))
    }
    let links = AtomicFile.linkCount(path) ?? 1
    do { try AtomicFile.write(bytes, to: path) } catch {
      throw .file(.cannotWrite(path: path, reason: error.reason))
    }
    // The keys set, and the other settings of their `[location]` that changed with them: a city
    // set where `location = "auto"` stood ends auto-location, and says so.
    let locationChanged = keys.contains { $0.path.first == "location" }
    let shown = Setting.all.filter { setting in
      keys.contains { $0.name == setting.name }
        || (locationChanged && setting.path.first == "location" && setting.read(before) != setting.read(config))
    }
    return Applied(
      changes: shown.map { ($0.name, $0.read(before), $0.read(config)) }, otherLinks: max(links - 1, 0), written: written)
  }

  /// The config lock for `path`; its refusals become this writer's failures.
  static func lock(_ path: String, timeout: Double = ConfigLock.timeout) throws(Failure) -> ConfigLock {
    do { return try ConfigLock.acquire(for: path, timeout: timeout) } catch {
      switch error {
      case .notRegular(let kind): throw .brokenFile(.file(.cannotRead(path: path, .notRegular(kind.name))))
      case .busy(let held, let seconds): throw .busy(.busy(path: held, seconds: Int(seconds.rounded())))
      case .unusable(let reason): throw .file(.cannotWrite(path: path, reason: reason))
      }
    }
  }

  /// What D-Bus `GetSettings` (and the others asking by path) read, by ``ConfigLoader``'s rule
  /// (the null device is no settings); a missing file is the defaults.
  public static func readForReading(_ path: String) throws(Failure) -> [UInt8] {
    do throws(ConfigLoader.Refusal) { return try ConfigLoader.bytes(at: path, missingIsDefaults: true) ?? [] } catch {
      throw .brokenFile(.file(.cannotRead(path: path, error.failure.failure)))
    }
  }

  /// The file's bytes for a writer, under its lock; none when it does not exist. What `config
  /// check` refuses to read is a broken file here too (exit 78); the null device is not a file
  /// to write (the lock refuses it first).
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    switch ConfigLoader.read(at: path, nullDeviceIsEmpty: false) {
    case .success(let bytes): return bytes
    case .failure(.missing): return []
    case .failure(let failure): throw .brokenFile(.file(.cannotRead(path: path, failure.failure)))
    }
  }

  /// The config as `config check` reads it: bytes that are not UTF-8 are refused, never
  /// decoded with replacement characters and written back.
  static func parse(_ bytes: [UInt8], path: String) throws(Failure) -> SolvervConfig {
    do { return try SolvervConfig.parse(bytes: bytes, path: path) } catch {
      throw .brokenFile(.brokenConfig(error.located))
    }
  }

  /// The place `config check` would refuse (an unknown city or time zone): the change's fault
  /// when it touched the place (64), else the file's (78, as before the change).
  static func checkPlace(_ config: SolvervConfig, path: String, changed: Bool) throws(Failure) {
    if case .city(let name)? = config.location, CityTable.lookup(name, namesakes: 0) == nil {
      let phrase = ErrorPhrase.notBundledCity(Escaping.sanitized(name))
      throw changed ? .invalidValue(key: "location.city", phrase: phrase) : .brokenFile(.brokenConfig(phrase))
    }
    guard case .coordinates(_, _, _?)? = config.location else { return }
    do { _ = try LocationResolver.resolution(PlaceChoice(), config: config, configPath: path, environment: .current()) } catch {
      throw changed
        ? .invalidValue(key: "location.timezone", phrase: error.phrase)
        : .brokenFile(.brokenConfig(error.phrase))
    }
  }

  /// The edit's own guard: every value outside the changed keys reads back as before.
  static func checkNothingElseChanged(_ before: [UInt8], _ after: [UInt8], outside scopes: [[String]]) throws(Failure) {
    do throws(TOMLError) {
      let changed = ConfigEditor.changedValues(
        from: try TOMLDocument.parse(bytes: before), to: try TOMLDocument.parse(bytes: after), outside: scopes)
      guard changed.isEmpty else {
        throw TOMLError(line: 1, column: 1, key: nil, phrase: .syntax(.editAlsoChanges(changed)))
      }
    } catch {
      throw .file(.internalError(error.phrase))
    }
  }

  /// The bytes with one key set. The place is special: a city replaces coordinates and "auto",
  /// and "auto" replaces the whole `[location]` table.
  static func edited(_ bytes: [UInt8], key: Setting, value: SettingValue) throws(Failure) -> [UInt8] {
    let literal: String
    switch (key.kind, value) {
    case (.string, .string(let text)): literal = Escaping.quoted(text, as: .toml, limit: 1000)
    case (.integer, .integer(let number)): literal = String(number)
    case (.boolean, .boolean(let flag)): literal = flag ? "true" : "false"
    default:
      throw .invalidValue(key: key.name, phrase: .wrongType(key: key.name, kind: key.kind.rawValue, allowed: key.allowedValues))
    }
    let place = ["name", "latitude", "longitude", "timezone", "city"].map { ["location", $0] }
    do {
      switch key.name {
      case "location.city":
        // The city line, when there is one, is replaced where it stands (its comment kept).
        let cleared = try ConfigEditor.setting(place.dropLast().map { ($0, nil) } + [(["location"], nil)], in: bytes)
        return try ConfigEditor.setting([(["location", "city"], literal)], in: cleared)
      case "location.auto":
        guard value == .boolean(true) else {
          throw Failure.invalidValue(
            key: key.name, phrase: .autoOnlyTrue)
        }
        let cleared = try ConfigEditor.setting(place.map { ($0, nil) }, in: bytes, dropEmptyTables: ["location"])
        return try ConfigEditor.setting([(["location"], "\"auto\"")], in: cleared)
      default:
        return try ConfigEditor.setting([(key.path, literal)], in: bytes)
      }
    } catch let error as Failure {
      throw error
    } catch {
      throw .invalidValue(key: key.name, phrase: .setting(key.name, (error as? TOMLError)?.positionedPhrase ?? .rendered("\(error)")))
    }
  }
}
