/// Light or dark: what the desktop's `color-scheme` says (the portal's
/// `org.freedesktop.appearance color-scheme`: 1 prefers dark, 2 prefers light).
public enum ThemeMode: String, Sendable, CaseIterable, Hashable {
  case dark, light

  /// The portal's value: 1 = prefer dark, 2 = prefer light.
  public var colorScheme: UInt32 { self == .dark ? 1 : 2 }

  /// The other mode.
  public var opposite: ThemeMode { self == .dark ? .light : .dark }
}

/// A manual choice (`solverv-status theme dark`, D-Bus `SetTheme`): it holds from the moment it
/// was made until the next switch of the schedule after that moment, then the sun decides again.
/// Only the choice and its moment are kept; when it ends is derived from the settings in force,
/// so a changed place or offset moves the end with it.
public struct ThemeOverride: Sendable, Hashable {
  public let mode: ThemeMode
  public let chosenAt: Instant

  public init(mode: ThemeMode, chosenAt: Instant) {
    self.mode = mode
    self.chosenAt = chosenAt
  }
}
