public import SolvervConfig
public import SolvervEngine
public import SolvervSystem

/// The config file's side of ``ConfigEditor``: lock, read, rewrite the bytes, check, write
/// atomically.
extension ConfigEditor {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    /// Another writer held the config's lock for the whole wait; nothing was written.
    public var isBusy = false
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
      if case .busy = error { throw Failure(description: error.message, isBusy: true) }
      throw Failure(description: error.message)
    }
    defer { lock.release() }
    let original: [UInt8]
    do {
      original = try SettingsFile.read(path)
      _ = try SettingsFile.parse(original, path: path)
    } catch {
      throw Failure(description: error.message)
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
        throw Failure(description: "internal error: the edited config does not read back the new place")
      }
      try SettingsFile.checkNothingElseChanged(original, bytes, outside: [["location"]])
    } catch let error as ConfigError {
      throw Failure(description: "internal error: the edited config does not parse: \(error)")
    } catch let error as Failure {
      throw error
    } catch let error as SettingsFile.Failure {
      throw Failure(description: error.message)
    } catch {
      throw Failure(description: "\(error)")
    }
    guard bytes.count <= SettingsFile.sizeLimit else {
      throw Failure(description: "cannot write \(path): the result would be larger than the 1 MB a config may be")
    }
    do { try AtomicFile.write(bytes, to: path) } catch {
      throw Failure(description: "cannot write \(path): \(error.description)")
    }
  }
}
