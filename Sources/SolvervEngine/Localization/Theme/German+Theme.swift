/// German sentences of `solverv-status theme` (``ThemePhrase``), with *Sie*: "Wechsel", the
/// modes as the settings window's "Hell"/"Dunkel", a whole day "rund um die Uhr". The crossings
/// stand in parentheses in the rule, so no article has to agree with them.
extension German {
  public func themePhrase(_ phrase: ThemePhrase) -> String {
    switch phrase {
    case .when(let clock, let date, let days):
      // "Uhr" follows a 24-hour time only: "4:12 PM" carries its own mark.
      let time = clock.hasSuffix(dayPeriods.am) || clock.hasSuffix(dayPeriods.pm) ? clock : clock + " Uhr"
      switch days {
      case 0: return time
      case 1: return "morgen " + time
      case -1: return "gestern " + time
      default: return "\(shortDate(date)), \(time)"
      }
    case .crossing(let rule, let rising, let elevation):
      switch rule {
      case .sun: return rising ? "Sonnenaufgang" : "Sonnenuntergang"
      case .civil: return rising ? "bürgerliche Morgendämmerung" : "bürgerliche Abenddämmerung"
      case .nautical: return rising ? "nautische Morgendämmerung" : "nautische Abenddämmerung"
      case .elevation: return "Sonnenhöhe \(elevation), " + (rising ? "steigend" : "sinkend")
      }
    case .minutes(let count): return "\(count) Min."
    case .notBefore(let time): return "nicht vor " + time
    case .notAfter(let time): return "nicht nach " + time
    case .since(let mode, let when, let crossing): return "\(name(mode)) seit \(when) (\(crossing))"
    case .allDaySince(let mode, let when): return "Rund um die Uhr \(name(mode).lowercased()): kein Wechsel seit \(when)"
    case .allYear(let mode, let altitude):
      return
        "Rund um die Uhr \(name(mode).lowercased()): die Sonne bleibt das ganze Jahr \(mode == .light ? "über" : "unter") \(altitude)"
    case .limitsLeaveNoSwitch(let mode):
      return
        "Rund um die Uhr \(name(mode).lowercased()): Ihre Grenzen lassen keinen Wechsel zu (es würde nicht später dunkel, als es hell würde)"
    case .chosenUntil(let mode, let when):
      return "\(name(mode)) nach Ihrer Wahl bis \(when) (der nächste Wechsel; `theme auto` beendet es sofort)"
    case .chosenWithoutEnd(let mode):
      return "\(name(mode)) nach Ihrer Wahl: Es kommt kein Wechsel, daher gilt es bis `theme auto`"
    case .next(let mode, let when, let crossing): return "Als Nächstes: \(name(mode).lowercased()) ab \(when) (\(crossing))"
    case .nextNoneByLimits: return "Als Nächstes: kein Wechsel, solange Ihre Grenzen keinen zulassen"
    case .nextNoneWithinYear: return "Als Nächstes: kein Wechsel innerhalb eines Jahres"
    case .rule(let light, let dark): return "Regel: hell (\(light)), dunkel (\(dark))"
    case .switchOff: return "Der Hell-Dunkel-Wechsel ist ausgeschaltet: `\(ThemePhrase.turnOnCommand)` schaltet ihn ein."
    case .choiceWhileOff:
      return
        "der Hell-Dunkel-Wechsel ist ausgeschaltet ([theme] enabled = false): Schalten Sie ihn mit `\(ThemePhrase.turnOnCommand)` ein"
    case .notAChoice(let value): return "\(quoted(value)) ist keine Auswahl für theme: Verwenden Sie dark, light oder auto"
    case .notAFormat(let value): return "\(quoted(value)) ist kein Format für theme: Verwenden Sie text oder json"
    case .cannotSave(let path, let reason): return "die Auswahl kann nicht in \(path) gespeichert werden: \(writeReason(reason))"
    }
  }

  private func name(_ mode: ThemeMode) -> String { mode == .light ? "Hell" : "Dunkel" }
}
