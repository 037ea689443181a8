/// A TOML table: keys in file order, each with its value and where it was written.
///
/// Tables from `[headers]`, from dotted keys (`a.b = 1`) and inline tables (`{ … }`) look the
/// same here; the parser has already enforced the rules about how each may be extended. Tables
/// with more than a few keys are indexed, so a hostile file with 100,000 keys stays linear.
public struct TOMLTable: Sendable, Equatable {
  struct Entry: Sendable {
    let key: String
    let value: TOMLValue
    /// Where the key was written. For a `[header]` table: its name in the header that defines
    /// it, or, when it is only implied (`a` in `[a.b]`), in the first header that mentions it.
    let keyPosition: TOMLPosition
    /// Where the value starts (for a `[header]` table: the header's `[`).
    let valuePosition: TOMLPosition
  }

  let storage: [Entry]
  /// Key → entry for large tables; small ones (nearly all) are searched in order, which is
  /// faster than hashing and saves building a dictionary on every refresh.
  let index: [String: Int]
  static let linearSearchLimit = 8

  init(storage: [Entry], index: [String: Int]) {
    self.storage = storage
    self.index = index
  }

  /// An empty table.
  public init() {
    self.init(storage: [], index: [:])
  }

  /// Keys in file order, with values and where the keys were written.
  public var entries: [(key: String, value: TOMLValue, position: TOMLPosition)] {
    storage.map { ($0.key, $0.value, $0.keyPosition) }
  }

  /// Keys in file order.
  public var keys: [String] { storage.map(\.key) }

  public var count: Int { storage.count }
  public var isEmpty: Bool { storage.isEmpty }

  public subscript(key: String) -> TOMLValue? {
    find(key).map { storage[$0].value }
  }

  /// Where `key` was written: the first character of the key (of its last part, when dotted).
  public func position(of key: String) -> TOMLPosition? {
    find(key).map { storage[$0].keyPosition }
  }

  /// Where the value of `key` starts: what a message about a wrong value should point at.
  public func valuePosition(of key: String) -> TOMLPosition? {
    find(key).map { storage[$0].valuePosition }
  }

  /// The sub-table `key`, whether it came from a header, an inline table or dotted keys.
  public func table(_ key: String) -> TOMLTable? {
    self[key]?.tableValue
  }

  func find(_ key: String) -> Int? {
    guard storage.count > Self.linearSearchLimit else {
      return storage.firstIndex { $0.key == key }
    }
    return index[key]
  }

  /// Equal when both have the same keys with equal values; order and positions do not count,
  /// as TOML tables are unordered.
  public static func == (lhs: TOMLTable, rhs: TOMLTable) -> Bool {
    guard lhs.storage.count == rhs.storage.count else { return false }
    for entry in lhs.storage {
      guard let value = rhs[entry.key], value == entry.value else { return false }
    }
    return true
  }
}
