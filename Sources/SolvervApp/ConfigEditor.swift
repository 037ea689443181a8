public import SolvervEngine
public import SolvervSystem

/// Changes the config file on behalf of the daemon (`SetLocation`), keeping the rest of it —
/// settings and comments — as the user wrote it, so the CLI sees the same place.
public enum ConfigEditor {
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
      (key: "name", value: quoted(name)),
      (key: "latitude", value: formatDegrees(coordinate.latitude)),
      (key: "longitude", value: formatDegrees(coordinate.longitude)),
      (key: "timezone", value: quoted(timezone)),
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

  /// A TOML basic string.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Degrees with up to six decimals (about 10 cm), always with a decimal point.
  static func formatDegrees(_ value: Double) -> String {
    let scaled = (value * 1_000_000).rounded() / 1_000_000
    let text = String(scaled)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
