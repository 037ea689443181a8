import DBusService
import SolvervEngine

/// What the state remembers of the light/dark switch: the mode last published (nil while
/// `theme.enabled` is off). Only to tell a change from the same state again: the mode itself is
/// always the snapshot's (sun, settings, the manual-choice file, now), never kept from before.
struct ThemeMemory {
  var mode: ThemeMode?
}

extension ServiceState {
  /// The portal's `color-scheme` now, or nil while the switch is off (the portal name is then
  /// not owned and nothing answers on its object).
  public var colorScheme: UInt32? { theme.mode?.colorScheme }

  /// The switch's effects for a new snapshot: the portal name taken when the switch comes on
  /// (start-up or a config change) and given up when it goes off; at every change of mode
  /// `SettingChanged` once and the hooks. A new bus (`announceAll`) needs the name again.
  mutating func themeChanges(_ snapshot: SolarSnapshot, announceAll: Bool, into effects: inout [ServiceEffect]) {
    let new = snapshot.theme?.mode
    let old = theme.mode
    theme.mode = new
    switch (old, new) {
    case (nil, nil):
      return
    case (nil, let new?):
      if connected { effects.append(.claimPortal) }
      effects.append(.log("light/dark switch on: \(new.rawValue)"))
      effects.append(.runHooks(new.rawValue))
    case (_?, nil):
      if connected { effects.append(.releasePortal) }
      effects.append(.log("light/dark switch off"))
    case (let old?, let new?):
      if announceAll, connected { effects.append(.claimPortal) }
      guard old != new else { return }
      if connected { effects.append(.emitSettingChanged(colorScheme: new.colorScheme)) }
      effects.append(.log("switching to \(new.rawValue)"))
      effects.append(.runHooks(new.rawValue))
    }
  }
}
