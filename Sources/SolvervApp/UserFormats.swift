public import SolvervConfig
public import SolvervEngine
import SolvervSystem
public import StandardProviders

/// User-defined formats: `$XDG_CONFIG_HOME/solverv/formats/NAME.toml` (see `UserFormatProvider`).
public enum UserFormats {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The provider for `--format NAME`: a built-in one, else the user's file.
  public static func provider(named name: String) throws(Failure) -> any StatusProvider {
    if let provider = ProviderRegistry.builtIn(named: name) { return provider }
    guard FormatName.isValid(name) else {
      throw Failure(
        description:
          "format '\(printable(name))' is not known: use \(ProviderRegistry.builtInNames.joined(separator: ", ")) or the name of a file in \(Paths.formatsDirectory)"
      )
    }
    let path = Paths.formatsDirectory + "/" + name + ".toml"
    guard let bytes = FileReader.read(path, limit: 1 << 20) else {
      throw Failure(
        description:
          "format '\(name)' is not known: use \(ProviderRegistry.builtInNames.joined(separator: ", ")), or define it in \(path) (see `solverv-status formats --help`)"
      )
    }
    do {
      return try load(name: name, bytes: bytes, path: path)
    } catch {
      throw Failure(description: error.description)
    }
  }

  /// Every user format file's name (without `.toml`), sorted.
  public static func names() -> [String] {
    FileReader.directoryEntries(Paths.formatsDirectory)
      .filter { $0.hasSuffix(".toml") }
      .map { String($0.dropLast(5)) }
      .filter(FormatName.isValid)
      .sorted()
  }

  static let keys = ["description", "escape", "small", "medium", "large"]

  /// Parses a format file: `escape` and at least `small`.
  public static func load(name: String, bytes: [UInt8], path: String) throws(ConfigError) -> UserFormatProvider {
    let document: TOMLDocument
    do { document = try TOMLDocument.parse(bytes: bytes) } catch {
      throw ConfigError(path: path, line: error.line, column: error.column, key: error.key, reason: error.reason)
    }
    let root = document.root
    func fail(_ key: String, _ reason: String) -> ConfigError {
      let position = root.position(of: key)
      return ConfigError(path: path, line: position?.line ?? 1, column: position?.column ?? 1, key: key, reason: reason)
    }
    for entry in root.entries where !keys.contains(entry.key) {
      throw ConfigError(
        path: path, line: entry.position.line, column: entry.position.column, key: entry.key,
        reason: "unknown key; valid keys: \(keys.joined(separator: ", "))")
    }
    func string(_ key: String) throws(ConfigError) -> String? {
      guard let value = root[key] else { return nil }
      guard case .string(let text) = value else { throw fail(key, "expected a string in quotes, found \(value.typeName)") }
      return text
    }
    let escapeName = try string("escape") ?? "none"
    guard let escaping = Escaping(rawValue: escapeName) else {
      throw fail(
        "escape", "'\(escapeName)' is not an escaping rule: use \(Escaping.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    var templates: [WidgetSize: Template] = [:]
    for size in WidgetSize.allCases {
      guard let text = try string(size.rawValue) else { continue }
      do { templates[size] = try Template(text) } catch { throw fail(size.rawValue, error.description) }
    }
    guard templates[.small] != nil else {
      throw ConfigError(path: path, line: 1, column: 1, key: "small", reason: "a format needs at least small = \"template\"")
    }
    return UserFormatProvider(
      name: name, summary: try string("description") ?? "user format (\(path))", escaping: escaping,
      templates: templates)
  }
}
