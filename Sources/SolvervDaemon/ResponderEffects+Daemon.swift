public import DBusService
import SolvervApp
import SolvervConfig
public import SolvervEngine
import SolvervSystem

extension ResponderEffects {
  /// The daemon's effects: the config file at `configPath`, written without waiting for its
  /// lock (a held lock is ``ConfigBusy``, and the loop tries the call again: ``ConfigWriteQueue``);
  /// the light/dark choice at `themeChoicePath`, stamped with `clock`'s now (the simulated one
  /// under `--at`); this machine's id and zone; `requestRefresh` when a call changed something.
  public static func daemon(
    configPath: String, themeChoicePath: String, clock: any TimeSource, requestRefresh: @escaping () -> Void
  ) -> ResponderEffects {
    ResponderEffects(
      configPath: configPath, configLockWait: 0,
      readConfig: { () throws(SettingsFile.Failure) in try SettingsFile.readForReading(configPath) },
      // Untyped `do`: Swift 6.0.3 and 6.2.3 as Debian builds them (SIL verifier on) crash on a
      // typed `do throws(…)` whose `catch .busy` lets the other failures through.
      applySettings: { changes in
        do { try SettingsFile.apply(changes, path: configPath, lockTimeout: 0) } catch SettingsFile.Failure.busy {
          throw ConfigBusy(path: configPath)
        }
      },
      saveLocation: { name, coordinate, zone in
        do {
          try ConfigEditor.setLocation(name: name, coordinate: coordinate, timezone: zone, path: configPath, lockTimeout: 0)
        } catch let error as ConfigEditor.Failure where error.isBusy {
          throw ConfigBusy(path: configPath)
        }
      },
      saveTheme: { mode in
        try ThemeOverrideStore.save(mode.map { ThemeOverride(mode: $0, chosenAt: clock.now()) }, path: themeChoicePath)
      },
      machineID: { MachineID.read() }, environment: { PlanEnvironment.current() }, requestRefresh: requestRefresh)
  }
}
