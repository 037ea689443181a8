/// Edits config text on behalf of the daemon (`SetLocation`), keeping the rest of it — settings
/// and comments — as the user wrote it, so the CLI sees the same place. Text in, text out: the
/// file is read and written by `SolvervApp` (`ConfigEditor+File.swift`).
public enum ConfigEditor {
  /// `text` with its location set to `keys` (`name`, `latitude`, … with their TOML values), found
  /// by the TOML parser's own statement positions, never by scanning lines: a `[location]` line
  /// inside a multi-line template is text, not a header.
  ///
  /// In a `[location]` table, each key line it sets is replaced where it stands (keeping its
  /// indentation and trailing comment), `city` is removed (it contradicts coordinates), missing keys go after the
  /// table's last key, and every comment and blank line stays. A top-level `location = …` or
  /// `location.city = …` is removed and a `[location]` table appended, as when there is none.
  public static func settingLocation(in text: String, to keys: [(key: String, value: String)]) throws(TOMLError) -> String {
    let statements = try TOMLDocument.outline(bytes: Array(text.utf8))
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let ending = lines.first?.hasSuffix("\r") == true ? "\r" : ""
    func line(_ key: String, _ value: String, _ comment: String? = nil) -> String {
      "\(key) = \(value)\(comment ?? "")\(ending)"
    }

    // Replacement text per statement (keyed by its first line; its other lines are dropped)
    // and lines inserted after a given line.
    var replacements: [Int: [String]] = [:]
    var dropped = Set<Int>()
    var insertions: [Int: [String]] = [:]
    func replace(_ statement: TOMLStatement, with new: [String]) {
      replacements[statement.lines.lowerBound] = new
      dropped.formUnion(statement.lines.dropFirst())
    }

    var appendTable = true
    if let header = statements.firstIndex(where: { $0.kind == .header && $0.path == ["location"] }) {
      appendTable = false
      let table = statements[(header + 1)...].prefix { $0.kind == .assignment }
      var missing = keys
      for statement in table where statement.path.count == 2 {
        if let index = missing.firstIndex(where: { $0.key == statement.path[1] }) {
          let indent = lines[statement.lines.lowerBound - 1].prefix { $0 == " " || $0 == "\t" }
          replace(statement, with: [indent + line(missing[index].key, missing[index].value, statement.trailingComment)])
          missing.remove(at: index)
        } else if statement.path[1] == "city" {
          replace(statement, with: [])
        }
      }
      // After the table's last key (so comments after it stay after it), else after the header.
      let anchor = (table.last ?? statements[header]).lines.upperBound
      insertions[anchor] = missing.map { line($0.key, $0.value) }
    } else {
      // `location = …` or `location.x = …` before the first header.
      for statement in statements.prefix(while: { $0.kind == .assignment }) where statement.path.first == "location" {
        replace(statement, with: [])
      }
    }

    var output: [String] = []
    for (offset, text) in lines.enumerated() {
      let number = offset + 1
      if let new = replacements[number] {
        output += new
      } else if !dropped.contains(number) {
        output.append(text)
      }
      output += insertions[number] ?? []
    }
    if appendTable {
      if let last = output.last, !last.isEmpty, last != "\r" { output.append(ending) }
      output.append("[location]" + ending)
      output += keys.map { line($0.key, $0.value) }
    }
    return output.joined(separator: "\n") + "\n"
  }

  /// Degrees with up to six decimals (about 10 cm), always with a decimal point.
  public static func formatDegrees(_ value: Double) -> String {
    let scaled = (value * 1_000_000).rounded() / 1_000_000
    let text = String(scaled)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
