/// Bokmål sentences of `solverv-status theme` (``ThemePhrase``): "bytte" as the settings
/// window's "Bytt ved", the modes as its "Lyst"/"Mørkt".
extension NorwegianBokmal {
  public func themePhrase(_ phrase: ThemePhrase) -> String {
    switch phrase {
    case .when(let clock, let date, let days):
      switch days {
      case 0: return "kl. " + clock
      case 1: return "i morgen kl. " + clock
      case -1: return "i går kl. " + clock
      default: return "den \(shortDate(date)) kl. \(clock)"
      }
    case .crossing(let rule, let rising, let elevation):
      switch rule {
      case .sun: return rising ? "soloppgang" : "solnedgang"
      case .civil: return rising ? "borgerlig daggry" : "borgerlig skumring"
      case .nautical: return rising ? "nautisk daggry" : "nautisk skumring"
      case .elevation: return "solhøyde \(elevation) på vei " + (rising ? "opp" : "ned")
      }
    case .minutes(let count): return "\(count) min"
    case .notBefore(let time): return "ikke før " + time
    case .notAfter(let time): return "ikke etter " + time
    case .since(let mode, let when, let crossing): return "\(name(mode)) siden \(when) (\(crossing))"
    case .allDaySince(let mode, let when): return "\(name(mode)) hele døgnet: ikke noe bytte siden \(when)"
    case .allYear(let mode, let altitude):
      return "\(name(mode)) hele døgnet: sola holder seg \(mode == .light ? "over" : "under") \(altitude) hele året"
    case .limitsLeaveNoSwitch(let mode):
      return "\(name(mode)) hele døgnet: grensene dine gir ikke noe bytte (mørket kommer ikke senere enn lyset ville kommet)"
    case .chosenUntil(let mode, let when):
      return "\(name(mode)) etter eget valg til \(when) (neste bytte; `theme auto` avslutter det nå)"
    case .chosenWithoutEnd(let mode):
      return "\(name(mode)) etter eget valg: det kommer ikke noe bytte, så det varer til `theme auto`"
    case .next(let mode, let when, let crossing): return "Neste: \(name(mode).lowercased()) \(when) (\(crossing))"
    case .nextNoneByLimits: return "Neste: ikke noe bytte så lenge grensene dine ikke gir noe"
    case .nextNoneWithinYear: return "Neste: ikke noe bytte innen et år"
    case .rule(let light, let dark): return "Regel: lyst ved \(light), mørkt ved \(dark)"
    case .switchOff: return "Byttet mellom lyst og mørkt er slått av: `\(ThemePhrase.turnOnCommand)` slår det på."
    case .choiceWhileOff:
      return "byttet mellom lyst og mørkt er slått av ([theme] enabled = false): slå det på med `\(ThemePhrase.turnOnCommand)`"
    case .notAChoice(let value): return "\(quoted(value)) er ikke et valg for theme: bruk dark, light eller auto"
    case .notAFormat(let value): return "\(quoted(value)) er ikke et format for theme: bruk text eller json"
    case .cannotSave(let path, let reason): return "kan ikke lagre temavalget i \(path): \(writeReason(reason))"
    }
  }

  private func name(_ mode: ThemeMode) -> String { mode == .light ? "Lyst" : "Mørkt" }
}
