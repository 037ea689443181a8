/// The settings `config init` writes a note for, after their allowed values.
public enum SettingNote: Sendable, Equatable, CaseIterable {
  case language, clock, dateOrder, hemisphere, events
  case notificationsEnabled, dailyChange, sinceSolstice, summerMode, sad
  case themeEnabled, themeSwitch, themeElevation, morningOffset, eveningOffset
  case morningNotBefore, morningNotAfter, eveningNotBefore, eveningNotAfter
}
