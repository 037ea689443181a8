/// Setting and removing single keys anywhere in the config text, keeping every comment, blank
/// line and other key where the user wrote them — what `config set` and D-Bus `SetSettings`
/// write through. Statements are found by the TOML parser's outline, never by scanning lines.
extension ConfigEditor {
  /// One change: the key's full path (`["notifications", "at"]`) and its TOML literal, or nil to
  /// remove the key.
  public typealias KeyChange = (path: [String], literal: String?)

  /// `text` with `changes` applied in order. A key that exists is replaced where it stands
  /// (indentation and trailing comment kept) or removed; a new top-level key goes after the
  /// last top-level key (else before the first table, else at the end); a new table key after
  /// its table's last key, with the table appended when there is none. A table header whose
  /// keys were all removed is removed too, when `dropEmptyTables` names it.
  public static func setting(
    _ changes: [KeyChange], in text: String, dropEmptyTables: Set<String> = []
  ) throws(TOMLError) -> String {
    var text = text
    for change in changes {
      text = try setting(change, in: text)
    }
    for table in dropEmptyTables {
      text = try droppingEmptyTable(table, in: text)
    }
    return text
  }

  static func setting(_ change: KeyChange, in text: String) throws(TOMLError) -> String {
    let statements = try TOMLDocument.outline(bytes: Array(text.utf8))
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let ending = lines.first?.hasSuffix("\r") == true ? "\r" : ""
    let key = change.path.last ?? ""

    if let existing = statements.first(where: { $0.kind == .assignment && $0.path == change.path }) {
      let first = existing.lines.lowerBound - 1
      let indent = lines[first].prefix { $0 == " " || $0 == "\t" }
      // A dotted top-level key (`location.city = …`) keeps its dotted spelling.
      let header = statements.last { $0.kind == .header && $0.lines.lowerBound < existing.lines.lowerBound }
      let written =
        header.map { change.path.dropFirst($0.path.count).joined(separator: ".") } ?? change.path.joined(separator: ".")
      let replacement: [String] =
        change.literal.map { [indent + "\(written) = \($0)\(existing.trailingComment ?? "")\(ending)"] } ?? []
      lines.replaceSubrange(first..<existing.lines.upperBound, with: replacement)
      return lines.joined(separator: "\n") + "\n"
    }
    guard let literal = change.literal else { return text }

    let firstHeader = statements.firstIndex { $0.kind == .header }
    if change.path.count == 1 {
      let topLevel = statements[..<(firstHeader ?? statements.endIndex)]
      let line = "\(key) = \(literal)\(ending)"
      if let last = topLevel.last {
        lines.insert(line, at: last.lines.upperBound)
      } else if let firstHeader {
        lines.insert(contentsOf: [line, ending], at: statements[firstHeader].lines.lowerBound - 1)
      } else {
        lines.append(line)
      }
      return lines.joined(separator: "\n") + "\n"
    }

    let table = Array(change.path.dropLast())
    if let header = statements.firstIndex(where: { $0.kind == .header && $0.path == table }) {
      let keys = statements[(header + 1)...].prefix { $0.kind == .assignment }
      let anchor = (keys.last ?? statements[header]).lines.upperBound
      lines.insert("\(key) = \(literal)\(ending)", at: anchor)
    } else {
      if let last = lines.last, !last.isEmpty, last != "\r" { lines.append(ending) }
      lines.append("[\(table.joined(separator: "."))]\(ending)")
      lines.append("\(key) = \(literal)\(ending)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Removes the `[table]` header when no key follows it before the next header.
  static func droppingEmptyTable(_ table: String, in text: String) throws(TOMLError) -> String {
    let statements = try TOMLDocument.outline(bytes: Array(text.utf8))
    guard let header = statements.firstIndex(where: { $0.kind == .header && $0.path == [table] }) else { return text }
    let next = statements.index(after: header)
    if next < statements.endIndex, statements[next].kind == .assignment { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    lines.remove(at: statements[header].lines.lowerBound - 1)
    return lines.joined(separator: "\n") + "\n"
  }
}
