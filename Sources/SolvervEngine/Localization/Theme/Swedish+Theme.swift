/// Swedish sentences of `solverv-status theme` (``ThemePhrase``): "byte" as the settings
/// window's "Byt vid", the modes as its "Ljust"/"Mörkt".
extension Swedish {
  public func themePhrase(_ phrase: ThemePhrase) -> String {
    switch phrase {
    case .when(let clock, let date, let days):
      switch days {
      case 0: return "kl. " + clock
      case 1: return "i morgon kl. " + clock
      case -1: return "i går kl. " + clock
      default: return "den \(shortDate(date)) kl. \(clock)"
      }
    case .crossing(let rule, let rising, let elevation):
      switch rule {
      case .sun: return rising ? "soluppgång" : "solnedgång"
      case .civil: return rising ? "borgerlig gryning" : "borgerlig skymning"
      case .nautical: return rising ? "nautisk gryning" : "nautisk skymning"
      case .elevation: return "solhöjd \(elevation) på väg " + (rising ? "upp" : "ned")
      }
    case .minutes(let count): return "\(count) min"
    case .notBefore(let time): return "inte före " + time
    case .notAfter(let time): return "inte efter " + time
    case .since(let mode, let when, let crossing): return "\(name(mode)) sedan \(when) (\(crossing))"
    case .allDaySince(let mode, let when): return "\(name(mode)) hela dygnet: inget byte sedan \(when)"
    case .allYear(let mode, let altitude):
      return "\(name(mode)) hela dygnet: solen håller sig \(mode == .light ? "över" : "under") \(altitude) hela året"
    case .limitsLeaveNoSwitch(let mode):
      return "\(name(mode)) hela dygnet: dina gränser lämnar inget byte (mörkret kommer inte senare än ljuset skulle komma)"
    case .chosenUntil(let mode, let when):
      return "\(name(mode)) enligt eget val till \(when) (nästa byte; `theme auto` avslutar det nu)"
    case .chosenWithoutEnd(let mode):
      return "\(name(mode)) enligt eget val: inget byte kommer, så det gäller tills `theme auto`"
    case .next(let mode, let when, let crossing): return "Nästa: \(name(mode).lowercased()) \(when) (\(crossing))"
    case .nextNoneByLimits: return "Nästa: inget byte så länge dina gränser inte lämnar något"
    case .nextNoneWithinYear: return "Nästa: inget byte inom ett år"
    case .rule(let light, let dark): return "Regel: ljust vid \(light), mörkt vid \(dark)"
    case .switchOff: return "Bytet mellan ljust och mörkt är avstängt: `\(ThemePhrase.turnOnCommand)` slår på det."
    case .choiceWhileOff:
      return "bytet mellan ljust och mörkt är avstängt ([theme] enabled = false): slå på det med `\(ThemePhrase.turnOnCommand)`"
    case .notAChoice(let value): return "\(quoted(value)) är inget val för theme: använd dark, light eller auto"
    case .notAFormat(let value): return "\(quoted(value)) är inget format för theme: använd text eller json"
    case .cannotSave(let path, let reason): return "kan inte spara temavalet i \(path): \(writeReason(reason))"
    }
  }

  private func name(_ mode: ThemeMode) -> String { mode == .light ? "Ljust" : "Mörkt" }
}
