public import SolvervApp
public import SolvervConfig
public import SolvervEngine

/// What the Solverv object's handlers change, and what they read of this machine, in one value:
/// reading and writing the config file, saving a place and the light/dark choice, the machine's
/// id and zone, asking for a refresh. The daemon builds it (`ResponderEffects.daemon` in
/// SolvervDaemon); DBusService opens no file itself, so which calls touch the disk is read here,
/// not found in the handlers (read-only tables — user formats, the places file — are looked up
/// through SolvervApp, as the CLI does). A test hands in the daemon's own
/// effects pointed at a scratch folder.
public struct ResponderEffects {
  /// The config file the settings calls read and write (named in their messages).
  public var configPath: String
  /// How long a config write waits for the config lock: the daemon's is 0 (it retries a busy
  /// call from its loop, see ``SolvervResponder/outcome(of:)``); a busy reply says this wait.
  public var configLockWait: Double
  /// The config file's bytes by the readers' rule (GetSettings, GetSettingsWords,
  /// GetSettingsSchema); a missing file is the defaults.
  public var readConfig: () throws(SettingsFile.Failure) -> [UInt8]
  /// Writes setting changes in one write, all or none (SetSettings): a held lock is
  /// ``ConfigBusy``, any other refusal a ``SettingsFile/Failure``.
  public var applySettings: (_ changes: [(key: String, value: SettingValue)]) throws -> Void
  /// Writes a new place into the config file (SetLocation): a held lock is ``ConfigBusy``.
  public var saveLocation: (_ name: String, _ coordinate: Coordinate, _ timezone: String) throws -> Void
  /// Saves the manual light/dark choice (nil: back to the sun), as `solverv-status theme` does.
  public var saveTheme: (ThemeMode?) throws -> Void
  /// This machine's id (GetMachineId); nil when it has none.
  public var machineID: () -> String?
  /// This machine's zone, locale variables and zone database (``PlanEnvironment``): SearchPlaces
  /// prefers the zone's country, SetLocation falls back to the zone when the nearest city's is
  /// missing, ComparePlaces looks its places up in it.
  public var environment: () -> PlanEnvironment
  /// Asks the daemon to re-read place and settings once the calls in hand are answered.
  public var requestRefresh: () -> Void

  public init(
    configPath: String, configLockWait: Double, readConfig: @escaping () throws(SettingsFile.Failure) -> [UInt8],
    applySettings: @escaping (_ changes: [(key: String, value: SettingValue)]) throws -> Void,
    saveLocation: @escaping (_ name: String, _ coordinate: Coordinate, _ timezone: String) throws -> Void,
    saveTheme: @escaping (ThemeMode?) throws -> Void, machineID: @escaping () -> String?,
    environment: @escaping () -> PlanEnvironment, requestRefresh: @escaping () -> Void
  ) {
    self.configPath = configPath
    self.configLockWait = configLockWait
    self.readConfig = readConfig
    self.applySettings = applySettings
    self.saveLocation = saveLocation
    self.saveTheme = saveTheme
    self.machineID = machineID
    self.environment = environment
    self.requestRefresh = requestRefresh
  }
}
