/// English sentences of `solverv-status theme` (``ThemePhrase``).
extension English {
  public func themePhrase(_ phrase: ThemePhrase) -> String {
    switch phrase {
    case .when(let clock, let date, let days, _):
      switch days {
      case 0: return clock
      case 1: return clock + " tomorrow"
      case -1: return clock + " yesterday"
      default: return clock + " on " + date.description
      }
    case .crossing(let rule, let rising, let elevation):
      switch rule {
      case .sun: return rising ? "sunrise" : "sunset"
      case .civil: return rising ? "civil dawn" : "civil dusk"
      case .nautical: return rising ? "nautical dawn" : "nautical dusk"
      case .elevation: return "the Sun " + (rising ? "rising" : "setting") + " through " + elevation
      }
    case .minutes(let count): return "\(count) min"
    case .notBefore(let time): return "not before " + time
    case .notAfter(let time): return "not after " + time
    case .since(let mode, let when, let crossing): return "\(name(mode)) since \(when) (\(crossing))"
    case .allDaySince(let mode, let when): return "\(name(mode)) all day: no switch since \(when)"
    case .allYear(let mode, let altitude):
      return "\(name(mode)) all day: the Sun stays \(mode == .light ? "above" : "below") \(altitude) all year"
    case .limitsLeaveNoSwitch(let mode):
      return "\(name(mode)) all day: your limits leave no switch (dark comes no later than light would)"
    case .chosenUntil(let mode, let when):
      return "\(name(mode)) by choice until \(when) (the next switch; `theme auto` ends it now)"
    case .chosenWithoutEnd(let mode): return "\(name(mode)) by choice: no switch comes, so it holds until `theme auto`"
    case .next(let mode, let when, let crossing): return "Next: \(mode.rawValue) at \(when) (\(crossing))"
    case .nextNoneByLimits: return "Next: no switch while your limits leave none"
    case .nextNoneWithinYear: return "Next: no switch within a year"
    case .rule(let light, let dark): return "Rule: light at \(light), dark at \(dark)"
    case .switchOff: return "The light/dark switch is off: `\(ThemePhrase.turnOnCommand)` turns it on."
    case .choiceWhileOff:
      return "the light/dark switch is off ([theme] enabled = false): turn it on with `\(ThemePhrase.turnOnCommand)`"
    case .notAChoice(let value): return "'\(value)' is not a theme choice: use dark, light or auto"
    case .notAFormat(let value): return "'\(value)' is not a theme format: use text or json"
    case .cannotSave(let path, let reason): return "cannot save the theme choice in \(path): \(writeReason(reason))"
    }
  }

  private func name(_ mode: ThemeMode) -> String { mode == .light ? "Light" : "Dark" }
}
