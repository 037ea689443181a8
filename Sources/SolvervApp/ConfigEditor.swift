public import SolvervEngine
public import SolvervSystem

/// Changes the config file on behalf of the daemon (`SetLocation`), keeping the rest of it —
/// settings and comments — as the user wrote it, so the CLI sees the same place.
public enum ConfigEditor {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Replaces the `[location]` table (or a top-level `location = …`) with the given place.
  /// Refuses to touch a file that does not parse: a broken config is the user's to fix first.
  public static func setLocation(
    name: String, coordinate: Coordinate, timezone: String, path: String = Paths.configFile
  ) throws(Failure) {
    var lines: [Substring] = []
    if let bytes = FileReader.read(path, limit: 1 << 20) {
      do { _ = try SolvervConfig.parse(bytes: bytes, path: path) } catch {
        throw Failure(description: "the config file is broken, fix it first: \(error.description)")
      }
      let text = String(decoding: bytes, as: UTF8.self)
      lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last == "" { lines.removeLast() }
    } else if FileReader.exists(path) {
      throw Failure(description: "cannot read \(path)")
    }
    let block = [
      "[location]",
      "name = \(quoted(name))",
      "latitude = \(formatDegrees(coordinate.latitude))",
      "longitude = \(formatDegrees(coordinate.longitude))",
      "timezone = \(quoted(timezone))",
    ]
    var output: [String] = []
    var inserted = false
    var inLocationTable = false
    var sawTable = false
    for line in lines {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("[") {
        sawTable = true
        let header = trimmed.dropFirst().prefix { $0 != "]" }.filter { $0 != " " && $0 != "\t" }
        inLocationTable = header == "location"
        if inLocationTable {
          if !inserted { output += block; inserted = true }
          continue
        }
      }
      if inLocationTable { continue }  // the old table's keys and comments
      if !sawTable, isTopLevelLocationKey(trimmed) { continue }
      output.append(String(line))
    }
    if !inserted {
      if let last = output.last, !last.isEmpty { output.append("") }
      output += block
    }
    let text = output.joined(separator: "\n") + "\n"
    do {
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

  /// `location = …` or `location.city = …` before any table header.
  private static func isTopLevelLocationKey(_ line: Substring) -> Bool {
    guard line.hasPrefix("location") else { return false }
    let rest = line.dropFirst("location".count).drop { $0 == " " || $0 == "\t" }
    return rest.hasPrefix("=") || rest.hasPrefix(".")
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
