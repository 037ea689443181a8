public import SolvervConfig
public import SolvervEngine
public import SolvervSystem

/// The config file's side of ``ConfigEditor``: lock, read, rewrite the bytes, check, write
/// atomically.
extension ConfigEditor {
  public struct Failure: LocalizedFailure, CustomStringConvertible {
    /// What went wrong, as data each language words.
    public let phrase: ErrorPhrase
    /// Another writer held the config's lock for the whole wait; nothing was written.
    public var isBusy = false
    /// The message in English (logs, tests).
    public var description: String { English().errorPhrase(phrase) }
    public func message(in language: any Localization) -> String { language.errorPhrase(phrase) }
  }

  /// Sets the `[location]` table's keys (or replaces a top-level `location = …`) to the given
  /// place; see ``settingLocation(in:to:)``. Refuses to touch a file that `config check`
  /// refuses (a broken config is the user's to fix first) or that is not a regular file.
  /// Serialised with every other writer by ``ConfigLock``; written through ``AtomicFile``: a
  /// symlinked config stays a link, and the file keeps its mode and owner.
  public static func setLocation(
    name: String, coordinate: Coordinate, timezone: String, path: String = Paths.configFile,
    lockTimeout: Double = ConfigLock.timeout
  ) throws(Failure) {
    let lock: ConfigLock
    do { lock = try SettingsFile.lock(path, timeout: lockTimeout) } catch {
      if case .busy = error { throw Failure(phrase: error.phrase, isBusy: true) }
      throw Failure(phrase: error.phrase)
    }
    defer { lock.release() }
    let original: [UInt8]
    do {
      original = try SettingsFile.read(path)
      _ = try SettingsFile.parse(original, path: path)
    } catch {
      throw Failure(phrase: error.phrase)
    }
    let keys = [
      (key: "name", value: Escaping.quoted(name, as: .toml)),
      (key: "latitude", value: formatDegrees(coordinate.latitude)),
      (key: "longitude", value: formatDegrees(coordinate.longitude)),
      (key: "timezone", value: Escaping.quoted(timezone, as: .toml)),
    ]
    let bytes: [UInt8]
    do {
      bytes = try settingLocation(in: original, to: keys)
      let check = try SolvervConfig.parse(bytes: bytes, path: path)
      guard case .coordinates(_, let written, let zone)? = check.location,
        abs(written.latitude - coordinate.latitude) < 1e-6, abs(written.longitude - coordinate.longitude) < 1e-6,
        zone == timezone
      else {
        throw Failure(phrase: .rendered("internal error: the edited config does not read back the new place"))
      }
      try SettingsFile.checkNothingElseChanged(original, bytes, outside: [["location"]])
    } catch let error as ConfigError {
      throw Failure(phrase: .rendered("internal error: the edited config does not parse: \(error)"))
    } catch let error as Failure {
      throw error
    } catch let error as SettingsFile.Failure {
      throw Failure(phrase: error.phrase)
    } catch {
      throw Failure(phrase: .rendered("\(error)"))
    }
    guard bytes.count <= SettingsFile.sizeLimit else {
      throw Failure(phrase: .file(.resultTooLarge(path: path, megabytes: SettingsFile.sizeLimit >> 20)))
    }
    do { try AtomicFile.write(bytes, to: path) } catch {
      throw Failure(phrase: .file(.cannotWrite(path: path, reason: error.reason)))
    }
  }
}
