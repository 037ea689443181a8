public import SolvervConfig
public import SolvervEngine
import SolvervSystem
public import StandardProviders

/// User-defined formats: `$XDG_CONFIG_HOME/solverv/formats/NAME.toml` (see `UserFormatProvider`).
public enum UserFormats {
  public struct Failure: Error, CustomStringConvertible {
    /// The message as data, for each language's words.
    public let phrase: ErrorPhrase
    /// The message in English.
    public var description: String { message(in: English()) }
    /// The message in `language` (a control character from the file shown as `\u{…}`).
    public func message(in language: any Localization) -> String { Escaping.visibleInMessage(language.errorPhrase(phrase)) }
    /// For a user format whose file is there but cannot be used (`escape = "xml"`, a FIFO): a
    /// stand-in that shows the error state, so the bar keeps its module and says why (`--help`
    /// promises this for every bar format). Nil for a name that is no format at all.
    public let brokenFormat: UserFormatProvider?

    init(_ phrase: ErrorPhrase, brokenFormat: UserFormatProvider? = nil) {
      self.phrase = phrase
      self.brokenFormat = brokenFormat
    }
  }

  /// The provider for `--format NAME`: a built-in one, else the user's file.
  public static func provider(named name: String) throws(Failure) -> any StatusProvider {
    if let provider = ProviderRegistry.builtIn(named: name) { return provider }
    guard FormatName.isValid(name) else {
      throw Failure(.unknownFormatName(printable(name), builtIn: ProviderRegistry.builtInNames, folder: Paths.formatsDirectory))
    }
    let path = file(named: name)
    let bytes: [UInt8]
    do { bytes = try read(name: name, path: path) } catch {
      guard FileReader.exists(path) || FileKind.at(path) != nil else { throw error }
      throw Failure(error.phrase, brokenFormat: broken(name))
    }
    do {
      return try load(name: name, bytes: bytes, path: path)
    } catch {
      throw Failure(error.located, brokenFormat: broken(name))
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
      name: name, description: nil, file: file(named: name), escaping: .none, templates: [.small: WidgetSize.small.template], brokenFile: true)
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
        throw Failure(.file(.formatLinkBroken(name: name, path: shown)))
      }
      guard target.hasSuffix(".toml") else {
        throw Failure(.file(.formatLinkNotTOML(name: name, path: shown, target: Escaping.visibleInMessage(target))))
      }
      readPath = target  // the file checked, even if the link is changed meanwhile
    }
    switch FileReader.readRegularFile(readPath, limit: 1 << 20) {
    case .success(let bytes): return bytes
    case .failure(.missing):
      throw Failure(.unknownFormatFile(name, builtIn: ProviderRegistry.builtInNames, file: shown))
    case .failure(let failure):
      throw Failure(.file(.formatUnreadable(name: name, path: shown, failure.failure)))
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
      throw ConfigError(path: path, line: error.line, column: error.column, key: error.key, phrase: error.phrase)
    }
    let root = document.root
    func fail(_ key: String, _ phrase: ErrorPhrase) -> ConfigError {
      let position = root.position(of: key)
      return ConfigError(path: path, line: position?.line ?? 1, column: position?.column ?? 1, key: key, phrase: phrase)
    }
    for entry in root.entries where !keys.contains(entry.key) {
      throw ConfigError(
        path: path, line: entry.position.line, column: entry.position.column, key: entry.key,
        phrase: .unknownFormatKey(valid: keys))
    }
    func string(_ key: String) throws(ConfigError) -> String? {
      guard let value = root[key] else { return nil }
      guard case .string(let text) = value else { throw fail(key, .expected(.quotedString, found: .kind(value.kind, article: false))) }
      return text
    }
    let escapeName = try string("escape") ?? "none"
    guard let escaping = Escaping(rawValue: escapeName) else {
      throw fail("escape", .notAnEscaping(printable(escapeName), valid: Escaping.allCases.map(\.rawValue)))
    }
    var templates: [WidgetSize: Template] = [:]
    for size in WidgetSize.allCases {
      guard let text = try string(size.rawValue) else { continue }
      do { templates[size] = try Template(text) } catch { throw fail(size.rawValue, error.phrase) }
    }
    guard templates[.small] != nil else {
      throw ConfigError(path: path, line: 1, column: 1, key: "small", phrase: .formatNeedsSmall)
    }
    return UserFormatProvider(
      name: name, description: try string("description"), file: path, escaping: escaping,
      templates: templates)
  }
}
