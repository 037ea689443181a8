public import SolvervConfig
import SolvervEngine
public import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the config file (if there is one) and the user-defined formats. The one owner of the
/// config's read rules — a regular file (links followed) of at most ``sizeLimit``, the null device
/// as no settings, a missing file as the defaults where that is allowed — which every reader
/// calls: the status line and its subcommands (through ``PlanInputs``), `config check/get/words/
/// schema`, the daemon, D-Bus `GetSettings`, and the writers' read under the lock.
public enum ConfigLoader {
  /// A config file that cannot be read as one: where, and why.
  public struct Refusal: Error, Sendable, Equatable {
    public let path: String
    public let failure: FileReader.Failure

    /// The config error every command shows for it (exit 78): `PATH:1:1: the config file …`,
    /// with `config init` offered when the file named is missing.
    public var configError: ConfigError {
      ConfigError(
        path: path, line: 1, column: 1, key: nil,
        phrase: .file(.configFile(failure.failure, createHint: failure == .missing ? path : nil)))
    }
  }

  /// The config at `path` (default: `$XDG_CONFIG_HOME/solverv/config.toml`); `.empty` when the
  /// default file does not exist. A file named explicitly must exist. It must be a regular file
  /// (symbolic links are followed): a FIFO would hang every bar refresh and the daemon, so it is
  /// a config error at once. `--config /dev/null` is the one exception: no settings.
  public static func load(path explicitPath: String?) throws(ConfigError) -> (config: SolvervConfig, path: String) {
    let path = explicitPath ?? Paths.configFile
    let bytes: [UInt8]?
    do throws(Refusal) { bytes = try self.bytes(at: path, missingIsDefaults: explicitPath == nil) } catch {
      throw error.configError
    }
    guard let bytes else { return (.empty, path) }
    return (try SolvervConfig.parse(bytes: bytes, path: path), path)
  }

  /// The bytes of the config at `path` by ``read(at:)``'s rule; nil when the file is missing and
  /// `missingIsDefaults` (the default file; `config get/words/schema` and D-Bus `GetSettings`,
  /// which show the defaults then).
  public static func bytes(at path: String, missingIsDefaults: Bool) throws(Refusal) -> [UInt8]? {
    switch read(at: path) {
    case .success(let bytes): return bytes
    case .failure(.missing) where missingIsDefaults: return nil
    case .failure(let failure): throw Refusal(path: path, failure: failure)
    }
  }

  /// The largest config file read or written (1 MiB).
  public static let sizeLimit = 1 << 20

  /// The config file's bytes, by the one rule every reader follows: a regular file (links
  /// followed) of at most ``sizeLimit``; the null device reads as no settings unless
  /// `nullDeviceIsEmpty` is false (a writer's read: nothing is ever written there); anything
  /// else — missing, a FIFO, a folder, a device, unreadable, too large — is the failure, for the
  /// caller to call an error or the defaults.
  public static func read(at path: String, nullDeviceIsEmpty: Bool = true) -> Result<[UInt8], FileReader.Failure> {
    switch FileReader.readRegularFile(path, limit: sizeLimit) {
    case .failure(.notRegular(.characterDevice)) where nullDeviceIsEmpty && isNullDevice(path): .success([])
    case let result: result
    }
  }

  /// The null device (major 1, minor 3 on Linux), whatever it is called: `--config /dev/null`
  /// means no settings to every command that reads (never a file to write).
  public static func isNullDevice(_ path: String) -> Bool {
    var info = stat()
    var null = stat()
    return stat(path, &info) == 0 && stat("/dev/null", &null) == 0
      && (info.st_mode & S_IFMT) == S_IFCHR && info.st_rdev == null.st_rdev
  }
}
