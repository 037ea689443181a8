public import SolvervConfig
public import SolvervEngine
import SolvervSystem
public import StandardProviders

/// User-defined formats: `$XDG_CONFIG_HOME/solverv/formats/NAME.toml` (see `UserFormatProvider`).
public enum UserFormats {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    /// For a user format whose file is there but cannot be used (`escape = "xml"`, a FIFO): a
    /// stand-in that shows the error state, so the bar keeps its module and says why (`--help`
    /// promises this for every bar format). Nil for a name that is no format at all.
    public let brokenFormat: UserFormatProvider?

    init(description: String, brokenFormat: UserFormatProvider? = nil) {
      self.description = description
      self.brokenFormat = brokenFormat
    }
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
    let path = file(named: name)
    let bytes: [UInt8]
    do { bytes = try read(name: name, path: path) } catch {
      guard FileReader.exists(path) || FileKind.at(path) != nil else { throw error }
      throw Failure(description: error.description, brokenFormat: broken(name))
    }
    do {
      return try load(name: name, bytes: bytes, path: path)
    } catch {
      throw Failure(description: Escaping.visibleInMessage(error.description), brokenFormat: broken(name))
    }
  }

  /// Where the user format `name` is defined (whether or not it exists).
  static func file(named name: String) -> String { Paths.formatsDirectory + "/" + name + ".toml" }

  /// The file `--format NAME` is read from, for `--watch` to watch; nil for a built-in format
  /// or a name that cannot be a file.
  public static func watchedFile(named name: String) -> String? {
    guard ProviderRegistry.builtIn(named: name) == nil, FormatName.isValid(name) else { return nil }
    return file(named: name)
  }

  /// The stand-in for the broken format `name`: its error state reads "⚠ solverv: NAME.toml
  /// line 3" or "⚠ solverv: format NAME" — only a valid format name (letters, digits, `-`, `_`),
  /// digits and spaces, so it needs no escaping in any bar's markup, whatever `escape` was meant.
  static func broken(_ name: String) -> UserFormatProvider {
    UserFormatProvider(
      name: name, summary: "broken", escaping: .none, templates: [.small: WidgetSize.small.template], brokenFile: true)
  }

  /// The format file's bytes, read as the config is: a regular file only (a FIFO, socket or
  /// device is refused at once, never waited on: the daemon's Render and every bar refresh would
  /// hang behind it), at most 1 MB. A symbolic link must end at a `.toml` file, so a link to some
  /// other file (`formats/x.toml -> /etc/passwd`) is refused before it is read: no line of it
  /// can be echoed in a parse error. Links into a dotfiles folder keep working.
  static func read(name: String, path: String) throws(Failure) -> [UInt8] {
    let shown = Escaping.visibleInMessage(path)
    var readPath = path
    if FileKind.at(path) == .symbolicLink {
      guard let target = FileReader.resolvedPath(path) else {
        throw Failure(description: "format '\(name)': \(shown) is a symbolic link to nothing that can be read")
      }
      guard target.hasSuffix(".toml") else {
        throw Failure(
          description:
            "format '\(name)': \(shown) is a symbolic link to \(Escaping.visibleInMessage(target)), which is not a .toml file; link to a format file NAME.toml"
        )
      }
      readPath = target  // the file checked, even if the link is changed meanwhile
    }
    switch FileReader.readRegularFile(readPath, limit: 1 << 20) {
    case .success(let bytes): return bytes
    case .failure(.missing):
      throw Failure(
        description:
          "format '\(name)' is not known: use \(ProviderRegistry.builtInNames.joined(separator: ", ")), or define it in \(shown) (see `solverv-status formats --help`)"
      )
    case .failure(let failure):
      throw Failure(description: "format '\(name)': \(shown) \(failure)")
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
        "escape",
        "'\(printable(escapeName))' is not an escaping rule: use \(Escaping.allCases.map(\.rawValue).joined(separator: ", "))")
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
