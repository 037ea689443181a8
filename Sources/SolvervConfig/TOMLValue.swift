public import SolvervEngine

/// A value read from a TOML file. Dates and times are not part of Solverv's TOML subset.
///
/// `.float` may be `inf`, `-inf` or `nan`, as TOML 1.0 allows them; whoever needs a finite
/// number (a latitude) must check `isFinite`. Like any `Double`, `.float(.nan)` is not equal to
/// itself.
public indirect enum TOMLValue: Sendable, Equatable {
  case string(String)
  case integer(Int64)
  case float(Double)
  case boolean(Bool)
  case array([TOMLValue])
  case table(TOMLTable)

  /// `string`, `integer`, `float`, `boolean`, `array` or `table`, for error messages.
  public var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .float: "float"
    case .boolean: "boolean"
    case .array: "array"
    case .table: "table"
    }
  }

  /// The kind, as messages name it in each language.
  public var kind: ValueKind {
    switch self {
    case .string: .string
    case .integer: .integer
    case .float: .float
    case .boolean: .boolean
    case .array: .array
    case .table: .table
    }
  }

  /// The value for "expected …, found …": as the file writes it, or "an array"/"a table".
  public var found: Found {
    switch self {
    case .array, .table: .kind(kind, article: true)
    default: .shown(summary)
    }
  }

  public var stringValue: String? {
    if case .string(let s) = self { s } else { nil }
  }

  public var integerValue: Int64? {
    if case .integer(let i) = self { i } else { nil }
  }

  /// A float, or an integer as a float: `latitude = 60` is as good a latitude as `60.0`.
  public var numberValue: Double? {
    switch self {
    case .float(let d): d
    case .integer(let i): Double(i)
    default: nil
    }
  }

  public var booleanValue: Bool? {
    if case .boolean(let b) = self { b } else { nil }
  }

  public var arrayValue: [TOMLValue]? {
    if case .array(let a) = self { a } else { nil }
  }

  public var tableValue: TOMLTable? {
    if case .table(let t) = self { t } else { nil }
  }

  /// The value as an error message would quote it: `"north"`, `12`, `true`, `an array`.
  public var summary: String { summary(limit: 40) }

  /// ``summary`` with strings cut after `limit` characters (a 1 MB value stays out of messages).
  func summary(limit: Int) -> String {
    switch self {
    case .string(let s): return Escaping.quoted(s, as: .toml, limit: limit)
    case .integer(let i): return String(i)
    case .float(let d): return d.description
    case .boolean(let b): return b ? "true" : "false"
    case .array: return "an array"
    case .table: return "a table"
    }
  }
}
