import SolvervCities
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// Writes settings into the config file for `config set` and D-Bus `SetSettings`: all changes or
/// none, each named in the error when it is refused, the rest of the file — comments, layout,
/// other keys — kept, the write atomic.
public enum SettingsWriter {
  public enum Failure: Error, Sendable, Equatable {
    /// The key is not a setting.
    case unknownKey(String)
    /// The value is not allowed for the key (the message names both).
    case invalidValue(key: String, message: String)
    /// The file as it stands does not parse: the user's to fix first.
    case brokenFile(String)
    /// Reading or writing the file failed.
    case file(String)

    public var message: String {
      switch self {
      case .unknownKey(let key):
        "unknown setting '\(Escaping.sanitized(key))': use one of \(SettingKey.all.map(\.name).joined(separator: ", "))"
      case .invalidValue(_, let message), .brokenFile(let message), .file(let message): message
      }
    }
  }

  /// The settings in effect in the file at `path` (defaults where it is silent).
  public static func values(path: String) throws(Failure) -> [(key: String, value: SettingValue)] {
    let config = try parse(try read(path), path: path)
    return SettingKey.all.map { ($0.name, $0.read(config)) }
  }

  /// Applies `changes` (key → value) to the file at `path`, in one write.
  public static func apply(_ changes: [(key: String, value: SettingValue)], path: String) throws(Failure) {
    let original = try read(path)
    _ = try parse(original, path: path)
    var text = original
    for change in changes {
      guard let key = SettingKey.named(change.key) else { throw .unknownKey(change.key) }
      text = try edited(text, key: key, value: change.value)
    }
    // The reader's own checks, with the key named; then the at-least-one rule.
    let config: SolvervConfig
    do { config = try SolvervConfig.parse(text, path: path) } catch {
      throw .invalidValue(key: error.key ?? changes.first?.key ?? "", message: "'\(error.key ?? "")': \(error.reason)")
    }
    if case .city(let name)? = config.location, CityTable.lookup(name, namesakes: 0) == nil {
      throw .invalidValue(
        key: "location.city",
        message: "'location.city': '\(Escaping.sanitized(name))' is not a bundled city (see `solverv-status locate`)")
    }
    do { try AtomicFile.write(Array(text.utf8), to: path) } catch {
      throw .file("cannot write \(path): \(error.description)")
    }
  }

  static func read(_ path: String) throws(Failure) -> String {
    switch FileReader.readRegularFile(path, limit: 1 << 20) {
    case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
    case .failure(.missing): return ""
    case .failure(let failure): throw .file("cannot read \(path): it \(failure)")
    }
  }

  static func parse(_ text: String, path: String) throws(Failure) -> SolvervConfig {
    do { return try SolvervConfig.parse(text, path: path) } catch {
      throw .brokenFile("the config file is broken, fix it first: \(error.description)")
    }
  }

  /// The text with one key set. The place is special: a city replaces coordinates and "auto",
  /// and "auto" replaces the whole `[location]` table.
  static func edited(_ text: String, key: SettingKey, value: SettingValue) throws(Failure) -> String {
    let literal: String
    switch (key.kind, value) {
    case (.string, .string(let text)): literal = Escaping.quoted(text, as: .toml, limit: 1000)
    case (.integer, .integer(let number)): literal = String(number)
    case (.boolean, .boolean(let flag)): literal = flag ? "true" : "false"
    default:
      throw .invalidValue(key: key.name, message: "'\(key.name)' takes \(key.kind.rawValue) values: \(key.allowed)")
    }
    let place = ["name", "latitude", "longitude", "timezone", "city"].map { ["location", $0] }
    do {
      switch key.name {
      case "location.city":
        // The city line, when there is one, is replaced where it stands (its comment kept).
        let cleared = try ConfigEditor.setting(place.dropLast().map { ($0, nil) } + [(["location"], nil)], in: text)
        return try ConfigEditor.setting([(["location", "city"], literal)], in: cleared)
      case "location.auto":
        guard value == .boolean(true) else {
          throw Failure.invalidValue(
            key: key.name, message: "'location.auto' can only be set to true: set location.city to choose a place")
        }
        let cleared = try ConfigEditor.setting(place.map { ($0, nil) }, in: text, dropEmptyTables: ["location"])
        return try ConfigEditor.setting([(["location"], "\"auto\"")], in: cleared)
      default:
        return try ConfigEditor.setting([(key.path, literal)], in: text)
      }
    } catch let error as Failure {
      throw error
    } catch {
      throw .invalidValue(key: key.name, message: "'\(key.name)': \(error)")
    }
  }
}
