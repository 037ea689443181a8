/// Setting and removing single keys anywhere in the config, keeping every comment, blank line,
/// line ending and other key where the user wrote them — what `config set` and D-Bus
/// `SetSettings` write through. Statements are found by the TOML parser's outline (byte
/// offsets), never by scanning lines, and every offset is checked before it is used.
extension ConfigEditor {
  /// One change: the key's full path (`["notifications", "at"]`) and its TOML literal, or nil to
  /// remove the key.
  public typealias KeyChange = (path: [String], literal: String?)

  /// `bytes` with `changes` applied in order.
  ///
  /// A key that exists is changed where it stands — only its value is replaced, so its
  /// spelling, indentation and trailing comment stay — or removed with its lines; inside an
  /// inline table (`notifications = { at = "sunrise" }`) only the member is touched. A new key
  /// goes into the deepest table that already holds part of its path: after the last key of a
  /// `[table]`, into an inline table, or after the last dotted key (`notifications.at = …`)
  /// spelled the same way. Otherwise a new top-level key goes after the last top-level key
  /// (else before the first table, else at the end), and a new table is appended. A table
  /// header left without keys is removed when `dropEmptyTables` names it. New lines take the
  /// file's own line ending.
  public static func setting(
    _ changes: [KeyChange], in bytes: [UInt8], dropEmptyTables: Set<String> = []
  ) throws(TOMLError) -> [UInt8] {
    var bytes = bytes
    for change in changes {
      bytes = try setting(change, in: bytes)
    }
    for table in dropEmptyTables.sorted() {
      bytes = try droppingEmptyTable(table, in: bytes)
    }
    return bytes
  }

  /// The same on text (tests; the text is valid UTF-8 by construction).
  public static func setting(
    _ changes: [KeyChange], in text: String, dropEmptyTables: Set<String> = []
  ) throws(TOMLError) -> String {
    String(decoding: try setting(changes, in: Array(text.utf8), dropEmptyTables: dropEmptyTables), as: UTF8.self)
  }

  static func setting(_ change: KeyChange, in bytes: [UInt8]) throws(TOMLError) -> [UInt8] {
    let path = change.path
    guard !path.isEmpty else { throw EditableConfig.mismatch("an empty key") }
    let statements = try TOMLDocument.outline(bytes: bytes)
    var file = EditableConfig(bytes)

    if let existing = statements.first(where: { $0.kind == .assignment && $0.path == path }) {
      if let literal = change.literal {
        guard let value = existing.value else { throw EditableConfig.mismatch("a value's position") }
        try file.replace(value, with: literal)
      } else {
        try file.replace(Self.withBlankLineAfter(existing.span, in: bytes), with: "")
      }
      return file.bytes
    }
    for table in statements.lazy.flatMap(\.inlineTables) {
      guard let index = table.members.firstIndex(where: { $0.path == path }) else { continue }
      let members = table.members
      if let literal = change.literal {
        try file.replace(members[index].value, with: literal)
      } else if index + 1 < members.count {
        try file.replace(members[index].entry.lowerBound..<members[index + 1].entry.lowerBound, with: "")
      } else if index > 0 {
        try file.replace(members[index - 1].value.upperBound..<members[index].entry.upperBound, with: "")
      } else {
        try file.replace(members[index].entry, with: "")
      }
      return file.bytes
    }
    guard let literal = change.literal else { return bytes }

    let table = Array(path.dropLast())
    for depth in stride(from: table.count, through: 1, by: -1) {
      let prefix = Array(table[..<depth])
      let key = TOMLError.dottedKey(path[depth...])
      // A `[table]` header: after its last key (so comments after that key stay after it).
      if let header = statements.firstIndex(where: { $0.kind == .header && $0.path == prefix }) {
        let keys = statements[(header + 1)...].prefix { $0.kind == .assignment }
        try file.insertLines(["\(key) = \(literal)"], at: (keys.last ?? statements[header]).span.upperBound)
        return file.bytes
      }
      // An inline table: after its last member, or as its only one.
      if let inline = statements.lazy.flatMap(\.inlineTables).first(where: { $0.path == prefix }) {
        if let last = inline.members.last {
          try file.replace(last.value.upperBound..<last.value.upperBound, with: ", \(key) = \(literal)")
        } else {
          try file.replace(inline.braces, with: "{ \(key) = \(literal) }")
        }
        return file.bytes
      }
      // Dotted keys that made the table (`notifications.at = …` before any header, or
      // `waybar.size = …` under `[format]`): one more such line after the last of them.
      var section: [String] = []
      var anchor: (statement: TOMLStatement, section: [String])? = nil
      for statement in statements {
        if statement.kind == .header {
          section = statement.path
        } else if section.count < depth, statement.path.count > depth, Array(statement.path[..<depth]) == prefix {
          anchor = (statement, section)
        }
      }
      if let anchor {
        let written = TOMLError.dottedKey(path.dropFirst(anchor.section.count))
        try file.insertLines(["\(written) = \(literal)"], at: anchor.statement.span.upperBound)
        return file.bytes
      }
    }

    let line = "\(TOMLError.dottedKey(path)) = \(literal)"
    if table.isEmpty {
      let firstHeader = statements.firstIndex { $0.kind == .header }
      let topLevel = statements[..<(firstHeader ?? statements.endIndex)]
      if let last = topLevel.last {
        try file.insertLines([line], at: last.span.upperBound)
      } else if let firstHeader {
        try file.insertLines([line, ""], at: statements[firstHeader].span.lowerBound)
      } else {
        try file.insertLines([line], at: file.bytes.count)
      }
    } else {
      try file.appendSeparated(["[\(TOMLError.dottedKey(table))]", "\(TOMLError.dottedKey(path.suffix(1))) = \(literal)"])
    }
    return file.bytes
  }

  /// Removes the `[table]` header when no key follows it before the next header.
  static func droppingEmptyTable(_ table: String, in bytes: [UInt8]) throws(TOMLError) -> [UInt8] {
    let statements = try TOMLDocument.outline(bytes: bytes)
    guard let header = statements.firstIndex(where: { $0.kind == .header && $0.path == [table] }) else { return bytes }
    let next = statements.index(after: header)
    if next < statements.endIndex, statements[next].kind == .assignment { return bytes }
    var file = EditableConfig(bytes)
    try file.replace(statements[header].span, with: "")
    return file.bytes
  }

  /// `span` (a whole statement, its line ending included) and the blank line after it when it
  /// starts the file or follows a blank line: removing the key then leaves no blank line at the
  /// top and no two in a row where there was one.
  static func withBlankLineAfter(_ span: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    let start = span.lowerBound
    let atStart = start == 0
    let afterBlank =
      (start >= 2 && bytes[start - 1] == 10 && bytes[start - 2] == 10)
      || (start >= 4 && bytes[start - 1] == 10 && bytes[start - 2] == 13 && bytes[start - 3] == 10)
    guard atStart || afterBlank, span.upperBound <= bytes.count else { return span }
    let rest = bytes[span.upperBound...]
    if rest.starts(with: [10]) { return start..<(span.upperBound + 1) }
    if rest.starts(with: [13, 10]) { return start..<(span.upperBound + 2) }
    return span
  }
}
