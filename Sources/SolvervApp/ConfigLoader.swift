public import SolvervEngine
import SolvervSystem

/// Reads the config file (if there is one) and the user-defined formats.
public enum ConfigLoader {
  /// The config at `path` (default: `$XDG_CONFIG_HOME/solverv/config.toml`); `.empty` when the
  /// default file does not exist. A file named explicitly must exist.
  public static func load(path explicitPath: String?) throws(ConfigError) -> (config: SolvervConfig, path: String) {
    let path = explicitPath ?? Paths.configFile
    guard let bytes = FileReader.read(path, limit: 1 << 20) else {
      if explicitPath != nil || FileReader.exists(path) {
        throw ConfigError(path: path, line: 1, column: 1, key: nil, reason: "cannot read the file (missing, unreadable, or larger than 1 MB)")
      }
      return (.empty, path)
    }
    return (try SolvervConfig.parse(bytes: bytes, path: path), path)
  }
}
