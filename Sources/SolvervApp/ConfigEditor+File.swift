public import SolvervConfig
public import SolvervEngine
public import SolvervSystem

/// The config file's side of ``ConfigEditor``: read, rewrite the text, check it, write atomically.
extension ConfigEditor {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Sets the `[location]` table's keys (or replaces a top-level `location = …`) to the given
  /// place; see ``settingLocation(in:to:)``. Refuses to touch a file that does not parse (a
  /// broken config is the user's to fix first) or that is not a regular file. Written through
  /// ``AtomicFile``: a symlinked config stays a link, and the file keeps its mode and owner.
  public static func setLocation(
    name: String, coordinate: Coordinate, timezone: String, path: String = Paths.configFile
  ) throws(Failure) {
    var text = ""
    switch FileReader.readRegularFile(path, limit: 1 << 20) {
    case .success(let bytes):
      do { _ = try SolvervConfig.parse(bytes: bytes, path: path) } catch {
        throw Failure(description: "the config file is broken, fix it first: \(error.description)")
      }
      text = String(decoding: bytes, as: UTF8.self)
    case .failure(.missing):
      break
    case .failure(let failure):
      throw Failure(description: "cannot read \(path): it \(failure)")
    }
    let keys = [
      (key: "name", value: Escaping.quoted(name, as: .toml)),
      (key: "latitude", value: formatDegrees(coordinate.latitude)),
      (key: "longitude", value: formatDegrees(coordinate.longitude)),
      (key: "timezone", value: Escaping.quoted(timezone, as: .toml)),
    ]
    do {
      text = try settingLocation(in: text, to: keys)
      let check = try SolvervConfig.parse(text, path: path)
      guard case .coordinates(_, let written, let zone)? = check.location,
        abs(written.latitude - coordinate.latitude) < 1e-6, abs(written.longitude - coordinate.longitude) < 1e-6,
        zone == timezone
      else {
        throw Failure(description: "internal error: the edited config does not read back the new place")
      }
    } catch let error as ConfigError {
      throw Failure(description: "internal error: the edited config does not parse: \(error)")
    } catch let error as Failure {
      throw error
    } catch {
      throw Failure(description: "\(error)")
    }
    do { try AtomicFile.write(Array(text.utf8), to: path) } catch {
      throw Failure(description: "cannot write \(path): \(error.description)")
    }
  }
}
