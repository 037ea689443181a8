import SolvervEngine

/// A table while the file is being read: entries are added in place, then ``TOMLParser/build(_:)``
/// turns the tree into immutable ``TOMLTable`` values. Sub-tables are indices into
/// ``TOMLParser/tables`` so that headers can reopen them without copying.
struct TableBuilder {
  /// How a table came to exist, which decides how it may be extended (TOML 1.0, "Table").
  enum Origin {
    /// Named by a header only on the way to another table (`a` in `[a.b]`): `[a]` may still
    /// define it later.
    case implicit
    /// Defined by its own `[header]` (or the root): never again, and not through dotted keys.
    case header
    /// Created by a dotted key (`a.b = 1`): more dotted keys may add to it, headers may not.
    case dotted
    /// An inline table `{ … }`: complete once closed.
    case inline
  }

  enum Slot {
    case value(TOMLValue)
    case table(Int)
  }

  struct Entry {
    let key: String
    let slot: Slot
    var keyPosition: TOMLPosition
    var valuePosition: TOMLPosition
  }

  var origin: Origin
  /// The line that created or defined the table, for "already defined on line N".
  var line: Int
  var entries: [Entry] = []
  /// Key → entry, kept only for tables with more than ``TOMLTable/linearSearchLimit`` keys.
  var index: [String: Int] = [:]

  init(origin: Origin, line: Int) {
    self.origin = origin
    self.line = line
  }

  func find(_ key: String) -> Int? {
    guard entries.count > TOMLTable.linearSearchLimit else {
      return entries.firstIndex { $0.key == key }
    }
    return index[key]
  }

  mutating func append(_ entry: Entry) {
    entries.append(entry)
    if entries.count > TOMLTable.linearSearchLimit {
      if index.isEmpty {
        for (i, e) in entries.enumerated() { index[e.key] = i }
      } else {
        index[entry.key] = entries.count - 1
      }
    }
  }
}

/// One part of a dotted key, and where it starts.
struct KeyPart {
  let name: String
  let offset: Int
}

extension TOMLParser {
  /// Reads `[a.b]` and makes that table current.
  mutating func parseHeader() throws(TOMLError) {
    let open = offset
    offset += 1
    if peek == UInt8(ascii: "[") {
      throw error(.arraysOfTables, at: open)
    }
    skipSpaces()
    let parts = try parseKey()
    keyParts = parts
    guard peek == UInt8(ascii: "]") else {
      throw error(.tableHeaderNotClosed(describe()))
    }
    offset += 1
    let headerPosition = position(at: open)
    var table = 0
    for (i, part) in parts.enumerated() {
      let isLast = i == parts.count - 1
      var name: String { TOMLError.dottedKey(parts[...i].map(\.name)) }
      guard let existing = tables[table].find(part.name) else {
        let child = newTable(isLast ? .header : .implicit)
        let position = position(at: part.offset)
        insert(part.name, .table(child), into: table, at: position, valueAt: headerPosition)
        table = child
        continue
      }
      let entry = tables[table].entries[existing]
      guard case .table(let child) = entry.slot else {
        throw error(.alreadyAValue(key: name, kind: valueKind(entry.slot), line: entry.keyPosition.line, asHeader: true), at: part.offset)
      }
      if isLast {
        switch tables[child].origin {
        case .implicit:
          tables[child].origin = .header
          tables[child].line = line
          tables[table].entries[existing].keyPosition = position(at: part.offset)
          tables[table].entries[existing].valuePosition = headerPosition
        case .header, .inline:
          throw error(.tableTwice(name, firstLine: tables[child].line), at: open)
        case .dotted:
          throw error(.tableByDottedKeys(name, line: tables[child].line), at: open)
        }
      }
      table = child
    }
    currentTable = table
    currentPath = parts.map(\.name)
  }

  /// Reads `= value` after `key` and stores it in `table`, creating the tables a dotted key
  /// names. `depth` is how deeply `table` is nested.
  mutating func parseAssignment(_ key: [KeyPart], into table: Int, depth: Int) throws(TOMLError) {
    guard peek == UInt8(ascii: "=") else {
      throw error(.equalsExpected(describe()))
    }
    offset += 1
    skipSpaces()
    let depth = depth + key.count - 1
    guard depth <= Self.maximumDepth else {
      throw error(.nestedTooDeep(keys: true, levels: Self.maximumDepth), at: key[0].offset)
    }
    var target = table
    for (i, part) in key.dropLast().enumerated() {
      guard let existing = tables[target].find(part.name) else {
        let child = newTable(.dotted)
        let position = position(at: part.offset)
        insert(part.name, .table(child), into: target, at: position, valueAt: position)
        target = child
        continue
      }
      let entry = tables[target].entries[existing]
      var name: String { TOMLError.dottedKey(keyBase + key[...i].map(\.name)) }
      guard case .table(let child) = entry.slot else {
        throw error(.alreadyAValue(key: name, kind: valueKind(entry.slot), line: entry.keyPosition.line, asHeader: false), at: part.offset)
      }
      guard tables[child].origin == .dotted else {
        throw error(.tableByHeader(name, line: tables[child].line), at: part.offset)
      }
      target = child
    }
    let last = key[key.count - 1]
    if let existing = tables[target].find(last.name) {
      let first = tables[target].entries[existing].keyPosition.line
      throw error(.duplicateKey(firstLine: first), at: last.offset)
    }
    let keyPosition = position(at: last.offset)
    let valuePosition = position(at: offset)
    let valueStart = offset
    let value = try parseValue(depth: depth)
    outlineValue = valueStart..<offset
    insert(last.name, .value(value), into: target, at: keyPosition, valueAt: valuePosition)
  }

  mutating func newTable(_ origin: TableBuilder.Origin) -> Int {
    tables.append(TableBuilder(origin: origin, line: line))
    return tables.count - 1
  }

  mutating func insert(
    _ key: String, _ slot: TableBuilder.Slot, into table: Int, at keyPosition: TOMLPosition,
    valueAt valuePosition: TOMLPosition
  ) {
    tables[table].append(
      .init(key: key, slot: slot, keyPosition: keyPosition, valuePosition: valuePosition))
  }

  /// `a string`, `an inline table`, … for "'x' is already …".
  func valueKind(_ slot: TableBuilder.Slot) -> ValueKind {
    switch slot {
    case .table: .table
    case .value(.table): .inlineTable
    case .value(let value): value.kind
    }
  }

  /// The finished table `id`. Recursion is bounded by the depth cap.
  func build(_ id: Int) -> TOMLTable {
    let table = tables[id]
    var storage: [TOMLTable.Entry] = []
    storage.reserveCapacity(table.entries.count)
    for entry in table.entries {
      let value: TOMLValue
      switch entry.slot {
      case .value(let v): value = v
      case .table(let child): value = .table(build(child))
      }
      storage.append(
        .init(
          key: entry.key, value: value, keyPosition: entry.keyPosition,
          valuePosition: entry.valuePosition))
    }
    return TOMLTable(storage: storage, index: table.index)
  }
}
