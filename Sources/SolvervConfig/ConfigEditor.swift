/// Edits config text on behalf of `config set`, D-Bus `SetSettings` and `SetLocation`, keeping
/// the rest of it — settings, comments, layout, line endings — as the user wrote it. Bytes in,
/// bytes out: the file is read, locked and written by `SolvervApp` (`ConfigEditor+File.swift`,
/// `SettingsFile.swift`).
public enum ConfigEditor {
  /// `bytes` with its location set to `keys` (`name`, `latitude`, … with their TOML values),
  /// found by the TOML parser's own statement positions, never by scanning lines: a
  /// `[location]` line inside a multi-line template is text, not a header.
  ///
  /// In a `[location]` table, each key it sets has its value replaced where it stands (keeping
  /// its indentation and trailing comment), `city` is removed (it contradicts coordinates),
  /// missing keys go after the table's last key, and every comment and blank line stays. A
  /// top-level `location = …` is removed and a `[location]` table appended, as when there is
  /// none; dotted `location.x = …` keys are edited as dotted keys.
  public static func settingLocation(in bytes: [UInt8], to keys: [(key: String, value: String)]) throws(TOMLError)
    -> [UInt8]
  {
    let changes: [KeyChange] =
      [(["location"], nil), (["location", "city"], nil)] + keys.map { (["location", $0.key], $0.value) }
    return try setting(changes, in: bytes)
  }

  /// The same on text (tests).
  public static func settingLocation(in text: String, to keys: [(key: String, value: String)]) throws(TOMLError) -> String {
    String(decoding: try settingLocation(in: Array(text.utf8), to: keys), as: UTF8.self)
  }

  /// Degrees with up to six decimals (about 10 cm), always with a decimal point.
  public static func formatDegrees(_ value: Double) -> String {
    let scaled = (value * 1_000_000).rounded() / 1_000_000
    let text = String(scaled)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// The dotted paths whose values differ between `before` and `after`, outside `scopes` (a
  /// path is inside a scope when the scope is a prefix of it): the edit's own check that no
  /// other setting was lost or changed on the way.
  public static func changedValues(from before: TOMLDocument, to after: TOMLDocument, outside scopes: [[String]]) -> [String] {
    let old = leaves(before.root, under: [])
    let new = leaves(after.root, under: [])
    func inScope(_ path: [String]) -> Bool { scopes.contains { path.starts(with: $0) } }
    var changed: [String] = []
    for (path, value) in old where !inScope(path) && new[path] != value { changed.append(TOMLError.dottedKey(path)) }
    for path in new.keys where !inScope(path) && old[path] == nil { changed.append(TOMLError.dottedKey(path)) }
    return changed.sorted()
  }

  /// Every non-table value by its full path (tables from headers, dotted keys and inline tables
  /// alike). Recursion is bounded by the parser's depth cap.
  static func leaves(_ table: TOMLTable, under path: [String]) -> [[String]: TOMLValue] {
    var result: [[String]: TOMLValue] = [:]
    for (key, value, _) in table.entries {
      if case .table(let inner) = value {
        result.merge(leaves(inner, under: path + [key])) { $1 }
      } else {
        result[path + [key]] = value
      }
    }
    return result
  }
}
