#if canImport(Glibc)
  import Glibc
#endif

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

  /// `$HOME`, else the user's home in the password database (a systemd unit or `env -i` may
  /// leave HOME unset), else `/`. Never with a trailing slash, so paths never read `//.config`.
  public static var home: String {
    var home = Environment.variable("HOME") ?? passwordDatabaseHome() ?? "/"
    while home.count > 1, home.hasSuffix("/") { home.removeLast() }
    return home
  }

  private static func base(_ variable: String, fallback: String) -> String {
    // The spec says relative values are invalid and must be ignored.
    if let value = Environment.variable(variable), value.hasPrefix("/") { return value }
    let home = home
    return (home == "/" ? "" : home) + "/" + fallback
  }

  private static func passwordDatabaseHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let text = String(cString: directory)
    return text.hasPrefix("/") ? text : nil
  }
}
