import SolvervConfig
public import SolvervEngine

/// English comments of the file `config init` writes (``ConfigFilePhrase``), word for word as
/// they have always been.
extension English {
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String {
    switch phrase {
    case .heading:
      return "Solverv settings. `solverv-status config check` validates this file; `config set KEY VALUE`\n"
        + "changes one setting and keeps the rest."
    case .note(let note): return settingNote(note)
    case .coordinatesInstead: return "Or exact coordinates instead of a city:"
    case .cityInstead: return "Or a city from the bundled table instead (see `solverv-status locate NAME`):"
    case .exampleName: return "Home"
    case .northPositive: return "north positive"
    case .eastPositive: return "east positive"
    case .noPlaceYet(_, let reason):
      return "No place yet: \(reason). Sun times need one: uncomment\n"
        + "[location] and set a city (see `solverv-status locate NAME`) or exact coordinates."
    case .formatsHeading: return "Per-format size and template (see `solverv-status formats --placeholders`):"
    case .exampleTemplate: return "{icon} {days}d to {event}"
    }
  }

  private func settingNote(_ note: SettingNote) -> String {
    switch note {
    case .language: return "auto: from $LANG"
    case .clock: return "auto: from the locale (LC_TIME)"
    case .dateOrder: return "English dates: month, day or year first; auto: from the locale"
    case .hemisphere: return "auto: from the latitude"
    case .events: return "how many solstices and equinoxes the views list"
    case .notificationsEnabled: return "one notification a day"
    case .dailyChange: return "\"+2 min today\""
    case .sinceSolstice: return "\"+47 min since Dec 21\""
    case .summerMode: return "by the calendar: pause after the summer solstice, resume at the winter one (polar night too)"
    case .sad: return "by the daylight: pause on days shorter than the day before (midnight sun, polar night still sent)"
    case .themeEnabled: return "light and dark with the sun: the portal's color-scheme, hooks, GNOME's dark style"
    case .themeSwitch: return "sun: sunrise/sunset; civil, nautical: dawn/dusk; elevation: the Sun at theme.elevation"
    case .themeElevation: return "degrees of the Sun's centre, used with switch = \"elevation\""
    case .morningOffset: return "minutes after the morning crossing (negative: before)"
    case .eveningOffset: return "minutes after the evening crossing (negative: before)"
    case .morningNotBefore: return "light no earlier than this"
    case .morningNotAfter: return "light no later than this"
    case .eveningNotBefore: return "dark no earlier than this"
    case .eveningNotAfter: return "dark no later than this"
    }
  }
}
