public import SolvervConfig
public import SolvervEngine
import SolvervSystem

/// Everything a plan is made from that lives in files and the environment, read at the edge
/// (``read(configPath:themeChoicePath:environment:)``) and handed to ``Plan`` as values.
public struct PlanInputs: Sendable {
  /// The config as loaded (``SolvervConfig/empty`` when there is none).
  public var config: SolvervConfig
  /// Where it was read from (named in its errors and notices).
  public var configPath: String
  /// The manual light/dark choice; read only while the config's switch is on.
  public var themeOverride: ThemeOverride?
  public var environment: PlanEnvironment

  public init(config: SolvervConfig, configPath: String, themeOverride: ThemeOverride? = nil, environment: PlanEnvironment) {
    self.config = config
    self.configPath = configPath
    self.themeOverride = themeOverride
    self.environment = environment
  }

  /// Reads the config at `configPath` (nil: the default file, by ``ConfigLoader``'s rules) and,
  /// while the theme switch is on, the manual choice at `themeChoicePath`.
  public static func read(
    configPath: String?, themeChoicePath: String, environment: PlanEnvironment
  ) throws(Plan.Failure) -> PlanInputs {
    let loaded: (config: SolvervConfig, path: String)
    do throws(ConfigError) { loaded = try ConfigLoader.load(path: configPath) } catch { throw .config(error) }
    // No file read for the choice while the switch is off.
    let choice = loaded.config.theme.enabled ? ThemeOverrideStore.load(path: themeChoicePath).override : nil
    return PlanInputs(config: loaded.config, configPath: loaded.path, themeOverride: choice, environment: environment)
  }
}
