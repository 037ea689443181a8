/// Where Solverv keeps its files, by the XDG Base Directory specification.
public enum Paths {
  /// `$XDG_CONFIG_HOME/solverv`, default `~/.config/solverv`.
  public static var configDirectory: String {
    base("XDG_CONFIG_HOME", fallback: ".config") + "/solverv"
  }

  /// `$XDG_STATE_HOME/solverv`, default `~/.local/state/solverv`.
  public static var stateDirectory: String {
    base("XDG_STATE_HOME", fallback: ".local/state") + "/solverv"
  }

  /// The config file: `configDirectory/config.toml`.
  public static var configFile: String { configDirectory + "/config.toml" }

  /// User-defined formats: `configDirectory/formats/NAME.toml`.
  public static var formatsDirectory: String { configDirectory + "/formats" }

  private static func base(_ variable: String, fallback: String) -> String {
    // The spec says relative values are invalid and must be ignored.
    if let value = FileReader.environment(variable), value.hasPrefix("/") { return value }
    return (FileReader.environment("HOME") ?? "/") + "/" + fallback
  }
}
