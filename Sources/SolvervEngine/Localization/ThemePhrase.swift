/// The sentences of `solverv-status theme`: the mode and why, the next switch, the rule, the
/// switch being off, and the command's own errors. ``ThemeDescription`` builds them from the
/// pieces (`when` and `crossing` first, then the lines that quote them); each language writes
/// them in `Theme/`. Times arrive written in the language's clock form.
public enum ThemePhrase: Sendable, Equatable {
  /// A time relative to today: "16:12", "08:47 tomorrow", "08:47 on 2027-01-15" (`days` from
  /// today to `date`; `otherYear` when `date` is not in today's year, so a date past New Year
  /// carries its year: "den 15. januar 2027").
  case when(clock: String, date: CivilDate, days: Int, otherYear: Bool)
  /// The crossing that turns it light (`rising`) or dark: "sunrise", "civil dusk", "the Sun
  /// rising through −3°" (`elevation` written, for `.elevation`).
  case crossing(ThemeRule, rising: Bool, elevation: String)
  /// An offset from the crossing, in minutes: "15 min" (the sign is written before it).
  case minutes(Int)
  /// A clock limit after the crossing: "not before 07:00", "not after 21:00".
  case notBefore(String), notAfter(String)
  /// "Light since 07:04 (sunrise)": the mode, the time (a `when`) and the crossing.
  case since(ThemeMode, when: String, crossing: String)
  /// "Dark all day: no switch since 13:21 yesterday".
  case allDaySince(ThemeMode, when: String)
  /// "Dark all day: the Sun stays below −0.833° all year".
  case allYear(ThemeMode, altitude: String)
  /// "Dark all day: your limits leave no switch (dark comes no later than light would)".
  case limitsLeaveNoSwitch(ThemeMode)
  /// "Dark by choice until 08:47 tomorrow (the next switch; `theme auto` ends it now)".
  case chosenUntil(ThemeMode, when: String)
  /// "Light by choice: no switch comes, so it holds until `theme auto`".
  case chosenWithoutEnd(ThemeMode)
  /// "Next: dark at 17:54 (sunset)".
  case next(ThemeMode, when: String, crossing: String)
  /// "Next: no switch while your limits leave none".
  case nextNoneByLimits
  /// "Next: no switch within a year".
  case nextNoneWithinYear
  /// "Rule: light at sunrise, dark at sunset" (both crossings written).
  case rule(light: String, dark: String)
  /// `theme` with `[theme] enabled = false`: how to turn it on.
  case switchOff
  /// A choice (dark/light) given while the switch is off (after "solverv-status: ").
  case choiceWhileOff
  /// "'dusk' is not a theme choice: use dark, light or auto".
  case notAChoice(String)
  /// "'yaml' is not a theme format: use text or json".
  case notAFormat(String)
  /// The choice could not be written: the path and the reason.
  case cannotSave(path: String, reason: WriteReason)
}

extension ThemePhrase {
  /// The command that turns the switch on, in every language.
  public static let turnOnCommand = "solverv-status config set theme.enabled true"
}
