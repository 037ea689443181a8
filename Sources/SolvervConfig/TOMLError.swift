public import SolvervEngine

/// A place in a TOML file. Both numbers are 1-based.
///
/// Columns count Unicode scalars, not bytes, so a key after `Tromsø` is reported where an editor
/// shows it; a tab counts as one column.
public struct TOMLPosition: Sendable, Hashable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`, the form compilers use, so editors can jump to it.
  public var description: String { "\(line):\(column)" }
}

/// Why a TOML file could not be read, and where.
///
/// The parser throws it for syntax errors; the config-schema layer may build its own (with
/// ``init(at:key:reason:)``) so that every config message has the same shape. The caller adds
/// the file name: `config.toml:3:12: key 'location.latitude': expected a number, found "north"`.
public struct TOMLError: Error, Sendable, Equatable, CustomStringConvertible {
  public let line: Int
  public let column: Int
  /// The key being read, dotted (`location.latitude`), when known.
  public let key: String?
  /// What is wrong, as data each language words (English: ``reason``).
  public let phrase: ErrorPhrase
  /// What is wrong, in English words a user can act on.
  public var reason: String { English().errorPhrase(phrase) }

  public init(line: Int, column: Int, key: String?, phrase: ErrorPhrase) {
    self.line = line
    self.column = column
    self.key = key
    self.phrase = phrase
  }

  public init(at position: TOMLPosition, key: String?, phrase: ErrorPhrase) {
    self.init(line: position.line, column: position.column, key: key, phrase: phrase)
  }

  /// The error with its place and key, as ``description`` says it, for each language.
  public var positionedPhrase: ErrorPhrase { .position(line: line, column: column, key.map { .key($0, phrase) } ?? phrase) }

  public var position: TOMLPosition { TOMLPosition(line: line, column: column) }

  /// `3:12: key 'location.latitude': expected a value, found end of line`.
  public var description: String {
    guard let key else { return "\(line):\(column): \(reason)" }
    return "\(line):\(column): key '\(key)': \(reason)"
  }

  /// Joins key parts as they would be written in TOML: `format.waybar`, `format."my bar"`.
  public static func dottedKey(_ path: some Sequence<String>) -> String {
    var text = ""
    for part in path {
      if !text.isEmpty { text += "." }
      let isBare = !part.isEmpty && part.utf8.allSatisfy(\.isTOMLBareKey)
      text += isBare ? part : TOMLValue.string(part).summary(limit: .max)
    }
    return text
  }
}
