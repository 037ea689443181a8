public import SolvervConfig
import SolvervEngine
public import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the config file (if there is one) and the user-defined formats.
public enum ConfigLoader {
  /// The config at `path` (default: `$XDG_CONFIG_HOME/solverv/config.toml`); `.empty` when the
  /// default file does not exist. A file named explicitly must exist. It must be a regular file
  /// (symbolic links are followed): a FIFO would hang every bar refresh and the daemon, so it is
  /// a config error at once. `--config /dev/null` is the one exception: no settings.
  public static func load(path explicitPath: String?) throws(ConfigError) -> (config: SolvervConfig, path: String) {
    let path = explicitPath ?? Paths.configFile
    switch read(at: path) {
    case .success(let bytes):
      return (try SolvervConfig.parse(bytes: bytes, path: path), path)
    case .failure(.missing) where explicitPath == nil:
      return (.empty, path)
    case .failure(let failure):
      throw ConfigError(
        path: path, line: 1, column: 1, key: nil, phrase: .file(.configFile(failure.failure, createHint: failure == .missing ? path : nil)))
    }
  }

  /// The largest config file read or written (1 MiB).
  public static let sizeLimit = 1 << 20

  /// The config file's bytes, by the one rule every reader follows (the status line, `config
  /// check/get/words`, the daemon): a regular file (links followed) of at most ``sizeLimit``;
  /// the null device reads as no settings; anything else — missing, a FIFO, a folder, a device,
  /// unreadable, too large — is the failure, for the caller to call an error or the defaults.
  public static func read(at path: String) -> Result<[UInt8], FileReader.Failure> {
    switch FileReader.readRegularFile(path, limit: sizeLimit) {
    case .failure(.notRegular(.characterDevice)) where isNullDevice(path): .success([])
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
